import Foundation
import Transitions

/// Slides down with a fade (pairs with bounce-present); also vends an interruptible animator for
/// the velocity-aware swipe-to-dismiss.
public final class DismissAnimator: PoseAnimator {
    public init(duration: Double = 0.35) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .easeIn)
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height), alpha: 0.3)
    }

    override public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        if let a = cached, cachedContext === context { return a }
        guard !PoseAnimator.isForward(context), let from = context.view(forKey: .from) else { return nil }
        let container = context.containerView
        if let to = context.view(forKey: .to), to.superview !== container { container.insertSubview(to, belowSubview: from) }
        let start = ViewPose(of: from)
        let off = offPose(final: from.frame, container: container)
        let a = ViewPropertyAnimator(context.simulation, duration: duration, curve: .linear) { off.apply(to: from) }
        a.addCompletion { position in
            let completed = position == .end
            if !completed { context.simulation.performWithoutAnimation { start.apply(to: from) } }
            context.completeTransition(completed)
        }
        cached = a
        cachedContext = context
        return a
    }

    var cached: ViewPropertyAnimator?
    weak var cachedContext: AnyObject?
}
