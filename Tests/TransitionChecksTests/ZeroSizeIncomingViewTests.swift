import Foundation
import Testing
import TransitionChecks
import Transitions

/// A controller whose `loadView()` makes a view of no size (`UIView()`), as custom containers do.
final class UnsizedRootController: ViewController {
    override func loadView() -> View { View(frame: .zero) }
}

/// Slides the incoming view in by its transform and never gives it a frame.
final class FramelessSlideAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to) ?? context.viewController(forKey: .to)?.view else { return }
        context.containerView.addSubview(to)
        to.transform = AffineTransform2D(translationX: -context.containerView.bounds.width, y: 0)
        context.simulation.animate(duration: 0.3, animations: { to.transform = .identity }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@Suite struct ZeroSizeIncomingViewTests {
    /// An incoming view of no size is never seen: the report says why (its bounds), not "wrong
    /// layering".
    @Test func anUnsizedIncomingViewIsReportedForItsBounds() throws {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.animators = [{ FramelessSlideAnimator() }]
        program.makePresented = { sim, title in sim.asCurrent { UnsizedRootController() } }
        let failure = try #require(Checker(TransitionScenario(program: program), configuration: .init(cases: 40, maxSteps: 12, seed: 2)).run().failures.first)
        #expect(failure.messages.contains { $0.contains("never visible") && $0.contains("bounds were empty") }, "\(failure)")
    }
}
