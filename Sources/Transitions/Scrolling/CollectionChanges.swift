import Foundation

/// The changes of one collection-view batch update, numbered as UIKit numbers them: deletions,
/// reloads and a move's source in the numbering before the update; insertions and a move's
/// destination in the numbering after it — whatever the order of the calls.
struct CollectionChanges {
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()

    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && moves.isEmpty && deletedSections.isEmpty
            && insertedSections.isEmpty
    }

    /// Where section `s` is after the update (nil: deleted).
    func newSection(_ s: Int) -> Int? {
        if deletedSections.contains(s) { return nil }
        var t = s - deletedSections.count(in: 0..<max(s, 0))
        for i in insertedSections.sorted() where i <= t { t += 1 }
        return t
    }

    /// Where the item at `p` is after the update (nil: deleted, or its section was).
    func newIndexPath(_ p: IndexPath) -> IndexPath? {
        if let m = moves.first(where: { $0.from == p }) { return m.to }
        guard let s = newSection(p.section), !deletedItems.contains(p) else { return nil }
        let leaving = deletedItems.filter { $0.section == p.section }.map(\.item) + moves.filter { $0.from.section == p.section }.map(\.from.item)
        var item = p.item - leaving.filter { $0 < p.item }.count
        let arriving = (insertedItems.filter { $0.section == s }.map(\.item) + moves.filter { $0.to.section == s }.map(\.to.item)).sorted()
        for i in arriving where i <= item { item += 1 }
        return IndexPath(item: item, section: s)
    }

    /// What is wrong with the counts, as UIKit checks them: sections after = before − deleted +
    /// inserted; in every section that survives, items after = before − deleted − moved out +
    /// inserted + moved in. Nil when consistent.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count - deletedSections.filter { $0 < before.count }.count + insertedSections.count
        if after.count != expectedSections {
            return "\(after.count) sections after it, \(before.count) before, \(deletedSections.count) deleted, \(insertedSections.count) inserted"
        }
        for (s, had) in before.enumerated() {
            guard let t = newSection(s), after.indices.contains(t) else { continue }
            let deleted = deletedItems.filter { $0.section == s }.count
            let movedOut = moves.filter { $0.from.section == s }.count
            let inserted = insertedItems.filter { $0.section == t }.count
            let movedIn = moves.filter { $0.to.section == t }.count
            if after[t] != had - deleted - movedOut + inserted + movedIn {
                return "section \(t) has \(after[t]) items after it, \(had) before, \(deleted) deleted, \(inserted) inserted, \(movedOut) moved out, \(movedIn) moved in"
            }
        }
        if let bad = deletedItems.first(where: { !before.indices.contains($0.section) || !(0..<before[$0.section]).contains($0.item) }) {
            return "deleted item \(bad) does not exist"
        }
        if let bad = insertedItems.first(where: { !after.indices.contains($0.section) || !(0..<after[$0.section]).contains($0.item) }) {
            return "inserted item \(bad) is out of range"
        }
        if let bad = moves.first(where: { m in
            !before.indices.contains(m.from.section) || !(0..<before[m.from.section]).contains(m.from.item)
                || !after.indices.contains(m.to.section) || !(0..<after[m.to.section]).contains(m.to.item)
        }) {
            return "move of \(bad.from) to \(bad.to) is out of range"
        }
        if let bad = deletedSections.first(where: { !before.indices.contains($0) }) { return "deleted section \(bad) does not exist" }
        if let bad = insertedSections.first(where: { !after.indices.contains($0) }) { return "inserted section \(bad) is out of range" }
        return nil
    }

    /// The update items the layout is told of (`prepare(forCollectionViewUpdates:)`).
    var updateItems: [CollectionViewUpdateItem] {
        deletedSections.map { CollectionViewUpdateItem(before: IndexPath(item: NSNotFound, section: $0), after: nil, action: .delete) }
            + insertedSections.map { CollectionViewUpdateItem(before: nil, after: IndexPath(item: NSNotFound, section: $0), action: .insert) }
            + deletedItems.sorted().map { CollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
            + insertedItems.sorted().map { CollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
            + moves.map { CollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
            + reloadedItems.sorted().map { CollectionViewUpdateItem(before: $0, after: newIndexPath($0), action: .reload) }
    }
}
