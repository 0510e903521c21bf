import Foundation

/// `NSCollectionLayoutAnchor`: where a supplementary item (a badge) attaches to its item — the
/// edges it sits against (none: centred on that axis), moved by an offset in points
/// (`absoluteOffset`) or in fractions of the supplementary item's own size
/// (`fractionalOffset`: `(0.5, -0.5)` with `[.top, .trailing]` puts its centre on the item's
/// top-right corner). Immutable, as UIKit's.
public final class CollectionLayoutAnchor: Sendable {
    public let edges: DirectionalRectEdge
    /// `offset`: the offset as given (points or fractions, as `isAbsoluteOffset` says).
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// `init(edges:)`: against those edges, inside the item.
    public convenience init(edges: DirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: false) }
    /// `init(edges:absoluteOffset:)`.
    public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    /// `init(edges:fractionalOffset:)`.
    public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }

    init(edges: DirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// The frame of an element of `size` anchored to `container` (non-finite offsets count as 0).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        func place(_ lo: CGFloat, _ hi: CGFloat, _ length: CGFloat, near: Bool, far: Bool) -> CGFloat {
            if near && !far { return lo }
            if far && !near { return hi - length }
            return (lo + hi - length) / 2
        }
        var x = place(container.minX, container.maxX, size.width, near: edges.contains(.leading), far: edges.contains(.trailing))
        var y = place(container.minY, container.maxY, size.height, near: edges.contains(.top), far: edges.contains(.bottom))
        let dx = offset.x.isFinite ? offset.x : 0, dy = offset.y.isFinite ? offset.y : 0
        x += isAbsoluteOffset ? dx : dx * size.width
        y += isAbsoluteOffset ? dy : dy * size.height
        let r = CGRect(x: x, y: y, width: size.width, height: size.height)
        return r.minX.isFinite && r.minY.isFinite ? r : CGRect(origin: container.origin, size: size)
    }
}
