import Foundation

/// Holds a point of body B on a point of body A (or on a fixed anchor of the ground): two rows,
/// x and y, of `C = (cB + rB) − (cA + rA) = 0`.
///
/// Rigid (frequency 0): a pin — an attachment of length 0, `pinAttachment`, the point part of a
/// `fixedAttachment`. Soft (frequency f > 0, damping ratio ζ): a zero-length spring,
/// F = −k (x − a) − c v with k = m ω², c = 2 ζ m ω, ω = 2π f and m the bodies' reduced mass —
/// an attachment of length 0 with a frequency, and `SnapBehavior`'s pull to its point.
final class PointJoint: DynamicsJoint {
    let bodyA: DynamicBody
    let bodyB: DynamicBody
    let localA: Vector2
    let localB: Vector2
    let frequency: Double
    let dampingRatio: Double
    private var rows = [ConstraintRow(), ConstraintRow()]
    private var soft = false

    init(_ a: DynamicBody, _ localA: Vector2, _ b: DynamicBody, _ localB: Vector2, frequency: Double = 0, dampingRatio: Double = 0) {
        bodyA = a
        bodyB = b
        self.localA = localA
        self.localB = localB
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    private func offsets() -> (rA: Vector2, rB: Vector2, c: Vector2) {
        let rA = localA.rotated(by: bodyA.angle), rB = localB.rotated(by: bodyB.angle)
        return (rA, rB, bodyB.position + rB - bodyA.position - rA)
    }

    func prepare(h: Double) {
        let (rA, rB, c) = offsets()
        let m = reducedMass(bodyA, bodyB)
        soft = frequency > 0
        if let spring = explicitSpring(frequency: frequency, ratio: dampingRatio, mass: m, h: h) {
            // A spring the step resolves: one impulse per axis, F = −k C − c Ċ (`applySpring`).
            rows = []
            for axis in [Vector2(1, 0), Vector2(0, 1)] {
                ConstraintRow.linear(axis, rA: rA, rB: rB).applySpring(
                    k: spring.k, c: spring.c, displacement: axis.dot(c), h: h, bodyA, bodyB)
            }
            return
        }
        let s = softness(frequency: frequency, ratio: dampingRatio, mass: m, h: h)
        rows = [ConstraintRow(), ConstraintRow()]
        for (i, axis) in [Vector2(1, 0), Vector2(0, 1)].enumerated() {
            var row = ConstraintRow.linear(axis, rA: rA, rB: rB)
            if let s {
                row.gamma = s.gamma
                row.bias = s.beta * axis.dot(c)
            }
            row.prepareMass(bodyA, bodyB)
            rows[i] = row
        }
    }

    func solveVelocity() {
        for i in rows.indices { rows[i].solve(bodyA, bodyB) }
    }

    func solvePosition() -> Double {
        guard !soft else { return 0 }
        var error = 0.0
        for axis in [Vector2(1, 0), Vector2(0, 1)] {
            let (rA, rB, c) = offsets()
            let ci = axis.dot(c)
            error = max(error, abs(ci))
            let row = ConstraintRow.linear(axis, rA: rA, rB: rB)
            let k = row.inverseMass(bodyA, bodyB)
            guard k > 1e-12 else { continue }
            row.applyPosition(-ci / k, bodyA, bodyB)
        }
        return error
    }
}
