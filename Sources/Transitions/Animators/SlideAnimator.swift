import Foundation

/// The custom container's default: the views slide horizontally (sign from the order).
public final class SlideAnimator: PoseAnimator {
    /// +1: the new view comes in from the right; −1: from the left.
    public var direction: Double

    public init(duration: Double = 0.35, direction: Double = 1, curve: AnimationCurve = .spring(dampingRatio: 1, initialVelocity: 0)) {
        self.direction = direction
        super.init(duration: duration, curve: curve)
    }

    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: container.bounds.width * direction, dy: 0))
    }
    override public func behindPose(normal: CGRect, container: View) -> ViewPose? {
        ViewPose(frame: normal.offsetBy(dx: -container.bounds.width * direction, dy: 0))
    }
}
