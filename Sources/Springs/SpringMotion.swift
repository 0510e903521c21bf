/// One spring-driven motion of a scalar value: a spring, a start time, a start state and a target.
///
/// Retargeting (`retargeted(to:at:)`) starts a new motion from the current value and velocity, so
/// both stay continuous — what UIKit's `UIViewPropertyAnimator` and SwiftUI do when an animation is
/// redirected mid-flight.
public struct SpringMotion: Sendable, Hashable {
    public let spring: Spring
    /// Time at which the motion starts (seconds, on the caller's clock).
    public let startTime: Double
    /// Value at `startTime`.
    public let from: Double
    /// The target value.
    public let to: Double
    /// Velocity at `startTime`, in value units per second.
    public let initialVelocity: Double

    /// Creates a motion. Throws when an endpoint, velocity or the start time is not finite.
    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0, startTime: Double = 0)
        throws(SpringError)
    {
        self.spring = spring
        self.from = try Check.finite("from", from)
        self.to = try Check.finite("to", to)
        self.initialVelocity = try Check.finite("initialVelocity", initialVelocity)
        self.startTime = try Check.finite("startTime", startTime)
    }

    /// The value at absolute time `time` (before `startTime`: `from`).
    public func value(at time: Double) -> Double {
        spring.value(at: time - startTime, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The velocity at absolute time `time`.
    public func velocity(at time: Double) -> Double {
        spring.velocity(at: time - startTime, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// A motion towards `newTarget` that starts at `time` with this motion's value and velocity there.
    public func retargeted(to newTarget: Double, at time: Double, spring newSpring: Spring? = nil)
        throws(SpringError) -> SpringMotion
    {
        let t = try Check.finite("time", time)
        return try SpringMotion(
            spring: newSpring ?? spring, from: value(at: t), to: newTarget,
            initialVelocity: velocity(at: t), startTime: t)
    }
}

extension Spring {
    /// Redirects a running motion to `newTarget` at `time`, keeping value and velocity continuous.
    public func retarget(_ motion: SpringMotion, to newTarget: Double, at time: Double) throws(SpringError)
        -> SpringMotion
    {
        try motion.retargeted(to: newTarget, at: time, spring: self)
    }
}
