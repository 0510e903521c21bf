import Foundation
import Testing
import TransitionsUIKit

// A photo browser's pager as apps write one: pages made on demand by a data source, a delegate
// that tracks the current index, turns from code and by a swipe.

private final class Photo: UIViewController {
    let index: Int
    var log: [String] = []
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

private final class Pager: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var photos = (0..<3).map { Photo(index: $0) }
    var events: [String] = []
    var currentIndex = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([photos[0]], direction: .forward, animated: false)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let p = viewController as? Photo, p.index > 0 else { return nil }
        return photos[p.index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let p = viewController as? Photo, p.index < photos.count - 1 else { return nil }
        return photos[p.index + 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("will \((pendingViewControllers.first as? Photo)?.index ?? -1)")
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {
        events.append("did \(completed)")
        if completed, let p = viewControllers?.first as? Photo { currentIndex = p.index }
    }
}

@Suite struct PageViewControllerTests {
    private func stage(_ body: (Simulation, Pager, UIWindow) throws -> Void) rethrows {
        let sim = Simulation()
        try sim.asCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let pager = Pager(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
            window.rootViewController = pager
            window.makeKeyAndVisible()
            try body(sim, pager, window)
        }
    }

    @Test func theFirstPageIsAChildThatAppeared() {
        stage { _, pager, _ in
            #expect(pager.viewControllers?.first === pager.photos[0])
            #expect(pager.children.count == 1 && pager.photos[0].parent === pager)
            #expect(pager.photos[0].view.window != nil && pager.photos[0].appearanceState == .appeared)
            #expect(pager.gestureRecognizers.isEmpty, "the scroll style has no public recognizers")
        }
    }

    /// From code: the delegate is not told; animated, the page slides in and the completion runs
    /// when it lands.
    @Test func turningFromCodeSlidesTheNewPageIn() throws {
        try stage { sim, pager, _ in
            var done: [Bool] = []
            pager.setViewControllers([pager.photos[2]], direction: .forward, animated: true) { done.append($0) }
            #expect(pager.photos[2].parent === pager && pager.photos[2].appearanceState == .appearing)
            sim.advance(by: 0.15)
            let midway = try #require(pager.photos[2].view.layer.presentation()).frame.minX
            #expect(midway > 0 && midway < 400)
            try sim.runUntilIdle()
            #expect(done == [true] && pager.viewControllers?.first === pager.photos[2])
            #expect(pager.photos[0].parent == nil && pager.photos[0].view.superview == nil)
            #expect(pager.photos[0].log.suffix(2) == ["willDisappear", "didDisappear"])
            #expect(pager.photos[2].appearanceState == .appeared && pager.events.isEmpty)
            pager.setViewControllers([pager.photos[0], pager.photos[1]], direction: .forward, animated: false)
            #expect(sim.violations.contains { $0.detail.contains("setViewControllers") })
        }
    }

    /// A swipe past half the page turns it; the delegate hears both ends.
    @Test func aSwipeTurnsThePage() throws {
        try stage { sim, pager, window in
            let f = Finger(downAt: CGPoint(x: 300, y: 400), in: window)
            for x in stride(from: 290.0, through: 60.0, by: -10) {
                sim.advanceFrame()
                f.move(to: CGPoint(x: x, y: 400))
            }
            #expect(pager.events == ["will 1"])
            #expect(pager.photos[1].view.superview != nil && pager.photos[1].view.frame.minX < 390)
            sim.advanceFrame()
            f.lift()
            try sim.runUntilIdle()
            #expect(pager.events == ["will 1", "did true"] && pager.currentIndex == 1)
            #expect(pager.children.map { $0 } == [pager.photos[1]] && pager.photos[1].view.frame.minX == 0)
            #expect(pager.photos[1].appearanceState == .appeared && pager.photos[0].appearanceState == .disappeared)
        }
    }

    /// A short drag goes back: the pending page leaves and the shown one appears again.
    @Test func aShortSwipeGoesBack() throws {
        try stage { sim, pager, window in
            let f = Finger(downAt: CGPoint(x: 300, y: 400), in: window)
            for x in stride(from: 295.0, through: 250.0, by: -5) {
                sim.advanceFrame()
                f.move(to: CGPoint(x: x, y: 400))
            }
            for _ in 0..<10 { sim.advanceFrame() }
            f.lift()
            try sim.runUntilIdle()
            #expect(pager.events == ["will 1", "did false"] && pager.currentIndex == 0)
            #expect(pager.children.map { $0 } == [pager.photos[0]] && pager.photos[1].parent == nil)
            #expect(pager.photos[0].appearanceState == .appeared && pager.photos[1].appearanceState == .disappeared)
            #expect(pager.photos[0].view.frame.minX == 0)
        }
    }

    /// At the first page a drag toward it finds nothing before: nothing happens.
    @Test func noPageBeforeTheFirst() throws {
        try stage { sim, pager, window in
            let f = Finger(downAt: CGPoint(x: 100, y: 400), in: window)
            for x in stride(from: 110.0, through: 300.0, by: 10) {
                sim.advanceFrame()
                f.move(to: CGPoint(x: x, y: 400))
            }
            f.lift()
            try sim.runUntilIdle()
            #expect(pager.events.isEmpty && pager.viewControllers?.first === pager.photos[0])
        }
    }
}

/// Bad input: a non-finite or negative page spacing is 0 (pages stay where they can be drawn).
@Suite struct PageViewControllerBadInputTests {
    @Test(arguments: [CGFloat.nan, .infinity, -10]) func spacingIsSanitised(spacing: CGFloat) {
        let sim = Simulation()
        sim.asCurrent {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
            #expect(pager.interPageSpacing == 0)
            #expect(UIPageViewController().transitionStyle == .pageCurl && UIPageViewController().spineLocation == .min)
        }
    }
}
