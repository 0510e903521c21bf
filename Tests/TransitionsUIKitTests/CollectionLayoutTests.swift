import Foundation
import Testing
import TransitionsUIKit

// Collection-view layouts as apps write them: attributes copied from the flow layout and changed
// (a carousel that scales the items near the centre), an attributes subclass with a property of
// its own, and batch updates that insert, delete and move items with UIKit's numbering.

/// Attributes with a property of their own, copied and compared by it.
private final class CardAttributes: UICollectionViewLayoutAttributes {
    var lift: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CardAttributes
        c.lift = lift
        return c
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CardAttributes else { return false }
        return o.lift == lift && super.isEqual(object)
    }
}

/// A horizontal carousel: items near the centre are larger, in front and opaque.
private final class CarouselLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }
    override func prepare() {
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 300)
        minimumLineSpacing = 20
        super.prepare()
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centre = cv.contentOffset.x + cv.bounds.width / 2
        return attributes.map { original in
            let a = original.copy() as! CardAttributes
            let distance = min(abs(a.center.x - centre) / cv.bounds.width, 1)
            let scale = 1 - 0.2 * distance
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            a.alpha = 1 - 0.5 * distance
            a.zIndex = Int((1 - distance) * 10)
            a.lift = 1 - distance
            return a
        }
    }
}

private final class LiftCell: UICollectionViewCell {
    var lifts: [CGFloat] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let a = layoutAttributes as? CardAttributes { lifts.append(a.lift) }
    }
}

private final class Items: NSObject, UICollectionViewDataSource {
    var items: [String]
    init(_ n: Int) { items = (0..<n).map { "item \($0)" } }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        return cell
    }
}

/// A 100-point-wide list of 50-point rows (a flow layout without spacing), or `layout`, showing
/// `data` in `root`'s view, laid out.
private func makeList(_ root: UIViewController, _ data: Items, layout: UICollectionViewLayout? = nil) -> UICollectionView {
    let list = UICollectionViewFlowLayout()
    list.itemSize = CGSize(width: 100, height: 50)
    list.minimumLineSpacing = 0
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout ?? list)
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.dataSource = data
    root.view.addSubview(cv)
    cv.layoutIfNeeded()
    return cv
}

@Suite struct CollectionLayoutTests {
    private func makeCarousel(_ root: UIViewController, _ data: Items) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: CarouselLayout())
        cv.register(LiftCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = data
        root.view.addSubview(cv)
        cv.layoutIfNeeded()
        return cv
    }

    /// Copies of the flow layout's attributes, of the layout's class, changed: every visible cell
    /// takes the transform, alpha and z-index, and `apply(_:)` sees the subclass's property; a
    /// scroll moves the largest cell.
    @Test func cellsTakeTheirAttributesAsUIKitAppliesThem() throws {
        try withUIKitStage { sim, root in
            let data = Items(10)
            let cv = makeCarousel(root, data)
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? LiftCell)
            let attributes = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
            #expect(attributes is CardAttributes)
            // Item 0 sits at x 0…200, its centre 100 from the view's centre (200): a quarter of the width.
            #expect(abs(first.transform.a - 0.95) < 1e-9 && abs(first.alpha - 0.875) < 1e-9 && first.layer.zPosition == 7)
            #expect(first.center == CGPoint(x: 100, y: 150) && first.bounds.size == CGSize(width: 200, height: 300))
            #expect(first.lifts.last.map { abs($0 - 0.75) < 1e-9 } == true)
            let appliedBefore = first.lifts.count
            cv.layoutIfNeeded()
            #expect(first.lifts.count == appliedBefore)  // unchanged attributes are not applied again
            cv.contentOffset = CGPoint(x: 120, y: 0)  // item 1 (x 220…420, centre 320) now centred
            let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.transform == .identity && second.alpha == 1 && second.layer.zPosition == 10)
            #expect(first.lifts.count > appliedBefore)
            #expect(sim.violations.isEmpty)
        }
    }

    /// An insertion renumbers the items after it (their cells stay theirs and slide), the new item
    /// fades in, the selection follows its item, and the completion runs when the animation ends.
    @Test func insertionsSlideTheOthersAndFadeTheNewItemIn() throws {
        try withUIKitStage { sim, root in
            let data = Items(3)
            let cv = makeList(root, data)
            let oldFirst = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            var done: [Bool] = []
            cv.performBatchUpdates({
                data.items.insert("new", at: 0)
                cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { done.append($0) })
            #expect(cv.numberOfItems(inSection: 0) == 4)
            #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === oldFirst)
            #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
            let inserted = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(inserted.accessibilityLabel == "new" && inserted.alpha == 1 && oldFirst.frame.minY == 50)
            sim.advance(by: 0.15)
            let midway = inserted.layer.presentation()?.opacity ?? 1
            let oldY = oldFirst.layer.presentation()?.frame.minY ?? 0
            #expect(midway > 0 && midway < 1 && oldY > 0 && oldY < 50)
            #expect(done.isEmpty)
            try sim.runUntilIdle()
            #expect(done == [true] && sim.violations.isEmpty)
        }
    }

    /// Deletions (numbered before the update) and a move (its cell kept) in one update.
    @Test func deletionsAndMovesUseUIKitsNumbering() throws {
        try withUIKitStage { sim, root in
            let data = Items(5)
            let cv = makeList(root, data)
            let cells = (0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
            cv.performBatchUpdates({
                // items: 0 1 2 3 4 → delete 1, move 4 to the front: 4 0 2 3
                data.items = ["item 4", "item 0", "item 2", "item 3"]
                cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
                cv.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
            })
            try sim.runUntilIdle()
            let now = (0..<4).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
            #expect(now[0] === cells[4] && now[1] === cells[0] && now[2] === cells[2] && now[3] === cells[3])
            #expect(cells[1]?.superview == nil)
            #expect(now.map { $0?.frame.minY } == [0, 50, 100, 150])
            #expect(sim.violations.isEmpty)
        }
    }

    /// The updates block runs before the call returns (UIKit's is `NS_NOESCAPE`): a caller may
    /// pass its own non-escaping closure inside it, and `nil` updates only animate.
    @Test func theUpdatesBlockMayUseNonEscapingClosures() throws {
        try withUIKitStage { sim, root in
            let data = Items(2)
            let cv = makeList(root, data, layout: UICollectionViewFlowLayout())
            func update(_ change: () -> Void) {
                UIView.performWithoutAnimation {
                    cv.performBatchUpdates({ change() }, completion: nil)
                }
            }
            update {
                data.items.append("new")
                cv.insertItems(at: [IndexPath(item: 2, section: 0)])
            }
            var done = false
            cv.performBatchUpdates(nil) { done = $0 }
            try sim.runUntilIdle()
            #expect(cv.numberOfItems(inSection: 0) == 3 && done)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), style: .plain)
            func tableUpdate(_ change: () -> Void) { table.performBatchUpdates({ change() }) }
            tableUpdate {}
        }
    }

    /// Counts that do not add up are refused as UIKit refuses them, and the view reads its data
    /// source afresh.
    @Test func inconsistentUpdatesAreRefused() throws {
        try withUIKitStage { sim, root in
            let data = Items(3)
            let cv = makeList(root, data, layout: UICollectionViewFlowLayout())
            var done: [Bool] = []
            cv.performBatchUpdates({
                data.items.append(contentsOf: ["a", "b"])
                cv.insertItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: { done.append($0) })
            #expect(sim.violations.last?.kind == .rejectedCall)
            #expect(sim.violations.last?.detail.contains("NSInternalInconsistencyException") == true)
            try sim.runUntilIdle()
            #expect(cv.numberOfItems(inSection: 0) == 5 && done == [false])
        }
    }

    /// Index paths and sections that do not exist are refused as UIKit refuses them, even where
    /// the counts add up; nothing traps, and the view reads its data source afresh.
    @Test(arguments: [0, 1, 2, 3]) func outOfRangeChangesAreRefused(kind: Int) throws {
        try withUIKitStage { sim, root in
            let data = Items(3)
            let cv = makeList(root, data)
            switch kind {
            case 0: cv.moveItem(at: IndexPath(item: 99, section: 0), to: IndexPath(item: 0, section: 0))
            case 1: cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: -1, section: 0))
            case 2: cv.deleteSections(IndexSet(integer: 7))
            default: cv.performBatchUpdates({ cv.insertSections(IndexSet(integer: Int.max)) })
            }
            #expect(sim.violations.last?.kind == .rejectedCall && sim.violations.last?.detail.contains("UIKit raises") == true)
            try sim.runUntilIdle()
            #expect(cv.numberOfItems(inSection: 0) == 3 && cv.visibleCells.count == 3)
        }
    }

    /// A new layout, animated: the cells move from where they were to the new layout's places.
    @Test func anAnimatedLayoutChangeMovesTheCells() throws {
        try withUIKitStage { sim, root in
            let data = Items(4)
            let list = UICollectionViewFlowLayout()
            list.itemSize = CGSize(width: 100, height: 50)
            list.minimumLineSpacing = 0
            let grid = UICollectionViewFlowLayout()
            grid.itemSize = CGSize(width: 50, height: 50)
            grid.minimumInteritemSpacing = 0
            grid.minimumLineSpacing = 0
            let cv = makeList(root, data, layout: list)
            let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
            var finished: Bool?
            cv.setCollectionViewLayout(grid, animated: true) { finished = $0 }
            #expect(second.frame == CGRect(x: 50, y: 0, width: 50, height: 50))
            sim.advance(by: 0.15)
            let shown = try #require(second.layer.presentation()?.frame)
            #expect(shown.minX > 0 && shown.minX < 50 && shown.minY > 0 && shown.minY < 50)
            try sim.runUntilIdle()
            #expect(finished == true && cv.collectionViewLayout === grid)
        }
    }
}

/// Section headers and footers as a flow layout places them, made by the data source from
/// registered classes, reused, and pinned to the visible bounds.
private final class SectionHeader: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var displayed: [String] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        (view as? SectionHeader)?.title.text = "section \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        section == 2 ? CGSize(width: 0, height: 30) : .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        displayed.append("\(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
}

@Suite struct SupplementaryViewTests {
    private func make(_ root: UIViewController, pin: Bool) -> (UICollectionView, Sections) {
        let data = Sections()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        flow.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        flow.sectionHeadersPinToVisibleBounds = pin
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: flow)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: UICollectionView.elementKindSectionFooter)
        cv.dataSource = data
        cv.delegate = data
        root.view.addSubview(cv)
        cv.layoutIfNeeded()
        return (cv, data)
    }

    /// Each section: header 40, inset 10, four rows of 50, inset 10 (260); the last has a footer.
    @Test func headersAndFootersTakeTheirPlaces() throws {
        try withUIKitStage { sim, root in
            let (cv, data) = make(root, pin: false)
            let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? SectionHeader)
            #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 40) && header.title.text == "section 0")
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
            #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 260)
            #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 310)
            #expect(cv.contentSize.height == CGFloat(3 * 260 + 30))
            #expect(data.displayed == ["header 0", "header 1"])
            let second = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
            // Scrolled to the end: both headers go to the pool, and one comes back for section 2.
            cv.contentOffset = CGPoint(x: 0, y: 510)
            let last = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)) as? SectionHeader)
            #expect((last === header || last === second) && last.title.text == "section 2")
            #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 0, y: 780, width: 100, height: 30))
            #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 2)])
            #expect(sim.violations.isEmpty)
        }
    }

    /// A pinned header stays at the top of the visible bounds while its section shows, and is
    /// pushed up by the next.
    @Test func pinnedHeadersFollowTheVisibleBounds() throws {
        try withUIKitStage { sim, root in
            let (cv, data) = make(root, pin: true)
            defer { _ = data }
            #expect(cv.adjustedContentInset.top > 0)  // under the status bar: pinned below the inset
            cv.contentInsetAdjustmentBehavior = .never
            cv.contentOffset = CGPoint(x: 0, y: 100)
            let first = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
            #expect(first.frame.minY == 100 && first.layer.zPosition > 0, "\(first.frame) \(first.layer.zPosition)")
            #expect(cv.subviews.last === first || cv.subviews.last is UICollectionReusableView)
            cv.contentOffset = CGPoint(x: 0, y: 240)  // section 0 ends at 260: its header is pushed to 220
            #expect(first.frame.minY == 220)
            _ = sim
        }
    }

    /// Header and footer sizes that are not finite or not positive make no view (and no NaN).
    @Test(arguments: [CGFloat.nan, .infinity, -40, 0]) func badHeaderSizesMakeNoHeader(height: CGFloat) {
        withUIKitStage { sim, root in
            let (cv, data) = make(root, pin: false)
            (cv.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 0, height: height)
            cv.layoutIfNeeded()
            #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
            // Each section: inset 10, four rows of 50, inset 10; the last one's footer 30.
            #expect(cv.contentSize.height.isFinite && cv.contentSize.height == CGFloat(3 * 220 + 30))
            #expect(sim.violations.isEmpty)
            _ = data
        }
    }

    /// A layout with headers and a data source without the method: refused as UIKit refuses it.
    @Test func aMissingSupplementaryViewIsRefused() {
        withUIKitStage { sim, root in
            final class Plain: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
            }
            let data = Plain()
            let flow = UICollectionViewFlowLayout()
            flow.headerReferenceSize = CGSize(width: 0, height: 40)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: flow)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = data
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
            #expect(sim.violations.contains { $0.kind == .rejectedCall && $0.detail.contains("viewForSupplementaryElementOfKind") })
        }
    }
}

/// A delegate that keeps the first item of a layout change in view (the zoom-in pattern of a
/// photo grid switching density).
private final class KeepsTop: NSObject, UICollectionViewDelegate {
    var proposals: [CGPoint] = []
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: 0, y: 60)
    }
}

/// A layout that proposes the top after a change.
private final class TopProposingLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { .zero }
}

@Suite struct LayoutChangeOffsetTests {
    /// After `setCollectionViewLayout`, the new layout proposes an offset and the delegate
    /// decides, as in UIKit.
    @Test func theDelegateDecidesTheOffsetAfterALayoutChange() throws {
        try withUIKitStage { sim, root in
            let data = Items(40)
            let cv = makeList(root, data)
            let keeper = KeepsTop()
            cv.delegate = keeper
            cv.contentOffset = CGPoint(x: 0, y: 500)
            let dense = TopProposingLayout()
            dense.itemSize = CGSize(width: 50, height: 50)
            cv.setCollectionViewLayout(dense, animated: false)
            #expect(keeper.proposals == [.zero])
            #expect(cv.contentOffset == CGPoint(x: 0, y: 60))
            // Without a delegate answer the layout's proposal is kept (the default answers it).
            cv.delegate = nil
            cv.contentOffset = CGPoint(x: 0, y: 300)
            cv.setCollectionViewLayout(TopProposingLayout(), animated: true)
            #expect(cv.contentOffset == .zero)
            try sim.runUntilIdle()
        }
    }
}
