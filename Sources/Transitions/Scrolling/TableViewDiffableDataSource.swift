import Foundation

/// `UITableViewDiffableDataSource` (iOS 13): a table view's data source that shows a snapshot of
/// identifiers (`DiffableDataSourceSnapshot`) and makes each row's cell with the app's cell
/// provider.
///
/// `init(tableView:cellProvider:)` makes it the table's `dataSource`, as UIKit does (held weakly:
/// the app keeps it). Until a snapshot is applied it shows an empty one (no sections).
///
/// `apply(_:animatingDifferences:completion:)` follows `CollectionViewDiffableDataSource`'s rule:
/// after a first apply, on a table that has loaded its rows, the difference by identifier is one
/// batch update of the table (`deleteSections`, `insertSections`, `deleteRows`, `insertRows`,
/// `moveRow`, `reloadRows`, then `reconfigureRows(at:)` for reconfigured items): surviving and
/// moved rows keep their cells and slide to their new frames over
/// `TableView.updateAnimationDuration` — at once when `animatingDifferences` is false or
/// `defaultRowAnimation` is `.none` (UIKit since iOS 15 diffs without animation then) — and the
/// completion runs once, when they arrive (at once: on the next turn of the event loop).
/// The first apply, or one to a table that has not loaded its rows, reloads (`reloadData()` when
/// loaded; else the table reads the snapshot when it loads) and completes on the next turn, as
/// does `applySnapshotUsingReloadData(_:completion:)`.
///
/// The editing hooks are UIKit's, open for subclasses: `tableView(_:canEditRowAt:)` is false
/// (a subclass returns true for swipe-to-delete), `tableView(_:canMoveRowAt:)` false, titles
/// nil; `tableView(_:moveRowAt:to:)` makes the shown snapshot follow a reordering. A cell
/// provider that returns nil is recorded (UIKit raises) and an empty cell stands in. Not
/// modelled: section index titles, the `async` variants of `apply`.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UIKitNSObject, TableViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `CellProvider`: the cell for a row (dequeued from the table view and configured).
    public typealias CellProvider = (_ tableView: TableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var hasApplied = false
    /// `defaultRowAnimation`: `.automatic`; `.none` applies differences without animation.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// `init(tableView:cellProvider:)`: becomes the table's data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// `snapshot()`: the snapshot shown (a copy).
    public func snapshot() -> Snapshot { current }

    /// `apply(_:animatingDifferences:completion:)`: see the type's comment.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.unmarked
        guard let tv = tableView else {
            if let completion { _ = Simulation.currentIfAny?.schedule(after: 0, completion) }
            return
        }
        let shows = tv.rowFrames != nil && tv.dataSource === self
        defer { hasApplied = true }
        guard hasApplied, shows else {
            if shows { tv.reloadData() }
            if let completion { _ = tv.simulation.schedule(after: 0, completion) }
            return
        }
        let difference = snapshot.difference(from: old)
        let animation: TableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        let duration = animation == .none ? 0 : TableView.updateAnimationDuration
        tv.performBatchUpdates(duration: duration, {
            let c = difference.changes
            if !c.deletedSections.isEmpty { tv.deleteSections(c.deletedSections, with: animation) }
            if !c.insertedSections.isEmpty { tv.insertSections(c.insertedSections, with: animation) }
            if !c.deletedItems.isEmpty { tv.deleteRows(at: c.deletedItems.sorted(), with: animation) }
            if !c.insertedItems.isEmpty { tv.insertRows(at: c.insertedItems.sorted(), with: animation) }
            for m in c.moves { tv.moveRow(at: m.from, to: m.to) }
            if !c.reloadedItems.isEmpty { tv.reloadRows(at: c.reloadedItems.sorted(), with: animation) }
        }, completion: { _ in completion?() })
        if !difference.reconfigured.isEmpty { tv.reconfigureRows(at: difference.reconfigured) }
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15): shows the snapshot by reloading
    /// the table's data (new cells, no animation); the completion runs on the next turn.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        hasApplied = true
        guard let tv = tableView else {
            if let completion { _ = Simulation.currentIfAny?.schedule(after: 0, completion) }
            return
        }
        if tv.rowFrames != nil, tv.dataSource === self { tv.reloadData() }
        if let completion { _ = tv.simulation.schedule(after: 0, completion) }
    }

    // MARK: Identifiers and index paths

    /// `itemIdentifier(for:)`: the item at the index path of the shown snapshot, nil outside it.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// `indexPath(for:)`: the item's index path in the shown snapshot, nil when absent.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// `sectionIdentifier(for:)` (iOS 15): the section at the index, nil outside the snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// `index(for:)` (iOS 15): the section's index, nil when absent.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { current.items(inSectionAt: section).count }

    /// The cell provider's cell for the row at `indexPath`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.item(at: indexPath) else {
            tableView.simulation.record(
                .rejectedCall, "UITableViewDiffableDataSource of \(tableView.modelName) was asked for row \(indexPath), which its snapshot does not have")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            tableView.simulation.record(
                .rejectedCall,
                "the cell provider of UITableViewDiffableDataSource of \(tableView.modelName) returned nil for item \(item) at \(indexPath) (UIKit raises): an empty cell stands in")
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// `tableView(_:titleForHeaderInSection:)`: nil (override for titles).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// `tableView(_:titleForFooterInSection:)`: nil.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `tableView(_:canEditRowAt:)`: false, as UIKit's diffable data source answers.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// `tableView(_:commit:forRowAt:)`: nothing (override to delete from a snapshot and apply it).
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// `tableView(_:canMoveRowAt:)`: false.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// `tableView(_:moveRowAt:to:)`: the shown snapshot follows the reordering.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.move(from: sourceIndexPath, to: destinationIndexPath)
    }
}
