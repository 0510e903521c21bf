import Foundation
import Transitions

/// Zoom: the new view grows from a source rect (e.g. a thumbnail) to its final frame.
public final class ZoomAnimator: PoseAnimator {
    public var sourceRect: CGRect
    public init(duration: Double = 0.4, sourceRect: CGRect = CGRect(x: 150, y: 300, width: 90, height: 120)) {
        _ = FingerprintSchemas.catalogueRegistered
        self.sourceRect = sourceRect
        super.init(duration: duration, curve: .easeInOut)
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        let sx = sourceRect.width / max(final.width, 1), sy = sourceRect.height / max(final.height, 1)
        let f = CGRect(
            x: sourceRect.midX - final.width / 2, y: sourceRect.midY - final.height / 2,
            width: final.width, height: final.height)
        return ViewPose(frame: f, alpha: 0, transform: AffineTransform2D(scaleX: sx, y: sy))
    }
}
