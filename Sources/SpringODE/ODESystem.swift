/// A first-order system y' = f(t, y) of fixed dimension, as GSL integrates it.
///
/// Implementations are value types; the solver calls them through raw pointers (no allocation per
/// call). `jacobian` is needed by `.msbdf` and `.bsimp`; return `false` when it is not available.
public protocol ODESystem: Sendable {
    /// The number of state components.
    var dimension: Int { get }

    /// Writes f(t, y) into `dydt` (both of length `dimension`).
    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>)

    /// Writes ∂f/∂y (row-major, `dimension`²) and ∂f/∂t; returns false when not provided.
    func jacobian(t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
                  dfdt: UnsafeMutablePointer<Double>) -> Bool
}

extension ODESystem {
    public func jacobian(t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
                         dfdt: UnsafeMutablePointer<Double>) -> Bool { false }
}
