import CGSL

/// Tolerances of GSL's standard step-size control: the local error of component i is kept below
/// `absolute + relative · |y_i|`.
public struct ODETolerance: Sendable, Hashable {
    public var absolute: Double
    public var relative: Double
    public init(absolute: Double, relative: Double) {
        self.absolute = absolute
        self.relative = relative
    }
    public static let standard = ODETolerance(absolute: 1e-10, relative: 1e-10)
}

/// Work done by one solve.
public struct ODEStatistics: Sendable, Hashable, Codable {
    /// Accepted plus rejected steps (GSL's evolve count).
    public var steps: Int = 0
    /// Steps rejected by the error control.
    public var failedSteps: Int = 0
    /// Right-hand-side evaluations.
    public var rhsEvaluations: Int = 0
    /// Jacobian evaluations.
    public var jacobianEvaluations: Int = 0
    public init() {}
}

/// A solution sampled at the requested output times (stored flat: one allocation per solve).
public struct ODESolution: Sendable {
    public let times: [Double]
    public let dimension: Int
    /// y(times[0]), y(times[1]), … concatenated.
    public let values: [Double]
    public let statistics: ODEStatistics

    public init(times: [Double], dimension: Int, values: [Double], statistics: ODEStatistics) {
        self.times = times
        self.dimension = dimension
        self.values = values
        self.statistics = statistics
    }

    /// y(times[i]).
    /// - Throws: `ODEError.invalidParameter` when `i` is not an index of `times`.
    public func state(_ i: Int) throws(ODEError) -> ArraySlice<Double> {
        guard times.indices.contains(i) else {
            throw .invalidParameter(name: "index", value: Double(i), reason: "must be in 0..<\(times.count)")
        }
        return values[(i * dimension)..<((i + 1) * dimension)]
    }

    /// Every state as its own array.
    public var states: [[Double]] { times.indices.map { i in Array(values[(i * dimension)..<((i + 1) * dimension)]) } }

    /// Component `index` of every state.
    /// - Throws: `ODEError.invalidParameter` when `index` is not in `0..<dimension`.
    public func component(_ index: Int) throws(ODEError) -> [Double] {
        guard (0..<dimension).contains(index) else {
            throw .invalidParameter(name: "index", value: Double(index), reason: "must be in 0..<\(dimension)")
        }
        return stride(from: index, to: values.count, by: dimension).map { values[$0] }
    }
}

/// The context GSL's `params` points to, with its counters, owned by one solver.
final class Callbacks {
    let counters: UnsafeMutablePointer<Int>
    let params: UnsafeMutableRawPointer
    let entryPoints: ODEEntryPoints
    private let release: () -> Void

    init<S: ODESystem>(_ system: S, _ entryPoints: ODEEntryPoints) {
        let counters = UnsafeMutablePointer<Int>.allocate(capacity: 4)
        counters.initialize(repeating: 0, count: 4)
        let context = UnsafeMutablePointer<ODEContext<S>>.allocate(capacity: 1)
        context.initialize(to: ODEContext(counters: counters, system: system))
        self.counters = counters
        self.entryPoints = entryPoints
        params = UnsafeMutableRawPointer(context)
        release = {
            context.deinitialize(count: 1)
            context.deallocate()
        }
    }

    /// The system's own entry points when it has them, else the closure-wrapped fallback.
    static func make<S: ODESystem>(_ system: S) -> Callbacks {
        if let ep = S.entryPoints { return Callbacks(system, ep) }
        let erased = ErasedSystem(system)
        return Callbacks(erased, ErasedSystem.erasedEntryPoints)
    }

    deinit {
        release()
        counters.deallocate()
    }

    func reset() { counters.update(repeating: 0, count: 4) }
    var rhsCount: Int { counters[0] }
    var jacobianCount: Int { counters[1] }
    var nonFinite: Bool { counters[2] != 0 }
    var noJacobian: Bool { counters[3] != 0 }
}

/// GSL's abort-on-error handler is switched off once, before the first driver exists.
private let gslErrorHandlerOff: Void = { _ = gsl_set_error_handler_off() }()

/// Integrates one `ODESystem` with one GSL `odeiv2` driver.
///
/// The instance owns the driver and the `gsl_odeiv2_system` struct, which lives at a stable
/// allocated address because the driver keeps a pointer to it; both are freed in `deinit`.
/// Running state, so a class; not Sendable (use one solver per task).
public final class ODESolver {
    public let stepper: Stepper
    public let tolerance: ODETolerance
    public let maxSteps: Int
    public let dimension: Int
    public let initialStep: Double
    private let box: Callbacks
    private let sys: UnsafeMutablePointer<gsl_odeiv2_system>
    private let driver: UnsafeMutablePointer<gsl_odeiv2_driver>

    /// - Parameters:
    ///   - initialStep: GSL's hstart; defaults to 1e-3 (seconds).
    ///   - maxSteps: the guard: a solve needing more steps throws `maxStepsExceeded`.
    /// - Throws: `ODEError` for a non-positive tolerance or step, a dimension < 1, or a stepper
    ///   that needs a Jacobian the system cannot provide (checked once at t = 0 on a zero state).
    public init<S: ODESystem>(
        system: S, stepper: Stepper, tolerance: ODETolerance = .standard,
        initialStep: Double = 1e-3, maxSteps: Int = 1_000_000
    ) throws(ODEError) {
        _ = gslErrorHandlerOff
        guard tolerance.absolute.isFinite, tolerance.absolute >= 0 else {
            throw .invalidParameter(name: "tolerance.absolute", value: tolerance.absolute, reason: "must be finite and ≥ 0")
        }
        guard tolerance.relative.isFinite, tolerance.relative >= 0 else {
            throw .invalidParameter(name: "tolerance.relative", value: tolerance.relative, reason: "must be finite and ≥ 0")
        }
        guard tolerance.absolute > 0 || tolerance.relative > 0 else {
            throw .invalidParameter(name: "tolerance", value: 0, reason: "absolute or relative must be > 0")
        }
        guard initialStep.isFinite, initialStep > 0 else {
            throw .invalidParameter(name: "initialStep", value: initialStep, reason: "must be finite and > 0")
        }
        guard maxSteps > 0 else {
            throw .invalidParameter(name: "maxSteps", value: Double(maxSteps), reason: "must be > 0")
        }
        let n = system.dimension
        guard n >= 1 else { throw .invalidParameter(name: "dimension", value: Double(n), reason: "must be ≥ 1") }
        if stepper.needsJacobian {
            let y = UnsafeMutablePointer<Double>.allocate(capacity: n)
            let dfdy = UnsafeMutablePointer<Double>.allocate(capacity: n * n)
            let dfdt = UnsafeMutablePointer<Double>.allocate(capacity: n)
            defer {
                y.deallocate()
                dfdy.deallocate()
                dfdt.deallocate()
            }
            y.initialize(repeating: 0, count: n)
            guard system.jacobian(t: 0, y: y, dfdy: dfdy, dfdt: dfdt) else {
                throw .jacobianRequired(stepper: stepper.rawValue)
            }
        }
        self.stepper = stepper
        self.tolerance = tolerance
        self.maxSteps = maxSteps
        self.dimension = n
        self.initialStep = initialStep
        let box = Callbacks.make(system)
        self.box = box
        sys = .allocate(capacity: 1)
        sys.initialize(
            to: gsl_odeiv2_system(
                function: box.entryPoints.rhs, jacobian: box.entryPoints.jacobian, dimension: n, params: box.params))
        guard
            let d = gsl_odeiv2_driver_alloc_y_new(
                sys, stepper.gslType, initialStep,
                tolerance.absolute, tolerance.relative)
        else {
            sys.deinitialize(count: 1)
            sys.deallocate()
            throw .allocationFailed
        }
        driver = d
        gsl_odeiv2_driver_set_nmax(d, UInt(maxSteps))
    }

    deinit {
        gsl_odeiv2_driver_free(driver)
        sys.deinitialize(count: 1)
        sys.deallocate()
    }

    /// Integrates from (`t0`, `y0`) and records y at each of `times` (non-decreasing, ≥ t0).
    ///
    /// The driver is reset first, so solves are independent; statistics cover this solve only.
    public func solve(from y0: [Double], at t0: Double = 0, times: [Double]) throws(ODEError) -> ODESolution {
        guard y0.count == dimension else {
            throw .invalidInput("initial state has \(y0.count) components, the system \(dimension)")
        }
        guard y0.allSatisfy(\.isFinite) else { throw .invalidInput("initial state is not finite: \(y0)") }
        guard t0.isFinite else { throw .invalidInput("start time \(t0) is not finite") }
        var previous = t0
        for t in times {
            guard t.isFinite, t >= previous else {
                throw .invalidInput("output times must be finite, ≥ t0 and non-decreasing (got \(t) after \(previous))")
            }
            previous = t
        }
        // reset_hstart also resets the evolve/step state; restoring h makes solves repeatable.
        gsl_odeiv2_driver_reset_hstart(driver, initialStep)
        box.reset()
        // Integrate in place in the output buffer: frame i starts as a copy of frame i − 1.
        let n = dimension
        var values = [Double](repeating: 0, count: times.count * n)
        var failure: ODEError?
        values.withUnsafeMutableBufferPointer { buf in
            guard let out = buf.baseAddress, !times.isEmpty else { return }
            var y = out
            y.update(from: y0, count: n)
            var t = t0
            let evolve = driver.pointee.e  // stable for the driver's lifetime
            for (i, ti) in times.enumerated() {
                if i > 0 {
                    for k in 0..<n { y[n + k] = y[k] }  // a loop: memmove's call costs more for n = 2
                    y += n
                }
                guard ti > t else { continue }
                let status = gsl_odeiv2_driver_apply(driver, &t, ti, y)
                if status != Int32(GSL_SUCCESS) {
                    failure = error(for: status, at: t)
                    return
                }
                // A non-finite derivative propagates into the state; report it as such.
                var finite = true
                for k in 0..<n { finite = finite && y[k].isFinite }
                if !finite {
                    failure = .nonFiniteDerivative(time: t)
                    return
                }
                if let evolve, Int(evolve.pointee.count) > maxSteps {
                    failure = .maxStepsExceeded(maxSteps: maxSteps, time: t)
                    return
                }
            }
        }
        if let failure { throw failure }
        var stats = ODEStatistics()
        (stats.steps, stats.failedSteps) = evolveCounts
        stats.rhsEvaluations = box.rhsCount
        stats.jacobianEvaluations = box.jacobianCount
        return ODESolution(times: times, dimension: dimension, values: values, statistics: stats)
    }

    /// GSL's cumulative step and failed-step counts since the last reset.
    private var evolveCounts: (steps: Int, failed: Int) {
        guard let e = driver.pointee.e else { return (0, 0) }
        return (Int(e.pointee.count), Int(e.pointee.failed_steps))
    }

    private func error(for status: Int32, at t: Double) -> ODEError {
        if box.nonFinite { return .nonFiniteDerivative(time: t) }
        if box.noJacobian { return .jacobianRequired(stepper: stepper.rawValue) }
        if status == Int32(GSL_EMAXITER) { return .maxStepsExceeded(maxSteps: maxSteps, time: t) }
        let name = gsl_strerror(status).map { String(cString: $0) } ?? "unknown"
        return .gsl(status: status, name: name, time: t)
    }
}
