import Foundation
import Testing
import TransitionChecks
import Transitions

// A presented screen with a panel of its own: dragging it shrinks a caption (the app's own
// animation, no controller transition). What the app changes by its own gestures is not a
// transition's leftover; a transition that leaves the presenter dimmed still is.

final class PanelScreen: ViewController {
    let panel = View(frame: .zero)
    let caption = View(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = CGRect(x: 0, y: view.bounds.height - 200, width: view.bounds.width, height: 200)
        caption.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
        panel.addSubview(caption)
        view.addSubview(panel)
        panel.addGestureRecognizer(PanGestureRecognizer(target: self) { [unowned self] pan in
            guard pan.state == .ended || pan.state == .cancelled else { return }
            self.simulation.animate(duration: 0.3, animations: {
                self.caption.transform = self.caption.transform.isIdentity ? AffineTransform2D(scaleX: 0.5, y: 0.5) : .identity
            })
        })
    }
}

/// Presents with a fade and, when `dims`, leaves the presenter at alpha 0.5 after the dismissal.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let dims: Bool
    init(presenting: Bool, dims: Bool) {
        self.presenting = presenting
        self.dims = dims
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let moving = context.viewController(forKey: presenting ? .to : .from) else { return }
        if presenting {
            context.containerView.addSubview(moving.view)
            moving.view.frame = context.finalFrame(for: moving)
            moving.view.alpha = 0
        }
        let under = context.viewController(forKey: presenting ? .from : .to)?.view
        context.simulation.animate(duration: 0.3, animations: {
            moving.view.alpha = self.presenting ? 1 : 0
            if !self.presenting, self.dims { under?.alpha = 0.5 }
        }) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
}

final class FadeDelegate: ViewControllerTransitioningDelegate {
    let dims: Bool
    init(dims: Bool) { self.dims = dims }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { FadeAnimator(presenting: true, dims: dims) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        FadeAnimator(presenting: false, dims: dims)
    }
}

@Suite struct AppOwnGestureTests {
    private func checker(dims: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.fullScreen]
        p.transitioningDelegate = { _ in FadeDelegate(dims: dims) }
        p.makePresented = { sim, title in PanelScreen(sim, title: title) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 200, maxSteps: 20, seed: 17))
    }

    @Test func whatTheAppsOwnGesturesChangeIsNotALeftover() {
        let checker = checker(dims: false)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(outcome.actionCounts["touch", default: 0] > 0)
        #expect(checker.explore(depth: 3).failures.isEmpty)
    }

    @Test func aTransitionsLeftoverIsStillCaught() throws {
        let failure = try #require(checker(dims: true).explore(depth: 2).failures.first)
        #expect(failure.invariant == "no leftover view state", "\(failure)")
    }
}
