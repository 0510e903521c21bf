// Many springs at one time step (notes/springs.md §2, "The batch").
//
// Each frame is s' = Φ(h) s per spring, then the snap-to-rest test of `SpringSampler`. The kernel
// keeps groups of 8 springs in SSE registers through chunks of `frameChunk` frames and runs the
// chunk *without* the rest test; the test is then settled once per chunk, exactly:
//
// In energy coordinates y = (x, v/ω0) the exact propagator is a contraction (‖Φ‖ ≤ 1, c ≥ 0), so
// each computed step grows the energy norm by at most (1 + η), η covering the rounding of the
// step and of Φ's entries. If the computed amplitude² at the chunk's end is at least
// r²·(1 + η)^{2L}·(1 + 3u)/(1 − 3u) — `chunkLimit` — then every computed amplitude² inside the
// chunk was at least r², so the per-frame test would never have fired and the chunk's samples
// are bit for bit those of the per-frame loop. A lane that fails the check (it may have come to
// rest inside the chunk) is recomputed frame by frame from the chunk's start state, which is
// still in memory; a lane that started the chunk exactly at rest stays exactly at rest either
// way. Each spring pays that recomputation about once in its life; every other frame costs
// 4 multiplies, 2 adds and a store per sample pair.

/// Samples many springs at one time step into caller-provided buffers (structure of arrays).
///
/// Output is frame-major: `out[frame × count + spring]`, the layout a renderer consumes. Every
/// sample equals, bit for bit, what a `SpringSampler` with the same spring, step, state and
/// threshold produces with `next()`.
public struct SpringBatch: Sendable {
    public let step: Double
    public let restThreshold: Double
    public private(set) var positions: [Double]
    public private(set) var velocities: [Double]
    /// Φ(h) of springs 2p and 2p+1 at 4p … 4p+3 (xx, xv, vx, vv): the 8 vectors a group of 8 springs
    /// reads every frame are 256 contiguous, 16-byte aligned bytes (an odd last spring is paired
    /// with zeros).
    var coefficients: [SIMD2<Double>]
    /// 1/ω0² and the chunk's end-amplitude² limit (`chunkLimit`) of springs 2p, 2p+1 at 2p, 2p+1.
    var restLimits: [SIMD2<Double>]
    public var count: Int { positions.count }

    /// Springs per block (a multiple of 8): the contiguous run each output row receives per chunk.
    static let blockSize = 256
    /// Output size (samples, 1 MiB) from which rows are written with non-temporal stores: beyond
    /// a core's L2, a plain store first reads the line it writes, and the render runs at half the
    /// memory's write speed (notes/benchmarks.md). Below it the output stays in cache for the
    /// caller.
    static let streamingSamples = 1 << 17
    /// Frames per chunk: how long a group's state stays in registers, and the L of the rest check.
    static let frameChunk = 32

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
        let r2 = restThreshold * restThreshold
        let pairs = (springs.count + 1) / 2
        coefficients = Array(repeating: .zero, count: 4 * pairs)
        restLimits = Array(repeating: .zero, count: 2 * pairs)
        for (j, spring) in springs.enumerated() {
            let phi = spring.propagator(over: step)
            let iw = 1 / spring.omega0Squared
            let (pair, lane) = (j / 2, j % 2)
            coefficients[4 * pair][lane] = phi.xx
            coefficients[4 * pair + 1][lane] = phi.xv
            coefficients[4 * pair + 2][lane] = phi.vx
            coefficients[4 * pair + 3][lane] = phi.vv
            restLimits[2 * pair][lane] = iw
            restLimits[2 * pair + 1][lane] = SpringBatch.chunkLimit(phi, inverseOmega0Squared: iw, restAmplitude2: r2)
        }
    }

    /// The amplitude² x² + v²/ω0² a chunk must end at or above for no frame in it to have come
    /// to rest: r²·(1 + 4Lη)·(1 + 10⁻¹⁴) ≥ r²·(1 + η)^{2L}·(1 + 3u)/(1 − 3u) for 2Lη ≤ 1, with
    /// η = 10⁻¹¹·(1 + ‖|Φ̂|‖_F) in energy coordinates — orders of magnitude above the rounding of
    /// a step (2u‖|Φ̂|‖) and of the closed-form entries (a few u‖|Φ̂|‖, or a phase error that is an
    /// exact propagator of a nearby spring). +∞ (always check frame by frame) when η is not small;
    /// 0 when snapping is off.
    static func chunkLimit(_ p: Propagator, inverseOmega0Squared iw: Double, restAmplitude2 r2: Double) -> Double {
        guard r2 > 0 else { return 0 }
        let norm = (p.xx * p.xx + p.xv * p.xv / iw + p.vx * p.vx * iw + p.vv * p.vv).squareRoot()
        let eta = 1e-11 * (1 + norm)
        let growth = 4 * Double(frameChunk) * eta
        guard growth.isFinite, growth <= 1 else { return .infinity }
        return r2 * (1 + growth) * (1 + 1e-14)
    }

    /// Advances `frames` steps, writing positions frame-major into `out`
    /// (`out[frame × count + spring]`) — and, when `velocities` is given, the velocities in the
    /// same layout. Positions only is the fast path (one store per sample); asking for
    /// velocities doubles the output written. The state after the last
    /// frame is always kept (`positions`, `velocities` of the batch), so a caller that needs the
    /// velocity only at the end should not ask for the buffer.
    ///
    /// From 2¹⁷ samples (1 MiB) on, whole 64-byte lines of output are written with non-temporal
    /// stores, about twice as fast as plain ones beyond the caches; that needs a multiple of 8
    /// springs and 16-byte-aligned buffers (an `Array<Double>`'s storage is), velocities at the
    /// same offset in their cache line. Other layouts get plain stores and the same values.
    ///
    /// - Throws: `SpringError.outOfRange` when `out.count` (or `velocities.count`) is less than
    ///   `frames × count` (nothing is advanced).
    public mutating func render(
        frames: Int, into out: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>? = nil
    ) throws(SpringError) {
        try render(frames: frames, into: out, velocities: velocities, streamingFrom: SpringBatch.streamingSamples)
    }

    /// `render(frames:into:velocities:)` streaming from `streamingSamples` samples (tests force
    /// both store paths with it).
    mutating func render(
        frames: Int, into out: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>?,
        streamingFrom streamingSamples: Int
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
        coefficients.withUnsafeBufferPointer { k in
            restLimits.withUnsafeBufferPointer { limits in
                positions.withUnsafeMutableBufferPointer { xs in
                    self.velocities.withUnsafeMutableBufferPointer { vs in
                        guard let k = k.baseAddress, let limits = limits.baseAddress, let xs = xs.baseAddress,
                            let vs = vs.baseAddress
                        else { return }
                        BatchKernel(
                            coefficients: k, limits: limits, xs: xs, vs: vs, count: n, r2: r2, out: base, velocities: vbase
                        ).run(frames: frames, streamingFrom: streamingSamples)
                    }
                }
            }
        }
    }
}
