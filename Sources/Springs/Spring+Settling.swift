#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Settling (notes/springs.md §3). Both x(t) and v(t) have the form
//
//     f(t) = e^{−βt} (a C(t) + b S(t)),      f'(t) = e^{−βt} (a' C + b' S),
//     a' = b − βa,   b' = γ² a − β b,
//
// with (a, b) = (x0, v0 + βx0) for the position and (v0, −(ω0² x0 + β v0)) for the velocity.
// |f| is monotone between consecutive zeros of f and f', so the last ε-crossing lies on the last
// segment whose start is ≥ ε. Underdamped: f = R e^{−βt} cos(ωd t − φ), the extrema sit at
// ωd t = φ + δ + π/2 + kπ (δ = atan2(ωd, β)) with |f| = R (ωd/ω0) e^{−βt}, so the last one above
// ε is found in closed form however many oscillations precede it. Over/critical: a sum of two
// exponentials has at most one zero and one extremum, both in closed form (atanh).
// The crossing itself is bracketed and bisected to the last bit.

/// One component (position or velocity) of a spring motion, as a damped mode function.
struct DampedMode {
    let spring: Spring
    let a: Double
    let b: Double

    /// f(t). Written out rather than derived from the propagator (C = (Φxx − βΦxv)e^{βt}):
    /// that difference overflows (β·Φxv) or loses digits for extreme springs, this form does not.
    func value(_ t: Double) -> Double {
        let s = spring
        if s.omegaD > 0 {
            return exp(-s.beta * t) * (a * cos(s.omegaD * t) + b * sin(s.omegaD * t) / s.omegaD)
        }
        let p = exp(-s.slowRate * t)
        let e = exp(-2 * s.gamma * t)
        let tt = s.gamma > 0 ? -expm1(-2 * s.gamma * t) / (2 * s.gamma) : t
        return p * (a * (1 + e) / 2 + b * tt)
    }

    var derivative: DampedMode {
        let g2 = spring.omegaD > 0 ? -spring.omegaD * spring.omegaD : spring.gamma * spring.gamma
        return DampedMode(spring: spring, a: b - spring.beta * a, b: g2 * a - spring.beta * b)
    }

    /// The first zero of a C + b S at t > 0 for a non-oscillating spring, if any.
    func nonOscillatingZero() -> Double? {
        guard b != 0 else { return nil }
        let g = spring.gamma
        let t: Double
        if g == 0 {
            t = -a / b
        } else {
            let u = -a * g / b
            guard u > 0, u < 1 else { return nil }
            t = atanh(u) / g
        }
        return t > 0 && t.isFinite ? t : nil
    }

    /// The last t ≥ 0 with |f(t)| = ε (0 if |f| < ε throughout; +∞ if it never settles).
    func lastCrossing(_ eps: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        return spring.omegaD > 0 ? lastCrossingOscillating(eps) : lastCrossingMonotone(eps)
    }

    private func lastCrossingOscillating(_ eps: Double) -> Double {
        let s = spring
        let wd = s.omegaD
        let r = hypot(a, b / wd)
        let phi = atan2(b / wd, a)
        let delta = atan2(wd, s.beta)
        let peak = r * wd / s.omega0  // |f| at an extremum, before the e^{−βt} factor
        let half = Double.pi / wd
        // First extremum at t > 0: ωd t = φ + δ + π/2 + kπ.
        let theta0 = phi + delta + Double.pi / 2
        var k0 = (-theta0 / Double.pi).rounded(.up)
        if (theta0 + k0 * Double.pi) <= 0 { k0 += 1 }
        let tFirst = (theta0 + k0 * Double.pi) / wd
        if s.beta == 0 { return peak >= eps ? .infinity : 0 }
        // Extrema above ε satisfy t ≤ ln(peak/ε)/β.
        let tLimit = log(peak / eps) / s.beta
        if tLimit >= tFirst {
            var n = ((tLimit - tFirst) / half).rounded(.down)
            var tn = tFirst + n * half
            // Guard against rounding at the boundary (a few extrema at most; with n beyond 2⁵³ —
            // damping so light the settling time exceeds every practical clock — n − 1 == n, so
            // the loop is bounded rather than run until n reaches 0).
            var retreats = 0
            while n > 0 && abs(value(tn)) < eps && retreats < 64 {
                n -= 1
                tn = tFirst + n * half
                retreats += 1
            }
            // So many half-periods that t cannot resolve one: the envelope's crossing is the answer
            // to within t's own precision.
            if retreats == 64 { return tLimit }
            if abs(value(tn)) >= eps {
                let zero = tn + (Double.pi - delta) / wd
                return bisect(eps, tn, zero)
            }
        }
        // No extremum above ε after 0: |f| decreases from t = 0 to the first zero.
        guard abs(a) >= eps else { return 0 }
        let thetaZ = phi + Double.pi / 2
        var kz = (-thetaZ / Double.pi).rounded(.up)
        if (thetaZ + kz * Double.pi) <= 0 { kz += 1 }
        return bisect(eps, 0, (thetaZ + kz * Double.pi) / wd)
    }

    private func lastCrossingMonotone(_ eps: Double) -> Double {
        var breaks: [Double] = [0]
        if let z = nonOscillatingZero() { breaks.append(z) }
        if let e = derivative.nonOscillatingZero() { breaks.append(e) }
        breaks.sort()
        // Tail [last, ∞): |f| decreases to 0.
        let last = breaks[breaks.count - 1]
        if abs(value(last)) >= eps {
            let rate = max(spring.slowRate, .leastNormalMagnitude)
            var step = 1 / rate
            var hi = last + step
            var guardCount = 0
            while abs(value(hi)) >= eps && guardCount < 2000 {
                step *= 2
                hi = last + step
                guardCount += 1
            }
            return bisect(eps, last, hi)
        }
        var i = breaks.count - 1
        while i > 0 {
            let lo = breaks[i - 1]
            let hi = breaks[i]
            if abs(value(lo)) >= eps && abs(value(lo)) > abs(value(hi)) { return bisect(eps, lo, hi) }
            i -= 1
        }
        return 0
    }

    /// Bisection for |f(t)| = ε on [lo, hi] where |f| decreases, |f(lo)| ≥ ε > |f(hi)|.
    private func bisect(_ eps: Double, _ lo0: Double, _ hi0: Double) -> Double {
        var lo = lo0
        var hi = hi0
        if abs(value(lo)) < eps { return lo }
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if abs(value(mid)) >= eps { lo = mid } else { hi = mid }
        }
        return lo
    }
}

extension Spring {
    /// The SwiftUI-style settling duration: the exact last time |x(t)| ≥ 0.001 for the unit motion.
    public var settlingDuration: Double { settlingDurationUnchecked(epsilon: 1e-3, velocityEpsilon: nil) }

    /// The exact settling duration of the unit motion (x0 = 1, x'(0) = −initialVelocity): the
    /// last time |x(t)| ≥ ε, and, when `velocityEpsilon` is given, also |x'(t)| ≥ velocityEpsilon
    /// (total distances per second).
    ///
    /// Returns +∞ for an undamped spring (ζ = 0) whose motion exceeds ε, and 0 when the motion
    /// never reaches ε.
    ///
    /// - Throws: `SpringError` when ε ∉ (0, 1) or `velocityEpsilon` ≤ 0 or non-finite.
    public func settlingDuration(epsilon: Double = 1e-3, velocityEpsilon: Double? = nil) throws(SpringError) -> Double {
        let e = try Check.unitOpen("epsilon", epsilon)
        var ve: Double? = nil
        if let v = velocityEpsilon { ve = try Check.positive("velocityEpsilon", v) }
        return settlingDurationUnchecked(epsilon: e, velocityEpsilon: ve)
    }

    /// The last time the motion starting in `state` has |x| ≥ ε (and |v| ≥ velocityEpsilon).
    public func settlingDuration(from state: SpringState, epsilon: Double, velocityEpsilon: Double? = nil)
        throws(SpringError) -> Double
    {
        let e = try Check.positive("epsilon", epsilon)
        _ = try Check.finite("state.position", state.position)
        _ = try Check.finite("state.velocity", state.velocity)
        var t = positionMode(state).lastCrossing(e)
        if let v = velocityEpsilon {
            t = max(t, velocityMode(state).lastCrossing(try Check.positive("velocityEpsilon", v)))
        }
        return t
    }

    func settlingDurationUnchecked(epsilon: Double, velocityEpsilon: Double?) -> Double {
        let s = SpringState(position: 1, velocity: -initialVelocity)
        var t = positionMode(s).lastCrossing(epsilon)
        if let v = velocityEpsilon { t = max(t, velocityMode(s).lastCrossing(v)) }
        return t
    }

    func positionMode(_ s: SpringState) -> DampedMode {
        DampedMode(spring: self, a: s.position, b: s.velocity + beta * s.position)
    }

    func velocityMode(_ s: SpringState) -> DampedMode {
        DampedMode(spring: self, a: s.velocity, b: -(omega0Squared * s.position + beta * s.velocity))
    }

    /// The energy threshold of `coreAnimationSettlingDuration`, fitted to Apple's documented figures.
    public static let coreAnimationSettlingEpsilon = 7.2e-4

    /// An estimate compatible with `CASpringAnimation.settlingDuration`.
    ///
    /// Apple documents ≈ 2.85 s for damping 5 and "just over 1 s" for damping 15 (mass 1, stiffness
    /// 100) but not the rule. The rule that reproduces both figures is an energy criterion: the
    /// time at which the energy amplitude √(x² + (v/ω0)²) of the unit motion falls below
    /// `coreAnimationSettlingEpsilon` (2.848 s and 1.025 s). The energy never increases for c ≥ 0,
    /// so this time is unique and found by bisection. Returns +∞ for an undamped spring.
    public var coreAnimationSettlingDuration: Double {
        let eps2 = Spring.coreAnimationSettlingEpsilon * Spring.coreAnimationSettlingEpsilon
        let s0 = SpringState(position: 1, velocity: -initialVelocity)
        func amp2(_ t: Double) -> Double {
            let s = state(at: t, from: s0)
            return s.position * s.position + s.velocity * s.velocity / omega0Squared
        }
        if amp2(0) < eps2 { return 0 }
        if damping == 0 { return .infinity }
        var hi = 1 / omega0
        var n = 0
        while amp2(hi) >= eps2 && n < 2000 {
            hi *= 2
            n += 1
        }
        var lo = 0.0
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if amp2(mid) >= eps2 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
