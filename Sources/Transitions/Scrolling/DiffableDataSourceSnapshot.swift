import Foundation

/// `NSDiffableDataSourceSnapshot` (iOS 13): the sections of a table or collection view and the
/// items in each, by identifier, in order — what a diffable data source shows
/// (`CollectionViewDiffableDataSource`, `TableViewDiffableDataSource`).
///
/// The identifiers are `Hashable & Sendable`, as in UIKit's iOS 17 SDK (an enum of sections, a
/// struct of items; in the Swift 5 language mode a class item type compiles too, as in UIKit).
/// Every identifier is unique in the snapshot: sections among sections, items among items.
///
/// UIKit raises `NSInternalInconsistencyException` on a call that names an identifier already in
/// the snapshot (or twice in the call), a section or item the snapshot does not have, items to
/// append when there is no section, or an item or section placed relative to itself. The model
/// does not trap: such a call is recorded as a rejected call on the current simulation (nothing
/// is recorded when none is current) and ignored as a whole — the snapshot is left as it was.
/// A query about an unknown section (`numberOfItems(inSection:)`,
/// `itemIdentifiers(inSection:)`) is recorded too and answers 0 or `[]`.
///
/// `reloadItems(_:)` and `reconfigureItems(_:)` (iOS 15) mark items for the next `apply`: a
/// reloaded item gets a new cell, a reconfigured one is configured again in the cell it has;
/// `reloadSections(_:)` marks whole sections to be made again. The marks are cleared in the
/// snapshot the data source keeps after applying it.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// `reloadedItemIdentifiers`: the items marked by `reloadItems(_:)`, in the order marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// `reconfiguredItemIdentifiers` (iOS 15): the items marked by `reconfigureItems(_:)`.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// `reloadedSectionIdentifiers`: the sections marked by `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// `init()`: no sections, no items.
    public init() {}

    // MARK: Queries

    /// `numberOfItems`: in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// `numberOfSections`.
    public var numberOfSections: Int { sections.count }
    /// `sectionIdentifiers`, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// `itemIdentifiers`: every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// `numberOfItems(inSection:)`: an unknown section is recorded (UIKit raises) and has none.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let list = items[identifier] else {
            Self.reject("numberOfItems(inSection:)", "section \(identifier) is not in the snapshot")
            return 0
        }
        return list.count
    }

    /// `itemIdentifiers(inSection:)`: an unknown section is recorded (UIKit raises) and has none.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let list = items[identifier] else {
            Self.reject("itemIdentifiers(inSection:)", "section \(identifier) is not in the snapshot")
            return []
        }
        return list
    }

    /// `sectionIdentifier(containingItem:)`: nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }

    /// `indexOfItem(_:)`: the item's index in `itemIdentifiers` (across sections); nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = sections.firstIndex(of: s), let j = items[s]?.firstIndex(of: identifier) else {
            return nil
        }
        return sections[..<i].reduce(0) { $0 + (items[$1]?.count ?? 0) } + j
    }

    /// `indexOfSection(_:)`: nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// Where an item is: its section's index and its index there (nil when absent).
    func position(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let i = sections.firstIndex(of: s), let j = items[s]?.firstIndex(of: identifier) else {
            return nil
        }
        return IndexPath(item: j, section: i)
    }

    /// The item at `indexPath` (section index, item index), nil when out of range.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let list = items[sections[indexPath.section]], list.indices.contains(indexPath.item)
        else { return nil }
        return list[indexPath.item]
    }

    /// The items of the section at `index` (none when out of range).
    func items(inSectionAt index: Int) -> [ItemIdentifierType] {
        sections.indices.contains(index) ? items[sections[index]] ?? [] : []
    }

    /// The same snapshot without its reload and reconfigure marks (what a data source keeps).
    var unmarked: Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        return s
    }

    // MARK: Items

    /// `appendItems(_:toSection:)`: at the end of the section (nil: the last section). Refused
    /// (recorded, ignored) with no section, an unknown section, or an item already present.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        guard let section = sectionIdentifier ?? sections.last else {
            return Self.reject(call, "the snapshot has no section to append items to")
        }
        guard items[section] != nil else { return Self.reject(call, "section \(section) is not in the snapshot") }
        guard newItems(identifiers, call) else { return }
        items[section, default: []].append(contentsOf: identifiers)
        for i in identifiers { sectionOfItem[i] = section }
    }

    /// `insertItems(_:beforeItem:)`: in the other item's section, just before it.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// `insertItems(_:afterItem:)`: in the other item's section, just after it.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool, call: String) {
        guard let section = sectionOfItem[other], let j = items[section]?.firstIndex(of: other) else {
            return Self.reject(call, "item \(other) is not in the snapshot")
        }
        guard newItems(identifiers, call) else { return }
        items[section]?.insert(contentsOf: identifiers, at: after ? j + 1 : j)
        for i in identifiers { sectionOfItem[i] = section }
    }

    /// `deleteItems(_:)`: refused (recorded, ignored) if one is not in the snapshot.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, "deleteItems(_:)") else { return }
        for i in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: i) else { continue }
            items[s]?.removeAll { $0 == i }
        }
        unmark(items: Set(identifiers))
    }

    /// `deleteAllItems()`: every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        sectionOfItem = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// `moveItem(_:beforeItem:)`: into the other item's section, just before it.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// `moveItem(_:afterItem:)`: into the other item's section, just after it.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool, call: String) {
        guard knownItems([identifier, other], call) else { return }
        guard identifier != other else { return Self.reject(call, "item \(identifier) cannot be moved relative to itself") }
        let from = sectionOfItem[identifier]!
        items[from]?.removeAll { $0 == identifier }
        let to = sectionOfItem[other]!
        let j = items[to]!.firstIndex(of: other)!
        items[to]!.insert(identifier, at: after ? j + 1 : j)
        sectionOfItem[identifier] = to
    }

    /// `reloadItems(_:)`: the items get new cells at the next `apply`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, "reloadItems(_:)") else { return }
        for i in identifiers where !reloadedItemIdentifiers.contains(i) { reloadedItemIdentifiers.append(i) }
    }

    /// `reconfigureItems(_:)` (iOS 15): the items' cells are configured again, in place, at the
    /// next `apply` (the cell provider is called and its dequeue returns the item's cell).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard knownItems(identifiers, "reconfigureItems(_:)") else { return }
        for i in identifiers where !reconfiguredItemIdentifiers.contains(i) { reconfiguredItemIdentifiers.append(i) }
    }

    // MARK: Sections

    /// `appendSections(_:)`: at the end, empty. Refused (recorded, ignored) if one is present.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSections(identifiers, "appendSections(_:)") else { return }
        sections.append(contentsOf: identifiers)
        for s in identifiers { items[s] = [] }
    }

    /// `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, call: "insertSections(_:beforeSection:)")
    }

    /// `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, call: "insertSections(_:afterSection:)")
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], relativeTo other: SectionIdentifierType, after: Bool, call: String) {
        guard let j = sections.firstIndex(of: other) else { return Self.reject(call, "section \(other) is not in the snapshot") }
        guard newSections(identifiers, call) else { return }
        sections.insert(contentsOf: identifiers, at: after ? j + 1 : j)
        for s in identifiers { items[s] = [] }
    }

    /// `deleteSections(_:)`: the sections and their items. Refused if one is not present.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard knownSections(identifiers, "deleteSections(_:)") else { return }
        var gone = Set<ItemIdentifierType>()
        for s in identifiers {
            for i in items.removeValue(forKey: s) ?? [] {
                sectionOfItem[i] = nil
                gone.insert(i)
            }
        }
        let deleted = Set(identifiers)
        sections.removeAll { deleted.contains($0) }
        reloadedSectionIdentifiers.removeAll { deleted.contains($0) }
        unmark(items: gone)
    }

    /// `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool, call: String) {
        guard knownSections([identifier, other], call) else { return }
        guard identifier != other else { return Self.reject(call, "section \(identifier) cannot be moved relative to itself") }
        sections.removeAll { $0 == identifier }
        let j = sections.firstIndex(of: other)!
        sections.insert(identifier, at: after ? j + 1 : j)
    }

    /// `reloadSections(_:)`: the sections are made again (new cells) at the next `apply`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard knownSections(identifiers, "reloadSections(_:)") else { return }
        for s in identifiers where !reloadedSectionIdentifiers.contains(s) { reloadedSectionIdentifiers.append(s) }
    }

    // MARK: Checks

    /// Whether none of `identifiers` is present or repeated; else the call is recorded.
    private func newItems(_ identifiers: [ItemIdentifierType], _ call: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for i in identifiers {
            guard sectionOfItem[i] == nil, seen.insert(i).inserted else {
                Self.reject(call, "item \(i) is already in the snapshot or given twice (item identifiers must be unique)")
                return false
            }
        }
        return true
    }

    private func knownItems(_ identifiers: [ItemIdentifierType], _ call: String) -> Bool {
        guard let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) else { return true }
        Self.reject(call, "item \(missing) is not in the snapshot")
        return false
    }

    private func newSections(_ identifiers: [SectionIdentifierType], _ call: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        for s in identifiers {
            guard items[s] == nil, seen.insert(s).inserted else {
                Self.reject(call, "section \(s) is already in the snapshot or given twice (section identifiers must be unique)")
                return false
            }
        }
        return true
    }

    private func knownSections(_ identifiers: [SectionIdentifierType], _ call: String) -> Bool {
        guard let missing = identifiers.first(where: { items[$0] == nil }) else { return true }
        Self.reject(call, "section \(missing) is not in the snapshot")
        return false
    }

    private mutating func unmark(items gone: Set<ItemIdentifierType>) {
        guard !gone.isEmpty else { return }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Records a refused call on the current simulation (UIKit raises).
    static func reject(_ call: String, _ problem: String) {
        Simulation.currentIfAny?.record(
            .rejectedCall, "NSDiffableDataSourceSnapshot.\(call): \(problem) (UIKit raises NSInternalInconsistencyException); the call is ignored")
    }
}
