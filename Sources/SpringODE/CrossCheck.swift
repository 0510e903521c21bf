import Springs

/// Compares GSL's integrators with the Springs closed form on the linear spring.
///
/// The error of a solve is the largest energy-norm error over all frames, relative to the initial
/// energy amplitude A₀ = ‖(x₀, v₀/ω0)‖:
///
/// ```
/// error = max_n √((x_n − x(t_n))² + ((v_n − v(t_n))/ω0)²) / A₀
/// ```
public enum CrossCheck {
    /// A named spring regime with its initial condition.
    public struct Regime: Sendable, Hashable, Codable {
        public var name: String
        public var dampingRatio: Double
        public var omega0: Double
        public var x0: Double = 1
        public var v0: Double = 0

        public init(name: String, dampingRatio: Double, omega0: Double, x0: Double = 1, v0: Double = 0) {
            self.name = name
            self.dampingRatio = dampingRatio
            self.omega0 = omega0
            self.x0 = x0
            self.v0 = v0
        }

        /// The spring (mass 1).
        public func spring() throws(SpringError) -> Spring {
            try Spring(mass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0)
        }
    }

    /// The benchmark regimes: typical, critical, stiff, bouncy.
    public static let standardRegimes: [Regime] = [
        Regime(name: "typical", dampingRatio: 0.5, omega0: 10),
        Regime(name: "critical", dampingRatio: 1, omega0: 10),
        Regime(name: "stiff", dampingRatio: 50, omega0: 100),
        Regime(name: "bouncy", dampingRatio: 0.05, omega0: 60),
    ]

    /// One row of the cross-check table.
    public struct Result: Sendable, Hashable, Codable {
        public var regime: String
        public var stepper: String
        public var tolerance: Double
        public var maxError: Double
        public var steps: Int
        public var rhsEvaluations: Int
        public var seconds: Double
    }

    /// Output frame times: `frameRate` Hz over `duration` seconds, starting at 0.
    public static func frameTimes(duration: Double = 2, frameRate: Double = 120) throws(ODEError) -> [Double] {
        guard duration.isFinite, duration >= 0 else {
            throw .invalidParameter(name: "duration", value: duration, reason: "must be finite and ≥ 0")
        }
        guard frameRate.isFinite, frameRate > 0 else {
            throw .invalidParameter(name: "frameRate", value: frameRate, reason: "must be finite and > 0")
        }
        let frames = (duration * frameRate).rounded()
        guard frames <= Double(maxFrames) else {
            throw .invalidParameter(name: "duration", value: duration, reason: "duration × frameRate must be at most \(maxFrames) frames")
        }
        let n = Int(frames)
        return (0...n).map { Double($0) / frameRate }
    }

    /// The most frames `frameTimes` returns.
    public static let maxFrames = 10_000_000

    /// Solves `regime` with `stepper` and measures the error against the closed form.
    public static func run(
        _ regime: Regime, stepper: Stepper, tolerance: Double = 1e-10,
        times: [Double]? = nil
    ) throws -> Result {
        let times = try times ?? frameTimes()
        let spring = try regime.spring()
        let solver = try ODESolver(
            system: LinearSpringSystem(spring: spring), stepper: stepper,
            tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
        let clock = ContinuousClock()
        var solution: ODESolution?
        let elapsed = try clock.measure {
            solution = try solver.solve(from: [regime.x0, regime.v0], times: times)
        }
        guard let sol = solution else { throw ODEError.invalidInput("no solution") }
        let err = maxError(sol, spring: spring, x0: regime.x0, v0: regime.v0)
        let c = elapsed.components
        return Result(
            regime: regime.name, stepper: stepper.rawValue, tolerance: tolerance, maxError: err,
            steps: sol.statistics.steps, rhsEvaluations: sol.statistics.rhsEvaluations,
            seconds: Double(c.seconds) + Double(c.attoseconds) * 1e-18)
    }

    /// The error metric above for a solution of the linear spring started at (x0, v0), target 0.
    public static func maxError(_ sol: ODESolution, spring: Spring, x0: Double, v0: Double) -> Double {
        let w = spring.naturalFrequency
        let a0 = (x0 * x0 + (v0 / w) * (v0 / w)).squareRoot()
        var worst = 0.0
        let start = SpringState(position: x0, velocity: v0)
        for (i, t) in sol.times.enumerated() {
            let y = sol.values[(i * sol.dimension)..<((i + 1) * sol.dimension)]
            let exact = spring.state(at: t, from: start)
            let dx = y[y.startIndex] - exact.position
            let dv = (y[y.startIndex + 1] - exact.velocity) / w
            worst = max(worst, (dx * dx + dv * dv).squareRoot() / a0)
        }
        return worst
    }

    /// The full table: every regime × every stepper.
    public static func table(
        regimes: [Regime] = standardRegimes, steppers: [Stepper] = Stepper.allCases,
        tolerance: Double = 1e-10
    ) throws -> [Result] {
        var rows: [Result] = []
        for r in regimes {
            for s in steppers { rows.append(try run(r, stepper: s, tolerance: tolerance)) }
        }
        return rows
    }
}

extension CrossCheck {
    /// Worst error/tolerance ratio per stepper over `count` random regimes (ζ log-uniform in
    /// [1e-3, 1e4] with exact 0 and 1 mixed in, ω0 log-uniform in [1, 100], ζω0 ≤ 5e3, v0 ∈ ±2ω0).
    public struct SweepRow: Sendable, Hashable, Codable {
        public var stepper: String
        public var cases: Int
        public var worstRatio: Double
        public var worstDampingRatio: Double
        public var worstOmega0: Double
        public var medianRatio: Double
    }

    /// `count` random regimes (a negative count gives none).
    public static func randomRegimes(count: Int, seed: UInt64) -> [Regime] {
        var state = seed
        func next() -> Double {  // SplitMix64 → [0, 1)
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        return (0..<max(0, count)).map { _ in
            let pick = next()
            var z = pow10(-3 + 7 * next())
            if pick < 0.1 { z = 0 } else if pick < 0.2 { z = 1 }
            var w = pow10(2 * next())
            if z * w > 5e3 { w = 5e3 / z }
            return Regime(name: "random", dampingRatio: z, omega0: w, x0: 1, v0: (4 * next() - 2) * w)
        }
    }

    public static func sweep(count: Int, seed: UInt64, tolerance: Double, steppers: [Stepper] = Stepper.allCases)
        throws -> [SweepRow]
    {
        guard count >= 1 else { throw ODEError.invalidParameter(name: "count", value: Double(count), reason: "must be ≥ 1") }
        let regimes = randomRegimes(count: count, seed: seed)
        let times = try frameTimes(duration: 2, frameRate: 60)
        return try steppers.map { st in
            var ratios: [(Double, Regime)] = []
            for r in regimes {
                let res = try run(r, stepper: st, tolerance: tolerance, times: times)
                ratios.append((res.maxError / tolerance, r))
            }
            ratios.sort { $0.0 < $1.0 }
            let worst = ratios[ratios.count - 1]
            return SweepRow(
                stepper: st.rawValue, cases: count, worstRatio: worst.0,
                worstDampingRatio: worst.1.dampingRatio, worstOmega0: worst.1.omega0,
                medianRatio: ratios[ratios.count / 2].0)
        }
    }
}

private func pow10(_ x: Double) -> Double {
    var r = 1.0
    // exp(x ln 10) without Foundation.
    r = _exp(x * 2.302585092994046)
    return r
}

#if canImport(Glibc)
    import Glibc
    private func _exp(_ x: Double) -> Double { Glibc.exp(x) }
#else
    import Darwin
    private func _exp(_ x: Double) -> Double { Darwin.exp(x) }
#endif
