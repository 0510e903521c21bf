import Foundation
import Transitions

/// Seed 002's bounce-present (WWDC 2013 session 218): the presented view rises from below the
/// screen to `finalFrame(for:)` with a spring — 0.8 s, damping ratio 0.6, no initial velocity.
public final class RiseFromBottomAnimator: PoseAnimator {
    public init(duration: Double = 0.8, dampingRatio: Double = 0.6) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: 0))
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height))
    }
}
