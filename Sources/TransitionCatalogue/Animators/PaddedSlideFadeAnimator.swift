import Foundation
import Transitions

/// Seed 000's default container animator (objc.io issue 12's `PrivateAnimatedTransition`): the
/// incoming view slides in from the side the context's frames say it comes from while fading in,
/// the outgoing one slides out and fades — travel = container width + 16 pt padding, 1 s, spring
/// with damping ratio 0.75 and initial velocity 0.5. Transforms carry the travel, so frames stay
/// untouched; a cancel puts both views back and removes the incoming one.
public final class PaddedSlideFadeAnimator: BaseAnimator {
    /// The gap between the two views while they travel (points).
    public var padding: Double

    public init(duration: Double = 1, dampingRatio: Double = 0.75, initialVelocity: Double = 0.5, padding: Double = 16) {
        _ = FingerprintSchemas.catalogueRegistered
        self.padding = padding
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let from = context.view(forKey: .from), let to = context.view(forKey: .to)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        // Going right when the incoming view starts left of where it ends… as the article reads the
        // frames: the views travel towards +x when initial.x < final.x.
        let goingRight = context.initialFrame(for: toVC).origin.x < context.finalFrame(for: toVC).origin.x
        let distance = container.bounds.width + padding
        let travel = AffineTransform2D(translationX: goingRight ? distance : -distance, y: 0)
        let added = to.superview !== container
        let (fromAlpha, fromTransform) = (from.alpha, from.transform)
        container.addSubview(to)
        to.alpha = 0
        to.transform = travel.inverted()
        run(
            context,
            animations: {
                from.transform = travel
                from.alpha = 0
                to.transform = .identity
                to.alpha = 1
            },
            undo: {
                context.simulation.performWithoutAnimation {
                    to.transform = .identity
                    to.alpha = 1
                    if added { to.removeFromSuperview() }
                }
            },
            cleanup: {
                context.simulation.performWithoutAnimation {
                    from.transform = fromTransform
                    from.alpha = fromAlpha
                }
            })
    }
}
