import Foundation
import Testing

@testable import Transitions

/// A window holding a 300×400 scroll view of 300×1200 content, with a marker subview at y = 500.
private struct ScrollStage {
    let sim = Simulation()
    let window: Window
    let scroll: ScrollView
    let marker: View

    init() {
        window = Window(sim)
        scroll = ScrollView(sim, frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        marker = View(sim, frame: CGRect(x: 0, y: 500, width: 300, height: 50), name: "marker")
        scroll.addSubview(marker)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
    }

    func pan(_ state: GestureState, dy: Double, vy: Double = 0) {
        scroll.panGestureRecognizer.deliver(PanGesture(state: state, translation: CGPoint(x: 0, y: dy), velocity: CGPoint(x: 0, y: vy)))
    }
}

/// Records the delegate's callbacks in order.
private final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var retarget: ((CGPoint) -> CGPoint)?
    var willEndVelocity: CGPoint?
    func scrollViewDidScroll(_ s: ScrollView) { if calls.last != "didScroll" { calls.append("didScroll") } }
    func scrollViewWillBeginDragging(_ s: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        willEndVelocity = v
        if let retarget { t.pointee = retarget(t.pointee) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate d: Bool) { calls.append("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { calls.append("didEndScrollingAnimation") }
}

@Suite struct ScrollViewTests {
    @Test func contentOffsetIsTheBoundsOriginAndMovesSubviewsOnScreen() {
        let s = ScrollStage()
        #expect(s.marker.frameInWindow.minY == 600)
        s.scroll.contentOffset = CGPoint(x: 0, y: 150)
        #expect(s.scroll.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(s.marker.frame.minY == 500)  // the subview's frame is unchanged…
        #expect(s.marker.frameInWindow.minY == 450)  // …and it moved up on screen
        #expect(s.scroll.frame == CGRect(x: 0, y: 100, width: 300, height: 400))
    }

    @Test func panMovesTheContentByTheTranslation() {
        let s = ScrollStage()
        let d = ScrollRecorder()
        s.scroll.delegate = d
        s.pan(.began, dy: -10)
        #expect(s.scroll.isDragging && s.scroll.isTracking)
        s.pan(.changed, dy: -120)
        #expect(s.scroll.contentOffset.y == 120)
        #expect(s.marker.frameInWindow.minY == 480)
        s.pan(.ended, dy: -120, vy: 0)
        #expect(!s.scroll.isDragging && !s.scroll.isTracking && !s.scroll.isDecelerating)
        #expect(d.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func rubberBandFollowsUIKitsFormula() {
        #expect(ScrollView.rubberBand(0, dimension: 400) == 0)
        let f = ScrollView.rubberBand(100, dimension: 400)
        #expect(abs(f - (1 - 1 / (100 * 0.55 / 400 + 1)) * 400) < 1e-12)
        #expect(abs(ScrollView.rubberBand(1e9, dimension: 400) - 400) < 1e-3)  // never past d
        #expect(abs(ScrollView.rubberBandInverse(f, dimension: 400) - 100) < 1e-9)

        let s = ScrollStage()
        s.pan(.began, dy: 10)
        s.pan(.changed, dy: 100)  // pulled down past the top by 100
        #expect(abs(s.scroll.contentOffset.y - -f) < 1e-9)
    }

    @Test func noBouncesStopsAtTheEdge() {
        let s = ScrollStage()
        s.scroll.bounces = false
        s.pan(.began, dy: 10)
        s.pan(.changed, dy: 100)
        #expect(s.scroll.contentOffset.y == 0)
    }

    @Test func releasePastTheEdgeSpringsBackAndEndsOnce() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        s.scroll.delegate = d
        s.pan(.began, dy: 10)
        s.pan(.changed, dy: 150)
        s.pan(.ended, dy: 150, vy: 0)
        #expect(s.scroll.isDecelerating)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y == 0)
        #expect(!s.scroll.isDecelerating)
        #expect(d.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(d.calls.suffix(4) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func flingDeceleratesWithTheRateAndLandsOnTheProjection() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        s.scroll.delegate = d
        s.pan(.began, dy: -10)
        s.pan(.changed, dy: -100)
        var target: CGPoint?
        d.retarget = { target = $0; return $0 }
        s.pan(.ended, dy: -100, vy: -500)  // finger up at 500 pt/s: content scrolls down
        let k = -1000 * log(0.998)
        let projected = try #require(target)
        #expect(abs(projected.y - (100 + 500 / k)) < 1e-9)  // ≈ 349.75
        #expect(d.willEndVelocity == CGPoint(x: 0, y: 0.5))  // points per millisecond
        let t0 = s.sim.now
        try s.sim.runUntilIdle()
        #expect(abs(s.scroll.contentOffset.y - projected.y) < 0.5)
        #expect(s.sim.now - t0 > 1)  // momentum at 0.998/ms lasts seconds
        #expect(d.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test func fastRateStopsSooner() throws {
        func duration(_ rate: ScrollView.DecelerationRate) throws -> Double {
            let s = ScrollStage()
            s.scroll.decelerationRate = rate
            s.pan(.began, dy: -10)
            s.pan(.ended, dy: -10, vy: -800)
            let t0 = s.sim.now
            try s.sim.runUntilIdle()
            return s.sim.now - t0
        }
        #expect(try duration(.fast) < duration(.normal))
        #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998 && ScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func delegateTargetIsWhereTheScrollLands() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        d.retarget = { _ in CGPoint(x: 0, y: 300) }
        s.scroll.delegate = d
        s.pan(.began, dy: -10)
        s.pan(.changed, dy: -50)
        s.pan(.ended, dy: -50, vy: -2000)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y == 300)
    }

    /// A delegate that answers a non-finite target is refused (recorded): the scroll lands where
    /// it would have, with finite geometry.
    @Test func aNonFiniteDelegateTargetIsRefused() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        d.retarget = { _ in CGPoint(x: 0, y: Double.nan) }
        s.scroll.delegate = d
        s.pan(.began, dy: -10)
        s.pan(.changed, dy: -50)
        s.pan(.ended, dy: -50, vy: -2000)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y.isFinite && s.scroll.contentOffset.y > 50)
        #expect(s.sim.violations.contains { $0.detail.contains("non-finite target offset") })
    }

    @Test func flingPastTheEndBouncesBackToTheMaximum() throws {
        let s = ScrollStage()
        s.scroll.contentOffset = CGPoint(x: 0, y: 700)
        var maxSeen = 0.0
        let token = s.scroll.observe(\.contentOffset) { sv, _ in maxSeen = max(maxSeen, sv.contentOffset.y) }
        s.pan(.began, dy: -10)
        s.pan(.ended, dy: -20, vy: -3000)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y == 800)  // 1200 − 400
        #expect(maxSeen > 800)  // it went past the end before springing back
        token.invalidate()
    }

    @Test func pagingLandsOnAPage() throws {
        let s = ScrollStage()
        s.scroll.isPagingEnabled = true
        s.pan(.began, dy: -10)
        s.pan(.changed, dy: -120)
        s.pan(.ended, dy: -120, vy: -400)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y == 400)
    }

    @Test func animatedSetContentOffsetTakesAboutAThirdOfASecond() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        s.scroll.delegate = d
        let t0 = s.sim.now
        s.scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(s.scroll.contentOffset.y == 0)
        s.sim.advance(by: 0.15)
        #expect(s.scroll.contentOffset.y > 0 && s.scroll.contentOffset.y < 200)
        try s.sim.runUntilIdle()
        #expect(s.scroll.contentOffset.y == 200)
        #expect(abs(s.sim.now - t0 - ScrollView.scrollAnimationDuration) < 0.02)
        #expect(d.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
        let s = ScrollStage()
        s.scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(s.scroll.contentOffset.y == 150)  // the rect's bottom at the bounds' bottom
        s.scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 10), animated: false)
        #expect(s.scroll.contentOffset.y == 20)
    }

    @Test func insetsWidenTheRange() {
        let s = ScrollStage()
        s.scroll.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(s.scroll.adjustedContentInset == s.scroll.contentInset)
        #expect(s.scroll.minimumContentOffset.y == -50 && s.scroll.maximumContentOffset.y == 830)
    }

    @Test func adjustedContentInsetAddsTheSafeAreaByBehaviour() {
        let sim = Simulation()
        let window = Window(sim)
        window.makeKeyAndVisible()
        let s = ScrollView(sim, frame: window.bounds)  // full screen: safe area 47 top, 34 bottom
        window.addSubview(s)
        s.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        s.contentSize = CGSize(width: 390, height: 2000)  // scrolls vertically only
        #expect(s.safeAreaInsets.top == 47 && s.safeAreaInsets.bottom == 34)
        #expect(s.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(s.minimumContentOffset.y == -57)
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == s.contentInset)
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        s.contentSize = CGSize(width: 390, height: 100)  // fits: no axis scrolls
        #expect(s.adjustedContentInset == s.contentInset)
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    }

    @Test func scrollDisabledTurnsThePanOff() {
        let s = ScrollStage()
        s.scroll.isScrollEnabled = false
        #expect(!s.scroll.panGestureRecognizer.isEnabled)
        s.pan(.began, dy: -10)
        s.pan(.changed, dy: -100)
        #expect(s.scroll.contentOffset.y == 0)
        #expect(s.scroll.gestureRecognizers?.contains { $0 === s.scroll.panGestureRecognizer } == true)
    }

    @Test func horizontalAxisDoesNotScrollWhenTheContentFits() {
        let s = ScrollStage()
        s.scroll.panGestureRecognizer.deliver(PanGesture(state: .began, translation: CGPoint(x: -50, y: -50), velocity: .zero))
        #expect(s.scroll.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test func aDragCatchesADecelerationWithoutEndingIt() throws {
        let s = ScrollStage()
        let d = ScrollRecorder()
        s.scroll.delegate = d
        s.pan(.began, dy: -10)
        s.pan(.ended, dy: -10, vy: -1500)
        s.sim.advance(by: 0.1)
        #expect(s.scroll.isDecelerating)
        s.pan(.began, dy: 0)
        #expect(!s.scroll.isDecelerating)
        s.pan(.ended, dy: 0)
        try s.sim.runUntilIdle()
        #expect(!d.calls.contains("didEndDecelerating"))
    }
}
