import Foundation

/// The swipe-down interactive dismissal: the pan scrubs the interruptible animator of the
/// transition's own animator (the one the delegate vended, e.g. `DismissAnimator`); on release the animator finishes (or cancels) with a spring whose initial velocity is
/// the gesture's, so value and velocity are continuous at the hand-over.
///
/// Normalised spring velocity = pan velocity / remaining distance (UIKit's
/// `UISpringTimingParameters(initialVelocity:)` convention).
public final class SwipeDismissInteraction: ViewControllerInteractiveTransitioning {
    public var wantsInteractiveStart = true
    /// Finish past 35 % of the container's height, or when flung down faster than 800 pt/s.
    public var handoff = GestureHandoff(completionThreshold: 0.35, flingSpeed: 800)
    public var dampingRatio = 0.9
    public private(set) weak var context: TransitionContext?
    /// The animator being driven (the transition's own), once started.
    package private(set) var animator: (any ViewControllerAnimatedTransitioning)?
    var driver: ViewPropertyAnimator?
    var pendingTranslation = 0.0
    var pendingEnd: PanGesture?

    public init() {}

    /// Drives `animator` rather than the transition's own (Transit's earlier spelling).
    public init(animator: any ViewControllerAnimatedTransitioning) { explicitAnimator = animator }
    var explicitAnimator: (any ViewControllerAnimatedTransitioning)?

    /// With another finish-or-cancel rule (`.halfwayOnly`: the articles' pull-down).
    public init(handoff: GestureHandoff) { self.handoff = handoff }

    public func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        guard let ctx = ctx as? TransitionContext, let animator = explicitAnimator ?? ctx.animator else { return }
        self.animator = animator
        guard let a = animator.interruptibleAnimator(using: ctx) else {
            // No interruptible animator: nothing to scrub, the animation plays.
            animator.animateTransition(using: ctx)
            return
        }
        context = ctx
        driver = a
        ctx.drivenAnimator = a
        a.pauseAnimation()
        a.fractionComplete = GestureHandoff.progress(translation: pendingTranslation, distance: distance)
        if let end = pendingEnd { handle(end) }
    }

    private var distance: Double { max(context?.containerView.bounds.height ?? 1, 1) }

    public func handle(_ pan: PanGesture) {
        guard let ctx = context, let a = driver else {
            if pan.state == .ended || pan.state == .cancelled { pendingEnd = pan } else { pendingTranslation = pan.translation.y }
            return
        }
        let p = GestureHandoff.progress(translation: pan.translation.y, distance: distance)
        switch pan.state {
        case .began, .changed:
            a.fractionComplete = p
            ctx.updateInteractiveTransition(p)
        case .ended, .cancelled:
            let fraction = a.fractionComplete
            let finish = handoff.shouldFinish(progress: fraction, velocity: pan.velocity.y, state: pan.state)
            if finish { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
            if !finish { a.setReversed(true) }
            // Towards the end, or back to the start: the gesture's velocity over the distance left.
            let normalised = GestureHandoff.normalizedVelocity(
                pan.velocity.y, from: fraction * distance, to: finish ? distance : 0)
            try? a.continueAnimation(curve: .spring(dampingRatio: dampingRatio, initialVelocity: normalised), durationFactor: 1)
        }
    }
}
