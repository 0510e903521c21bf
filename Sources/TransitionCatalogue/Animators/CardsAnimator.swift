import Foundation
import Transitions

/// Cards: the old view shrinks back while the new one slides up over it.
public final class CardsAnimator: PoseAnimator {
    public init(duration: Double = 0.45) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .spring(dampingRatio: 0.85, initialVelocity: 0))
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height))
    }
    override public func behindPose(normal: CGRect, container: View) -> ViewPose? {
        ViewPose(frame: normal, transform: AffineTransform2D(scaleX: 0.92, y: 0.92))
    }
}
