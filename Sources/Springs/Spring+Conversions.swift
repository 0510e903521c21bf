#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The parameterisations that need a solve (notes/springs.md §4).

extension Spring {
    /// Creates a spring (mass 1) whose unit motion from rest settles — last |x| ≥ ε — exactly at
    /// `settlingDuration` (SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`).
    ///
    /// For a fixed ζ the unit motion depends on ω0 t only, so ω0 = T₁/T where T₁ is the settling
    /// time of the ω0 = 1 spring: exact, no iteration.
    ///
    /// - Throws: `SpringError` for T ≤ 0, ζ ≤ 0 (an undamped spring never settles), ε ∉ (0, 1).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 1e-3) throws(SpringError) {
        let t = try Check.positive("settlingDuration", settlingDuration)
        let z = try Check.positive("dampingRatio", dampingRatio)
        let e = try Check.unitOpen("epsilon", epsilon)
        let unit = Spring(unchecked: 1, 1, 2 * z, 0)
        let t1 = unit.settlingDurationUnchecked(epsilon: e, velocityEpsilon: nil)
        guard t1.isFinite, t1 > 0 else {
            throw .noSolution(parameter: "dampingRatio", value: z, reason: "the unit motion never settles")
        }
        let w0 = t1 / t
        try self.init(mass: 1, stiffness: w0 * w0, damping: 2 * z * w0)
    }

    /// The ε of UIKit's `usingSpringWithDamping` duration converter.
    public static let uikitEpsilon = 1e-3

    /// Creates the spring behind UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// Mass is 1, ζ = `dampingRatio`, and ω0 is solved (Newton, safeguarded by bisection) so that
    /// the envelope of the unit motion reaches ε = 0.001 at `uikitDuration` — the converter used by
    /// Framer and by the UIKit ↔ Core Animation correspondence:
    ///
    /// ```
    /// ζ < 1:  env(ω0) = e^{−ζ ω0 d} √(1 + ((ζ ω0 − v)/ωd)²)     (the amplitude of x(t) at t = d)
    /// ζ ≥ 1:  env(ω0) = max_{t ≥ d} |x(t)|   (critical, v ≤ ω0: e^{−ω0 d} (1 + (ω0 − v) d), Framer's formula)
    /// ```
    /// `initialVelocity` v is UIKit's: total distances per second towards the target.
    ///
    /// - Throws: `SpringError` for d ≤ 0, ζ ≤ 0 (the envelope never decays), non-finite input, or
    ///   when no ω0 in [1e-9/d, 1e9/d] satisfies the condition.
    public init(uikitDuration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(SpringError) {
        let d = try Check.positive("uikitDuration", uikitDuration)
        let z = try Check.positive("dampingRatio", dampingRatio)
        let v = try Check.finite("initialVelocity", initialVelocity)
        let target = log(Spring.uikitEpsilon)
        func h(_ w: Double) -> Double {
            if z < 1 {
                let wd = w * ((1 - z) * (1 + z)).squareRoot()
                let q = (z * w - v) / wd
                return -z * w * d + 0.5 * log1p(q * q) - target
            }
            // max |x(t)| over t ≥ d: |x(d)|, or the one extremum if it comes later (a large
            // initial velocity carries the motion through the target and back).
            let s = Spring(unchecked: 1, w * w, 2 * z * w, v)
            var env = abs(s.position(at: d))
            let mode = s.positionMode(SpringState(position: 1, velocity: -v))
            if let te = mode.derivative.nonOscillatingZero(), te > d { env = max(env, abs(s.position(at: te))) }
            return log(max(env, .leastNormalMagnitude)) - target
        }
        // Bracket: h > 0 at small ω (no decay yet), h < 0 once the decay dominates.
        var lo = 1e-9 / d
        var hi = 5 / d  // Framer's initial guess
        var n = 0
        while h(hi) > 0 && n < 200 {
            lo = hi
            hi *= 2
            n += 1
        }
        guard h(hi) <= 0, h(lo) > 0 else {
            throw .noSolution(parameter: "uikitDuration", value: d, reason: "no stiffness reaches ε at this duration")
        }
        // Newton from the bracket's upper end, falling back to bisection whenever a step leaves it.
        var w = hi
        for _ in 0..<100 {
            let f = h(w)
            if f > 0 { lo = w } else { hi = w }
            let dw = w * 1e-7
            let slope = (h(w + dw) - h(w - dw)) / (2 * dw)
            var next = w - f / slope
            if !(next > lo && next < hi) || !slope.isFinite { next = lo + (hi - lo) / 2 }
            if abs(next - w) <= 1e-15 * w { w = next; break }
            w = next
        }
        try self.init(mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: v)
    }

    // MARK: Inverse problems

    /// The overshoot of the unit step from rest, as a fraction of the distance:
    /// e^{−πζ/√(1−ζ²)} = e^{−βπ/ωd} for ζ < 1, 0 otherwise.
    public var overshoot: Double { omegaD > 0 ? exp(-beta * Double.pi / omegaD) : 0 }

    /// The damping ratio whose unit step overshoots by `overshoot` (a fraction in (0, 1)):
    /// ζ = −ln OS / √(π² + ln² OS).
    public static func dampingRatio(forOvershoot overshoot: Double) throws(SpringError) -> Double {
        let os = try Check.unitOpen("overshoot", overshoot)
        let l = log(os)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    /// The stiffness (mass `mass`) of SwiftUI's `Spring(duration:bounce:)`: k = m (2π/d)².
    public static func stiffness(duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) -> Double {
        _ = try dampingRatio(forBounce: bounce)
        let d = try Check.positive("duration", duration)
        let m = try Check.positive("mass", mass)
        let w = 2 * Double.pi / d
        return m * w * w
    }

    /// The damping coefficient (mass `mass`) of SwiftUI's `Spring(duration:bounce:)`: c = 2ζ m ω0.
    public static func damping(duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) -> Double {
        let z = try dampingRatio(forBounce: bounce)
        let d = try Check.positive("duration", duration)
        let m = try Check.positive("mass", mass)
        return 2 * z * m * (2 * Double.pi / d)
    }
}
