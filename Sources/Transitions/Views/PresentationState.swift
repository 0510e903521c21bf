import Foundation

/// The presentation values of a view at one instant.
public struct PresentationState: Sendable, Hashable {
    public var center: CGPoint
    public var bounds: CGRect
    public var alpha: Double
    public var transform: AffineTransform2D
    public var anchorPoint: CGPoint
    public var frame: CGRect { View.frame(center: center, bounds: bounds, anchor: anchorPoint) }
}
