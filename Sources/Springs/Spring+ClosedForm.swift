#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import _SpringsShims

// Derivation (notes/springs.md §1). With A = [[0, 1], [−ω0², −2β]] and γ² = β² − ω0²,
//
//     e^{At} = e^{−βt} [ C(t) I + S(t) (A + βI) ],   C = cosh γt,  S = sinh(γt)/γ,
//
// where C and S are entire functions of γ² (so one formula covers every regime):
//
//   underdamped (γ² < 0, ωd² = −γ²):  C = cos ωd t,     S = sin(ωd t)/ωd
//   over/critical (γ² ≥ 0):           e^{−βt} C = P (1 + E)/2,  e^{−βt} S = P T  with
//                                     P = e^{−σt}, σ = ω0²/(β+γ) (= β − γ without cancellation),
//                                     E = e^{−2γt},  T = −expm1(−2γt)/(2γ)  (T = t at γ = 0).
//
// In the second form every entry is a sum of non-negative terms except vv, which we write as
// P (E − σT): the difference of (1+E)/2 and βT is taken analytically, so neither ζ = 1e6
// (β ≫ ω0) nor ζ → 1 (γ → 0, T → t) loses digits. At γ = 0 the formula *is* the critical solution
// (E = 1, T = t, σ = ω0), and as ωd → 0 the underdamped one tends to it too, so there is no
// ε-switch between branches: only the sign of γ² selects the representation, and both sides are
// accurate up to the boundary. sin(u)/u and expm1(−u)/u are evaluated directly: libm's sin and
// expm1 are accurate to an ulp for tiny u, so no series is needed.
//
// Cost: two libm calls in every regime. Underdamped: exp and sincos (one argument reduction for
// both). Critical (γ = 0 exactly): E = 1 and T = t, one exp. Overdamped: P and one of
// E = e^{−u}, T = (1 − E)/(2γ) for u = 2γt > ln 2 (1 − E ≥ 1/2: no cancellation) or
// m = expm1(−u), E = 1 + m, T = −m/(2γ) for u ≤ ln 2 (E ≥ 1/2: 1 + m is exact to an ulp).

extension Spring {
    /// Maps a time to the domain of the closed form: NaN and negatives are 0; +∞ is clamped to
    /// 1e15 s, where every damped spring is at rest to the last bit and trig stays finite.
    @inlinable static func sanitized(_ t: Double) -> Double {
        // NaN fails both comparisons and becomes 0.
        t > 0 ? (t < 1e15 ? t : 1e15) : 0
    }

    /// The exact state-transition matrix Φ(t) = e^{At}.
    ///
    /// Relative state error ≤ 1e-13 against a 50-digit reference for ζ ∈ [0, 1e6] (tested).
    /// Non-finite or negative `t` is treated as described in `value(at:from:to:initialVelocity:)`.
    @inlinable public func propagator(over time: Double) -> Propagator {
        let t = Spring.sanitized(time)
        if omegaD > 0 {
            let p = exp(-beta * t)
            var sn = 0.0, c = 0.0
            springs_sincos(omegaD * t, &sn, &c)
            let s = sn / omegaD
            let ps = p * s
            return Propagator(xx: p * (c + beta * s), xv: ps, vx: -omega0Squared * ps, vv: p * (c - beta * s))
        }
        if gamma == 0 {
            // Critical: σ = β, E = 1, T = t.
            let p = exp(-beta * t)
            let pt = p * t
            return Propagator(xx: p + beta * pt, xv: pt, vx: -omega0Squared * pt, vv: p - beta * pt)
        }
        let p = exp(-slowRate * t)
        let u = 2 * gamma * t
        let e: Double, tt: Double
        if u > 0.6931471805599453 {
            e = exp(-u)
            tt = (1 - e) / (2 * gamma)
        } else {
            let m = expm1(-u)
            e = 1 + m
            tt = -m / (2 * gamma)
        }
        let pt = p * tt
        return Propagator(
            xx: p * e + (beta + gamma) * pt, xv: pt,
            vx: -omega0Squared * pt, vv: p * e - slowRate * pt)
    }

    /// The state at `time` of a motion that starts in `state` at time 0.
    @inlinable public func state(at time: Double, from state: SpringState) -> SpringState {
        propagator(over: time).apply(state)
    }

    /// The animated value at `time` of a spring released at `from` towards `to`.
    ///
    /// ```
    /// value(t) = to + x(t),  x(0) = from − to,  x'(0) = initialVelocity   (value units per second)
    /// ```
    /// `time` ≤ 0 or NaN gives the start; +∞ gives the rest value (for ζ > 0). Non-finite endpoints
    /// or velocity — or ones so large the motion overflows — give `to` when it is finite, else 0.
    @inlinable public func value(at time: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        let phi = propagator(over: time)
        let x = to + (phi.xx * (from - to) + phi.xv * initialVelocity)
        // Non-finite endpoints or velocity (or ones so large the motion overflows) have no motion:
        // the value is `to` when it is finite, else 0.
        return x.isFinite ? x : (to.isFinite ? to : 0)
    }

    /// The velocity (value units per second) at `time`; see `value(at:from:to:initialVelocity:)`.
    @inlinable public func velocity(at time: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        let phi = propagator(over: time)
        let v = phi.vx * (from - to) + phi.vv * initialVelocity
        return v.isFinite ? v : 0  // see `value(at:from:to:initialVelocity:)`
    }

    /// The unit motion's state: x(0) = 1 (one total distance away), x'(0) = −initialVelocity.
    @inlinable public func unitState(at time: Double) -> SpringState {
        state(at: time, from: SpringState(position: 1, velocity: -initialVelocity))
    }

    /// Displacement of the unit motion from 1 → 0 (UIKit's normalised spring, remaining distance).
    @inlinable public func position(at time: Double) -> Double { unitState(at: time).position }

    /// Progress 0 → 1 of the unit motion: 1 − position (the curve UIKit applies to an animation).
    @inlinable public func progress(at time: Double) -> Double { 1 - position(at: time) }

    /// Rate of progress (per second) of the unit motion: −x'(t).
    @inlinable public func progressVelocity(at time: Double) -> Double { -unitState(at: time).velocity }

    /// The mechanical energy ½ k x² + ½ m v² of a state; never increases along a motion (c ≥ 0).
    public func energy(of s: SpringState) -> Double {
        0.5 * stiffness * s.position * s.position + 0.5 * mass * s.velocity * s.velocity
    }
}
