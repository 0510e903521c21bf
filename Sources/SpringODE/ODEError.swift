/// Why an ODE solve failed. Every non-zero GSL status becomes one of these; GSL's abort handler is
/// off, so no input reaches `abort()`.
public enum ODEError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter is out of range (tolerance ≤ 0, non-finite value, bad dimension…).
    case invalidParameter(name: String, value: Double, reason: String)
    /// The initial state or an output time is not usable (wrong length, NaN, times not sorted).
    case invalidInput(String)
    /// The stepper needs a Jacobian and the system provides none.
    case jacobianRequired(stepper: String)
    /// More than `maxSteps` steps were needed.
    case maxStepsExceeded(maxSteps: Int, time: Double)
    /// The right-hand side returned a non-finite derivative at `time`.
    case nonFiniteDerivative(time: Double)
    /// GSL returned a failure status.
    case gsl(status: Int32, name: String, time: Double)
    /// GSL could not allocate the driver.
    case allocationFailed

    public var description: String {
        switch self {
        case .invalidParameter(let n, let v, let r): return "invalid \(n) = \(v): \(r)"
        case .invalidInput(let s): return "invalid input: \(s)"
        case .jacobianRequired(let s): return "stepper \(s) needs a Jacobian; the system provides none"
        case .maxStepsExceeded(let n, let t): return "more than \(n) steps needed (stopped at t = \(t))"
        case .nonFiniteDerivative(let t): return "the right-hand side is not finite at t = \(t)"
        case .gsl(let s, let n, let t): return "GSL error \(s) (\(n)) at t = \(t)"
        case .allocationFailed: return "GSL could not allocate the ODE driver"
        }
    }
}
