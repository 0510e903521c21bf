import Foundation

/// Convex outlines for collision shapes: the hull of a point set (Andrew's monotone chain) and
/// the orientation the engine wants (positive signed area, so that each edge's outward normal
/// is `(e.y, −e.x)`).
enum ConvexHull {
    /// The convex hull of `points`, without collinear points, in positive (counter-clockwise in
    /// the x-right, y-up sense) order; fewer than three points when degenerate.
    static func of(_ points: [Vector2]) -> [Vector2] {
        let p = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        guard p.count >= 3 else { return p }
        func turn(_ o: Vector2, _ a: Vector2, _ b: Vector2) -> Double { (a - o).cross(b - o) }
        var lower: [Vector2] = []
        for q in p {
            while lower.count >= 2 && turn(lower[lower.count - 2], lower[lower.count - 1], q) <= 1e-9 { lower.removeLast() }
            lower.append(q)
        }
        var upper: [Vector2] = []
        for q in p.reversed() {
            while upper.count >= 2 && turn(upper[upper.count - 2], upper[upper.count - 1], q) <= 1e-9 { upper.removeLast() }
            upper.append(q)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// The signed area (shoelace formula), positive in the engine's orientation.
    static func signedArea(_ p: [Vector2]) -> Double {
        guard p.count >= 3 else { return 0 }
        var s = 0.0
        for i in p.indices { s += p[i].cross(p[(i + 1) % p.count]) }
        return s / 2
    }

    /// `p` reversed if its signed area is negative.
    static func counterClockwise(_ p: [Vector2]) -> [Vector2] { signedArea(p) < 0 ? p.reversed() : p }
}
