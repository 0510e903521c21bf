import Foundation

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): the items of one section as an outline —
/// root items, each with children, expanded or collapsed. Applied to a section
/// (`CollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`), the
/// section shows its `visibleItems`: the items whose ancestors are all expanded, depth first.
///
/// Every item is unique in the snapshot. As with `DiffableDataSourceSnapshot`, what UIKit raises
/// on (an item already present or given twice, an unknown item or parent, an item placed
/// relative to itself) is recorded as a rejected call on the current simulation and the call is
/// ignored as a whole. Expansion is changed only by code (`expand(_:)`, `collapse(_:)`): the model
/// has no outline disclosure taps, and `sectionSnapshotHandlers` are not modelled.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// `init()`: no items.
    public init() {}

    // MARK: Queries

    /// `items`: every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    /// `rootItems`: the items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }
    /// `visibleItems`: the items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// `contains(_:)`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    /// `isExpanded(_:)`.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// `isVisible(_:)`: in the snapshot with every ancestor expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var p = parents[item]
        while let q = p {
            if !expanded.contains(q) { return false }
            p = parents[q]
        }
        return true
    }
    /// `parent(of:)`: nil for a root item or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    /// `level(of:)`: 0 for a root item, one more per ancestor (0 when absent).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var p = parents[item]
        while let q = p {
            level += 1
            p = parents[q]
        }
        return level
    }
    /// `index(of:)`: the item's index in `items`; nil when absent.
    public func index(of item: ItemIdentifierType) -> Int? { members.contains(item) ? items.firstIndex(of: item) : nil }

    /// `snapshot(of:includingParent:)`: the parent's descendants (with the parent as the one
    /// root item when `includingParent`), expansion kept. An unknown parent is recorded (UIKit
    /// raises) and gives an empty snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        guard members.contains(parent) else {
            Self.reject("snapshot(of:includingParent:)", "item \(parent) is not in the snapshot")
            return Self()
        }
        var s = Self()
        let top = includingParent ? [parent] : children[parent] ?? []
        s.roots = top
        for r in top { s.graft(subtreeOf: r, from: self) }
        return s
    }

    /// `visualDescription()`: one line per item, indented by level, as UIKit's debugging aid.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (children[$0]?.isEmpty == false ? (isExpanded($0) ? "- " : "+ ") : "  ") + "\($0)" }
            .joined(separator: "\n")
    }

    // MARK: Changes

    /// `append(_:to:)`: at the end of the root items (nil) or of the parent's children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, !members.contains(parent) { return Self.reject(call, "parent \(parent) is not in the snapshot") }
        guard newItems(items, call) else { return }
        if let parent { children[parent, default: []].append(contentsOf: items) } else { roots.append(contentsOf: items) }
        add(items, under: parent)
    }

    /// `insert(_:before:)`: among the other item's siblings, just before it.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false, call: "insert(_:before:)")
    }

    /// `insert(_:after:)`: among the other item's siblings, just after it.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true, call: "insert(_:after:)")
    }

    private mutating func insert(_ items: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool, call: String) {
        guard members.contains(other) else { return Self.reject(call, "item \(other) is not in the snapshot") }
        guard newItems(items, call) else { return }
        let parent = parents[other]
        var siblings = parent.map { children[$0] ?? [] } ?? roots
        let j = siblings.firstIndex(of: other)!
        siblings.insert(contentsOf: items, at: after ? j + 1 : j)
        if let parent { children[parent] = siblings } else { roots = siblings }
        add(items, under: parent)
    }

    /// `delete(_:)`: the items and their descendants. Refused if one is not in the snapshot.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        guard knownItems(items, "delete(_:)") else { return }
        for i in items where members.contains(i) { remove(i) }
    }

    /// `deleteAll()`.
    public mutating func deleteAll() { self = Self() }

    /// `expand(_:)`: the items' children show (when their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        guard knownItems(items, "expand(_:)") else { return }
        expanded.formUnion(items)
    }

    /// `collapse(_:)`: the items' descendants hide.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        guard knownItems(items, "collapse(_:)") else { return }
        expanded.subtract(items)
    }

    /// `replace(childrenOf:using:)`: the parent's descendants become the snapshot's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        let call = "replace(childrenOf:using:)"
        guard members.contains(parent) else { return Self.reject(call, "parent \(parent) is not in the snapshot") }
        var without = self
        for c in children[parent] ?? [] { without.remove(c) }
        guard without.newItems(snapshot.items, call) else { return }
        self = without
        children[parent] = snapshot.roots
        add(snapshot, under: parent)
    }

    /// `append(_:to:)` with a snapshot: its items (their outline kept) after the root items or
    /// the parent's children.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, !members.contains(parent) { return Self.reject(call, "parent \(parent) is not in the snapshot") }
        guard newItems(snapshot.items, call) else { return }
        if let parent { children[parent, default: []].append(contentsOf: snapshot.roots) } else { roots.append(contentsOf: snapshot.roots) }
        add(snapshot, under: parent)
    }

    /// `insert(_:before:)` with a snapshot.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot, relativeTo: item, after: false, call: "insert(_:before:)")
    }

    /// `insert(_:after:)` with a snapshot.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot, relativeTo: item, after: true, call: "insert(_:after:)")
    }

    private mutating func insert(_ snapshot: Self, relativeTo other: ItemIdentifierType, after: Bool, call: String) {
        guard members.contains(other) else { return Self.reject(call, "item \(other) is not in the snapshot") }
        guard newItems(snapshot.items, call) else { return }
        let parent = parents[other]
        var siblings = parent.map { children[$0] ?? [] } ?? roots
        let j = siblings.firstIndex(of: other)!
        siblings.insert(contentsOf: snapshot.roots, at: after ? j + 1 : j)
        if let parent { children[parent] = siblings } else { roots = siblings }
        add(snapshot, under: parent)
    }

    // MARK: Structure

    /// A section snapshot of flat items (all roots).
    init(flat items: [ItemIdentifierType]) {
        roots = items
        members = Set(items)
    }

    private func flatten(_ list: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func walk(_ list: [ItemIdentifierType]) {
            for i in list {
                out.append(i)
                if !onlyVisible || expanded.contains(i) { walk(children[i] ?? []) }
            }
        }
        walk(list)
        return out
    }

    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        for i in items {
            members.insert(i)
            parents[i] = parent
        }
    }

    /// Adds the snapshot's roots (already placed in a list) and their subtrees under `parent`.
    private mutating func add(_ snapshot: Self, under parent: ItemIdentifierType?) {
        add(snapshot.roots, under: parent)
        for r in snapshot.roots { graft(subtreeOf: r, from: snapshot) }
    }

    /// Copies the descendants of `item` (already present here) and the expansion of it and them.
    private mutating func graft(subtreeOf item: ItemIdentifierType, from source: Self) {
        members.insert(item)
        if source.expanded.contains(item) { expanded.insert(item) }
        let kids = source.children[item] ?? []
        guard !kids.isEmpty else { return }
        children[item] = kids
        for k in kids {
            parents[k] = item
            graft(subtreeOf: k, from: source)
        }
    }

    /// Removes `item` and its descendants.
    private mutating func remove(_ item: ItemIdentifierType) {
        for c in children[item] ?? [] { remove(c) }
        children[item] = nil
        if let p = parents.removeValue(forKey: item) { children[p]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
        members.remove(item)
        expanded.remove(item)
    }

    private func newItems(_ items: [ItemIdentifierType], _ call: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for i in items {
            guard !members.contains(i), seen.insert(i).inserted else {
                Self.reject(call, "item \(i) is already in the snapshot or given twice (item identifiers must be unique)")
                return false
            }
        }
        return true
    }

    private func knownItems(_ items: [ItemIdentifierType], _ call: String) -> Bool {
        guard let missing = items.first(where: { !members.contains($0) }) else { return true }
        Self.reject(call, "item \(missing) is not in the snapshot")
        return false
    }

    static func reject(_ call: String, _ problem: String) {
        Simulation.currentIfAny?.record(
            .rejectedCall,
            "NSDiffableDataSourceSectionSnapshot.\(call): \(problem) (UIKit raises NSInternalInconsistencyException); the call is ignored")
    }
}
