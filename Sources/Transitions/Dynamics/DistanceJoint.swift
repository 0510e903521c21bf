import Foundation

/// Keeps the distance between a point of body A (or a ground anchor) and a point of body B:
/// one row along the line between them, `C = |pB − pA| − L`.
///
/// * `.rod` (frequency 0): C = 0 exactly — UIKit's default attachment, a rigid rod;
/// * `.rod` with frequency f > 0, damping ratio ζ: a spring of rest length L along the line,
///   F = −k (d − L) − c ḋ with k = m ω², c = 2 ζ m ω, ω = 2π f, m the reduced mass (a force
///   when the step resolves it, `explicitSpring`; a soft constraint when stiffer);
/// * `.range(min, max)`: `min ≤ d ≤ max`, pulling only at `max` and pushing only at `min` — a
///   `limitAttachment` (a rope: 0 … L).
///
/// When the two points coincide the line is undefined: the row is skipped for that step.
final class DistanceJoint: DynamicsJoint {
    enum Kind {
        case rod(length: Double)
        case range(min: Double, max: Double)
    }

    let bodyA: DynamicBody
    let bodyB: DynamicBody
    let localA: Vector2
    let localB: Vector2
    let kind: Kind
    let frequency: Double
    let dampingRatio: Double
    private var rows: [ConstraintRow] = []
    private var soft = false

    init(
        _ a: DynamicBody, _ localA: Vector2, _ b: DynamicBody, _ localB: Vector2, kind: Kind, frequency: Double = 0,
        dampingRatio: Double = 0
    ) {
        bodyA = a
        bodyB = b
        self.localA = localA
        self.localB = localB
        self.kind = kind
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    private func geometry() -> (row: ConstraintRow, length: Double)? {
        let rA = localA.rotated(by: bodyA.angle), rB = localB.rotated(by: bodyB.angle)
        let d = bodyB.position + rB - bodyA.position - rA
        let length = d.length
        guard length > 1e-6 else { return nil }
        return (ConstraintRow.linear(d / length, rA: rA, rB: rB), length)
    }

    func prepare(h: Double) {
        rows = []
        soft = false
        guard let (r, length) = geometry() else { return }
        switch kind {
        case .rod(let target):
            var row = r
            let m = reducedMass(bodyA, bodyB)
            if let spring = explicitSpring(frequency: frequency, ratio: dampingRatio, mass: m, h: h) {
                // A spring the step resolves: F = −k (d − L) − c ḋ (`applySpring`).
                soft = true
                row.applySpring(k: spring.k, c: spring.c, displacement: length - target, h: h, bodyA, bodyB)
                return
            }
            if let s = softness(frequency: frequency, ratio: dampingRatio, mass: m, h: h) {
                soft = true
                row.gamma = s.gamma
                row.bias = s.beta * (length - target)
            }
            rows = [row]
        case .range(let lo, let hi):
            // Speculative limits (Box2D's rope): while inside the range the gap may close this
            // step but not more; at an end the row only pulls (maximum) or pushes (minimum).
            if hi.isFinite {
                var upper = r
                upper.upper = 0
                upper.bias = min(length - hi, 0) / h
                rows.append(upper)
            }
            if lo > 0, lo.isFinite {
                var lower = r
                lower.lower = 0
                lower.bias = max(length - lo, 0) / h
                rows.append(lower)
            }
        }
        for i in rows.indices { rows[i].prepareMass(bodyA, bodyB) }
    }

    func solveVelocity() {
        for i in rows.indices { rows[i].solve(bodyA, bodyB) }
    }

    func solvePosition() -> Double {
        guard !soft, let (r, length) = geometry() else { return 0 }
        let c: Double
        switch kind {
        case .rod(let target): c = length - target
        case .range(let lo, let hi): c = length > hi ? length - hi : (length < lo ? length - lo : 0)
        }
        guard c != 0 else { return 0 }
        let k = r.inverseMass(bodyA, bodyB)
        guard k > 1e-12 else { return abs(c) }
        let clamped = min(max(c, -DynamicsConstants.maxLinearCorrection), DynamicsConstants.maxLinearCorrection)
        r.applyPosition(-clamped / k, bodyA, bodyB)
        return abs(c)
    }
}
