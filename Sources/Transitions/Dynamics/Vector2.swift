import Foundation

/// A 2-D vector of the dynamics engine, in points, in the reference view's coordinates (x to the
/// right, y down, as UIKit's). Internal: the public API speaks `CGPoint` and `CGVector`.
///
/// Angles follow `CGAffineTransform(rotationAngle:)`: rotating (1, 0) by θ gives (cos θ, sin θ),
/// so a positive angle turns clockwise on screen; the 2-D cross product `a × b = a.x b.y − a.y b.x`
/// and `ω × r = (−ω r.y, ω r.x)` use the same orientation, so torques, angular velocities and
/// the item's `transform` rotation all agree.
struct Vector2: Hashable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }

    static let zero = Vector2(0, 0)

    var point: CGPoint { CGPoint(x: x, y: y) }
    var lengthSquared: Double { x * x + y * y }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The unit vector (zero for a vector shorter than 1e-12).
    var normalized: Vector2 {
        let l = length
        return l > 1e-12 ? Vector2(x / l, y / l) : .zero
    }
    /// Rotated by `angle` (see the type's orientation).
    func rotated(by angle: Double) -> Vector2 {
        if angle == 0 { return self }
        let c = cos(angle), s = sin(angle)
        return Vector2(c * x - s * y, s * x + c * y)
    }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    static func * (s: Double, a: Vector2) -> Vector2 { Vector2(s * a.x, s * a.y) }
    static func * (a: Vector2, s: Double) -> Vector2 { Vector2(s * a.x, s * a.y) }
    static func / (a: Vector2, s: Double) -> Vector2 { Vector2(a.x / s, a.y / s) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
    static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    func dot(_ b: Vector2) -> Double { x * b.x + y * b.y }
    /// The 2-D cross product `self × b` (a scalar: the z component).
    func cross(_ b: Vector2) -> Double { x * b.y - y * b.x }
}

/// `ω × r` for an angular velocity ω about the z axis: the velocity of the point at offset r.
func cross(_ w: Double, _ r: Vector2) -> Vector2 { Vector2(-w * r.y, w * r.x) }
