import Testing
import TransitionChecks
import TransitionsUIKit

/// A tutorial-style animator made for one direction: `isPresenting` says which. Used the wrong
/// way round it never completes (each form checks that its controller is arriving or leaving),
/// so a harness that vends one form for both directions reports it.
private final class OneWayFade: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            guard let to = transitionContext.view(forKey: .to), let incoming = transitionContext.viewController(forKey: .to),
                incoming.isBeingPresented || incoming.isMovingToParent
            else { return }
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                to.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let from = transitionContext.view(forKey: .from), let outgoing = transitionContext.viewController(forKey: .from),
                outgoing.isBeingDismissed || outgoing.isMovingFromParent
            else { return }
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.insertSubview(to, at: 0) }
            UIView.animate(withDuration: 0.3, animations: { from.alpha = 0 }) { _ in
                from.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

@Suite struct DirectionalAnimatorTests {
    /// With its dismissal form given, presentations get the presenting form and dismissals the
    /// dismissing one: clean. With one form for both directions, the campaign finds the hang.
    @Test func dismissalFormsAreVendedForDismissals() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.animators = [{ OneWayFade(isPresenting: true) }]
        program.dismissalAnimators = [{ OneWayFade(isPresenting: false) }]
        UIKitSeedsTests.expectClean("one-way fade, both forms", program, seed: 11, maxSteps: 20, actions: ["present", "dismiss"])
        program.dismissalAnimators = []
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 30, maxSteps: 20, seed: 11)).run()
        #expect(report.failures.contains { $0.invariant.contains("completes") }, "\(report.failures.map(\.invariant))")
    }
}
