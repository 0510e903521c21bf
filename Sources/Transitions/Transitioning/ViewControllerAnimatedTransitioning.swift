import Foundation
import Springs

/// `UIViewControllerAnimatedTransitioning`.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double
    func animateTransition(using context: any ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// iOS 10+: an interruptible animator that drives the transition (nil: layer-time scrubbing).
    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator?
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? { nil }
}
