#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic oscillator `m x'' + c x' + k x = 0`, where `x` is the displacement from the target.
///
/// `Spring` carries every parameterisation Apple uses and reads each one back:
///
/// | family      | parameters                                   | map                                          |
/// |-------------|----------------------------------------------|----------------------------------------------|
/// | physical    | mass m, stiffness k, damping c               | CASpringAnimation                            |
/// | SwiftUI     | response d, dampingRatio ζ                   | ω0 = 2π/d, k = m ω0², c = 2 ζ m ω0 (m = 1)   |
/// | SwiftUI     | duration d, bounce b                         | ζ = 1 − b (b ≥ 0), ζ = 1/(1 + b) (−1 < b < 0)|
/// | SwiftUI     | settlingDuration T, dampingRatio ζ, ε        | ω0 such that the last ε-crossing is at T     |
/// | UIKit       | duration, dampingRatio, initialVelocity      | `usingSpringWithDamping` (see `init(uikitDuration:…)`) |
///
/// ```
/// ω0 = √(k/m)        ζ = c / (2 √(k m))        β = ζ ω0 = c / (2m)        response = 2π/ω0
/// ```
///
/// Unlike SwiftUI and WebKit, which clamp to critical damping, overdamped springs (ζ > 1) are kept
/// and evaluated exactly.
///
/// `initialVelocity` is UIKit's and Core Animation's *normalised* velocity: units of the total
/// distance per second, positive towards the target. It only affects the unit forms
/// (`position(at:)`, `progress(at:)`, settling, timing curves); the value forms take a velocity in
/// value units.
public struct Spring: Sendable {
    /// Mass m > 0.
    public let mass: Double
    /// Stiffness k > 0.
    public let stiffness: Double
    /// Damping coefficient c ≥ 0.
    public let damping: Double
    /// Initial velocity of the unit motion, in total distances per second towards the target.
    public let initialVelocity: Double

    // Cached constants of the propagator (derived from m, k, c only).
    @usableFromInline let omega0Squared: Double  // k/m
    @usableFromInline let omega0: Double  // √(k/m)
    @usableFromInline let beta: Double  // c/(2m)
    /// ωd = √((ω0−β)(ω0+β)) when underdamped, else 0.
    @usableFromInline let omegaD: Double
    /// γ = √((β−ω0)(β+ω0)) when critically or overdamped, else 0.
    @usableFromInline let gamma: Double
    /// σ = ω0²/(β+γ) = β − γ, the slow decay rate (over/critical); computed without cancellation.
    @usableFromInline let slowRate: Double

    /// Creates a spring from physical parameters.
    ///
    /// - Throws: `SpringError` naming `mass` (≤ 0), `stiffness` (≤ 0), `damping` (< 0),
    ///   `initialVelocity`, or any non-finite value; `outOfRange` when k/m or c/m overflow.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
        throws(SpringError)
    {
        let m = try Check.positive("mass", mass)
        let k = try Check.positive("stiffness", stiffness)
        let c = try Check.nonNegative("damping", damping)
        let v = try Check.finite("initialVelocity", initialVelocity)
        // ω0 and β up to 1e150 keep every product in the propagator (β², ω0², (β+γ)T…) finite.
        guard k / m > 0, (k / m).squareRoot() <= Spring.maximumRate else {
            throw .outOfRange(parameter: "stiffness", value: k, range: "0 < √(k/m) ≤ 1e150 (mass \(m))")
        }
        guard c / (2 * m) <= Spring.maximumRate else {
            throw .outOfRange(parameter: "damping", value: c, range: "c/(2m) ≤ 1e150 (mass \(m))")
        }
        self.init(unchecked: m, k, c, v)
    }

    /// The largest supported ω0 and β (rad/s); far beyond any physical or UI spring.
    public static let maximumRate = 1e150

    /// Builds the cached constants. Inputs must already be validated.
    @usableFromInline init(unchecked m: Double, _ k: Double, _ c: Double, _ v: Double) {
        mass = m
        stiffness = k
        damping = c
        initialVelocity = v
        let w2 = k / m
        let w0 = w2.squareRoot()
        let b = c / (2 * m)
        omega0Squared = w2
        omega0 = w0
        beta = b
        // (β − ω0)(β + ω0) is exact in sign and accurate in value: β − ω0 is computed without
        // loss when the two are close (Sterbenz), which is exactly where β² − ω0² would cancel.
        let g2 = (b - w0) * (b + w0)
        if g2 < 0 {
            omegaD = (-g2).squareRoot()
            gamma = 0
            slowRate = 0
        } else {
            let g = g2.squareRoot()
            omegaD = 0
            gamma = g
            slowRate = w2 / (b + g)
        }
    }

    /// Creates a spring with SwiftUI's response / damping-ratio parameters (mass 1).
    ///
    /// - Parameters:
    ///   - response: the period 2π/ω0 of the undamped spring, in seconds (> 0).
    ///   - dampingRatio: ζ ≥ 0; 1 is critical, above 1 overdamped.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(SpringError) {
        let d = try Check.positive("response", response)
        let z = try Check.nonNegative("dampingRatio", dampingRatio)
        let w0 = 2 * Double.pi / d
        try self.init(mass: 1, stiffness: w0 * w0, damping: 2 * z * w0, initialVelocity: initialVelocity)
    }

    /// Creates a spring with SwiftUI's perceptual duration and bounce.
    ///
    /// `bounce` in (−1, 1]: 0 is critical damping, positive values bounce, negative values are
    /// overdamped (ζ = 1/(1+b)). `duration` is the response.
    public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) throws(SpringError) {
        let z = try Spring.dampingRatio(forBounce: bounce)
        try self.init(
            response: try Check.positive("duration", duration), dampingRatio: z,
            initialVelocity: initialVelocity)
    }

    /// SwiftUI's bounce → damping-ratio map: ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) for −1 < b < 0.
    public static func dampingRatio(forBounce bounce: Double) throws(SpringError) -> Double {
        let b = try Check.finite("bounce", bounce)
        guard b > -1, b <= 1 else { throw .outOfRange(parameter: "bounce", value: b, range: "(-1, 1]") }
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    // MARK: Read-back

    /// ω0 = √(k/m), the undamped angular frequency (rad/s).
    public var naturalFrequency: Double { omega0 }
    /// ζ = c / (2√(km)).
    /// ζ = c / (2√(km)), computed as β/ω0 (no underflow of k·m).
    public var dampingRatio: Double { beta / omega0 }
    /// The SwiftUI response 2π/ω0 (seconds).
    public var response: Double { 2 * Double.pi / omega0 }
    /// The SwiftUI perceptual duration; equal to `response`.
    public var duration: Double { response }
    /// The SwiftUI bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped (inverse of the init's map).
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }
    /// True when ζ < 1: the motion oscillates about the target.
    public var isUnderdamped: Bool { omegaD > 0 }
    /// ωd = ω0 √(1 − ζ²) when underdamped, otherwise 0 (rad/s).
    public var dampedFrequency: Double { omegaD }

    /// The same spring with another normalised initial velocity.
    public func withInitialVelocity(_ v: Double) throws(SpringError) -> Spring {
        Spring(unchecked: mass, stiffness, damping, try Check.finite("initialVelocity", v))
    }

    // MARK: Presets (SwiftUI's, duration 0.5 s)

    /// Critically damped, no bounce (bounce 0, duration 0.5).
    public static let smooth = Spring(unchecked: 1, sq(4 * .pi), 2 * 1.0 * (4 * .pi), 0)
    /// A small bounce (bounce 0.15, duration 0.5).
    public static let snappy = Spring(unchecked: 1, sq(4 * .pi), 2 * 0.85 * (4 * .pi), 0)
    /// A visible bounce (bounce 0.3, duration 0.5).
    public static let bouncy = Spring(unchecked: 1, sq(4 * .pi), 2 * 0.7 * (4 * .pi), 0)
    /// CASpringAnimation's defaults: mass 1, stiffness 100, damping 10.
    public static let coreAnimationDefault = Spring(unchecked: 1, 100, 10, 0)
}

@inline(__always) private func sq(_ x: Double) -> Double { x * x }

extension Spring: Hashable {
    public static func == (a: Spring, b: Spring) -> Bool {
        a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
            && a.initialVelocity == b.initialVelocity
    }
    public func hash(into h: inout Hasher) {
        h.combine(mass)
        h.combine(stiffness)
        h.combine(damping)
        h.combine(initialVelocity)
    }
}

extension Spring: CustomStringConvertible {
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), ζ: \(dampingRatio), response: \(response))"
    }
}
