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
