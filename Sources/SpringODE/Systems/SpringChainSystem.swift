/// A chain of N masses joined by springs and dampers, the first one to a fixed `anchor`:
///
/// ```
/// m_i x_i'' = −k_i (x_i − x_{i−1}) − c_i (v_i − v_{i−1})            (x_{−1} = anchor, v_{−1} = 0)
///             + [two-way] k_{i+1} (x_{i+1} − x_i) + c_{i+1} (v_{i+1} − v_i)
/// ```
/// `.twoWay` is the physical chain (each link pulls both ends); `.follower` is the UI "chained
/// springs" idiom, where each element chases the previous one without pulling it back.
/// y = [x₀ … x_{N−1}, v₀ … v_{N−1}].
public struct SpringChainSystem: ODESystem {
    public enum Coupling: String, Sendable, Hashable { case twoWay, follower }
    public let masses: [Double]
    public let stiffnesses: [Double]
    public let dampings: [Double]
    public let anchor: Double
    public let coupling: Coupling

    /// - Throws: `ODEError.invalidParameter` when the arrays differ in length or are empty, or a
    ///   mass/stiffness is not positive, or a damping negative (or any value non-finite).
    public init(
        masses: [Double], stiffnesses: [Double], dampings: [Double], anchor: Double = 0,
        coupling: Coupling = .twoWay
    ) throws(ODEError) {
        guard !masses.isEmpty, masses.count == stiffnesses.count, masses.count == dampings.count else {
            throw .invalidParameter(
                name: "masses.count", value: Double(masses.count),
                reason: "must be ≥ 1 and equal stiffnesses.count and dampings.count")
        }
        for m in masses where !(m.isFinite && m > 0) { throw .invalidParameter(name: "mass", value: m, reason: "must be finite and > 0") }
        for k in stiffnesses where !(k.isFinite && k > 0) {
            throw .invalidParameter(name: "stiffness", value: k, reason: "must be finite and > 0")
        }
        for c in dampings where !(c.isFinite && c >= 0) {
            throw .invalidParameter(name: "damping", value: c, reason: "must be finite and ≥ 0")
        }
        guard anchor.isFinite else { throw .invalidParameter(name: "anchor", value: anchor, reason: "must be finite") }
        self.masses = masses
        self.stiffnesses = stiffnesses
        self.dampings = dampings
        self.anchor = anchor
        self.coupling = coupling
    }

    public var dimension: Int { 2 * masses.count }

    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        let n = masses.count
        for i in 0..<n {
            let xPrev = i == 0 ? anchor : y[i - 1]
            let vPrev = i == 0 ? 0 : y[n + i - 1]
            var f = -stiffnesses[i] * (y[i] - xPrev) - dampings[i] * (y[n + i] - vPrev)
            if coupling == .twoWay && i + 1 < n {
                f += stiffnesses[i + 1] * (y[i + 1] - y[i]) + dampings[i + 1] * (y[n + i + 1] - y[n + i])
            }
            dydt[i] = y[n + i]
            dydt[n + i] = f / masses[i]
        }
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        let n = masses.count
        let d = 2 * n
        dfdy.update(repeating: 0, count: d * d)
        dfdt.update(repeating: 0, count: d)
        for i in 0..<n {
            dfdy[i * d + n + i] = 1
            let row = (n + i) * d
            let m = masses[i]
            dfdy[row + i] -= stiffnesses[i] / m
            dfdy[row + n + i] -= dampings[i] / m
            if i > 0 {
                dfdy[row + i - 1] += stiffnesses[i] / m
                dfdy[row + n + i - 1] += dampings[i] / m
            }
            if coupling == .twoWay && i + 1 < n {
                dfdy[row + i + 1] += stiffnesses[i + 1] / m
                dfdy[row + i] -= stiffnesses[i + 1] / m
                dfdy[row + n + i + 1] += dampings[i + 1] / m
                dfdy[row + n + i] -= dampings[i + 1] / m
            }
        }
        return true
    }

    /// Total mechanical energy (kinetic + every link's potential); never increases.
    public func energy(_ y: [Double]) -> Double {
        let n = masses.count
        var e = 0.0
        for i in 0..<n {
            let xPrev = i == 0 ? anchor : y[i - 1]
            e += 0.5 * masses[i] * y[n + i] * y[n + i] + 0.5 * stiffnesses[i] * (y[i] - xPrev) * (y[i] - xPrev)
        }
        return e
    }
}
