import Foundation

/// The batch update that turns the rows of one snapshot into those of another, numbered as
/// UIKit's batch updates number them (`CollectionChanges`), and the items to configure again
/// in place afterwards (numbered as after the update).
struct SnapshotDifference {
    var changes = CollectionChanges()
    var reconfigured: [IndexPath] = []
}

extension DiffableDataSourceSnapshot {
    /// The difference from `old` to this snapshot, by identifier:
    ///
    /// * Sections: the longest run of sections both have in the same relative order stays (a
    ///   section marked by `reloadSections(_:)` does not); every other old section is deleted and
    ///   every other new one inserted (so a section that moved is deleted and inserted, as the
    ///   collection view's `moveSection(_:toSection:)` does). Items of deleted or inserted
    ///   sections go and come with them.
    /// * Items of the sections that stay: those only in the old snapshot are deleted, those only
    ///   in the new one inserted. Of those in both, the longest run that keeps its section and
    ///   relative order stays; the others are moves (to another section too).
    /// * An item marked by `reloadItems(_:)` that is in both is reloaded (its old index path);
    ///   one marked by `reconfigureItems(_:)` is reconfigured after the update.
    func difference(from old: Self) -> SnapshotDifference {
        var d = SnapshotDifference()
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        let oldIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let reloadedSections = Set(reloadedSectionIdentifiers)
        let common: [(old: Int, new: Int)] = newSections.enumerated().compactMap { n, s in
            guard let o = oldIndex[s], !reloadedSections.contains(s) else { return nil }
            return (o, n)
        }
        let kept = longestIncreasingRun(common.map(\.old)).map { common[$0] }
        var newSectionOf: [Int: Int] = [:]
        for (o, n) in kept { newSectionOf[o] = n }
        let keptNew = Set(kept.map(\.new))
        d.changes.deletedSections = IndexSet(oldSections.indices.filter { newSectionOf[$0] == nil })
        d.changes.insertedSections = IndexSet(newSections.indices.filter { !keptNew.contains($0) })

        var oldPath: [ItemIdentifierType: IndexPath] = [:]
        var newPath: [ItemIdentifierType: IndexPath] = [:]
        for (o, n) in kept {
            for (i, item) in old.items(inSectionAt: o).enumerated() { oldPath[item] = IndexPath(item: i, section: o) }
            for (j, item) in items(inSectionAt: n).enumerated() { newPath[item] = IndexPath(item: j, section: n) }
        }
        for (item, p) in oldPath where newPath[item] == nil { d.changes.deletedItems.insert(p) }
        for (item, q) in newPath where oldPath[item] == nil { d.changes.insertedItems.insert(q) }
        for (_, n) in kept {
            // The survivors in this section, in their new order: those from the section's old
            // self may stay; the longest run in their old order does, the rest move.
            let survivors = items(inSectionAt: n).compactMap { item in oldPath[item].map { (item, $0) } }
            let local = survivors.enumerated().filter { newSectionOf[$0.element.1.section] == n }
            let staying = Set(longestIncreasingRun(local.map { $0.element.1.item }).map { local[$0].offset })
            for (k, (item, from)) in survivors.enumerated() where !staying.contains(k) {
                d.changes.moves.append((from, newPath[item]!))
            }
        }
        for item in reloadedItemIdentifiers {
            if let p = oldPath[item], newPath[item] != nil { d.changes.reloadedItems.insert(p) }
        }
        let reloaded = Set(reloadedItemIdentifiers)
        for item in reconfiguredItemIdentifiers where !reloaded.contains(item) {
            if let q = newPath[item], oldPath[item] != nil { d.reconfigured.append(q) }
        }
        return d
    }
}

/// The indices of a longest strictly increasing subsequence of `values` (patience sorting).
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // indices into values: the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var run: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
        run.append(k)
        k = previous[k]
    }
    return run.reversed()
}
