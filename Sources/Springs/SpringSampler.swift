import _SpringsShims

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
    /// - Throws: `SpringError` for a non-positive step, negative threshold, or a state that is not
    ///   finite or exceeds 10¹⁰⁰ in magnitude (its motion would overflow).
    public init(spring: Spring, step: Double, from state: SpringState, restThreshold: Double = 1e-9)
        throws(SpringError)
    {
        self.spring = spring
        self.step = try Check.positive("step", step)
        self.restThreshold = try Check.nonNegative("restThreshold", restThreshold)
        _ = try Check.moderate("state.position", state.position)
        _ = try Check.moderate("state.velocity", state.velocity)
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
    /// Four independent recurrences run interleaved (s_{n+4} = Φ(h)⁴ s_n for each residue mod 4),
    /// so the loop-carried dependency is one 2×2 product per four samples. The rest check is a
    /// predictable branch off the dependency chain: once a sample's energy amplitude is below the
    /// threshold, it and every later sample are exactly 0 (energy never increases).
    public mutating func fill(positions: UnsafeMutableBufferPointer<Double>) {
        let n = positions.count
        guard n > 0, let out = positions.baseAddress else { return }
        let p1 = propagator
        let p2 = p1.composed(after: p1)
        let p3 = p2.composed(after: p1)
        let p4 = p2.composed(after: p2)
        let s0 = state
        var s1 = p1.apply(s0), s2 = p2.apply(s0), s3 = p3.apply(s0), s4 = p4.apply(s0)
        let r2 = restAmplitude2
        let iw = inverseOmega0Squared
        @inline(__always) func resting(_ s: SpringState) -> Bool {
            s.position * s.position + s.velocity * s.velocity * iw < r2
        }
        var i = 0
        var last = s0
        var snapped = false
        while i + 3 < n {
            if resting(s1) || resting(s2) || resting(s3) || resting(s4) { break }
            out[i] = s1.position
            out[i + 1] = s2.position
            out[i + 2] = s3.position
            out[i + 3] = s4.position
            last = s4
            s1 = p4.apply(s1)
            s2 = p4.apply(s2)
            s3 = p4.apply(s3)
            s4 = p4.apply(s4)
            i += 4
        }
        // Tail (and the block in which the motion comes to rest), one sample at a time.
        var s = last
        while i < n {
            if !snapped {
                s = p1.apply(s)
                if resting(s) {
                    s = .rest
                    snapped = true
                }
            }
            out[i] = s.position
            i += 1
        }
        state = s
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
    // Cache blocking: a block of springs runs through every frame while its coefficients and
    // state stay in L1; the frame-major output rows are written block by block. Outputs larger
    // than the caches are written with streaming (non-temporal) stores: the batch is bound by
    // write bandwidth, and skipping the read-for-ownership of every output line halves the
    // traffic (notes/benchmarks.md).
    @inline(never)
    static func kernel(
        _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, _ c: UnsafePointer<Double>, _ d: UnsafePointer<Double>,
        _ iw: UnsafePointer<Double>, _ xs: UnsafeMutablePointer<Double>, _ vs: UnsafeMutablePointer<Double>,
        count n: Int, frames: Int, r2: Double, streaming: Bool, out base: UnsafeMutablePointer<Double>
    ) {
        @inline(__always) func step(_ i: Int) -> Double {
            let x = xs[i], v = vs[i]
            var nx = a[i] * x + b[i] * v
            var nv = c[i] * x + d[i] * v
            let rest = nx * nx + nv * nv * iw[i] < r2
            nx = rest ? 0 : nx
            nv = rest ? 0 : nv
            xs[i] = nx
            vs[i] = nv
            return nx
        }
        // Two springs at a time as SIMD2 lanes: the rest test becomes a lane mask and a blend
        // instead of a branch that mispredicts whenever some springs have snapped and others not.
        @inline(__always) func load(_ p: UnsafePointer<Double>, _ i: Int) -> SIMD2<Double> {
            UnsafeRawPointer(p + i).loadUnaligned(as: SIMD2<Double>.self)
        }
        @inline(__always) func step2(_ i: Int) -> SIMD2<Double> {
            let x = load(xs, i), v = load(vs, i)
            var nx = load(a, i) * x + load(b, i) * v
            var nv = load(c, i) * x + load(d, i) * v
            let rest = nx * nx + nv * nv * load(iw, i) .< SIMD2(repeating: r2)
            nx.replace(with: 0, where: rest)
            nv.replace(with: 0, where: rest)
            UnsafeMutableRawPointer(xs + i).storeBytes(of: nx, as: SIMD2<Double>.self)
            UnsafeMutableRawPointer(vs + i).storeBytes(of: nv, as: SIMD2<Double>.self)
            return nx
        }
        var start = 0
        while start < n {
            let end = min(start + blockSize, n)
            for f in 0..<frames {
                let row = base + f &* n
                var i = start
                if streaming && Int(bitPattern: row + i) & 15 != 0 {
                    row[i] = step(i)
                    i &+= 1
                }
                while i &+ 1 < end {
                    let x = step2(i)
                    if streaming {
                        springs_stream_store2(row + i, x[0], x[1])
                    } else {
                        UnsafeMutableRawPointer(row + i).storeBytes(of: x, as: SIMD2<Double>.self)
                    }
                    i &+= 2
                }
                if i < end { row[i] = step(i) }
            }
            start = end
        }
        if streaming { springs_store_fence() }
    }

    /// Springs per cache block: 7 arrays × 256 × 8 B = 14 KiB, inside L1 (measured best of 256…4096).
    static let blockSize = 256
    /// Outputs of at least this many samples (32 MiB) use streaming stores.
    static let streamingThreshold = 1 << 22

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
            _ = try Check.moderate("state.position", s.position)
            _ = try Check.moderate("state.velocity", s.velocity)
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
        let (needed, overflow) = frames.multipliedReportingOverflow(by: n)
        guard !overflow, out.count >= needed else {
            throw .outOfRange(
                parameter: "out.count", value: Double(out.count), range: "[frames × count = \(Double(frames) * Double(n)), ∞)")
        }
        guard n > 0, frames > 0, let base = out.baseAddress else { return }
        let r2 = restThreshold * restThreshold
        let streaming = springs_has_streaming_stores() != 0 && frames * n >= SpringBatch.streamingThreshold
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                c.withUnsafeBufferPointer { c in
                    d.withUnsafeBufferPointer { d in
                        iw.withUnsafeBufferPointer { iw in
                            positions.withUnsafeMutableBufferPointer { xs in
                                velocities.withUnsafeMutableBufferPointer { vs in
                                    guard let a = a.baseAddress, let b = b.baseAddress, let c = c.baseAddress, let d = d.baseAddress,
                                        let iw = iw.baseAddress, let xs = xs.baseAddress, let vs = vs.baseAddress
                                    else { return }
                                    SpringBatch.kernel(
                                        a, b, c, d, iw, xs, vs, count: n, frames: frames, r2: r2, streaming: streaming, out: base)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
