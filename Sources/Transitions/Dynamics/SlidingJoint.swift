import Foundation

/// `slidingAttachment` (iOS 9, Box2D's prismatic joint): body B keeps its rotation relative to
/// A and moves relative to A only along an axis fixed in A (or in the reference view), through
/// the attachment's anchor; `attachmentRange`, when finite, limits the translation along the
/// axis (0 where the attachment was made).
///
/// Rows: the perpendicular offset `C⊥ = p·d = 0` (p the axis turned by 90°, d from A's anchor
/// point to B's), the relative angle (an `AngleJoint`'s `.fixed`), and the range on `a·d`.
final class SlidingJoint: DynamicsJoint {
    let bodyA: DynamicBody
    let bodyB: DynamicBody
    let localA: Vector2
    let localB: Vector2
    /// The axis in A's frame (unit).
    let localAxis: Vector2
    let range: (min: Double, max: Double)
    private let angle: AngleJoint
    private var rows: [ConstraintRow] = []

    init(
        _ a: DynamicBody, _ localA: Vector2, _ b: DynamicBody, _ localB: Vector2, axis: Vector2, referenceAngle: Double,
        range: (min: Double, max: Double)
    ) {
        bodyA = a
        bodyB = b
        self.localA = localA
        self.localB = localB
        localAxis = axis
        self.range = range
        angle = AngleJoint(a, b, kind: .fixed(reference: referenceAngle))
    }

    /// The row of `n·d` (d from A's point to B's), with the derivative of the rotating axis.
    private func row(along localN: Vector2) -> (row: ConstraintRow, c: Double) {
        let rA = localA.rotated(by: bodyA.angle), rB = localB.rotated(by: bodyB.angle)
        let d = bodyB.position + rB - bodyA.position - rA
        let n = localN.rotated(by: bodyA.angle)
        return (ConstraintRow(linA: -n, angA: -(d + rA).cross(n), linB: n, angB: rB.cross(n)), n.dot(d))
    }

    private var perpendicular: Vector2 { Vector2(-localAxis.y, localAxis.x) }

    func prepare(h: Double) {
        angle.prepare(h: h)
        rows = [row(along: perpendicular).row]
        let (along, t) = row(along: localAxis)
        if range.max.isFinite {
            var upper = along
            upper.upper = 0
            upper.bias = min(t - range.max, 0) / h
            rows.append(upper)
        }
        if range.min.isFinite {
            var lower = along
            lower.lower = 0
            lower.bias = max(t - range.min, 0) / h
            rows.append(lower)
        }
        for i in rows.indices { rows[i].prepareMass(bodyA, bodyB) }
    }

    func solveVelocity() {
        angle.solveVelocity()
        for i in rows.indices { rows[i].solve(bodyA, bodyB) }
    }

    func solvePosition() -> Double {
        var error = angle.solvePosition()
        let (perp, c) = row(along: perpendicular)
        let k = perp.inverseMass(bodyA, bodyB)
        if k > 1e-12 {
            let clamped = min(max(c, -DynamicsConstants.maxLinearCorrection), DynamicsConstants.maxLinearCorrection)
            perp.applyPosition(-clamped / k, bodyA, bodyB)
        }
        error = max(error, abs(c))
        let (along, t) = row(along: localAxis)
        let over = t > range.max ? t - range.max : (t < range.min ? t - range.min : 0)
        let ka = along.inverseMass(bodyA, bodyB)
        if over != 0, ka > 1e-12 {
            along.applyPosition(
                -min(max(over, -DynamicsConstants.maxLinearCorrection), DynamicsConstants.maxLinearCorrection) / ka, bodyA, bodyB)
        }
        return max(error, abs(over))
    }
}
