import Foundation
import Testing
import TransitionsUIKit

// Interactive layout changes as list/grid switchers write them: a display link or a pinch drives
// a `UICollectionViewTransitionLayout`'s progress, then finishes or cancels.

/// A flow layout that logs the transition calls UIKit makes on it.
private final class LoggingFlow: UICollectionViewFlowLayout {
    let name: String
    var log: [String] = []
    init(_ name: String, item: CGSize) {
        self.name = name
        super.init()
        itemSize = item
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("to") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("from") }
    override func finalizeLayoutTransition() { log.append("finalize") }
}

/// A transition layout of the app's own, which the delegate supplies.
private final class SwitchLayout: UICollectionViewTransitionLayout {}

private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var supplied: SwitchLayout?
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        let layout = SwitchLayout(currentLayout: fromLayout, nextLayout: toLayout)
        supplied = layout
        return layout
    }
}

/// Four 200×50 rows (the list) in a 200×400 collection view, and the 100×100 grid to switch to.
private func makeSwitcher(_ root: UIViewController, delegate: Grid) -> (UICollectionView, LoggingFlow, LoggingFlow) {
    let list = LoggingFlow("list", item: CGSize(width: 200, height: 50))
    let grid = LoggingFlow("grid", item: CGSize(width: 100, height: 100))
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: list)
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.dataSource = delegate
    root.view.addSubview(cv)
    cv.layoutIfNeeded()
    return (cv, list, grid)
}

private func frame(_ cv: UICollectionView, _ item: Int) -> CGRect? { cv.cellForItem(at: IndexPath(item: item, section: 0))?.frame }

@Suite struct InteractiveLayoutTransitionTests {
    /// The cells sit between the two layouts as the progress says, the content size too; both
    /// layouts answer `collectionView` while it runs; finishing animates the rest of the way,
    /// keeps the new layout and reports (completed, finished).
    @Test func progressPlacesTheCellsBetweenTheLayoutsAndFinishKeepsTheNewOne() throws {
        try withUIKitStage { sim, root in
            let grid = Grid()
            let (cv, list, gridLayout) = makeSwitcher(root, delegate: grid)
            #expect(frame(cv, 3) == CGRect(x: 0, y: 150, width: 200, height: 50))
            var ended: [(Bool, Bool)] = []
            let transition = cv.startInteractiveTransition(to: gridLayout) { ended.append(($0, $1)) }
            #expect(cv.collectionViewLayout === transition && transition.currentLayout === list && transition.nextLayout === gridLayout)
            #expect(list.collectionView === cv && gridLayout.collectionView === cv && transition.collectionView === cv)
            #expect(list.log == ["to"] && gridLayout.log == ["from"])
            #expect(frame(cv, 3) == CGRect(x: 0, y: 150, width: 200, height: 50))  // progress 0: the list
            // Item 3: list centre (100, 175) 200×50; grid (row 1, column 1) centre (150, 150) 100×100.
            transition.transitionProgress = 0.5
            cv.layoutIfNeeded()
            let half = try #require(frame(cv, 3))
            #expect(abs(half.midX - 125) < 1e-9 && abs(half.midY - 162.5) < 1e-9 && half.size == CGSize(width: 150, height: 75))
            // Content height: list 200, grid 200 (two rows of 100).
            #expect(cv.contentSize == CGSize(width: 200, height: 200))
            transition.transitionProgress = .nan
            #expect(transition.transitionProgress == 0.5)
            cv.finishInteractiveTransition()
            #expect(ended.isEmpty)
            sim.advance(by: 1)
            #expect(cv.collectionViewLayout === gridLayout && frame(cv, 3) == CGRect(x: 100, y: 100, width: 100, height: 100))
            #expect(ended.count == 1 && ended.first?.0 == true && ended.first?.1 == true)
            #expect(list.log == ["to", "finalize"] && gridLayout.log == ["from", "finalize"])
            #expect(list.collectionView == nil && transition.collectionView == nil && gridLayout.collectionView === cv)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Cancelling returns the cells to the old layout, which stays, and reports not completed;
    /// the delegate's own transition layout is the one shown.
    @Test func cancelReturnsToTheOldLayoutAndTheDelegateSuppliesTheTransitionLayout() throws {
        try withUIKitStage { sim, root in
            let grid = Grid()
            let (cv, list, gridLayout) = makeSwitcher(root, delegate: grid)
            cv.delegate = grid
            var ended: [(Bool, Bool)] = []
            let transition = cv.startInteractiveTransition(to: gridLayout) { ended.append(($0, $1)) }
            #expect(transition is SwitchLayout && transition === grid.supplied)
            transition.transitionProgress = 0.8
            transition.updateValue(3, forAnimatedKey: "cornerRadius")
            transition.updateValue(.infinity, forAnimatedKey: "cornerRadius")
            #expect(transition.value(forAnimatedKey: "cornerRadius") == 3 && transition.value(forAnimatedKey: "other") == 0)
            cv.cancelInteractiveTransition()
            sim.advance(by: 1)
            #expect(cv.collectionViewLayout === list && frame(cv, 3) == CGRect(x: 0, y: 150, width: 200, height: 50))
            #expect(ended.count == 1 && ended.first?.0 == false && ended.first?.1 == true)
            #expect(sim.violations.isEmpty)
        }
    }

    /// A second start while one runs is refused and returns the running transition layout, and so
    /// is a layout change; a finish or cancel with none running is refused; none changes the layout.
    @Test func misuseIsRefused() {
        withUIKitStage { sim, root in
            let (cv, _, gridLayout) = makeSwitcher(root, delegate: Grid())
            cv.finishInteractiveTransition()
            #expect(sim.violations.count == 1)
            let first = cv.startInteractiveTransition(to: gridLayout)
            let second = cv.startInteractiveTransition(to: UICollectionViewFlowLayout())
            #expect(second === first && cv.collectionViewLayout === first && sim.violations.count == 2)
            cv.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
            #expect(cv.collectionViewLayout === first && sim.violations.count == 3)
            cv.cancelInteractiveTransition()
            cv.cancelInteractiveTransition()
            #expect(sim.violations.count == 4)
        }
    }

    /// An element only one layout has fades: the old layout's out, the new one's in; an
    /// element both have moves, keeping its attributes' class.
    @Test func elementsOnlyOneLayoutHasFade() throws {
        let a = FixedLayout([0: CGRect(x: 0, y: 0, width: 10, height: 10), 1: CGRect(x: 0, y: 20, width: 10, height: 10)])
        let b = FixedLayout([0: CGRect(x: 40, y: 0, width: 30, height: 10), 2: CGRect(x: 0, y: 40, width: 10, height: 10)])
        let t = UICollectionViewTransitionLayout(currentLayout: a, nextLayout: b)
        t.transitionProgress = 0.25
        let all = try #require(t.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let byItem = Dictionary(uniqueKeysWithValues: all.map { ($0.indexPath.item, $0) })
        #expect(byItem.count == 3 && all.allSatisfy { $0 is TaggedAttributes })
        // Item 0: centre (5, 5) → (55, 5), width 10 → 30: at ¼, centre (17.5, 5), width 15.
        #expect(byItem[0]?.frame == CGRect(x: 10, y: 0, width: 15, height: 10) && byItem[0]?.alpha == 1)
        #expect(byItem[1]?.frame == CGRect(x: 0, y: 20, width: 10, height: 10) && byItem[1]?.alpha == 0.75)
        #expect(byItem[2]?.frame == CGRect(x: 0, y: 40, width: 10, height: 10) && byItem[2]?.alpha == 0.25)
        #expect(t.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.75)
        #expect(t.collectionViewContentSize == CGSize(width: 50, height: 50))
    }

    /// Random sequences of starts, progress (finite, huge, NaN), finishes, cancels, layout swaps
    /// and time: every accepted start's completion is heard exactly once, the refusals are
    /// exactly the misuses, every layout shown answers `collectionView`, and the cells' frames
    /// stay finite.
    @Test func randomSequencesKeepTheInvariants() {
        var seed: UInt64 = 23
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<20 {
            withUIKitStage { sim, root in
                let (cv, list, gridLayout) = makeSwitcher(root, delegate: Grid())
                let layouts: [UICollectionViewLayout] = [list, gridLayout, LoggingFlow("wide", item: CGSize(width: 200, height: 120))]
                var running: UICollectionViewTransitionLayout?
                var expectedRefusals = 0
                var pending: [Bool] = []  // per accepted start: its completion was heard
                var heard = 0
                for _ in 0..<30 {
                    switch random(7) {
                    case 0:
                        let target = layouts[random(layouts.count)]
                        if running != nil { expectedRefusals += 1 }
                        let index = pending.count
                        let t = cv.startInteractiveTransition(to: target) { completed, _ in
                            heard += 1
                            if index < pending.count { pending[index] = true }
                            _ = completed
                        }
                        if running == nil {
                            running = t
                            pending.append(false)
                        }
                    case 1:
                        let values: [CGFloat] = [0, 0.3, 0.7, 1, 1.4, -0.5, 1e300, .nan, .infinity]
                        running?.transitionProgress = values[random(values.count)]
                    case 2, 3:
                        let finish = random(2) == 0
                        if running != nil { running = nil } else { expectedRefusals += 1 }
                        if finish { cv.finishInteractiveTransition() } else { cv.cancelInteractiveTransition() }
                    case 4:
                        if running != nil { expectedRefusals += 1 }
                        cv.setCollectionViewLayout(layouts[random(layouts.count)], animated: random(2) == 0)
                    case 5:
                        cv.collectionViewLayout.invalidateLayout()
                    default:
                        sim.advance(by: [0.05, 0.2, 1][random(3)])
                    }
                    #expect(cv.collectionViewLayout.collectionView === cv)
                    for cell in cv.visibleCells {
                        #expect(cell.frame.origin.x.isFinite && cell.frame.origin.y.isFinite && cell.frame.width.isFinite && cell.frame.height.isFinite)
                    }
                    if let t = running { #expect(t.currentLayout.collectionView === cv && t.nextLayout.collectionView === cv) }
                }
                if running != nil { cv.cancelInteractiveTransition() }
                sim.advance(by: 2)
                #expect(heard == pending.count && pending.allSatisfy { $0 })
                #expect(sim.violations.count == expectedRefusals)
            }
        }
    }
}


private final class TaggedAttributes: UICollectionViewLayoutAttributes {}

/// A layout with fixed item frames (no collection view needed) and a fixed content size.
private final class FixedLayout: UICollectionViewLayout {
    let frames: [Int: CGRect]
    init(_ frames: [Int: CGRect]) {
        self.frames = frames
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var collectionViewContentSize: CGSize { CGSize(width: 50, height: 50) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let f = frames[indexPath.item] else { return nil }
        let a = TaggedAttributes(forCellWith: indexPath)
        a.frame = f
        return a
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.keys.sorted().compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
}
