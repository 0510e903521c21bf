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

/// The kind of controller a side-menu animator is written for.
private protocol SideMenuContent: AnyObject {}
private final class MenuController: UIViewController, SideMenuContent {}

/// Records the kind of every controller it moves (a real one force-casts it: `menu as! Menu`).
private final class MenuSlide: NSObject, UIViewControllerAnimatedTransitioning {
    nonisolated(unsafe) static var movedOtherKinds = 0
    nonisolated(unsafe) static var moved = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let incoming = transitionContext.viewController(forKey: .to)!
        let moving = incoming.isBeingPresented || incoming.isMovingToParent ? incoming : transitionContext.viewController(forKey: .from)!
        Self.moved += 1
        if !(moving is SideMenuContent) { Self.movedOtherKinds += 1 }
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        UIView.animate(withDuration: 0.2, animations: {}) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    }
}

extension DirectionalAnimatorTests {
    /// Animators written for one kind of controller are vended only for transitions of that kind
    /// (`UserProgram.animatorsAccept`); other controllers get UIKit's default transitions.
    @Test func animatorsAreUsedOnlyWithTheControllersTheyAccept() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.animators = [{ MenuSlide() }]
        program.animatorsAccept = { $0 is SideMenuContent }
        program.makePresented = { sim, title in sim.asCurrent { title.hasSuffix("1") || title.hasSuffix("3") ? MenuController() : UIViewController() } }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 30, maxSteps: 20, seed: 5)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        #expect(MenuSlide.moved > 0 && MenuSlide.movedOtherKinds == 0)
    }
}
