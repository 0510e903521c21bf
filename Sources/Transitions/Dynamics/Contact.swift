import Foundation

/// One touching pair for one step — two items, or an item and a boundary (the ground) — solved
/// as Box2D solves contacts:
///
/// * **Velocity** (each point): a normal row `vn = n·(v_inc − v_ref) ≥ 0` with a non-negative
///   accumulated impulse — `vn ≥ −gap/h` for a point still apart by `gap` (a speculative
///   contact: the gap may close this step, not more); if the bodies approached faster than
///   `restitutionThreshold` before the step's forces (so a resting contact, which gravity
///   pushes in every step, never bounces) and meet this step, the target is `vn = −e·vn₀`
///   (Newton's restitution, e the elasticity); a tangent row with Coulomb friction,
///   |λt| ≤ μ·λn. The two normal rows of a two-point contact are solved together (Box2D's
///   block solver: the 2 × 2 linear complementarity problem by enumeration), so a box resting on
///   an edge gets equal impulses at both corners and does not rock. Each step starts from the
///   impulses the same contact point ended the previous step with (warm starting: points of the
///   same pair within `warmStartDistance` in the incident body's frame), so stacks settle.
/// * **Position** (non-linear Gauss–Seidel): each point's penetration beyond `linearSlop` is
///   reduced by `baumgarte` of it (at most `maxLinearCorrection`), moving positions only.
///
/// Materials of a pair: elasticity e = max(e₁, e₂), friction μ = √(μ₁ μ₂) (Box2D's mixing); an
/// item against a boundary uses its own elasticity and friction.
final class Contact {
    let reference: DynamicBody
    let incident: DynamicBody
    let manifold: ContactManifold
    let elasticity: Double
    let friction: Double
    private var normalRows: [ConstraintRow] = []
    private var tangentRows: [ConstraintRow] = []
    /// Each point's approach speed when the contact was found, before the step's forces.
    private var approach: [Double] = []
    /// The pair and feature, for warm starting across steps.
    let key: ContactKey

    /// Identifies a contact across steps: the two bodies (reference first) and, against a
    /// boundary, the segment.
    struct ContactKey: Hashable {
        let reference: ObjectIdentifier
        let incident: ObjectIdentifier
        let segment: Int
    }

    /// A point's impulses at the end of a step, where it was on the incident body.
    struct CachedPoint {
        let localIncident: Vector2
        let normalImpulse: Double
        let tangentImpulse: Double
    }

    /// Made when the contact is found, before the step's forces act.
    init(_ manifold: ContactManifold, a: DynamicBody, b: DynamicBody, elasticity: Double, friction: Double, segment: Int = 0) {
        self.manifold = manifold
        reference = manifold.referenceIsB ? b : a
        incident = manifold.referenceIsB ? a : b
        key = ContactKey(reference: ObjectIdentifier(reference), incident: ObjectIdentifier(incident), segment: segment)
        self.elasticity = elasticity
        self.friction = friction
        approach = manifold.points.map { p in
            ConstraintRow.linear(manifold.normal, rA: p.position - reference.position, rB: p.position - incident.position).velocity(
                reference, incident)
        }
    }

    func prepare(h: Double) {
        let n = manifold.normal
        let t = Vector2(-n.y, n.x)
        normalRows = []
        tangentRows = []
        for (i, p) in manifold.points.enumerated() {
            let rRef = p.position - reference.position, rInc = p.position - incident.position
            var normal = ConstraintRow.linear(n, rA: rRef, rB: rInc)
            normal.lower = 0
            normal.prepareMass(reference, incident)
            let vn = approach[i]
            if vn < -DynamicsConstants.restitutionThreshold, elasticity > 0, p.separation + vn * h <= 0 {
                normal.bias = elasticity * vn  // bounce: target vn' = −e·vn (vn measured before the step's forces)
            } else if p.separation > 0 {
                normal.bias = p.separation / h  // apart: may close the gap this step, not more
            }
            var tangent = ConstraintRow.linear(t, rA: rRef, rB: rInc)
            tangent.prepareMass(reference, incident)
            normalRows.append(normal)
            tangentRows.append(tangent)
        }
        prepareBlock()
    }

    /// Starts from the impulses of the previous step's matching points, applied now.
    func warmStart(from cached: [CachedPoint]) {
        let limit = DynamicsConstants.warmStartDistance * DynamicsConstants.warmStartDistance
        for (i, p) in manifold.points.enumerated() {
            guard
                let match = cached.min(by: {
                    ($0.localIncident - p.localIncident).lengthSquared < ($1.localIncident - p.localIncident).lengthSquared
                }),
                (match.localIncident - p.localIncident).lengthSquared <= limit
            else { continue }
            normalRows[i].impulse = match.normalImpulse
            normalRows[i].apply(match.normalImpulse, reference, incident)
            if friction > 0 {
                tangentRows[i].impulse = match.tangentImpulse
                tangentRows[i].apply(match.tangentImpulse, reference, incident)
            }
        }
    }

    /// The points' impulses now (after the step), for the next step's warm start.
    var cached: [CachedPoint] {
        manifold.points.indices.map { i in
            CachedPoint(
                localIncident: manifold.points[i].localIncident, normalImpulse: normalRows[i].impulse,
                tangentImpulse: friction > 0 ? tangentRows[i].impulse : 0)
        }
    }

    // The 2 × 2 block of a two-point contact: K and its inverse.
    private var k11 = 0.0, k12 = 0.0, k22 = 0.0
    private var useBlock = false

    private func prepareBlock() {
        useBlock = false
        guard normalRows.count == 2 else { return }
        let r1 = normalRows[0], r2 = normalRows[1]
        func dot(_ x: ConstraintRow, _ y: ConstraintRow) -> Double {
            reference.invMass * x.linA.dot(y.linA) + reference.invInertia * x.angA * y.angA + incident.invMass * x.linB.dot(y.linB)
                + incident.invInertia * x.angB * y.angB
        }
        k11 = dot(r1, r1)
        k12 = dot(r1, r2)
        k22 = dot(r2, r2)
        // Box2D's guard against an ill-conditioned K (the two points nearly one).
        useBlock = k11 * k11 < 1_000 * (k11 * k22 - k12 * k12)
    }

    /// Both normal rows at once: the accumulated impulses x ≥ 0 with normal velocities
    /// vn = K x + b ≥ (targets) and x_i (vn_i − target_i) = 0, by trying the four cases.
    private func solveBlock() {
        let a1 = normalRows[0].impulse, a2 = normalRows[1].impulse
        // b: the velocities beyond their targets with the accumulated impulses taken out.
        var b1 = normalRows[0].velocity(reference, incident) + normalRows[0].bias
        var b2 = normalRows[1].velocity(reference, incident) + normalRows[1].bias
        b1 -= k11 * a1 + k12 * a2
        b2 -= k12 * a1 + k22 * a2
        var x1 = 0.0, x2 = 0.0
        let det = k11 * k22 - k12 * k12
        solve: do {
            // Both points push.
            x1 = -(k22 * b1 - k12 * b2) / det
            x2 = -(-k12 * b1 + k11 * b2) / det
            if x1 >= 0, x2 >= 0 { break solve }
            // Only the first.
            x1 = -b1 / k11
            x2 = 0
            if x1 >= 0, k12 * x1 + b2 >= 0 { break solve }
            // Only the second.
            x1 = 0
            x2 = -b2 / k22
            if x2 >= 0, k12 * x2 + b1 >= 0 { break solve }
            // Neither.
            x1 = 0
            x2 = 0
            if b1 >= 0, b2 >= 0 { break solve }
            // No case holds (numerically): leave the impulses as they are.
            return
        }
        guard x1.isFinite, x2.isFinite else { return }
        normalRows[0].apply(x1 - a1, reference, incident)
        normalRows[1].apply(x2 - a2, reference, incident)
        normalRows[0].impulse = x1
        normalRows[1].impulse = x2
    }

    func solveVelocity() {
        // Friction first (it may not exceed what the normal impulses allow), then the normal rows.
        if friction > 0 {
            for i in tangentRows.indices {
                let limit = friction * normalRows[i].impulse
                tangentRows[i].lower = -limit
                tangentRows[i].upper = limit
                tangentRows[i].solve(reference, incident)
            }
        }
        if useBlock {
            solveBlock()
        } else {
            for i in normalRows.indices { normalRows[i].solve(reference, incident) }
        }
    }

    /// One position iteration; returns the deepest penetration left.
    func solvePosition() -> Double {
        var deepest = 0.0
        for p in manifold.points {
            let n = manifold.localNormal.rotated(by: reference.angle)
            let face = reference.worldPoint(manifold.localFacePoint)
            let point = incident.worldPoint(p.localIncident)
            let separation = n.dot(point - face)
            deepest = min(deepest, separation)
            let c = min(
                max(DynamicsConstants.baumgarte * (separation + DynamicsConstants.linearSlop), -DynamicsConstants.maxLinearCorrection), 0)
            guard c < 0 else { continue }
            let row = ConstraintRow.linear(n, rA: point - reference.position, rB: point - incident.position)
            let k = row.inverseMass(reference, incident)
            guard k > 1e-12 else { continue }
            row.applyPosition(-c / k, reference, incident)
        }
        return -deepest
    }

    /// The outlines touch: a point within `contactMargin`, or the step's impulses pushed them
    /// apart (a speculative contact that met).
    var isTouching: Bool {
        manifold.points.contains { $0.separation <= DynamicsConstants.contactMargin } || normalRows.contains { $0.impulse > 0 }
    }

    /// The first contact point (what the collision delegate is told).
    var point: CGPoint { (manifold.points.first?.position ?? .zero).point }
}
