import Foundation
import Testing
import TransitionChecks
import Transitions

// Sheet libraries often tell the controller under a `.custom` sheet that it disappeared, although
// its view stays in the window around the sheet (UIKit itself sends it nothing: the presenter's
// view is not removed). That is the app's policy, made with the public
// `beginAppearanceTransition(_:animated:)`: the checker accepts it while the sheet covers the
// presenter, and still holds the app to balanced calls and to appearing again afterwards.

/// Slides the sheet up and down (at once when the transition is not animated: UIKit still runs a
/// `.custom` presentation's animator then, with `isAnimated` false); optionally forwards the
/// presenter's appearance itself.
final class ForwardingSheetAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let forwardsHere: Bool
    init(presenting: Bool, forwardsHere: Bool) {
        self.presenting = presenting
        self.forwardsHere = forwardsHere
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        if presenting {
            guard let sheet = context.viewController(forKey: .to), let under = context.viewController(forKey: .from) else { return }
            if forwardsHere { under.beginAppearanceTransition(false, animated: true) }
            container.addSubview(sheet.view)
            let final = context.finalFrame(for: sheet)
            sheet.view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            context.simulation.animate(duration: context.isAnimated ? 0.3 : 0, animations: { sheet.view.frame = final }) { _ in
                if self.forwardsHere { under.endAppearanceTransition() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let sheet = context.viewController(forKey: .from), let under = context.viewController(forKey: .to) else { return }
            if forwardsHere { under.beginAppearanceTransition(true, animated: true) }
            context.simulation.animate(duration: context.isAnimated ? 0.3 : 0, animations: { sheet.view.frame.origin.y = container.bounds.height }) { _ in
                if self.forwardsHere { under.endAppearanceTransition() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// A bottom sheet half the window high; forwards the presenter's appearance around the
/// presentation and the dismissal, which run whether or not they are animated.
final class ForwardingSheetPresentation: PresentationController {
    var forwards = true
    var reappears = true
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
        if forwards { presentingViewController.beginAppearanceTransition(false, animated: true) }
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard forwards else { return }
        if !completed { presentingViewController.beginAppearanceTransition(true, animated: true) }
        presentingViewController.endAppearanceTransition()
    }
    override func dismissalTransitionWillBegin() {
        if forwards && reappears { presentingViewController.beginAppearanceTransition(true, animated: true) }
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard forwards && reappears else { return }
        if !completed { presentingViewController.beginAppearanceTransition(false, animated: true) }
        presentingViewController.endAppearanceTransition()
    }
}

final class ForwardingSheetDelegate: ViewControllerTransitioningDelegate {
    enum Where { case presentationController, animatorOnly, neverReappears }
    let place: Where
    init(_ place: Where) { self.place = place }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { ForwardingSheetAnimator(presenting: true, forwardsHere: place == .animatorOnly) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        ForwardingSheetAnimator(presenting: false, forwardsHere: place == .animatorOnly)
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController?
    {
        let pc = ForwardingSheetPresentation(presentedViewController: presented, presenting: presenting)
        pc.forwards = place != .animatorOnly
        pc.reappears = place != .neverReappears
        return pc
    }
}

@Suite struct ManualAppearanceForwardingTests {
    private func checker(_ place: ForwardingSheetDelegate.Where) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.custom]
        p.transitioningDelegate = { _ in ForwardingSheetDelegate(place) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 150, maxSteps: 20, seed: 9))
    }

    /// The presenter told it disappeared under the sheet, and appeared when the sheet goes: correct.
    @Test func forwardingAroundTheSheetIsAccepted() {
        let checker = checker(.presentationController)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    /// Forwarding only from the animator: balanced too, since UIKit runs a `.custom`
    /// presentation's animator also when it is not animated (`isAnimated` false) — accepted,
    /// non-animated steps included.
    @Test func forwardingInTheAnimatorIsAcceptedAnimatedOrNot() {
        let checker = checker(.animatorOnly)
        #expect(checker.explore(depth: 3).failures.isEmpty)
        let campaign = checker.run()
        #expect(campaign.failures.isEmpty, "\(campaign.failures.first.map { "\($0)" } ?? "")")
    }

    /// Told it disappeared and never told it appeared again: once the sheet is gone it is on screen
    /// but disappeared — the exemption lasts only while something covers it.
    @Test func aPresenterNeverToldItReappearedIsCaught() throws {
        let failure = try #require(checker(.neverReappears).explore(depth: 3).failures.first)
        #expect(["appearance matches visibility at rest", "no black screen"].contains(failure.invariant), "\(failure)")
        #expect(failure.messages.contains { $0.contains("but disappeared") }, "\(failure)")
        #expect(failure.trace.contains { $0.contains("dismiss") }, "\(failure)")
    }
}
