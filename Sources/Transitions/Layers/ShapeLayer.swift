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
    /// `fillRule`: `.nonZero` (default) or `.evenOdd`.
    public var fillRule: FillRule = .nonZero
    /// `lineCap`, `lineJoin`, `lineDashPattern`, `lineDashPhase`, `miterLimit`: how the stroke is
    /// drawn (stored: strokes are not rendered).
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase = 0.0
    public var miterLimit = 10.0

    /// `CAShapeLayerLineCap`.
    public struct LineCap: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let butt = LineCap(rawValue: "butt")
        public static let round = LineCap(rawValue: "round")
        public static let square = LineCap(rawValue: "square")
    }
    /// `CAShapeLayerLineJoin`.
    public struct LineJoin: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let miter = LineJoin(rawValue: "miter")
        public static let round = LineJoin(rawValue: "round")
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// `CAShapeLayerFillRule`.
    public struct FillRule: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let nonZero = FillRule(rawValue: "non-zero")
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// A copy (`init(layer:)`, `presentation()`) keeps the path and how it is drawn.
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let o = other as? ShapeLayer else { return }
        (path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd) = (o.path, o.fillColor, o.strokeColor, o.lineWidth, o.strokeStart, o.strokeEnd)
        (fillRule, lineCap, lineJoin, lineDashPattern, lineDashPhase, miterLimit) = (o.fillRule, o.lineCap, o.lineJoin, o.lineDashPattern, o.lineDashPhase, o.miterLimit)
    }

    /// A presentation copy's path and stroke are the animated ones on screen now.
    package override func adoptPresentedSubclassValues(of original: Layer) {
        guard let o = original as? ShapeLayer else { return }
        path = o.presentedPath
        strokeStart = o.presented(ShapeLayer.strokeStartProperty)[0]
        strokeEnd = o.presented(ShapeLayer.strokeEndProperty)[0]
        lineWidth = o.presented(ShapeLayer.lineWidthProperty)[0]
    }

    /// A point of the bounds inside the filled path.
    open override func contains(_ p: CGPoint) -> Bool {
        path?.contains(p, evenOdd: fillRule == .evenOdd) ?? false
    }
}

/// `CAGradientLayer` (colours and points stored; drawn over its bounds like any layer).
open class GradientLayer: Layer {
    /// `CAGradientLayerType`: how colours spread between the points (drawing: stored).
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let axial = GradientType(rawValue: "axial")
        public static let radial = GradientType(rawValue: "radial")
        public static let conic = GradientType(rawValue: "conic")
    }
    public var colors: [Any]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// `type` (`.axial`).
    public var type: GradientType = .axial

    /// A copy (`init(layer:)`, `presentation()`) keeps the gradient.
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let o = other as? GradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (o.colors, o.locations, o.startPoint, o.endPoint, o.type)
    }
}

extension ShapeLayer {
    /// `strokeStart`, `strokeEnd`, `lineWidth` as animatable properties (explicit animations of a
    /// shape layer's stroke: drawn only, so their values are stored and presented, not rendered).
    static func animatableProperty(_ keyPath: String) -> AnimatableProperty? {
        switch keyPath {
        case "strokeStart": return strokeStartProperty
        case "strokeEnd": return strokeEndProperty
        case "lineWidth": return lineWidthProperty
        default: return nil
        }
    }
    static let strokeStartProperty = AnimatableProperty(
        keyPath: "strokeStart", lanes: 1, read: { Lanes(($0 as? ShapeLayer)?.strokeStart ?? 0) },
        write: { ($0 as? ShapeLayer)?.strokeStart = $1[0] })
    static let strokeEndProperty = AnimatableProperty(
        keyPath: "strokeEnd", lanes: 1, read: { Lanes(($0 as? ShapeLayer)?.strokeEnd ?? 1) },
        write: { ($0 as? ShapeLayer)?.strokeEnd = $1[0] })
    static let lineWidthProperty = AnimatableProperty(
        keyPath: "lineWidth", lanes: 1, read: { Lanes(($0 as? ShapeLayer)?.lineWidth ?? 1) },
        write: { ($0 as? ShapeLayer)?.lineWidth = $1[0] })
}
