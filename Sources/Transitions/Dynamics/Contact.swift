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
///   |λt| ≤ μ·λn.
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

    /// Made when the contact is found, before the step's forces act.
    init(_ manifold: ContactManifold, a: DynamicBody, b: DynamicBody, elasticity: Double, friction: Double) {
        self.manifold = manifold
        reference = manifold.referenceIsB ? b : a
        incident = manifold.referenceIsB ? a : b
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
        for i in normalRows.indices { normalRows[i].solve(reference, incident) }
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
