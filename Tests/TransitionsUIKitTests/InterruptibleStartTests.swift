import Foundation
import Testing
import TransitionsUIKit

/// An interruptible transition in the shape of Apple's sample ("Interactive and Interruptible"):
/// one object is the navigation delegate, the animator and the interaction controller; it
/// always vends itself for interaction, wants an interactive start only while a finger drives
/// it, and does its work in `startInteractiveTransition(_:)` — `animateTransition(using:)` is
/// left empty because UIKit never calls it when an interaction controller is given.
private final class InterruptibleTransition: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    var initiallyInteractive = false
    var started: [Bool] = []  // context.isInteractive at each start
    var animateTransitionCalls = 0
    var animator: UIViewPropertyAnimator?

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { animateTransitionCalls += 1 }

    var wantsInteractiveStart: Bool { initiallyInteractive }

    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        started.append(transitionContext.isInteractive)
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let a = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { toView.alpha = 1 }
        a.addCompletion { position in transitionContext.completeTransition(position == .end) }
        animator = a
        if !transitionContext.isInteractive { a.startAnimation() }
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating { animator! }
}

@Suite struct InterruptibleStartTests {
    @Test func anInteractionControllerThatStartsNonInteractivelyIsStartedNotBypassed() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let nav = UINavigationController(rootViewController: UIViewController())
            let transition = InterruptibleTransition()
            nav.delegate = transition
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let pushed = UIViewController()
            nav.pushViewController(pushed, animated: true)
            #expect(transition.started == [false])
            #expect(transition.animateTransitionCalls == 0)
            // Touches still reach the app during the animation (it may grab the transition).
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            sim.advance(by: 0.2)
            #expect(pushed.view.window === window && (0.3...0.7).contains(pushed.view.layer.presentation()!.opacity))
            try sim.runUntilIdle()
            #expect(pushed.view.alpha == 1 && nav.viewControllers.count == 2)
            #expect(pushed.appearanceState == .appeared)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Grabbed mid-flight (a touch pauses it), the transition is interactive again until the app
    /// finishes it; then it completes as the app's animator ends.
    @Test func aRunningTransitionCanBeGrabbedAndFinished() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let nav = UINavigationController(rootViewController: UIViewController())
            let transition = InterruptibleTransition()
            nav.delegate = transition
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let pushed = UIViewController()
            nav.pushViewController(pushed, animated: true)
            sim.advance(by: 0.1)
            let context = try #require(pushed.transitionCoordinator as? UIViewControllerContextTransitioning ?? transition.context)
            let animator = try #require(transition.animator)
            animator.pauseAnimation()
            context.pauseInteractiveTransition()
            #expect(context.isInteractive)
            sim.advance(by: 0.5)  // held by the finger: nothing completes
            #expect(animator.state == .active && !animator.isRunning && pushed.appearanceState == .appearing, "\(animator.state) \(pushed.appearanceState)")
            context.finishInteractiveTransition()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            try sim.runUntilIdle()
            #expect(pushed.appearanceState == .appeared && pushed.view.alpha == 1 && sim.violations.isEmpty)
        }
    }

    /// UIKit's percent-driven interaction that does not want an interactive start runs the
    /// animator on the clock, ignoring touches until it completes (as the model did before).
    @Test func aPercentDrivenInteractionStartedNonInteractivelyPlaysTheAnimator() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            let delegate = SlideInDelegate(interaction: interaction)
            let modal = UIViewController()
            modal.transitioningDelegate = delegate
            root.present(modal, animated: true)
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            try sim.runUntilIdle()
            #expect(root.presentedViewController === modal && modal.appearanceState == .appeared)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents && sim.violations.isEmpty)
        }
    }
}

private final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.transform = CGAffineTransform(translationX: 0, y: 400)
        UIView.animate(withDuration: 0.3, animations: { to.transform = .identity }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class SlideInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction: UIPercentDrivenInteractiveTransition
    init(interaction: UIPercentDrivenInteractiveTransition) { self.interaction = interaction }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { SlideIn() }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
