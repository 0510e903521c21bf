import Foundation
import Transitions

/// Forwards to a context but delivers `completeTransition` after a delay.
final class DelayedCompletionContext: ViewControllerContextTransitioning {
    let base: any ViewControllerContextTransitioning
    let delay: Double
    init(_ base: any ViewControllerContextTransitioning, delay: Double) {
        _ = FingerprintSchemas.checksRegistered
        self.base = base
        self.delay = delay
    }
    var simulation: Simulation { base.simulation }
    var containerView: View { base.containerView }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { base.isInteractive }
    var transitionWasCancelled: Bool { base.transitionWasCancelled }
    var presentationStyle: ModalPresentationStyle { base.presentationStyle }
    func viewController(forKey key: TransitionKey) -> ViewController? { base.viewController(forKey: key) }
    func view(forKey key: TransitionKey) -> View? { base.view(forKey: key) }
    func initialFrame(for vc: ViewController) -> CGRect { base.initialFrame(for: vc) }
    func finalFrame(for vc: ViewController) -> CGRect { base.finalFrame(for: vc) }
    func completeTransition(_ didComplete: Bool) {
        let b = base
        base.simulation.schedule(after: delay) { b.completeTransition(didComplete) }
    }
    func updateInteractiveTransition(_ p: CGFloat) { base.updateInteractiveTransition(p) }
    func finishInteractiveTransition() { base.finishInteractiveTransition() }
    func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    var transitionKind: TransitionKind? { base.transitionKind }
}
