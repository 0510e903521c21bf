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
    // Register blocking: a group of 8 springs runs through every frame with its states in
    // registers (4 SIMD2 vectors of x and of v) and its coefficients read from L1; each frame
    // writes one 64-byte line of the frame-major output. Per sample that is 4 multiplies and
    // 2 adds for the step, 3 multiplies, an add, a compare and two masks for the rest test, and
    // one store — no load or store of the state between frames. Plain stores at every size:
    // streaming (non-temporal) stores measured 3× slower with this write pattern on the
    // development VM, and the kernel is compute-bound at ~0.85 ns/sample (notes/benchmarks.md).
    @inline(never)
    static func kernel(
        _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, _ c: UnsafePointer<Double>, _ d: UnsafePointer<Double>,
        _ iw: UnsafePointer<Double>, _ xs: UnsafeMutablePointer<Double>, _ vs: UnsafeMutablePointer<Double>,
        count n: Int, frames: Int, r2: Double, out base: UnsafeMutablePointer<Double>,
        velocities vbase: UnsafeMutablePointer<Double>?
    ) {
        let lim = SIMD2<Double>(repeating: r2)
        @inline(__always) func load(_ p: UnsafePointer<Double>, _ i: Int) -> SIMD2<Double> {
            UnsafeRawPointer(p + i).loadUnaligned(as: SIMD2<Double>.self)
        }
        @inline(__always) func save(_ p: UnsafeMutablePointer<Double>, _ x: SIMD2<Double>) {
            UnsafeMutableRawPointer(p).storeBytes(of: x, as: SIMD2<Double>.self)
        }
        // One frame of springs j, j+1: the step, then the rest test as a lane mask (all ones
        // where the spring moves) and-ed into the new state — `replacing(with:where:)` compiles
        // to a branch per lane here.
        @inline(__always) func lane(_ x: inout SIMD2<Double>, _ v: inout SIMD2<Double>, _ j: Int) {
            let nx = load(a, j) * x + load(b, j) * v
            let nv = load(c, j) * x + load(d, j) * v
            let moving = ~(nx * nx + nv * nv * load(iw, j) .< lim)._storage
            x = unsafeBitCast(unsafeBitCast(nx, to: SIMD2<Int64>.self) & moving, to: SIMD2<Double>.self)
            v = unsafeBitCast(unsafeBitCast(nv, to: SIMD2<Int64>.self) & moving, to: SIMD2<Double>.self)
        }
        var i = 0
        // Groups of 8 springs within blocks of `blockSize`, frames in chunks of `frameChunk`: each
        // group's state stays in registers through a chunk (loaded and stored once per chunk),
        // and a chunk writes `frameChunk` rows of `blockSize` contiguous samples — a few
        // sequential streams, not one 64-byte line per row 800 kB apart (which the memory
        // system serves at a third of the speed).
        let grouped = n - n % 8
        @inline(__always) func groups(_ store: (UnsafeMutablePointer<Double>, SIMD2<Double>) -> Void) {
            // (`store` is a parameter so a streaming variant is one line: it measured slower.)
            var start = 0
            while start < grouped {
                let end = min(start &+ SpringBatch.blockSize, grouped)
                var f0 = 0
                while f0 < frames {
                    let f1 = min(f0 &+ SpringBatch.frameChunk, frames)
                    var g = start
                    while g < end {
                        var x0 = load(xs, g), x1 = load(xs, g &+ 2), x2 = load(xs, g &+ 4), x3 = load(xs, g &+ 6)
                        var v0 = load(vs, g), v1 = load(vs, g &+ 2), v2 = load(vs, g &+ 4), v3 = load(vs, g &+ 6)
                        var row = base + (f0 &* n &+ g)
                        var vrow = vbase.map { $0 + (f0 &* n &+ g) }
                        for _ in f0..<f1 {
                            lane(&x0, &v0, g)
                            store(row, x0)
                            lane(&x1, &v1, g &+ 2)
                            store(row + 2, x1)
                            lane(&x2, &v2, g &+ 4)
                            store(row + 4, x2)
                            lane(&x3, &v3, g &+ 6)
                            store(row + 6, x3)
                            if let vr = vrow {
                                save(vr, v0)
                                save(vr + 2, v1)
                                save(vr + 4, v2)
                                save(vr + 6, v3)
                                vrow = vr + n
                            }
                            row += n
                        }
                        save(xs + g, x0)
                        save(xs + g + 2, x1)
                        save(xs + g + 4, x2)
                        save(xs + g + 6, x3)
                        save(vs + g, v0)
                        save(vs + g + 2, v1)
                        save(vs + g + 4, v2)
                        save(vs + g + 6, v3)
                        g &+= 8
                    }
                    f0 = f1
                }
                start = end
            }
            i = grouped
        }
        groups(save)
        // The last n mod 8 springs, one at a time.
        while i < n {
            var x = xs[i], v = vs[i]
            var row = base + i
            for f in 0..<frames {
                let nx = a[i] * x + b[i] * v
                let nv = c[i] * x + d[i] * v
                let rest = nx * nx + nv * nv * iw[i] < r2
                x = rest ? 0 : nx
                v = rest ? 0 : nv
                row.pointee = x
                if let vb = vbase { vb[f &* n &+ i] = v }
                row += n
            }
            xs[i] = x
            vs[i] = v
            i &+= 1
        }
    }

    /// Springs per block (a multiple of 8): the contiguous run each output row receives per chunk.
    static let blockSize = 256
    /// Frames per chunk: how long a group's state stays in registers.
    static let frameChunk = 16

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

    /// Advances `frames` steps, writing positions frame-major into `out`
    /// (`out[frame × count + spring]`) — and, when `velocities` is given, the velocities in the
    /// same layout. Positions only is the fast path (one store per sample); asking for
    /// velocities doubles the output written. The state after the last
    /// frame is always kept (`positions`, `velocities` of the batch), so a caller that needs the
    /// velocity only at the end should not ask for the buffer.
    ///
    /// - Throws: `SpringError.outOfRange` when `out.count` (or `velocities.count`) is less than
    ///   `frames × count` (nothing is advanced).
    public mutating func render(
        frames: Int, into out: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>? = nil
    ) throws(SpringError) {
        let n = count
        guard frames >= 0 else { throw .negative(parameter: "frames", value: Double(frames)) }
        let (needed, overflow) = frames.multipliedReportingOverflow(by: n)
        guard !overflow, out.count >= needed else {
            throw .outOfRange(
                parameter: "out.count", value: Double(out.count), range: "[frames × count = \(Double(frames) * Double(n)), ∞)")
        }
        if let velocities, velocities.count < needed {
            throw .outOfRange(
                parameter: "velocities.count", value: Double(velocities.count), range: "[frames × count = \(Double(frames) * Double(n)), ∞)")
        }
        guard n > 0, frames > 0, let base = out.baseAddress else { return }
        let r2 = restThreshold * restThreshold
        let vbase = velocities?.baseAddress
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                c.withUnsafeBufferPointer { c in
                    d.withUnsafeBufferPointer { d in
                        iw.withUnsafeBufferPointer { iw in
                            positions.withUnsafeMutableBufferPointer { xs in
                                self.velocities.withUnsafeMutableBufferPointer { vs in
                                    guard let a = a.baseAddress, let b = b.baseAddress, let c = c.baseAddress, let d = d.baseAddress,
                                        let iw = iw.baseAddress, let xs = xs.baseAddress, let vs = vs.baseAddress
                                    else { return }
                                    SpringBatch.kernel(
                                        a, b, c, d, iw, xs, vs, count: n, frames: frames, r2: r2, out: base,
                                        velocities: vbase)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
