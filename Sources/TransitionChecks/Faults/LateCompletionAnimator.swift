import Foundation
import Transitions

/// Fault injection that must be tolerated: the completion arrives late (0.2 s after the animations).
public final class LateCompletionAnimator: PoseAnimator {
    public init() {
        _ = FingerprintSchemas.checksRegistered
        super.init(duration: 0.2, curve: .linear)
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final, alpha: 0) }
    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        // Defer the real work's completion by wrapping the context's completion in a delay.
        let sim = context.simulation
        let proxy = DelayedCompletionContext(context, delay: 0.2)
        super.animateTransition(using: proxy)
        _ = sim
    }
}
