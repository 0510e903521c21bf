import Springs

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) mapping an animation's time
/// fraction to its progress.
///
/// ```
/// B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³,   progress(x) = B_y(B_x⁻¹(x))
/// ```
/// The named functions are Core Animation's control points (`default` is (0.25, 0.1, 0.25, 1),
/// the curve implicit layer animations use).
public final class MediaTimingFunction: Hashable, CustomStringConvertible {
    /// `CAMediaTimingFunctionName`.
    public struct Name: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The control points (x1, y1, x2, y2).
    public let controlPoints: (Double, Double, Double, Double)
    /// The curve the model evaluates (linear when the control points are out of range).
    public let curve: TimingCurve

    /// `getControlPoint(at:values:)`: control point `index` (0: (0, 0), 1 and 2: the curve's,
    /// 3: (1, 1)) written to `values[0]`, `values[1]`; an index outside 0…3 writes nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let p: (Double, Double)
        switch index {
        case 0: p = (0, 0)
        case 1: p = (controlPoints.0, controlPoints.1)
        case 2: p = (controlPoints.2, controlPoints.3)
        case 3: p = (1, 1)
        default: return
        }
        values[0] = Float(p.0)
        values[1] = Float(p.1)
    }

    /// `init(name:)`.
    public convenience init(name: Name) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// `init(controlPoints:_:_:_:)`. x1 and x2 outside [0, 1] (or non-finite values) make the
    /// function linear: Core Animation clamps them, the model refuses to guess.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        if let b = try? CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y)) {
            curve = .cubicBezier(b)
        } else {
            curve = .linear
        }
    }

    /// `getControlPoint(at:values:)`: index 0 is (0, 0), 1 and 2 the control points, 3 is (1, 1).
    public func controlPoint(at index: Int) -> (x: Double, y: Double) {
        switch index {
        case 1: return (controlPoints.0, controlPoints.1)
        case 2: return (controlPoints.2, controlPoints.3)
        case 3: return (1, 1)
        default: return (0, 0)
        }
    }

    /// Progress at time fraction `x` ∈ [0, 1].
    public func progress(at x: Double) -> Double { curve.progress(at: min(max(x, 0), 1)) }

    public static func == (a: MediaTimingFunction, b: MediaTimingFunction) -> Bool {
        a.controlPoints == b.controlPoints
    }
    public func hash(into h: inout Hasher) {
        h.combine(controlPoints.0)
        h.combine(controlPoints.1)
        h.combine(controlPoints.2)
        h.combine(controlPoints.3)
    }
    public var description: String { "MediaTimingFunction\(controlPoints)" }
}
