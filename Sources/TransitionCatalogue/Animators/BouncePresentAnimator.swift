import Foundation
import Transitions

/// Presents with a bouncy spring (slides up from below, growing from 0.8) and goes back the same way.
public final class BouncePresentAnimator: PoseAnimator {
    public init(duration: Double = 0.6, dampingRatio: Double = 0.6) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: 0))
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height), transform: AffineTransform2D(scaleX: 0.8, y: 0.8))
    }
}
