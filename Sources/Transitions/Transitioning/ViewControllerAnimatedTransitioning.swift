import Foundation
import Springs

/// `UIViewControllerAnimatedTransitioning`.
///
/// The interruptible animator (iOS 10+) can be vended in either spelling: Transit's
/// `interruptibleAnimator(using:) -> ViewPropertyAnimator?`, or UIKit's
/// `interruptibleAnimator(using:) -> UIViewImplicitlyAnimating` (`any ViewImplicitlyAnimating`).
/// Implement one; the library asks through Transit's, whose default forwards to UIKit's.
public protocol ViewControllerAnimatedTransitioning: SelectorPerforming {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double
    func animateTransition(using context: any ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// iOS 10+: an interruptible animator that drives the transition (nil: layer-time scrubbing).
    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator?
    /// UIKit's spelling of the same (non-optional; the default means "none").
    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Disfavoured: where a call's result type does not decide (`_ = animator.interruptibleAnimator(using: ctx)`
    /// on an animator that implements UIKit's spelling), UIKit's spelling is the one meant.
    @_disfavoredOverload
    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        let vended: any ViewImplicitlyAnimating = interruptibleAnimator(using: context)
        return vended as? ViewPropertyAnimator
    }

    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// What the default UIKit-spelled `interruptibleAnimator(using:)` returns: no animator.
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    var state: ViewPropertyAnimator.State { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: Double {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewPropertyAnimator.Position) {}
}
