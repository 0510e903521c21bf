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
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            flow.minimumLineSpacing = 0
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: flow)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = data
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
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
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            flow.minimumLineSpacing = 0
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: flow)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = data
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
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

    /// Counts that do not add up are refused as UIKit refuses them, and the view reads its data
    /// source afresh.
    @Test func inconsistentUpdatesAreRefused() throws {
        try withUIKitStage { sim, root in
            let data = Items(3)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = data
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
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
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: list)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = data
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
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
