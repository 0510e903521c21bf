import Foundation

/// One scalar constraint between two bodies for one step, solved by sequential impulses
/// (Catto's formulation, as in Box2D).
///
/// The constraint's time derivative is `Ċ = J·v = linA·vA + angA·ωA + linB·vB + angB·ωB`. An
/// impulse λ along the row changes the velocities by `M⁻¹Jᵀλ`. Each velocity iteration solves
///
///     λ = −m (Ċ + bias + γ·Λ),   m = 1 / (J M⁻¹ Jᵀ + γ)
///
/// where Λ is the impulse accumulated this step, clamped to [lower, upper] (contacts push, ropes
/// pull, friction is bounded). A rigid row has γ = 0 and bias from restitution (or none); a soft
/// row (a spring of stiffness k and damping c) has Catto's soft-constraint terms
///
///     γ = 1 / (h (c + h k)),   bias = C · h k γ
///
/// which integrate the spring–damper implicitly (stable at any stiffness and step).
struct ConstraintRow {
    var linA = Vector2.zero
    var angA = 0.0
    var linB = Vector2.zero
    var angB = 0.0
    var mass = 0.0
    var bias = 0.0
    var gamma = 0.0
    var impulse = 0.0
    var lower = -Double.infinity
    var upper = Double.infinity

    /// `J M⁻¹ Jᵀ`: the inverse effective mass along the row.
    func inverseMass(_ a: DynamicBody, _ b: DynamicBody) -> Double {
        a.invMass * linA.lengthSquared + a.invInertia * angA * angA + b.invMass * linB.lengthSquared + b.invInertia * angB * angB
    }

    /// `J·v`.
    func velocity(_ a: DynamicBody, _ b: DynamicBody) -> Double {
        linA.dot(a.velocity) + angA * a.angularVelocity + linB.dot(b.velocity) + angB * b.angularVelocity
    }

    /// Sets `mass` from the bodies and `gamma`.
    mutating func prepareMass(_ a: DynamicBody, _ b: DynamicBody) {
        let k = inverseMass(a, b) + gamma
        mass = k > 1e-12 && k.isFinite ? 1 / k : 0
    }

    /// One velocity iteration.
    mutating func solve(_ a: DynamicBody, _ b: DynamicBody) {
        guard mass > 0 else { return }
        let cdot = velocity(a, b)
        let lambda = -mass * (cdot + bias + gamma * impulse)
        guard lambda.isFinite else { return }
        let old = impulse
        impulse = min(max(old + lambda, lower), upper)
        apply(impulse - old, a, b)
    }

    /// Applies the velocity impulse λ along the row.
    func apply(_ lambda: Double, _ a: DynamicBody, _ b: DynamicBody) {
        a.velocity += (a.invMass * lambda) * linA
        a.angularVelocity += a.invInertia * lambda * angA
        b.velocity += (b.invMass * lambda) * linB
        b.angularVelocity += b.invInertia * lambda * angB
    }

    /// Applies the position impulse λ along the row (non-linear Gauss–Seidel).
    func applyPosition(_ lambda: Double, _ a: DynamicBody, _ b: DynamicBody) {
        a.position += (a.invMass * lambda) * linA
        a.angle += a.invInertia * lambda * angA
        b.position += (b.invMass * lambda) * linB
        b.angle += b.invInertia * lambda * angB
    }

    /// The row of `C = n·(pB − pA)` for the points at offsets rA, rB of the bodies' centers.
    static func linear(_ n: Vector2, rA: Vector2, rB: Vector2) -> ConstraintRow {
        ConstraintRow(linA: -n, angA: -rA.cross(n), linB: n, angB: rB.cross(n))
    }

    /// The row of `C = θB − θA`.
    static var angular: ConstraintRow { ConstraintRow(linA: .zero, angA: -1, linB: .zero, angB: 1) }
}

/// Catto's soft-constraint coefficients for a spring of frequency `frequency` (Hz) and damping
/// ratio `ratio` on a mass `mass`: k = m ω², c = 2 ζ m ω, ω = 2π f; returns (γ, β) with
/// bias = β·C.
func softness(frequency: Double, ratio: Double, mass: Double, h: Double) -> (gamma: Double, beta: Double)? {
    guard frequency > 0, frequency.isFinite, mass > 0, mass.isFinite else { return nil }
    let omega = 2 * Double.pi * frequency
    let k = mass * omega * omega
    let c = 2 * mass * max(ratio, 0) * omega
    let denominator = h * (c + h * k)
    guard denominator > 0, denominator.isFinite else { return nil }
    let gamma = 1 / denominator
    return (gamma, h * k * gamma)
}

/// A spring of frequency `frequency` (Hz) and damping ratio `ratio` on a mass `mass` that the
/// step resolves well as a force (ω h ≤ 0.5 and ζ ω h ≤ 0.5, h the step): its (k, c), else nil
/// (stiffer springs are solved as soft constraints, `softness`, which are stable at any
/// stiffness but add numerical damping and lower the frequency by about (ω h)²/3).
func explicitSpring(frequency: Double, ratio: Double, mass: Double, h: Double) -> (k: Double, c: Double)? {
    guard frequency > 0, frequency.isFinite, mass > 0, mass.isFinite else { return nil }
    let omega = 2 * Double.pi * frequency
    let zeta = max(ratio, 0)
    guard omega * h <= 0.5, zeta * omega * h <= 0.5 else { return nil }
    return (mass * omega * omega, 2 * mass * zeta * omega)
}

extension ConstraintRow {
    /// Applies one step of the spring–damper F = −k C − c Ċ along the row: the spring force at
    /// the step's start (symplectic Euler) and the damping at the step's midpoint velocity
    /// (trapezoidal), so the impulse is
    ///
    ///     λ = h (−k C − c Ċ) / (1 + h c / (2 m)),   m = 1 / (J M⁻¹ Jᵀ)
    ///
    /// For a mass on a spring this keeps the damped frequency within 0.1 % and the decay per
    /// step (1 − ζωh)/(1 + ζωh) ≈ e^(−2ζωh) at ω h ≤ 0.1 (a 2 Hz spring at 120 steps a second);
    /// plain symplectic Euler would be 1.5 % fast there.
    func applySpring(k: Double, c: Double, displacement: Double, h: Double, _ a: DynamicBody, _ b: DynamicBody) {
        let inverse = inverseMass(a, b)
        guard inverse > 0 else { return }
        let lambda = h * (-k * displacement - c * velocity(a, b)) / (1 + h * c * inverse / 2)
        if lambda.isFinite { apply(lambda, a, b) }
    }
}

/// The reduced mass of two bodies' linear motion (one static: the other's mass).
func reducedMass(_ a: DynamicBody, _ b: DynamicBody) -> Double {
    let s = a.invMass + b.invMass
    return s > 0 ? 1 / s : 0
}
