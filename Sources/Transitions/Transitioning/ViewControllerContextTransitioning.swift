import Foundation
import Springs

/// `UIViewControllerContextTransitioning`.
public protocol ViewControllerContextTransitioning: AnyObject {
    var simulation: Simulation { get }
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view the animator may animate, or nil where it must not touch it (iOS 8 rules).
    func view(forKey key: TransitionKey) -> View?
    /// `.zero` means unknown / no constraint.
    func initialFrame(for vc: ViewController) -> CGRect
    func finalFrame(for vc: ViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: Double)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// What kind of transition this is (present, dismiss, push, pop, select), when known.
    var transitionKind: TransitionKind? { get }
}

extension ViewControllerContextTransitioning {
    public var transitionKind: TransitionKind? { nil }
}
