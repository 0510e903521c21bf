import Foundation
import Testing
import TransitionChecks
import Transitions

// A card presented over the full screen that pushes the presenter back (shrunk and dimmed while
// covered) and brings it forward on dismissal — correct code the leftover rule must accept —
// and the same card that forgets to bring it forward.

final class BackdropAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let restores: Bool
    init(presenting: Bool, restores: Bool = true) {
        self.presenting = presenting
        self.restores = restores
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let presenter = (presenting ? context.viewController(forKey: .from) : context.viewController(forKey: .to))?.view
        if presenting {
            guard let card = context.view(forKey: .to) else { return }
            container.addSubview(card)
            card.frame = container.bounds
            card.alpha = 0
            context.simulation.animate(duration: 0.3, animations: {
                card.alpha = 1
                presenter?.transform = AffineTransform2D(scaleX: 0.9, y: 0.9)
                presenter?.alpha = 0.6
            }) { _ in
                if context.transitionWasCancelled {
                    presenter?.transform = .identity
                    presenter?.alpha = 1
                }
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            let card = context.view(forKey: .from)
            let restores = restores
            context.simulation.animate(duration: 0.3, animations: {
                card?.alpha = 0
                if restores {
                    presenter?.transform = .identity
                    presenter?.alpha = 1
                }
            }) { _ in
                if context.transitionWasCancelled {
                    card?.alpha = 1
                    presenter?.transform = AffineTransform2D(scaleX: 0.9, y: 0.9)
                    presenter?.alpha = 0.6
                }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

final class BackdropDelegate: ViewControllerTransitioningDelegate {
    let restores: Bool
    init(restores: Bool) { self.restores = restores }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { BackdropAnimator(presenting: true) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        BackdropAnimator(presenting: false, restores: restores)
    }
}

/// The card brings the presenter forward when it goes, animated or not: UIKit runs no animator
/// for `dismiss(animated: false)`, so the animator alone cannot undo the backdrop (the checker
/// found that in the first version of this test).
final class BackdropCard: ViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        presentingViewController?.view.transform = .identity
        presentingViewController?.view.alpha = 1
    }
}

@Suite struct PresenterBackdropTests {
    private func program(restores: Bool) -> UserProgram {
        var p = UserProgram()
        p.presentationStyles = [.overFullScreen]
        p.transitioningDelegate = { _ in BackdropDelegate(restores: restores) }
        if restores { p.makePresented = { sim, title in BackdropCard(sim, title: title) } }
        return p
    }

    /// The presenter stays shrunk and dimmed under the card while it is presented: not a leftover.
    @Test func aPresenterPushedBackWhileCoveredIsAccepted() {
        let checker = Checker(TransitionScenario(program: program(restores: true)), configuration: .init(cases: 150, maxSteps: 20, seed: 5))
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    /// Left shrunk after the card is dismissed: caught, with the presenter's view named.
    @Test func aPresenterLeftPushedBackAfterTheDismissalIsCaught() throws {
        let checker = Checker(TransitionScenario(program: program(restores: false)), configuration: .init(cases: 150, maxSteps: 20, seed: 5))
        let failure = try #require(checker.run().failures.first)
        #expect(["no leftover view state", "visible controller on screen", "no black screen"].contains(failure.invariant), "\(failure)")
        #expect(failure.trace.contains { $0.contains("dismiss") }, "\(failure)")
    }
}
