// No `import Foundation` here: TransitionsUIKit re-exports it, and its DispatchQueue shadows
// Dispatch's only for files that do not import Foundation (or Dispatch) themselves — as code
// written with `import UIKit` alone.
import Testing
import TransitionChecks
import TransitionsUIKit

/// Main-queue work written for UIKit runs on the simulation's clock.
@Suite struct MainQueueTests {
    /// Main-queue work written for UIKit runs on the simulation's clock (this file imports
    /// Foundation too: TransitionsUIKit's DispatchQueue shadows Dispatch's).
    @MainActor @Test func mainQueueWorkRunsOnTheSimulationsClock() throws {
        try withUIKitStage { sim, _ in
            var log: [String] = []
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.append("0.3 s at \(sim.now)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { log.append("0.1 s") }
            DispatchQueue.main.async { log.append("next turn") }
            DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.append("past deadline: next turn") }
            DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.append("never") }
            #expect(log.isEmpty)
            try sim.runUntilIdle()
            #expect(log == ["next turn", "past deadline: next turn", "0.1 s", "0.3 s at 0.3"])
        }
    }

    /// An animator that completes its context from the main queue is not "never completed".
    @Test func animatorCompletingFromTheMainQueueRunsClean() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen, .custom]
        program.transitioningDelegate = { _ in DispatchingDelegate() }
        UIKitSeedsTests.expectClean("main-queue completion", program, seed: 43, maxSteps: 20, actions: ["present"])
    }
}

/// Fades, then completes the context a little later from the main queue (a common way to wait for
/// something else to settle).
final class DispatchingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 0.25, animations: {
            toView?.alpha = 1
            if toView == nil { fromView?.alpha = 0 }
        }) { _ in
            // Swift 6 treats main-queue closures as main-actor isolated; UIKit's animators are
            // main-actor types, the model's are not, so the captures are declared unchecked.
            nonisolated(unsafe) let (context, to, from) = (transitionContext, toView, fromView)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                let cancelled = context.transitionWasCancelled
                if cancelled { to?.removeFromSuperview(); from?.alpha = 1 }
                context.completeTransition(!cancelled)
            }
        }
    }
}

final class DispatchingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DispatchingAnimator()
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { DispatchingAnimator() }
}
