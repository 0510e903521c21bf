import Foundation

/// Batch updates: `performBatchUpdates(_:completion:)`, `insertItems`, `deleteItems`,
/// `moveItem`, `insertSections`, `deleteSections`, and `setCollectionViewLayout(_:animated:)`.
///
/// Modelled on UIKit's behaviour: the changes are numbered as UIKit numbers them
/// (`CollectionChanges`) and the counts checked as UIKit checks them — an inconsistent update is
/// recorded as refused (UIKit raises `NSInternalInconsistencyException`) and the collection view
/// reads its data source afresh. A consistent one prepares the layout again, tells it the
/// update items (`prepare(forCollectionViewUpdates:)`), and animates over
/// `CollectionView.updateAnimationDuration` (0.3 s, ease-in-out; UIKit does not document it) as a
/// model animation on the simulation's clock: surviving cells keep their cells and move to their
/// new attributes; items that come on screen start at the layout's
/// `initialLayoutAttributesForAppearingItem(at:)` (the flow layout fades inserted items in) or
/// where they were; removed items go to `finalLayoutAttributesForDisappearingItem(at:)` and
/// leave when the animation ends (at once without such attributes). Supplementary views follow
/// their sections (renumbered with them; those of deleted sections leave at once), move to their
/// new attributes with the cells, and those that come on screen are made at once in their places.
/// The completion runs when the animation ends. Changes outside `performBatchUpdates` animate
/// alone, as UIKit's do; updates nest (the outermost applies them). Selected index paths follow
/// their items.
extension CollectionView {
    /// How long the cells of an update take to reach their new attributes (seconds).
    public static let updateAnimationDuration = 0.3

    /// The same with a closure: UIKit marks the updates block `NS_NOESCAPE` (it runs before the
    /// call returns), so it may use the caller's non-escaping closures.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        if let completion { updateCompletions.append(completion) }
        updateDepth += 1
        updates()
        updateDepth -= 1
        if updateDepth == 0 { applyPendingChanges() }
    }

    func change(_ edit: (inout CollectionChanges) -> Void) {
        edit(&pendingChanges)
        if updateDepth == 0 { applyPendingChanges() }
    }

    /// Reloads inside a batch update join it; alone, they reload (`reloadItems(at:)`).
    func noteReloaded(_ indexPaths: [IndexPath]) -> Bool {
        guard updateDepth > 0 else { return false }
        pendingChanges.reloadedItems.formUnion(indexPaths)
        return true
    }

    private func applyPendingChanges() {
        let changes = pendingChanges
        pendingChanges = CollectionChanges()
        let completions = updateCompletions
        updateCompletions = []
        let sim = simulation
        func finish(_ finished: Bool) { for c in completions { c(finished) } }
        guard isLoaded else {
            // Not loaded yet: the first use reads everything; nothing moves.
            reloadData()
            _ = sim.schedule(after: 0) { finish(true) }
            return
        }
        let before = counts
        let sectionCount = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
        let after = (0..<sectionCount).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
        if let problem = changes.inconsistency(before: before, after: after) {
            simulation.record(.rejectedCall, "invalid batch update of \(modelName): \(problem) (UIKit raises NSInternalInconsistencyException)")
            reloadData()
            _ = sim.schedule(after: 0) { finish(false) }
            return
        }
        let layout = collectionViewLayout
        // Where every item was (copies: layouts may reuse their attribute objects).
        let everywhere = CGRect(origin: .zero, size: contentSize).union(bounds).insetBy(dx: -bounds.width, dy: -bounds.height)
        var previous: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: everywhere) ?? [] where a.representedElementCategory == .cell {
            previous[a.indexPath] = a.copy() as? CollectionViewLayoutAttributes
        }
        isTiling = true
        layout.willPrepareAgain()
        counts = after
        prepareLayout()
        layout.prepare(forCollectionViewUpdates: changes.updateItems)
        contentSize = layout.collectionViewContentSize
        isTiling = false
        indexPathsForSelectedItems = indexPathsForSelectedItems?.compactMap { changes.reloadedItems.contains($0) ? $0 : changes.newIndexPath($0) }

        // Cells keep their items under the new numbering; removed and reloaded items' cells leave.
        var kept: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(CollectionViewCell, IndexPath)] = []
        for (p, cell) in tiling.visible {
            if !changes.reloadedItems.contains(p), let q = changes.newIndexPath(p) { kept[q] = cell } else { leaving.append((cell, p)) }
        }
        tiling.visible = kept
        var applied: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for (p, a) in appliedAttributes { if let q = changes.newIndexPath(p), kept[q] != nil { applied[q] = a } }
        appliedAttributes = applied
        var newNumber: [IndexPath: IndexPath] = [:]
        for p in previous.keys { if let q = changes.newIndexPath(p) { newNumber[q] = p } }
        // Supplementary views follow their sections: renumbered as the sections are, those of
        // deleted sections leave.
        if !changes.insertedSections.isEmpty || !changes.deletedSections.isEmpty {
            for (kind, t) in supplementaryTilings {
                var kept: [IndexPath: CollectionReusableView] = [:]
                for (p, view) in t.visible {
                    if let s = changes.newSection(p.section) {
                        var q = p
                        q[0] = s
                        kept[q] = view
                    } else {
                        view.removeFromSuperview()
                        if let id = view.reuseIdentifierStorage { t.pools[id, default: []].append(view) }
                        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: p)
                    }
                }
                t.visible = kept
                appliedSupplementary[kind] = [:]
            }
        }

        let elements = (layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize).union(bounds)) ?? []).filter { !$0.isHidden }
        let now = elements.filter { $0.representedElementCategory == .cell }
        let target = Dictionary(now.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
        var supplementaryTarget: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
        for a in elements where a.representedElementCategory == .supplementaryView {
            if let kind = a.representedElementKind { supplementaryTarget[kind, default: [:]][a.indexPath] = a }
        }
        // Items that come on screen: a cell now, at their starting attributes.
        sim.performWithoutAnimation {
            for a in now where CellTiling<View>.overlaps(a.frame, bounds) && tiling.visible[a.indexPath] == nil {
                guard let cell = dataSource?.collectionView(self, cellForItemAt: a.indexPath) else { continue }
                let start = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath)
                    ?? newNumber[a.indexPath].flatMap { previous[$0] }.map { old -> CollectionViewLayoutAttributes in
                        let s = old.copy() as! CollectionViewLayoutAttributes
                        s.indexPath = a.indexPath
                        return s
                    }
                    ?? a
                insertSubview(cell, at: 0)
                tiling.visible[a.indexPath] = cell
                apply(start, to: cell, at: a.indexPath)
                cell.isSelected = indexPathsForSelectedItems?.contains(a.indexPath) ?? false
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            }
        }
        // Supplementary views that come on screen: made now, in their places (above the cells).
        sim.performWithoutAnimation {
            for (kind, byPath) in supplementaryTarget {
                let t = supplementaryTiling(kind)
                for (p, a) in byPath where CellTiling<View>.overlaps(a.frame, bounds) && t.visible[p] == nil {
                    guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: p) else { continue }
                    addSubview(view)
                    t.visible[p] = view
                    apply(a, to: view, at: p, recordedIn: &appliedSupplementary[kind, default: [:]])
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: p)
                }
            }
        }
        placeBackgroundView()
        var disappearing: [(CollectionViewCell, IndexPath, CollectionViewLayoutAttributes)] = []
        for (cell, p) in leaving {
            if let f = layout.finalLayoutAttributesForDisappearingItem(at: p) {
                disappearing.append((cell, p, f))
            } else {
                release(cell, from: p)
            }
        }
        layout.finalizeCollectionViewUpdates()
        sim.animate(
            duration: Self.updateAnimationDuration, curve: .easeInOut,
            animations: {
                for (q, cell) in self.tiling.visible { if let a = target[q] { self.apply(a, to: cell, at: q) } }
                for (kind, t) in self.supplementaryTilings {
                    for (q, view) in t.visible {
                        guard let a = supplementaryTarget[kind]?[q] else { continue }
                        self.apply(a, to: view, at: q, recordedIn: &self.appliedSupplementary[kind, default: [:]])
                    }
                }
                for (cell, _, f) in disappearing { self.place(f, on: cell) }
            },
            completion: { [weak self] finished in
                guard let self else { return finish(finished) }
                for (cell, p, _) in disappearing { self.release(cell, from: p) }
                self.tile()
                finish(finished)
            })
    }

    /// A cell whose item left: off the collection view, into its reuse pool.
    private func release(_ cell: CollectionViewCell, from path: IndexPath) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifierStorage { tiling.pools[id, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

}
