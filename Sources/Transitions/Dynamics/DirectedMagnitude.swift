import Foundation

/// A vector as UIKit's gravity and push behaviors take it: as a direction (`gravityDirection`,
/// `pushDirection`: a `CGVector` whose length is the magnitude) or as an `angle` and a
/// `magnitude`. The angle and magnitude read back as set — a negative magnitude points the
/// other way, and setting the magnitude again keeps the angle (ENSwiftSideMenu pushes with
/// −35 to close) — while a direction sets the magnitude to its length and the angle to its
/// own (kept when the direction is zero). The vector is `magnitude · (cos angle, sin angle)`,
/// or exactly the direction given.
struct DirectedMagnitude: Sendable, Hashable {
    private(set) var vector: Vector2
    private(set) var angle: Double
    private(set) var magnitude: Double

    init(vector: Vector2, angle: Double, magnitude: Double) {
        self.vector = vector
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Sets the direction; false (unchanged) when not finite.
    mutating func setVector(_ v: Vector2) -> Bool {
        guard v.isFinite else { return false }
        vector = v
        magnitude = v.length
        if v != .zero { angle = atan2(v.y, v.x) }
        return true
    }

    /// Sets the angle and magnitude; false (unchanged) when either is not finite.
    mutating func set(angle a: Double, magnitude m: Double) -> Bool {
        guard a.isFinite, m.isFinite else { return false }
        angle = a
        magnitude = m
        vector = m == 0 ? .zero : Vector2(m * cos(a), m * sin(a))
        return true
    }
}
