import Foundation
import Testing
import TransitionChecks
import Transitions

// A deck of cards: the presentation controller shows a snapshot of the presenter behind the
// card for as long as the card is presented (correct, and it leaves with the container view),
// against an animator that flies a snapshot over the card and forgets it there.

final class DeckBackdropPresentation: PresentationController {
    private let backdrop = View(frame: .zero)
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 40, width: b.width, height: b.height - 40)
    }
    override func presentationTransitionWillBegin() {
        guard let container = containerView, let shot = presentingViewController.view.snapshotView(afterScreenUpdates: true) else { return }
        backdrop.frame = container.bounds
        backdrop.addSubview(shot)
        container.insertSubview(backdrop, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdrop.transform = AffineTransform2D(scaleX: 0.92, y: 0.92)
        }, completion: nil)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { backdrop.removeFromSuperview() }
    }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdrop.transform = .identity
        }, completion: nil)
    }
}

/// Slides the card in; `forgetsStandIn` adds a snapshot of the card over it and never removes it.
final class DeckCardAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let forgetsStandIn: Bool
    init(presenting: Bool, forgetsStandIn: Bool) {
        self.presenting = presenting
        self.forgetsStandIn = forgetsStandIn
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let card = context.viewController(forKey: presenting ? .to : .from) else { return }
        let shown = context.finalFrame(for: card)
        let hidden = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(card.view)
            card.view.frame = hidden
            if forgetsStandIn, let standIn = card.view.snapshotView(afterScreenUpdates: true) {
                container.addSubview(standIn)
            }
        }
        context.simulation.animate(duration: 0.3, animations: { card.view.frame = self.presenting ? shown : hidden }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class DeckBackdropDelegate: ViewControllerTransitioningDelegate {
    let forgetsStandIn: Bool
    init(forgetsStandIn: Bool) { self.forgetsStandIn = forgetsStandIn }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { DeckCardAnimator(presenting: true, forgetsStandIn: forgetsStandIn) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DeckCardAnimator(presenting: false, forgetsStandIn: false)
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController?
    { DeckBackdropPresentation(presentedViewController: presented, presenting: presenting) }
}

@Suite struct BackdropSnapshotTests {
    private func checker(forgetsStandIn: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.custom]
        p.transitioningDelegate = { _ in DeckBackdropDelegate(forgetsStandIn: forgetsStandIn) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 150, maxSteps: 20, seed: 11))
    }

    /// The presenter's snapshot behind the card while it is presented: accepted.
    @Test func aSnapshotBehindThePresentedViewIsTheDecksBackdrop() {
        let checker = checker(forgetsStandIn: false)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    /// A stand-in left over the card: caught as a snapshot left behind.
    @Test func aSnapshotLeftOverThePresentedViewIsCaught() throws {
        let failure = try #require(checker(forgetsStandIn: true).explore(depth: 2).failures.first)
        #expect(failure.messages.contains { $0.contains("snapshot") }, "\(failure)")
    }
}
