import Foundation

/// UIKit's default modal animation: the presented view slides up from the bottom (down to dismiss).
public final class CoverVerticalAnimator: PoseAnimator {
    public init(duration: Double = 0.3) { super.init(duration: duration, curve: .easeInOut) }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height))
    }
}
