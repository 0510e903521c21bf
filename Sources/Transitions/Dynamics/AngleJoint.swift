import Foundation

/// Acts on the relative rotation of two bodies, `θB − θA` (A may be the ground: B's own angle).
///
/// * `.fixed(reference)`: θB − θA = reference, rigidly (`fixedAttachment`, `slidingAttachment`);
/// * `.spring(target, frequency, ratio)`: a torsion spring τ = −k (θ − target) − c ω with
///   k = I ω₀², c = 2 ζ I ω₀ — `SnapBehavior` turning its item back to 0;
/// * `.friction(torque)`: resists relative rotation with at most `torque` (an impulse of at most
///   torque·h a step) — an attachment's `frictionTorque`;
/// * `.range(min, max)`: `min ≤ θB − θA ≤ max` — a `pinAttachment`'s `attachmentRange`.
final class AngleJoint: DynamicsJoint {
    enum Kind {
        case fixed(reference: Double)
        case spring(target: Double, frequency: Double, ratio: Double)
        case friction(torque: Double)
        case range(min: Double, max: Double)
    }

    let bodyA: DynamicBody
    let bodyB: DynamicBody
    let kind: Kind
    private var rows: [ConstraintRow] = []

    init(_ a: DynamicBody, _ b: DynamicBody, kind: Kind) {
        bodyA = a
        bodyB = b
        self.kind = kind
    }

    private var relativeAngle: Double { bodyB.angle - bodyA.angle }

    func prepare(h: Double) {
        rows = []
        let inverse = bodyA.invInertia + bodyB.invInertia
        guard inverse > 0 else { return }
        var row = ConstraintRow.angular
        switch kind {
        case .fixed:
            rows = [row]
        case .spring(let target, let f, let ratio):
            if let spring = explicitSpring(frequency: f, ratio: ratio, mass: 1 / inverse, h: h) {
                row.applySpring(k: spring.k, c: spring.c, displacement: relativeAngle - target, h: h, bodyA, bodyB)
                return
            }
            guard let s = softness(frequency: f, ratio: ratio, mass: 1 / inverse, h: h) else { return }
            row.gamma = s.gamma
            row.bias = s.beta * (relativeAngle - target)
            rows = [row]
        case .friction(let torque):
            guard torque > 0, torque.isFinite else { return }
            row.lower = -torque * h
            row.upper = torque * h
            rows = [row]
        case .range(let lo, let hi):
            let theta = relativeAngle
            if hi.isFinite {
                var upper = row
                upper.upper = 0
                upper.bias = min(theta - hi, 0) / h
                rows.append(upper)
            }
            if lo.isFinite {
                var lower = row
                lower.lower = 0
                lower.bias = max(theta - lo, 0) / h
                rows.append(lower)
            }
        }
        for i in rows.indices { rows[i].prepareMass(bodyA, bodyB) }
    }

    func solveVelocity() {
        for i in rows.indices { rows[i].solve(bodyA, bodyB) }
    }

    func solvePosition() -> Double {
        let c: Double
        switch kind {
        case .fixed(let reference): c = relativeAngle - reference
        case .range(let lo, let hi):
            let theta = relativeAngle
            c = theta > hi ? theta - hi : (theta < lo ? theta - lo : 0)
        case .spring, .friction: return 0
        }
        let inverse = bodyA.invInertia + bodyB.invInertia
        guard c != 0, inverse > 0 else { return 0 }
        let clamped = min(max(c, -DynamicsConstants.maxRotation), DynamicsConstants.maxRotation)
        ConstraintRow.angular.applyPosition(-clamped / inverse, bodyA, bodyB)
        return abs(c)
    }
}
