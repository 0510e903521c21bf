import Foundation

/// How a view looks: the animatable state an animator moves between.
public struct ViewPose: Sendable, Hashable {
    public var frame: CGRect
    public var alpha: Double = 1
    public var transform: AffineTransform2D = .identity
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    public init(
        frame: CGRect, alpha: Double = 1, transform: AffineTransform2D = .identity,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    ) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    package init(of v: View) {
        frame = v.frame
        alpha = v.alpha
        transform = v.transform
        anchorPoint = v.anchorPoint
    }

    /// Applies the pose (anchor first, so the frame lands where asked).
    package func apply(to v: View) {
        if v.anchorPoint != anchorPoint {
            v.anchorPoint = anchorPoint
        }
        v.frame = frame
        v.alpha = alpha
        v.transform = transform
    }
}
