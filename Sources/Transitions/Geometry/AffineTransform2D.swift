import Foundation

/// A 2-D affine transform with Core Graphics' conventions (`CGAffineTransform`):
///
/// ```
/// [x' y' 1] = [x y 1] · | a  b  0 |
///                       | c  d  0 |
///                       | tx ty 1 |
/// ```
public struct AffineTransform2D: Sendable, Hashable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform()`: Swift's zero initialiser of the C struct — every entry 0 (not the
    /// identity: it maps every point to the origin), as on iOS.
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: Double) {
        let c = Foundation.cos(angle), s = Foundation.sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// The inverse (`inverted()`); a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> AffineTransform2D {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return AffineTransform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// `self` followed by `t` (CGAffineTransformConcat(self, t)).
    public func concatenating(_ t: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    public func apply(to p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
