// Uniform sampling through the exact propagator (notes/springs.md §2).
//
// s_{n+1} = Φ(h) s_n with Φ(h) = e^{Ah} computed once in closed form: four multiplies and two
// adds a frame, no transcendental calls. The discrete trajectory is the exact one up to rounding,
// which grows at most linearly in n (|Φ| ≤ 1 in the energy norm for c ≥ 0).
//
// Snap to rest: the energy ½kx² + ½mv² never increases, so |x(t)| ≤ √(x² + v²/ω0²) for all later
// t. Once that amplitude is below `restThreshold` the state is set to exactly (0, 0): the error is
// at most the threshold and no subnormal tail is left to crawl through the FPU.

/// Samples one spring motion at a fixed time step.
public struct SpringSampler: Sendable {
    /// The spring being sampled.
    public let spring: Spring
    /// The time step h (seconds).
    public let step: Double
    /// Energy-amplitude threshold below which the state snaps to rest.
    public let restThreshold: Double
    /// Φ(h).
    public let propagator: Propagator
    @usableFromInline let restAmplitude2: Double
    @usableFromInline let inverseOmega0Squared: Double
    /// The current state (at `time`).
    public internal(set) var state: SpringState
    /// Number of steps taken.
    public internal(set) var frame: Int = 0

    /// Creates a sampler starting in `state`.
    ///
    /// - Parameters:
    ///   - step: h > 0, e.g. 1/120.
    ///   - restThreshold: ≥ 0; 0 disables snapping.
    /// - Throws: `SpringError` for a non-positive step, negative threshold or non-finite state.
    public init(spring: Spring, step: Double, from state: SpringState, restThreshold: Double = 1e-9)
        throws(SpringError)
    {
        self.spring = spring
        self.step = try Check.positive("step", step)
        self.restThreshold = try Check.nonNegative("restThreshold", restThreshold)
        _ = try Check.finite("state.position", state.position)
        _ = try Check.finite("state.velocity", state.velocity)
        self.state = state
        propagator = spring.propagator(over: step)
        restAmplitude2 = restThreshold * restThreshold
        inverseOmega0Squared = 1 / spring.omega0Squared
    }

    /// Time of the current state, `frame × step`.
    public var time: Double { Double(frame) * step }

    /// True once the state has snapped to rest.
    public var isAtRest: Bool { state.position == 0 && state.velocity == 0 }

    /// Advances one step and returns the new state.
    @discardableResult
    public mutating func next() -> SpringState {
        var s = propagator.apply(state)
        if s.position * s.position + s.velocity * s.velocity * inverseOmega0Squared < restAmplitude2 {
            s = .rest
        }
        state = s
        frame += 1
        return s
    }

    /// Advances `positions.count` steps, writing each new position.
    ///
    /// Two independent recurrences run interleaved (s_{n+2} = Φ(2h) s_n for even and odd frames),
    /// which halves the dependency chain of the loop.
    public mutating func fill(positions: UnsafeMutableBufferPointer<Double>) {
        let n = positions.count
        guard n > 0, let out = positions.baseAddress else { return }
        let p = propagator
        let p2 = p.composed(after: p)
        var even = state
        var odd = p.apply(state)
        let r2 = restAmplitude2
        let iw = inverseOmega0Squared
        var i = 0
        while i + 1 < n {
            odd = SpringSampler.snap(odd, r2, iw)
            out[i] = odd.position
            let e2 = SpringSampler.snap(p2.apply(even), r2, iw)
            out[i + 1] = e2.position
            let o2 = p2.apply(odd)
            even = e2
            odd = o2
            i += 2
        }
        if i < n {
            odd = SpringSampler.snap(odd, r2, iw)
            out[i] = odd.position
            state = odd
        } else {
            state = even
        }
        frame += n
    }

    /// Convenience: the next `count` positions as an array.
    public mutating func positions(count: Int) -> [Double] {
        let n = max(0, count)
        return [Double](unsafeUninitializedCapacity: n) { buf, done in
            fill(positions: buf)
            done = n
        }
    }

    @inline(__always) @usableFromInline
    static func snap(_ s: SpringState, _ r2: Double, _ iw: Double) -> SpringState {
        s.position * s.position + s.velocity * s.velocity * iw < r2 ? .rest : s
    }
}

/// Samples many springs at one time step into caller-provided buffers (structure of arrays).
///
/// Each frame is `x' = a x + b v, v' = c x + d v` per spring, a loop the compiler vectorises.
/// Output is frame-major: `out[frame × count + spring]`, the layout a renderer consumes.
public struct SpringBatch: Sendable {
    public let step: Double
    public let restThreshold: Double
    public private(set) var positions: [Double]
    public private(set) var velocities: [Double]
    var a: [Double], b: [Double], c: [Double], d: [Double], iw: [Double]
    public var count: Int { positions.count }

    /// Creates a batch: one spring and one start state per element.
    ///
    /// - Throws: `SpringError` when the arrays differ in length, the step is not positive, or a
    ///   state is not finite.
    public init(springs: [Spring], states: [SpringState], step: Double, restThreshold: Double = 1e-9)
        throws(SpringError)
    {
        guard springs.count == states.count else {
            throw .outOfRange(parameter: "states.count", value: Double(states.count), range: "== springs.count (\(springs.count))")
        }
        self.step = try Check.positive("step", step)
        self.restThreshold = try Check.nonNegative("restThreshold", restThreshold)
        for s in states {
            _ = try Check.finite("state.position", s.position)
            _ = try Check.finite("state.velocity", s.velocity)
        }
        positions = states.map(\.position)
        velocities = states.map(\.velocity)
        let phis = springs.map { $0.propagator(over: step) }
        a = phis.map(\.xx)
        b = phis.map(\.xv)
        c = phis.map(\.vx)
        d = phis.map(\.vv)
        iw = springs.map { 1 / $0.omega0Squared }
    }

    /// Advances `frames` steps, writing positions frame-major into `out`.
    ///
    /// - Throws: `SpringError.outOfRange` when `out.count < frames × count` (nothing is advanced).
    public mutating func render(frames: Int, into out: UnsafeMutableBufferPointer<Double>) throws(SpringError) {
        let n = count
        guard frames >= 0 else { throw .negative(parameter: "frames", value: Double(frames)) }
        guard out.count >= frames * n else {
            throw .outOfRange(parameter: "out.count", value: Double(out.count), range: "≥ frames × count = \(frames * n)")
        }
        guard n > 0, frames > 0, let base = out.baseAddress else { return }
        let r2 = restThreshold * restThreshold
        a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
        c.withUnsafeBufferPointer { c in
        d.withUnsafeBufferPointer { d in
        iw.withUnsafeBufferPointer { iw in
        positions.withUnsafeMutableBufferPointer { xs in
        velocities.withUnsafeMutableBufferPointer { vs in
            for f in 0..<frames {
                let row = base + f * n
                for i in 0..<n {
                    let x = xs[i], v = vs[i]
                    var nx = a[i] * x + b[i] * v
                    var nv = c[i] * x + d[i] * v
                    let rest = nx * nx + nv * nv * iw[i] < r2
                    nx = rest ? 0 : nx
                    nv = rest ? 0 : nv
                    xs[i] = nx
                    vs[i] = nv
                    row[i] = nx
                }
            }
        }}}}}}}
    }
}
