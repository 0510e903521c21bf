/// Displacement from the target and velocity of a spring at one instant.
public struct SpringState: Sendable, Hashable, CustomStringConvertible {
    /// Displacement x from the target (value − target).
    public var position: Double
    /// Velocity dx/dt, in value units per second.
    public var velocity: Double

    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }

    /// The rest state (0, 0).
    public static let rest = SpringState(position: 0, velocity: 0)

    public var description: String { "(x: \(position), v: \(velocity))" }
}

/// The 2×2 state-transition matrix Φ(t) = e^{At} of `x' = v, v' = −ω0² x − 2β v`:
///
/// ```
/// [x(t)]   [xx  xv] [x0]
/// [v(t)] = [vx  vv] [v0]        det Φ(t) = e^{−2βt}
/// ```
public struct Propagator: Sendable, Hashable {
    public var xx: Double
    public var xv: Double
    public var vx: Double
    public var vv: Double

    public init(xx: Double, xv: Double, vx: Double, vv: Double) {
        self.xx = xx
        self.xv = xv
        self.vx = vx
        self.vv = vv
    }

    /// Φ applied to a state.
    @inlinable public func apply(_ s: SpringState) -> SpringState {
        SpringState(position: xx * s.position + xv * s.velocity, velocity: vx * s.position + vv * s.velocity)
    }

    /// The determinant xx·vv − xv·vx (equals e^{−2βt} for an exact propagator).
    public var determinant: Double { xx * vv - xv * vx }

    /// Matrix product `self · other` (apply `other` first).
    public func composed(after other: Propagator) -> Propagator {
        Propagator(
            xx: xx * other.xx + xv * other.vx, xv: xx * other.xv + xv * other.vv,
            vx: vx * other.xx + vv * other.vx, vv: vx * other.xv + vv * other.vv)
    }
}
