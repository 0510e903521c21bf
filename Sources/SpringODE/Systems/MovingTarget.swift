import Springs

/// A spring whose target jumps at given times (retargeting). The right-hand side is discontinuous
/// at each jump, so the solve is split there: each segment is a `LinearSpringSystem` started from
/// the previous segment's end state, and no step straddles a jump.
public struct MovingTargetSpring: Sendable {
    public struct Jump: Sendable, Hashable {
        public var time: Double
        public var target: Double
        public init(time: Double, target: Double) {
            self.time = time
            self.target = target
        }
    }
    public let spring: Spring
    public let initialTarget: Double
    public let jumps: [Jump]

    /// - Throws: `ODEError.invalidInput` when jump times are not finite and increasing.
    public init(spring: Spring, initialTarget: Double, jumps: [Jump]) throws(ODEError) {
        var last = -Double.infinity
        for j in jumps {
            guard j.time.isFinite, j.target.isFinite, j.time > last else {
                throw .invalidInput("jump times must be finite and increasing, targets finite")
            }
            last = j.time
        }
        self.spring = spring
        self.initialTarget = initialTarget
        self.jumps = jumps
    }

    /// Solves from [x0, v0] at t = 0 and samples at `times` (non-decreasing, ≥ 0).
    public func solve(
        x0: Double, v0: Double, times: [Double], stepper: Stepper,
        tolerance: ODETolerance = .standard
    ) throws(ODEError) -> ODESolution {
        var y = [x0, v0]
        var t = 0.0
        var values: [Double] = []
        var stats = ODEStatistics()
        var remaining = times[...]
        let segments = [(0.0, initialTarget)] + jumps.map { ($0.time, $0.target) }
        for (i, (_, target)) in segments.enumerated() {
            let end = i + 1 < segments.count ? segments[i + 1].0 : Double.infinity
            let solver = try ODESolver(
                system: LinearSpringSystem(spring: spring, target: target),
                stepper: stepper, tolerance: tolerance)
            var outTimes = Array(remaining.prefix { $0 < end })
            remaining = remaining.dropFirst(outTimes.count)
            let segmentEnd = end.isFinite && !remaining.isEmpty
            if segmentEnd { outTimes.append(end) }
            if outTimes.isEmpty { continue }
            let sol = try solver.solve(from: y, at: t, times: outTimes)
            values += segmentEnd ? Array(sol.values.dropLast(2)) : sol.values
            if segmentEnd {
                y = Array(sol.values.suffix(2))
                t = end
            }
            stats.steps += sol.statistics.steps
            stats.failedSteps += sol.statistics.failedSteps
            stats.rhsEvaluations += sol.statistics.rhsEvaluations
            stats.jacobianEvaluations += sol.statistics.jacobianEvaluations
            if remaining.isEmpty { break }
        }
        return ODESolution(times: times, dimension: 2, values: values, statistics: stats)
    }

    /// The closed-form reference: `SpringMotion` retargeted at each jump.
    public func closedForm(x0: Double, v0: Double, at time: Double) throws(SpringError) -> SpringState {
        var motion = try SpringMotion(spring: spring, from: x0, to: initialTarget, initialVelocity: v0)
        for j in jumps where j.time <= time { motion = try motion.retargeted(to: j.target, at: j.time) }
        return SpringState(position: motion.value(at: time), velocity: motion.velocity(at: time))
    }
}
