import Foundation
import Testing

@testable import Transitions

/// A window with a root controller, ready for transitions.
struct Stage {
    let sim: Simulation
    let window: Window

    init(root: (Simulation) -> ViewController, frameRate: Double = 60) {
        sim = Simulation(frameRate: frameRate)
        window = Window(sim)
        window.rootViewController = root(sim)
        window.makeKeyAndVisible()
    }

    /// Every always-true invariant; returns problems.
    func check(atRest: Bool) -> [String] {
        var p =
            ModelInvariants.viewTree(window) + ModelInvariants.ignoringDepth(sim)
            + ModelInvariants.containmentBalance(sim, atRest: atRest) + ModelInvariants.appearanceSequence(sim)
        if atRest { p += ModelInvariants.quiescent(sim, window: window) }
        return p
    }

    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        do { try sim.runUntilIdle() } catch { Issue.record("not idle: \(error)", sourceLocation: sourceLocation) }
        let p = check(atRest: true)
        #expect(p.isEmpty, "\(p)", sourceLocation: sourceLocation)
    }
}

/// A transitioning delegate with configurable pieces; kept alive by the test (the property is weak).
final class Delegate: ViewControllerTransitioningDelegate {
    var presentAnimator: (any ViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
    var dismissInteraction: (any ViewControllerInteractiveTransitioning)?
    var presentationControllerFactory: ((ViewController, ViewController) -> PresentationController)?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismissAnimator }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { dismissInteraction }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        presentationControllerFactory?(presented, source)
    }
}

/// The classic .custom-dismissal bug: adds the presenter's view (taken from the controller, not
/// from view(forKey:)) into the container, which UIKit removes with the container.
final class ReparentingDismissAnimator: BaseAnimator {
    init() { super.init(duration: 0.3, curve: .easeInOut) }
    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        let from = context.view(forKey: .from)
        if let toView = context.viewController(forKey: .to)?.view { context.containerView.insertSubview(toView, at: 0) }
        run(context, animations: { from?.alpha = 0 }, undo: { from?.alpha = 1 })
    }
}

/// Completes twice (a seeded bug).
final class DoubleCompleteAnimator: BaseAnimator {
    init() { super.init(duration: 0.2, curve: .linear) }
    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
        context.simulation.animate(duration: duration, animations: { context.view(forKey: .to)?.alpha = 1 }) { _ in
            context.completeTransition(true)
            context.completeTransition(true)
        }
    }
}

/// A window whose root controller has presented a modal through a test delegate, settled.
struct PresentedModal {
    let stage: Stage
    let root: ViewController
    let modal: ViewController
    /// Kept here because `transitioningDelegate` is weak.
    let delegate: Delegate

    init(
        style: ModalPresentationStyle, present: any ViewControllerAnimatedTransitioning,
        dismiss: any ViewControllerAnimatedTransitioning, animated: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        stage = Stage { ViewController($0, title: "root") }
        root = try #require(stage.window.rootViewController, sourceLocation: sourceLocation)
        modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = style
        delegate = Delegate()
        delegate.presentAnimator = present
        delegate.dismissAnimator = dismiss
        modal.transitioningDelegate = delegate
        root.present(modal, animated: animated)
        stage.settle(sourceLocation: sourceLocation)
    }
}
