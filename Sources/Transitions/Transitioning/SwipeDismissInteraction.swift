import Foundation

/// The swipe-down interactive dismissal: the pan scrubs the dismiss animator's interruptible
/// animator; on release the animator finishes (or cancels) with a spring whose initial velocity is
/// the gesture's, so value and velocity are continuous at the hand-over.
///
/// Normalised spring velocity = pan velocity / remaining distance (UIKit's
/// `UISpringTimingParameters(initialVelocity:)` convention).
public final class SwipeDismissInteraction: ViewControllerInteractiveTransitioning {
    public let animator: any ViewControllerAnimatedTransitioning
    public var wantsInteractiveStart = true
    /// Finish past this fraction, or when flung down faster than `flingVelocity` (pt/s).
    public var threshold = 0.35
    public var flingVelocity = 800.0
    public var dampingRatio = 0.9
    public private(set) weak var context: TransitionContext?
    private var driver: ViewPropertyAnimator?
    private var pendingTranslation = 0.0
    private var pendingEnd: PanGesture?

    public init(animator: any ViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    public func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        guard let ctx = ctx as? TransitionContext, let a = animator.interruptibleAnimator(using: ctx) else {
            animator.animateTransition(using: ctx)
            return
        }
        context = ctx
        driver = a
        try? a.pauseAnimation()
        a.fractionComplete = min(max(pendingTranslation / distance, 0), 1)
        if let end = pendingEnd { handle(end) }
    }

    private var distance: Double { max(context?.containerView.bounds.height ?? 1, 1) }

    public func handle(_ pan: PanGesture) {
        guard let ctx = context, let a = driver else {
            if pan.state == .ended || pan.state == .cancelled { pendingEnd = pan } else { pendingTranslation = pan.translation.y }
            return
        }
        let p = min(max(pan.translation.y / distance, 0), 1)
        switch pan.state {
        case .began, .changed:
            a.fractionComplete = p
            ctx.updateInteractiveTransition(p)
        case .ended, .cancelled:
            let fraction = a.fractionComplete
            let finish = pan.state == .ended && (fraction > threshold || pan.velocity.y > flingVelocity)
            if finish {
                ctx.finishInteractiveTransition()
                let remaining = max((1 - fraction) * distance, 1e-6)
                let v = pan.velocity.y / remaining
                try? a.continueAnimation(curve: .spring(dampingRatio: dampingRatio, initialVelocity: v), durationFactor: 1)
            } else {
                ctx.cancelInteractiveTransition()
                try? a.setReversed(true)
                let remaining = max(fraction * distance, 1e-6)
                let v = -pan.velocity.y / remaining
                try? a.continueAnimation(curve: .spring(dampingRatio: dampingRatio, initialVelocity: v), durationFactor: 1)
            }
        }
    }
}
