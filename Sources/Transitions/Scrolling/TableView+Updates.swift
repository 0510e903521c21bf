import Foundation

/// Row updates: `beginUpdates()`/`endUpdates()`, `performBatchUpdates(_:completion:)`,
/// `reloadRows(at:with:)`, `reloadSections(_:with:)`.
///
/// Modelled (UIKit's behaviour): at the end of the outermost update the table reads its data
/// source and its delegate's heights again (Apple documents `beginUpdates()` followed by
/// `endUpdates()` as the way to animate changed row heights without reloading the cells) and
/// the cells slide to their new frames over
/// `TableView.updateAnimationDuration` (0.3 s, ease-in-out: UIKit does not document its
/// duration) as a model animation, on the simulation's clock. A row that comes on screen starts
/// from where its row was and slides in with the others; cells whose rows leave the bounds
/// leave when the animation ends. `performBatchUpdates`' completion runs when the animation
/// ends (`true`; `false` if a cell's animation was removed early), also when nothing moved (at
/// the same time). Updates nest: only the outermost end animates and calls the completions.
/// Section headers and footers, the table header and footer views and `contentSize` take their
/// new places at once. Reloaded rows get new cells from the data source (the old ones go back
/// to the reuse pool). Inserted, deleted and moved rows and sections (`insertRows`, `deleteRows`,
/// `moveRow`, `insertSections`, `deleteSections`, `moveSection`, inside an update or alone)
/// renumber the rows as UIKit does (`CollectionChanges`) — deletions and a move's source in the
/// numbering before the update, insertions and a move's destination in the numbering after it,
/// whatever the order of the calls — so a surviving or moved row's cell keeps its cell and
/// slides to its new place; a deleted row's cell leaves at once, an inserted row's cell appears
/// in its place (the row animation's style is drawing); a moved section is deleted and inserted.
/// The counts are checked as UIKit checks them: sections after = before − deleted + inserted,
/// and rows after = rows before − deleted − moved out + inserted + moved in in every section
/// that stays, with every index in range, or the update is recorded as refused (UIKit raises
/// `NSInternalInconsistencyException`) and the table reads its data source afresh.
extension TableView {
    /// `UITableView.RowAnimation`, with UIKit's raw values: the style of a reloaded row's
    /// cross-fade is drawing; `.none` makes the update immediate, every other value animates
    /// the heights as `endUpdates()` does.
    public enum RowAnimation: Int, Sendable, Hashable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// How long the cells of an update take to reach their new frames (seconds).
    public static let updateAnimationDuration = 0.3

    /// `endUpdates()`'s work once the outermost update closes (`TableView.endUpdates()`).
    func closeOutermostUpdate() {
        renumberChangedRows()
        applyUpdates(duration: TableView.updateAnimationDuration)
    }

    func applyRowChanges(_ animation: RowAnimation) {
        renumberChangedRows()
        applyUpdates(duration: animation == .none ? 0 : TableView.updateAnimationDuration)
    }

    /// Applies the pending insertions, deletions and moves of rows and sections to the cells on
    /// screen and to the rows' previous frames (the start of their slide), after checking the
    /// counts as UIKit checks them (`CollectionChanges.inconsistency`).
    private func renumberChangedRows() {
        let changes = pendingChanges
        pendingChanges = CollectionChanges()
        guard !changes.isEmpty, let old = rowFrames else { return }
        var before = [Int](repeating: 0, count: laidOutSectionCount)
        for (p, _) in old where before.indices.contains(p.section) { before[p.section] += 1 }
        let sections = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
        let after = (0..<sections).map { max(dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0, 0) }
        if let problem = changes.inconsistency(before: before, after: after) {
            simulation.record(
                .rejectedCall,
                "invalid update of \(modelName): \(problem.replacingOccurrences(of: "items", with: "rows")) (UIKit raises NSInternalInconsistencyException)")
            discardCells(Set(tiling.visible.keys))
            return
        }
        // Surviving rows keep their order (UIKit's numbering: `CollectionChanges.newIndexPath`);
        // deleted rows' cells leave, moved rows keep theirs.
        discardCells(Set(tiling.visible.keys.filter { changes.newIndexPath($0) == nil }))
        var moved: [IndexPath: TableViewCell] = [:]
        for (p, cell) in tiling.visible { if let q = changes.newIndexPath(p) { moved[q] = cell } }
        tiling.visible = moved
        rowFrames = old.compactMap { p, frame in changes.newIndexPath(p).map { (IndexPath(row: $0.item, section: $0.section), frame) } }
    }

    /// The same with a closure: UIKit marks the updates block `NS_NOESCAPE` (it runs before the
    /// call returns), so it may use the caller's non-escaping closures.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        if let completion { updateCompletions.append(completion) }
        beginUpdates()
        updates()
        endUpdates()
    }

    /// A batch update whose cells take their new frames over `duration` (0: at once, the
    /// completion on the next turn of the event loop) — a diffable data source's `apply`.
    func performBatchUpdates(duration: Double, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        if let completion { updateCompletions.append(completion) }
        updateDepth += 1
        updates()
        updateDepth -= 1
        if updateDepth == 0 {
            renumberChangedRows()
            applyUpdates(duration: duration)
        }
    }

    /// The visible cells of `paths` leave (to their reuse pools), so the next tiling asks the
    /// data source again.
    func discardCells(_ paths: Set<IndexPath>) {
        for path in paths {
            guard let cell = tiling.visible.removeValue(forKey: path) else { continue }
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifierStorage { tiling.pools[id, default: []].append(cell) }
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
    }

    /// Re-reads the rows and moves the cells to their new frames over `duration`, then tiles
    /// and calls the waiting completions.
    func applyUpdates(duration: Double) {
        let completions = updateCompletions
        updateCompletions = []
        let sim = simulation
        func finish(_ finished: Bool) { for c in completions { c(finished) } }
        guard let old = rowFrames else {
            // Not loaded yet: the first use reads everything; nothing moves.
            _ = sim.schedule(after: 0) { finish(true) }
            return
        }
        let oldFrames = Dictionary(old, uniquingKeysWith: { a, _ in a })
        // The new content size would re-tile at once (the table watches its own changes).
        isTiling = true
        layoutRows()
        isTiling = false
        let new = rowFrames ?? []
        let newFrames = Dictionary(new, uniquingKeysWith: { a, _ in a })
        // Rows gone from the data: their cells leave now.
        discardCells(Set(tiling.visible.keys.filter { newFrames[$0] == nil }))
        // Cells for rows that will be on screen start where their row was (at once).
        let arriving = new.filter { CellTiling<TableViewCell>.overlaps($0.1, bounds) && tiling.visible[$0.0] == nil }
        let starts = tiling.visible.map { ($0.key, $0.value.frame) } + arriving.map { ($0.0, oldFrames[$0.0] ?? $0.1) }
        sim.performWithoutAnimation { tile(frames: starts, rect: .infinite) }
        let moving = tiling.visible.filter { newFrames[$0.key] != $0.value.frame }
        guard duration > 0, !moving.isEmpty else {
            for (path, cell) in moving { cell.frame = newFrames[path] ?? cell.frame }
            tile()
            if duration > 0 {
                _ = sim.schedule(after: duration) { finish(true) }
            } else {
                _ = sim.schedule(after: 0) { finish(true) }
            }
            return
        }
        sim.animate(
            duration: duration, curve: .easeInOut,
            animations: { for (path, cell) in moving { cell.frame = newFrames[path] ?? cell.frame } },
            completion: { [weak self] finished in
                self?.tile()
                finish(finished)
            })
    }
}

extension TableView {
    /// The user's tap on a row's delete (or insert) control — the swipe-to-delete button or the
    /// editing-mode control: when the data source says the row can be edited, it is told
    /// `tableView(_:commit:forRowAt:)` (which updates its model and calls `deleteRows`, as apps
    /// do); a row that does not exist or cannot be edited does nothing.
    public func commitEdit(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard style != .none, let ds = dataSource, isRow(indexPath, in: ds), ds.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == style
        else { return }
        ds.tableView(self, commit: style, forRowAt: indexPath)
    }

    /// Whether `indexPath` names a row the data source has (index paths of other lengths do not).
    private func isRow(_ indexPath: IndexPath, in ds: any TableViewDataSource) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < ds.numberOfSections(in: self)
            && indexPath.row >= 0 && indexPath.row < ds.tableView(self, numberOfRowsInSection: indexPath.section)
    }

    /// The user's drag of a row's reorder control in editing mode, from `source` to `destination`:
    /// when editing and the data source lets the row move, the table moves the row and tells
    /// the data source (`moveRowAt:to:`), as UIKit does after the drag.
    public func reorderRow(from source: IndexPath, to destination: IndexPath) {
        guard isEditing, source != destination, let ds = dataSource, isRow(source, in: ds), isRow(destination, in: ds),
            ds.tableView(self, canMoveRowAt: source)
        else { return }
        ds.tableView(self, moveRowAt: source, to: destination)
        reloadData()
    }
}
