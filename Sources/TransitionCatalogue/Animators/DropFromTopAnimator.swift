import Foundation
import Transitions

/// Seed 001's bounce-present: the presented view drops in from above the container with a
/// bouncy spring — 1 s, damping ratio 0.4, no initial velocity — and leaves the same way.
public final class DropFromTopAnimator: PoseAnimator {
    public init(duration: Double = 1.0, dampingRatio: Double = 0.4) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: 0))
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: -container.bounds.height))
    }
}
