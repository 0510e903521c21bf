import Foundation
import Testing

@testable import Transitions

/// A slide that records `animationEnded`, to tell which instance UIKit's sequence reached.
final class RecordingSlide: PoseAnimator {
    private(set) var ended: [Bool] = []
    init() { super.init(duration: 0.3, curve: .easeInOut) }
    override func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final.offsetBy(dx: container.bounds.width, dy: 0)) }
    override func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Delegates that vend a fresh animator on every call, as many apps do (`return MyAnimator()`).
final class FreshAnimatorDelegate: ContainerViewControllerDelegate, NavigationControllerDelegate {
    private(set) var vended: [RecordingSlide] = []
    private func fresh() -> RecordingSlide {
        let a = RecordingSlide()
        vended.append(a)
        return a
    }
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { fresh() }
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { fresh() }
}

/// Each interactive transition resolves its animator once: the interaction controller drives the
/// animator the context reports, and that animator — the only one vended — gets `animationEnded`.
@Suite struct AnimatorIdentityTests {
    @Test(arguments: [true, false])
    func containerPanSharesOneAnimator(finishes: Bool) throws {
        let delegate = FreshAnimatorDelegate()
        let stage = Stage { sim in
            ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
        }
        let c = try #require(stage.window.rootViewController as? ContainerViewController)
        c.delegate = delegate
        stage.settle()
        c.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: -300, y: 0)))
        let ctx = try #require(c.activeTransition)
        let driven = try #require(c.panInteraction?.animator)
        #expect(delegate.vended.count == 1, "the delegate was asked \(delegate.vended.count) times")
        #expect(ctx.animator === driven)
        let x = finishes ? -300.0 : -40
        c.handlePan(PanGesture(state: .changed, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: -100, y: 0)))
        stage.sim.advanceFrame()
        c.handlePan(PanGesture(state: .ended, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: -100, y: 0)))
        stage.settle()
        #expect(delegate.vended.map(\.ended) == [[finishes]])
    }

    /// The system's edge pan drives UIKit's own pop with one animator, shared by the context and
    /// the interaction; with a delegate that vends custom pop animators it does not begin at all
    /// (UIKit disables the back gesture for custom transitions: NavigationController.handleEdgePan).
    @Test(arguments: [true, false])
    func edgePanSharesOneAnimator(finishes: Bool) throws {
        let stage = Stage { sim in NavigationController(sim, root: ViewController(sim, title: "root")) }
        let nav = try #require(stage.window.rootViewController as? NavigationController)
        try nav.push(ViewController(stage.sim, title: "detail"), animated: false)
        stage.settle()
        nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 5, y: 300)))
        let ctx = try #require(nav.activeTransition)
        let driven = try #require(nav.edgePanInteraction?.animator)
        #expect(ctx.animator === driven)
        let x = finishes ? 300.0 : 40
        nav.handleEdgePan(PanGesture(state: .changed, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: 100, y: 0)))
        stage.sim.advanceFrame()
        nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: 100, y: 0)))
        stage.settle()
        #expect(nav.viewControllers.count == (finishes ? 1 : 2))

        // A custom pop animator turns the system's back gesture off.
        try nav.push(ViewController(stage.sim, title: "more"), animated: false)
        stage.settle()
        let delegate = FreshAnimatorDelegate()
        nav.delegate = delegate
        let depth = nav.viewControllers.count
        nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 5, y: 300)))
        #expect(nav.activeTransition == nil && nav.edgePanInteraction == nil)
        nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 900, y: 0)))
        stage.settle()
        #expect(nav.viewControllers.count == depth && delegate.vended.allSatisfy { $0.ended.isEmpty })
    }
}
