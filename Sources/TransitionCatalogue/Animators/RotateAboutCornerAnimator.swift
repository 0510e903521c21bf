import Foundation
import Transitions

/// Rotates the incoming view about the container's top-left corner. Uses `view(forKey:)`, so in a
/// `.custom` presentation it never touches the presenter's view.
public final class RotateAboutCornerAnimator: PoseAnimator {
    public init(duration: Double = 0.5) {
        _ = FingerprintSchemas.catalogueRegistered
        super.init(duration: duration, curve: .easeInOut)
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final, transform: AffineTransform2D(rotationAngle: -Double.pi / 2), anchorPoint: CGPoint(x: 0, y: 0))
    }

    override public var animationAnchor: CGPoint? { CGPoint(x: 0, y: 0) }
}
