import Foundation
import Springs

/// `UIViewControllerContextTransitioning`.
///
/// Containers of yours may write their own context (seed 000's `PrivateTransitionContext`): it
/// works wherever the library's does. `simulation` has a default (the container view's), through
/// which the checks also learn of your context the first time animation code asks for it.
public protocol ViewControllerContextTransitioning: SelectorPerforming {
    /// The simulation the transition runs in (default: the container view's).
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
    /// UIKit's `CGFloat` signature, so contexts written for UIKit conform; the default ignores it.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// What kind of transition this is (present, dismiss, push, pop, select), when known.
    var transitionKind: TransitionKind? { get }
    /// `targetTransform`: the rotation the transition applies (the model never rotates: identity
    /// by default).
    var targetTransform: AffineTransform2D { get }
}

extension ViewControllerContextTransitioning {
    public var transitionKind: TransitionKind? { nil }
    public var targetTransform: AffineTransform2D { .identity }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    public var simulation: Simulation {
        let sim = containerView.simulation
        sim.census.register(self, .context, name: "\(type(of: self)) in \(containerView)")
        return sim
    }
}
