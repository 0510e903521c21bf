import Foundation

/// `UICollectionViewDiffableDataSource` (iOS 13): a collection view's data source that shows a
/// snapshot of identifiers (`DiffableDataSourceSnapshot`) and makes each item's cell with the
/// app's cell provider.
///
/// `init(collectionView:cellProvider:)` makes it the collection view's `dataSource`, as UIKit
/// does (the collection view holds it weakly: the app keeps it). Until a snapshot is applied it
/// shows an empty one (no sections).
///
/// `apply(_:animatingDifferences:completion:)`:
/// * When a snapshot was applied before and the collection view, this data source's, has loaded
///   its data (laid out, or a cell, count or attributes asked for) — so it shows the snapshot
///   applied before — the difference between
///   the shown snapshot and the new one, by identifier (`difference(from:)`: deleted and inserted
///   sections, deleted, inserted and moved items, reloaded items), is performed as one batch
///   update (`performBatchUpdates`), so surviving and moved items keep their cells and move as
///   the model's batch updates do (over `CollectionView.updateAnimationDuration`); reconfigured
///   items are then configured again in their cells (`reconfigureItems(at:)`). The completion
///   runs once, when the update's animation ends. With `animatingDifferences: false` the same
///   update is performed with animations disabled (as UIKit does since iOS 15: the difference
///   without animation, cells kept): the cells are in place at once and the completion runs on
///   the next turn of the event loop.
/// * Otherwise (the first apply, or a collection view that has not loaded its data) nothing is
///   diffed: a loaded collection view reloads its data (`reloadData()`), an unloaded one reads
///   the snapshot when it first loads; the completion runs on the next turn of the event loop.
///
/// `applySnapshotUsingReloadData(_:completion:)` (iOS 15) always reloads (`reloadData()`, new
/// cells for everything) and completes on the next turn.
///
/// A cell provider that returns nil, or an index path the snapshot does not have, is recorded
/// as a rejected call (UIKit raises) and an empty cell stands in; likewise a supplementary view
/// asked for with no `supplementaryViewProvider`.
///
/// Section snapshots (iOS 14, `DiffableDataSourceSectionSnapshot`): `apply(_:to:…)` shows an
/// outline's visible items in a section, `snapshot(for:)` returns it. Not modelled:
/// `reorderingHandlers`, `sectionSnapshotHandlers` (no disclosure taps), the `async` variants of
/// `apply`, index titles.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UIKitNSObject, CollectionViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `CellProvider`: the cell for an item (dequeued from the collection view and configured).
    public typealias CellProvider = (_ collectionView: CollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> CollectionViewCell?
    /// `SupplementaryViewProvider`: a header, footer or other supplementary view.
    public typealias SupplementaryViewProvider = (_ collectionView: CollectionView, _ elementKind: String, _ indexPath: IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// `supplementaryViewProvider`: asked for every supplementary view the layout has.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The snapshot shown (without its reload marks).
    private var current = Snapshot()
    /// Whether a snapshot was applied before (the collection view, once loaded, shows it).
    private var hasApplied = false
    /// The section snapshots applied to sections since the last whole snapshot.
    private var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// `init(collectionView:cellProvider:)`: becomes the collection view's data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// `snapshot()`: the snapshot shown (a copy).
    public func snapshot() -> Snapshot { current }

    /// `apply(_:animatingDifferences:completion:)`: see the type's comment. The sections' outlines
    /// (section snapshots applied before) are forgotten: `snapshot(for:)` is flat again.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `apply(_:to:animatingDifferences:completion:)` (iOS 14): the section (appended at the end
    /// if the snapshot has no such section) shows the section snapshot's `visibleItems`, applied
    /// as a whole snapshot is (the difference with what is shown, animated or not). An item that
    /// another section has is refused and recorded (UIKit raises) and the call ignored.
    open func apply(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let visible = snapshot.visibleItems
        if let clash = visible.first(where: { current.sectionIdentifier(containingItem: $0).map { $0 != section } ?? false }) {
            Simulation.currentIfAny?.record(
                .rejectedCall,
                "\(Self.uikitName).apply(_:to:animatingDifferences:completion:): item \(clash) is in another section than \(section) (UIKit raises NSInternalInconsistencyException); the call is ignored")
            return
        }
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) } else { whole.deleteItems(whole.itemIdentifiers(inSection: section)) }
        whole.appendItems(visible, toSection: section)
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    /// `snapshot(for:)` (iOS 14): the section snapshot last applied to the section, else the
    /// section's items as root items (none for a section not shown).
    public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let s = sectionSnapshots[section] { return s }
        guard current.indexOfSection(section) != nil else { return DiffableDataSourceSectionSnapshot() }
        return DiffableDataSourceSectionSnapshot(flat: current.itemIdentifiers(inSection: section))
    }

    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let old = current
        current = snapshot.unmarked
        guard let cv = collectionView else {
            if let completion { _ = Simulation.currentIfAny?.schedule(after: 0, completion) }
            return
        }
        let sim = cv.simulation
        let shows = cv.isLoaded && cv.dataSource === self
        defer { hasApplied = true }
        guard hasApplied, shows else {
            if shows { cv.reloadData() }
            if let completion { _ = sim.schedule(after: 0, completion) }
            return
        }
        let difference = snapshot.difference(from: old)
        let enabled = sim.areAnimationsEnabled
        if !animatingDifferences { sim.areAnimationsEnabled = false }
        cv.performBatchUpdates(
            {
                let c = difference.changes
                if !c.deletedSections.isEmpty { cv.deleteSections(c.deletedSections) }
                if !c.insertedSections.isEmpty { cv.insertSections(c.insertedSections) }
                if !c.deletedItems.isEmpty { cv.deleteItems(at: c.deletedItems.sorted()) }
                if !c.insertedItems.isEmpty { cv.insertItems(at: c.insertedItems.sorted()) }
                for m in c.moves { cv.moveItem(at: m.from, to: m.to) }
                if !c.reloadedItems.isEmpty { cv.reloadItems(at: c.reloadedItems.sorted()) }
            },
            completion: { _ in completion?() })
        if !difference.reconfigured.isEmpty { cv.reconfigureItems(at: difference.reconfigured) }
        sim.areAnimationsEnabled = enabled
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15): shows the snapshot by reloading
    /// the collection view's data (new cells, no animation); the completion runs on the next turn.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        current = snapshot.unmarked
        guard let cv = collectionView else {
            if let completion { _ = Simulation.currentIfAny?.schedule(after: 0, completion) }
            return
        }
        hasApplied = true
        if cv.isLoaded, cv.dataSource === self { cv.reloadData() }
        if let completion { _ = cv.simulation.schedule(after: 0, completion) }
    }

    // MARK: Identifiers and index paths

    /// `itemIdentifier(for:)`: the item at the index path of the shown snapshot, nil outside it.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// `indexPath(for:)`: the item's index path in the shown snapshot, nil when absent.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.position(of: itemIdentifier) }

    /// `sectionIdentifier(for:)` (iOS 15): the section at the index, nil outside the snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// `index(for:)` (iOS 15): the section's index, nil when absent.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            collectionView.simulation.record(
                .rejectedCall, "\(Self.uikitName) of \(collectionView.modelName) was asked for item \(indexPath), which its snapshot does not have")
            return CollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.simulation.record(
                .rejectedCall,
                "the cell provider of \(Self.uikitName) of \(collectionView.modelName) returned nil for item \(item) at \(indexPath) (UIKit raises): an empty cell stands in")
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The `supplementaryViewProvider`'s view; without one (or if it returns nil), recorded
    /// (UIKit raises) and an empty view stands in.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.simulation.record(
            .rejectedCall,
            "the layout of \(collectionView.modelName) has a \(kind) view at \(indexPath) but \(Self.uikitName) has no supplementaryViewProvider or it returned nil (UIKit raises)")
        return CollectionReusableView(frame: .zero)
    }

    /// `collectionView(_:canMoveItemAt:)`: false (UIKit's without reordering handlers).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// `collectionView(_:moveItemAt:to:)`: the shown snapshot follows the move.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.move(from: sourceIndexPath, to: destinationIndexPath)
    }

    private static var uikitName: String { "UICollectionViewDiffableDataSource" }
}

extension DiffableDataSourceSnapshot {
    /// The item at `from` moved to `to` (index paths after the move), as a reordering leaves it.
    mutating func move(from: IndexPath, to: IndexPath) {
        guard let item = item(at: from), sectionIdentifiers.indices.contains(to.section), from != to else { return }
        let rest = items(inSectionAt: to.section).filter { $0 != item }
        let target = sectionIdentifiers[to.section]
        deleteItems([item])
        let index = min(max(to.item, 0), rest.count)
        if index < rest.count {
            insertItems([item], beforeItem: rest[index])
        } else {
            appendItems([item], toSection: target)
        }
    }
}
