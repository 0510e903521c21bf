import CGSL

/// The GSL `odeiv2` steppers Transit exposes.
public enum Stepper: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Explicit embedded Runge–Kutta (2, 3).
    case rk2
    /// Explicit 4th-order Runge–Kutta (error by step doubling).
    case rk4
    /// Explicit embedded Runge–Kutta–Fehlberg (4, 5).
    case rkf45
    /// Explicit embedded Runge–Kutta Cash–Karp (4, 5).
    case rkck
    /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9).
    case rk8pd
    /// Variable-coefficient linear multistep Adams (orders 1–12), functional iteration.
    case msadams
    /// Variable-coefficient linear multistep BDF (orders 1–5), for stiff problems; uses the Jacobian.
    case msbdf
    /// Implicit Bulirsch–Stoer (Bader–Deuflhard), for stiff problems; uses the Jacobian.
    case bsimp

    /// True when GSL calls the Jacobian for this stepper.
    public var needsJacobian: Bool { self == .msbdf || self == .bsimp }

    public var description: String { rawValue }

    var gslType: UnsafePointer<gsl_odeiv2_step_type> {
        switch self {
        case .rk2: return cgsl_step_rk2()
        case .rk4: return cgsl_step_rk4()
        case .rkf45: return cgsl_step_rkf45()
        case .rkck: return cgsl_step_rkck()
        case .rk8pd: return cgsl_step_rk8pd()
        case .msadams: return cgsl_step_msadams()
        case .msbdf: return cgsl_step_msbdf()
        case .bsimp: return cgsl_step_bsimp()
        }
    }
}
