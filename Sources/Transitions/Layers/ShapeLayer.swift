import Foundation

/// `CAShapeLayer`: a layer drawing a path. As a `mask`, only what its path contains shows
/// through (non-zero or even-odd per `fillRule`).
open class ShapeLayer: Layer {
    /// `path`.
    public var path: ShapePath?
    /// `fillColor` (default black), `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd` (stored).
    public var fillColor: Color? = .black
    public var strokeColor: Color?
    public var lineWidth = 1.0
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    /// `fillRule`: `"non-zero"` (default) or `"even-odd"`.
    public var fillRule = "non-zero"

    /// A point of the bounds inside the filled path.
    open override func contains(_ p: CGPoint) -> Bool {
        path?.contains(p, evenOdd: fillRule == "even-odd") ?? false
    }
}

/// `CAGradientLayer` (colours and points stored; drawn over its bounds like any layer).
open class GradientLayer: Layer {
    public var colors: [Any]?
    public var locations: [Double]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
}
