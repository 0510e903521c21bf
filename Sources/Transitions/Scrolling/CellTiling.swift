import Foundation

/// What table and collection views share: the cells on screen, the reuse pools, and the
/// registered cell factories. A cell is on screen (a subview of the scroll view, at its layout
/// frame in content coordinates) exactly when its frame shares area with the bounds; cells that leave
/// go to their identifier's pool, and `dequeue` takes from the pool before making a new one.
final class CellTiling<Cell: View> {
    var visible: [IndexPath: Cell] = [:]
    var pools: [String: [Cell]] = [:]
    var factories: [String: (String) -> Cell] = [:]

    /// A storyboard prototype's stand-in for `identifier`: each cell `make`s, is `connect`ed (its
    /// outlets) and then told `awakeFromNib()`, as a storyboard makes them.
    func registerPrototype(_ identifier: String, in sim: Simulation, make: @escaping (String) -> Cell, connect: @escaping (Cell) -> Void) {
        factories[identifier] = { id in
            sim.asCurrent {
                let cell = make(id)
                connect(cell)
                cell.awakeFromNib()
                return cell
            }
        }
    }

    func dequeue(_ identifier: String) -> Cell? {
        if var pool = pools[identifier], let cell = pool.popLast() {
            pools[identifier] = pool
            return cell
        }
        return factories[identifier]?(identifier)
    }

    /// Brings the cells on screen in line with `frames` and `rect`: cells for index paths that
    /// left are removed and pooled (`didEnd`), missing ones are made (`make`) and added below
    /// the other subviews, and every visible cell gets its frame.
    /// `place` puts a cell where its layout wants it (default: at the frame).
    func tile(
        in host: View, frames: [(IndexPath, CGRect)], rect: CGRect, identifier: (Cell) -> String?,
        make: (IndexPath) -> Cell?, willDisplay: (Cell, IndexPath) -> Void, didEnd: (Cell, IndexPath) -> Void,
        place: (Cell, IndexPath, CGRect) -> Void = { cell, _, frame in cell.frame = frame }
    ) {
        let shown = frames.filter { Self.overlaps($0.1, rect) }
        let keep = Set(shown.map(\.0))
        for (path, cell) in visible where !keep.contains(path) {
            visible[path] = nil
            cell.removeFromSuperview()
            if let id = identifier(cell) { pools[id, default: []].append(cell) }
            didEnd(cell, path)
        }
        for (path, frame) in shown {
            if let cell = visible[path] {
                place(cell, path, frame)
                continue
            }
            guard let cell = make(path) else { continue }
            place(cell, path, frame)
            host.insertSubview(cell, at: 0)
            visible[path] = cell
            willDisplay(cell, path)
        }
    }

    /// The two rectangles share area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Every visible cell leaves (a reload).
    func clear() {
        for (_, cell) in visible { cell.removeFromSuperview() }
        visible = [:]
    }

    /// The visible cells in index-path order.
    var orderedVisible: [(IndexPath, Cell)] { visible.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}
