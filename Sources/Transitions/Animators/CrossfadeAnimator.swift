import Foundation

/// Cross-dissolve: the new view fades in over the old one (and out on the way back).
public final class CrossfadeAnimator: PoseAnimator {
    public init(duration: Double = 0.25) { super.init(duration: duration, curve: .easeInOut) }
    override public func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final, alpha: 0) }
}
