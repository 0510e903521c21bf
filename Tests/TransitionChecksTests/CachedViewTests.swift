import Foundation
import Testing
import TransitionChecks
import Transitions

// A transitioning delegate the app keeps alive that keeps its dimming view for the next
// presentation (a lazy property): not a leak. One that keeps the presented controller after the
// dismissal still is.

final class DimmingAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let dimming: View
    init(presenting: Bool, dimming: View) {
        self.presenting = presenting
        self.dimming = dimming
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let moving = context.viewController(forKey: presenting ? .to : .from) else { return }
        let container = context.containerView
        if presenting {
            dimming.frame = container.bounds
            dimming.alpha = 0
            container.addSubview(dimming)
            container.addSubview(moving.view)
            moving.view.frame = context.finalFrame(for: moving)
        }
        context.simulation.animate(duration: 0.3, animations: {
            self.dimming.alpha = self.presenting ? 0.5 : 0
            moving.view.alpha = self.presenting ? 1 : 0
        }) { _ in
            if !self.presenting && !context.transitionWasCancelled { self.dimming.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class DimmingDelegate: ViewControllerTransitioningDelegate {
    let keepsController: Bool
    init(keepsController: Bool) { self.keepsController = keepsController }
    lazy var dimming = View(frame: .zero)
    var lastPresented: ViewController?
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    {
        if keepsController { lastPresented = presented }
        return DimmingAnimator(presenting: true, dimming: dimming)
    }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DimmingAnimator(presenting: false, dimming: dimming)
    }
}

@Suite struct CachedViewTests {
    private func checker(keepsController: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.overFullScreen]
        p.transitioningDelegate = { _ in DimmingDelegate(keepsController: keepsController) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 120, maxSteps: 20, seed: 19))
    }

    @Test func aDelegatesOwnDimmingViewIsKeptOnPurpose() {
        let checker = checker(keepsController: false)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    @Test func aDelegateThatKeepsTheDismissedControllerLeaksIt() throws {
        let failure = try #require(checker(keepsController: true).explore(depth: 3).failures.first)
        #expect(failure.invariant == "no leaked controllers or views", "\(failure)")
        #expect(failure.messages.contains { $0.contains("DimmingDelegate.lastPresented") }, "\(failure)")
    }
}

/// A presentation controller that makes its blur view up front and shows it only for some
/// styles: while the presentation lasts, the view it keeps is the interface's, not a leak.
final class BlurReadyPresentation: PresentationController {
    let blur = View(frame: .zero)
}

final class BlurReadyDelegate: ViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController?
    { BlurReadyPresentation(presentedViewController: presented, presenting: presenting) }
}

@Suite struct PresentationKeptViewTests {
    @Test func aViewThePresentationControllerKeepsIsNotALeak() {
        var p = UserProgram()
        p.presentationStyles = [.custom]
        p.transitioningDelegate = { _ in BlurReadyDelegate() }
        let checker = Checker(TransitionScenario(program: p), configuration: .init(cases: 100, maxSteps: 20, seed: 23))
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }
}
