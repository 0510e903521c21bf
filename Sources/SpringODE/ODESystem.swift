/// A first-order system y' = f(t, y) of fixed dimension, as GSL integrates it.
///
/// Implementations are value types; the solver calls them through raw pointers (no allocation per
/// call). `jacobian` is needed by `.msbdf` and `.bsimp`; return `false` when it is not available.
///
/// For the fastest path, a concrete system can also hand GSL its own C entry points, so a
/// right-hand-side call costs no more than in C (one indirect call from GSL, no thunks):
///
/// ```swift
/// extension MySystem {
///     public static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
///         rhs: { evaluateDerivatives($0, $1, $2, $3) },
///         jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
/// }
/// ```
/// Without it the solver wraps the system in closures (≈ 60 more instructions per call).
public protocol ODESystem: Sendable {
    /// The number of state components.
    var dimension: Int { get }

    /// Writes f(t, y) into `dydt` (both of length `dimension`).
    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>)

    /// Writes ∂f/∂y (row-major, `dimension`²) and ∂f/∂t; returns false when not provided.
    func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool

    /// C entry points specialised for this type (see the type's documentation), or nil.
    static var entryPoints: ODEEntryPoints? { get }
}

extension ODESystem {
    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool { false }

    public static var entryPoints: ODEEntryPoints? { nil }
}

/// The two C functions GSL calls, for one concrete system type. `params` points to an
/// `ODEContext<System>`.
public struct ODEEntryPoints: Sendable {
    public typealias RHS =
        @convention(c) (
            Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutableRawPointer?
        ) -> Int32
    public typealias Jacobian =
        @convention(c) (
            Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
            UnsafeMutableRawPointer?
        ) -> Int32
    public let rhs: RHS
    public let jacobian: Jacobian

    public init(rhs: RHS, jacobian: Jacobian) {
        self.rhs = rhs
        self.jacobian = jacobian
    }
}

/// What GSL's `params` points to: the solver's counters and the system, at a stable address.
///
/// counters: [right-hand-side calls, Jacobian calls, non-finite flag, missing-Jacobian flag].
public struct ODEContext<System: ODESystem> {
    public let counters: UnsafeMutablePointer<Int>
    public let system: System
}

// GSL status codes (gsl_errno.h), spelled out so the inlinable entry points need no C import.
@usableFromInline let odeSuccess: Int32 = 0
@usableFromInline let odeFault: Int32 = 3
@usableFromInline let odeBadFunction: Int32 = 9

extension ODESystem {
    /// The body of a C right-hand-side entry point: counts the call and evaluates. GSL passes
    /// non-null pointers by contract. A non-finite derivative is not checked here (it would cost
    /// more than the spring itself); it propagates into the state, which `ODESolver` checks at
    /// every output time and reports as `ODEError.nonFiniteDerivative`.
    @inlinable @inline(__always)
    public static func evaluateDerivatives(
        _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
        _ params: UnsafeMutableRawPointer?
    ) -> Int32 {
        let context = params.unsafelyUnwrapped.assumingMemoryBound(to: ODEContext<Self>.self)
        context.pointee.counters[0] &+= 1
        context.pointee.system.derivatives(t: t, y: y.unsafelyUnwrapped, dydt: dydt.unsafelyUnwrapped)
        return odeSuccess
    }

    /// Like `evaluateDerivatives`, and also reports a non-finite derivative at once as
    /// GSL_EBADFUNC, so the error names the exact time. Used for systems without entry points.
    @inlinable @inline(__always)
    package static func evaluateDerivativesChecked(
        _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
        _ params: UnsafeMutableRawPointer?
    ) -> Int32 {
        guard let y, let dydt, let params else { return odeFault }
        let context = params.assumingMemoryBound(to: ODEContext<Self>.self)
        context.pointee.counters[0] &+= 1
        context.pointee.system.derivatives(t: t, y: y, dydt: dydt)
        var finite = true
        for i in 0..<context.pointee.system.dimension { finite = finite && dydt[i].isFinite }
        if finite { return odeSuccess }
        context.pointee.counters[2] = 1
        return odeBadFunction
    }

    /// The body of a C Jacobian entry point.
    @inlinable @inline(__always)
    public static func evaluateJacobian(
        _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
        _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
    ) -> Int32 {
        guard let y, let dfdy, let dfdt, let params else { return odeFault }
        let context = params.assumingMemoryBound(to: ODEContext<Self>.self)
        context.pointee.counters[1] &+= 1
        if context.pointee.system.jacobian(t: t, y: y, dfdy: dfdy, dfdt: dfdt) { return odeSuccess }
        context.pointee.counters[3] = 1
        return odeBadFunction
    }
}

/// Any system behind closures: the fallback for systems without their own entry points.
struct ErasedSystem: ODESystem {
    let dimension: Int
    let rhs: @Sendable (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>) -> Void
    let jac: @Sendable (Double, UnsafePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Bool

    init<S: ODESystem>(_ s: S) {
        dimension = s.dimension
        rhs = { s.derivatives(t: $0, y: $1, dydt: $2) }
        jac = { s.jacobian(t: $0, y: $1, dfdy: $2, dfdt: $3) }
    }

    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) { rhs(t, y, dydt) }

    func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool { jac(t, y, dfdy, dfdt) }

    static let erasedEntryPoints = ODEEntryPoints(
        rhs: { evaluateDerivativesChecked($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
    static var entryPoints: ODEEntryPoints? { erasedEntryPoints }
}
