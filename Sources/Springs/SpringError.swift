/// Why a spring or timing curve could not be built from the given numbers.
///
/// Every throwing initialiser in `Springs` validates its input before it computes anything, so a
/// failed call changes nothing and the error names the offending parameter and value.
public enum SpringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value is NaN or infinite.
    case notFinite(parameter: String, value: Double)
    /// The value must be strictly positive (mass, stiffness, duration, response, …).
    case notPositive(parameter: String, value: Double)
    /// The value must be zero or positive (damping, damping ratio, velocity threshold, …).
    case negative(parameter: String, value: Double)
    /// The value lies outside the documented open or closed range.
    case outOfRange(parameter: String, value: Double, range: String)
    /// An iterative solve (Newton, bisection) did not converge for these inputs.
    case noSolution(parameter: String, value: Double, reason: String)

    /// The name of the parameter the error is about.
    public var parameter: String {
        switch self {
        case .notFinite(let p, _), .notPositive(let p, _), .negative(let p, _),
            .outOfRange(let p, _, _), .noSolution(let p, _, _):
            return p
        }
    }

    public var description: String {
        switch self {
        case .notFinite(let p, let v): return "\(p) must be finite, got \(v)"
        case .notPositive(let p, let v): return "\(p) must be > 0, got \(v)"
        case .negative(let p, let v): return "\(p) must be ≥ 0, got \(v)"
        case .outOfRange(let p, let v, let r): return "\(p) must be in \(r), got \(v)"
        case .noSolution(let p, let v, let why): return "no solution for \(p) = \(v): \(why)"
        }
    }
}

/// Input validation shared by every initialiser. Each returns the value so checks compose inline.
enum Check {
    static func finite(_ name: String, _ v: Double) throws(SpringError) -> Double {
        guard v.isFinite else { throw .notFinite(parameter: name, value: v) }
        return v
    }
    static func positive(_ name: String, _ v: Double) throws(SpringError) -> Double {
        _ = try finite(name, v)
        guard v > 0 else { throw .notPositive(parameter: name, value: v) }
        return v
    }
    static func nonNegative(_ name: String, _ v: Double) throws(SpringError) -> Double {
        _ = try finite(name, v)
        guard v >= 0 else { throw .negative(parameter: name, value: v) }
        return v
    }
    /// The largest magnitude accepted for a curve's output values (control-point y, linear()
    /// outputs, initial states): beyond it sums and differences of values overflow to ±∞.
    static let magnitudeLimit = 1e100

    /// Finite and at most `magnitudeLimit` in magnitude.
    static func moderate(_ name: String, _ v: Double) throws(SpringError) -> Double {
        _ = try finite(name, v)
        guard abs(v) <= magnitudeLimit else { throw .outOfRange(parameter: name, value: v, range: "[-1e100, 1e100]") }
        return v
    }

    /// Open unit interval, as for ε thresholds.
    static func unitOpen(_ name: String, _ v: Double) throws(SpringError) -> Double {
        _ = try finite(name, v)
        guard v > 0, v < 1 else { throw .outOfRange(parameter: name, value: v, range: "(0, 1)") }
        return v
    }
}
