/// A CSS / Core Animation cubic Bézier timing function through (0,0), (x1,y1), (x2,y2), (1,1).
///
/// ```
/// x(s) = 3(1−s)²s x1 + 3(1−s)s² x2 + s³        y(s) likewise,  s ∈ [0, 1]
/// ```
/// With x1, x2 ∈ [0, 1] x(s) is non-decreasing, so y is a function of x. `progress(at:)` solves
/// x(s) = f by Newton's method from the linear guess, falling back to bisection whenever a step
/// leaves the bracket or the slope vanishes; the result satisfies |x(s) − f| ≤ 1e-12 (documented
/// bound 1e-7, tested).
public struct CubicBezier: Sendable, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// - Throws: `SpringError` when a coordinate is not finite, x1, x2 ∉ [0, 1], or |y1|, |y2| >
    ///   10¹⁰⁰ (the curve would overflow).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(SpringError) {
        for (name, v) in [("x1", x1), ("x2", x2)] { _ = try Check.finite(name, v) }
        for (name, v) in [("y1", y1), ("y2", y2)] { _ = try Check.moderate(name, v) }
        guard (0...1).contains(x1) else { throw .outOfRange(parameter: "x1", value: x1, range: "[0, 1]") }
        guard (0...1).contains(x2) else { throw .outOfRange(parameter: "x2", value: x2, range: "[0, 1]") }
        self.init(unchecked: x1, y1, x2, y2)
    }

    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    // Polynomial coefficients: b(s) = ((a s + b) s + c) s.
    @inline(__always) static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    /// x(s).
    public func x(_ s: Double) -> Double {
        let (a, b, c) = CubicBezier.coefficients(x1, x2)
        return ((a * s + b) * s + c) * s
    }

    /// y(s).
    public func y(_ s: Double) -> Double {
        let (a, b, c) = CubicBezier.coefficients(y1, y2)
        return ((a * s + b) * s + c) * s
    }

    /// The curve parameter s with x(s) = `x`, for x ∈ [0, 1].
    public func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        let (a, b, c) = CubicBezier.coefficients(x1, x2)
        var lo = 0.0
        var hi = 1.0
        var s = x
        for _ in 0..<8 {
            let fx = ((a * s + b) * s + c) * s - x
            if abs(fx) <= 1e-14 { return s }
            if fx < 0 { lo = s } else { hi = s }
            let d = (3 * a * s + 2 * b) * s + c
            let next = s - fx / d
            if !(next > lo && next < hi) { break }
            s = next
        }
        // Bisection on the bracket kept by the Newton steps.
        for _ in 0..<64 {
            s = lo + (hi - lo) / 2
            let fx = ((a * s + b) * s + c) * s - x
            if abs(fx) <= 1e-14 || hi - lo <= 1e-16 { break }
            if fx < 0 { lo = s } else { hi = s }
        }
        return s
    }

    /// y at time fraction `x` (clamped to [0, 1]; NaN maps to 0).
    public func progress(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return y(parameter(forX: x))
    }

    /// dy/dx at `x` (∞-safe: returns the one-sided limit where dx/ds = 0 is approached).
    public func slope(at x: Double) -> Double {
        let s = parameter(forX: min(max(x.isNaN ? 0 : x, 0), 1))
        let (ax, bx, cx) = CubicBezier.coefficients(x1, x2)
        let (ay, by, cy) = CubicBezier.coefficients(y1, y2)
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) }
        return dy / dx
    }

    /// True when y is non-decreasing on [0, 1] (y1, y2 ∈ [0, 1] suffices).
    public var isMonotone: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

    /// The time-reversed curve t ↦ 1 − c(1 − t): control points (1−x2, 1−y2), (1−x1, 1−y1).
    public var reversed: CubicBezier { CubicBezier(unchecked: 1 - x2, 1 - y2, 1 - x1, 1 - y1) }

    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    public static let easeInEaseOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation's `kCAMediaTimingFunctionDefault` (CSS `ease`).
    public static let `default` = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
}
