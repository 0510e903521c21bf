import Foundation
import Transitions

/// `CGMutablePath`: the model's path value (`CGPath` is `ShapePath` here).
///
/// Core Graphics makes `CGMutablePath` a reference type, a subclass of `CGPath`, and code builds
/// one in a `let`: `let path = CGMutablePath(); path.addLine(to: p); layer.path = path`. The
/// model's path is a value, so `transit-uikit-rewrite` turns such a `let` into a `var` (a binding
/// whose type or initialiser is `CGMutablePath`, or `….mutableCopy()`), and a function that
/// builds on a path parameter takes it `inout`, its calls in the same file passing `&path`
/// (`PathParameterRewriter`); a call from another file is a compile error, not a silent copy.
public typealias CGMutablePath = ShapePath

/// `CGPathFillRule`: which points a path contains.
public enum CGPathFillRule: Int, Sendable, Hashable {
    case winding, evenOdd
}

extension ShapePath {
    /// `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { self }
    /// `copy()`.
    public func copy() -> CGPath? { self }
    /// `copy(using:)` / `mutableCopy(using:)`: the path with the transform applied (a mirrored or
    /// moved copy of a mask's outline).
    public func copy(using transform: UnsafePointer<AffineTransform2D>?) -> CGPath? { applying(transform?.pointee ?? .identity) }
    public func mutableCopy(using transform: UnsafePointer<AffineTransform2D>?) -> CGMutablePath? { applying(transform?.pointee ?? .identity) }
    /// `boundingBoxOfPath` (the model's box holds the curves' control points, as `boundingBox`).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// `contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: AffineTransform2D = .identity) -> Bool {
        applying(transform).contains(point, evenOdd: rule == .evenOdd)
    }

    // Core Graphics' building calls, each with its optional transform.

    public mutating func move(to p: CGPoint, transform t: AffineTransform2D) { move(to: t.apply(to: p)) }
    public mutating func addLine(to p: CGPoint, transform t: AffineTransform2D) { addLine(to: t.apply(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint, transform t: AffineTransform2D) {
        addQuadCurve(to: t.apply(to: p), control: t.apply(to: control))
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint, transform t: AffineTransform2D) {
        addCurve(to: t.apply(to: p), control1: t.apply(to: control1), control2: t.apply(to: control2))
    }

    /// `addLines(between:transform:)`: a new subpath through the points.
    public mutating func addLines(between points: [CGPoint], transform t: AffineTransform2D = .identity) {
        guard let first = points.first else { return }
        move(to: t.apply(to: first))
        for p in points.dropFirst() { addLine(to: t.apply(to: p)) }
    }

    /// `addRect(_:transform:)`: a closed subpath.
    public mutating func addRect(_ r: CGRect, transform t: AffineTransform2D = .identity) { append(ShapePath(rect: r).applying(t)) }
    /// `addRects(_:transform:)`.
    public mutating func addRects(_ rs: [CGRect], transform t: AffineTransform2D = .identity) { for r in rs { addRect(r, transform: t) } }
    /// `addEllipse(in:transform:)`.
    public mutating func addEllipse(in r: CGRect, transform t: AffineTransform2D = .identity) { append(ShapePath(ellipseIn: r).applying(t)) }
    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)` (corners drawn circular, with the
    /// smaller radius).
    public mutating func addRoundedRect(in r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: AffineTransform2D = .identity) {
        append(ShapePath(roundedRect: r, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(t))
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: a line from the current
    /// point to the arc's start (when a subpath is open), then the arc.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform t: AffineTransform2D
    ) {
        var arc = ShapePath()
        arc.addArc(center: center, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
        var pieces = arc.applying(t).elements
        if !isEmpty, elements.last != .close, case .move(let p)? = pieces.first { pieces[0] = .line(p) }
        append(ShapePath(elements: pieces))
    }

    /// `addArc(tangent1End:tangent2End:radius:transform:)` (PostScript's `arct`): the arc of
    /// radius r tangent to the line from the current point P₀ to T₁ and to the line from T₁ to T₂,
    /// after a line from P₀ to the first tangent point; the path then ends at the second tangent
    /// point (not at T₂). With u = unit(P₀ − T₁), v = unit(T₂ − T₁) and θ the angle between them,
    /// the tangent points are T₁ + d·u and T₁ + d·v with d = r / tan(θ/2), and the centre lies on
    /// the bisector at r / sin(θ/2) from T₁; the arc is the short way round (sweep π − θ). When
    /// the three points are collinear, a point coincides with T₁ or r is 0, it is a line to T₁ (as
    /// Core Graphics draws it). An empty path starts at T₁ (Core Graphics has no current point
    /// then). The transform maps T₁ and T₂ and scales the radius by √|det| (exact for rotations and
    /// uniform scales). Non-finite input adds nothing.
    public mutating func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat, transform t: AffineTransform2D = .identity) {
        guard [t1.x, t1.y, t2.x, t2.y, radius].allSatisfy(\.isFinite) else { return }
        let p1 = t.apply(to: t1), p2 = t.apply(to: t2)
        let r = abs(Double(radius)) * (abs(t.a * t.d - t.b * t.c)).squareRoot()
        guard !isEmpty, elements.last != .close else { return move(to: p1) }
        let p0 = currentPoint
        let ux = p0.x - p1.x, uy = p0.y - p1.y, vx = p2.x - p1.x, vy = p2.y - p1.y
        let lu = hypot(ux, uy), lv = hypot(vx, vy)
        guard lu > 0, lv > 0, r > 0 else { return addLine(to: p1) }
        let (u, v) = ((ux / lu, uy / lu), (vx / lv, vy / lv))
        let cross = u.0 * v.1 - u.1 * v.0, dot = u.0 * v.0 + u.1 * v.1
        let theta = atan2(abs(cross), dot)
        guard abs(cross) > 1e-12, theta > 1e-12 else { return addLine(to: p1) }
        let d = r / tan(theta / 2)
        let a = CGPoint(x: p1.x + d * u.0, y: p1.y + d * u.1), b = CGPoint(x: p1.x + d * v.0, y: p1.y + d * v.1)
        let bx = u.0 + v.0, by = u.1 + v.1, lb = hypot(bx, by)
        let h = r / sin(theta / 2)
        let c = CGPoint(x: p1.x + h * bx / lb, y: p1.y + h * by / lb)
        let a0 = atan2(a.y - c.y, a.x - c.x), a1 = atan2(b.y - c.y, b.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        addArc(center: c, radius: r, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep > 0)  // after a line to `a`
    }

    /// `addPath(_:transform:)`.
    public mutating func addPath(_ path: CGPath, transform t: AffineTransform2D = .identity) { append(path.applying(t)) }

    /// `CGPath(rect:transform:)`.
    public init(rect: CGRect, transform: UnsafePointer<AffineTransform2D>?) {
        self = ShapePath(rect: rect).applying(transform?.pointee ?? .identity)
    }
    /// `CGPath(ellipseIn:transform:)`.
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<AffineTransform2D>?) {
        self = ShapePath(ellipseIn: rect).applying(transform?.pointee ?? .identity)
    }
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<AffineTransform2D>?) {
        self = ShapePath(roundedRect: rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform?.pointee ?? .identity)
    }

    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: the region a stroke of
    /// the path paints, as a path to fill (`ShapePath.stroked`), e.g. to hit-test a line.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, transform: AffineTransform2D = .identity
    ) -> CGPath {
        stroked(width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit)).applying(transform)
    }

    /// `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`, the C function
    /// `CGPathCreateCopyByStrokingPath` as Swift imports it: nil for a width that is not a
    /// positive finite number (Core Graphics returns NULL for no path).
    public init?(
        __byStroking path: CGPath, transform: UnsafePointer<AffineTransform2D>?, lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        guard lineWidth.isFinite, lineWidth > 0 else { return nil }
        self = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
    }
}
