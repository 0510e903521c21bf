import Foundation

/// Where two convex outlines overlap: the separating-axis test and reference-face clipping of
/// Box2D's `b2CollidePolygons`.
///
/// Each outline's edge normals are candidate axes; the one of least penetration (largest
/// separation) wins, preferring A's within a tolerance so the choice does not flicker. Its edge
/// is the *reference face*; the other outline's edge most opposed to it, the *incident edge*, is
/// clipped to the reference face's side planes, and the clipped points below the face, or less
/// than `margin` above it, are the contact points (at most two). A boundary segment is a two-vertex outline whose two "edges"
/// are the segment's two sides.
struct ContactManifold {
    struct Point {
        /// Midway between the incident point and the reference face (reference view coordinates).
        var position: Vector2
        /// Negative: penetration depth; positive (up to the margin): the gap.
        var separation: Double
        /// The incident point in the incident body's frame (for the position iterations).
        var localIncident: Vector2
    }

    /// True when the reference face is B's (the normal then points from B's face toward A).
    var referenceIsB: Bool
    /// The reference face's outward unit normal, in the reference body's frame, and a point of
    /// that face in the same frame.
    var localNormal: Vector2
    var localFacePoint: Vector2
    /// The same normal in the reference view's coordinates.
    var normal: Vector2
    var points: [Point]

    /// The contact of outline A (vertices, normals: body `a`'s world outline) and outline B, or
    /// nil when they are further apart than `margin`.
    static func collide(
        _ vA: [Vector2], _ nA: [Vector2], _ a: DynamicBody, _ vB: [Vector2], _ nB: [Vector2], _ b: DynamicBody, margin: Double
    ) -> ContactManifold? {
        guard vA.count >= 2, vB.count >= 2 else { return nil }
        let (edgeA, separationA) = maxSeparation(vA, nA, vB)
        if separationA > margin { return nil }
        let (edgeB, separationB) = maxSeparation(vB, nB, vA)
        if separationB > margin { return nil }
        let flip = separationB > separationA + 0.1 * DynamicsConstants.linearSlop
        let (refV, refN, incV, incN, edge) = flip ? (vB, nB, vA, nA, edgeB) : (vA, nA, vB, nB, edgeA)
        let refBody = flip ? b : a, incBody = flip ? a : b

        let normal = refN[edge]
        // The incident edge: the one whose normal is most anti-parallel to the reference normal.
        var incident = 0
        var minDot = Double.infinity
        for i in incN.indices {
            let d = normal.dot(incN[i])
            if d < minDot {
                minDot = d
                incident = i
            }
        }
        var clip = [incV[incident], incV[(incident + 1) % incV.count]]
        let v1 = refV[edge], v2 = refV[(edge + 1) % refV.count]
        let tangent = (v2 - v1).normalized
        guard tangent != .zero else { return nil }
        clip = clipSegment(clip, -tangent, -tangent.dot(v1))
        guard clip.count == 2 else { return nil }
        clip = clipSegment(clip, tangent, tangent.dot(v2))
        guard clip.count == 2 else { return nil }
        let front = normal.dot(v1)
        var points: [Point] = []
        for p in clip {
            let separation = normal.dot(p) - front
            guard separation <= margin else { continue }
            let onFace = p - separation * normal
            points.append(Point(position: 0.5 * (p + onFace), separation: separation, localIncident: incBody.localPoint(p)))
        }
        guard !points.isEmpty else { return nil }
        return ContactManifold(
            referenceIsB: flip, localNormal: normal.rotated(by: -refBody.angle), localFacePoint: refBody.localPoint(v1),
            normal: normal, points: points)
    }

    /// The edge of outline 1 along whose normal outline 2 is furthest out, and that distance.
    private static func maxSeparation(_ v1: [Vector2], _ n1: [Vector2], _ v2: [Vector2]) -> (Int, Double) {
        var best = 0
        var maxSeparation = -Double.infinity
        for i in v1.indices {
            let n = n1[i], p = v1[i]
            var s = Double.infinity
            for q in v2 { s = min(s, n.dot(q - p)) }
            if s > maxSeparation {
                maxSeparation = s
                best = i
            }
        }
        return (best, maxSeparation)
    }

    /// Sutherland–Hodgman clipping of a segment to the half plane `n·p ≤ offset`.
    private static func clipSegment(_ v: [Vector2], _ n: Vector2, _ offset: Double) -> [Vector2] {
        let d0 = n.dot(v[0]) - offset, d1 = n.dot(v[1]) - offset
        var out: [Vector2] = []
        if d0 <= 0 { out.append(v[0]) }
        if d1 <= 0 { out.append(v[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(v[0] + t * (v[1] - v[0]))
        }
        return out
    }
}
