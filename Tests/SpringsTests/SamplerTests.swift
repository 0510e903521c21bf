import Foundation
import PropertyBased
import Testing

@testable import Springs

@Suite struct SamplerTests {
    /// Stated bound: after n frames (t = n·h) the sampled position differs from the closed form by
    /// at most (8n + 2·ω0·t + 16)·2⁻⁵² times the initial energy amplitude, plus the rest threshold.
    /// 8n covers the rounding of each 2×2 product; 2·ω0·t the phase error that rounding ω·h and
    /// ω·t (both sides) introduces — the closed form has the same phase error at the end.
    static func bound(frames n: Int, time t: Double, omega0: Double, amplitude: Double, threshold: Double) -> Double {
        (Double(8 * n + 16) + 2 * omega0 * t) * Double.ulpOfOne * amplitude + threshold
    }

    @Test func agreesWithClosedFormWithinStatedBound() async {
        let h = Gen.element(of: [1.0 / 60, 1.0 / 120, 1.0 / 240, 0.001]).map { $0! }
        await propertyCheck(count: 200, input: SpringGen.spring, SpringGen.state, h) { s, x0, step in
            var sampler = try! SpringSampler(spring: s, step: step, from: x0, restThreshold: 1e-12)
            let w = s.naturalFrequency
            let amp = (x0.position * x0.position + x0.velocity * x0.velocity / (w * w)).squareRoot()
            let n = 600
            let xs = sampler.positions(count: n)
            var single = try! SpringSampler(spring: s, step: step, from: x0, restThreshold: 1e-12)
            for i in 0..<n {
                let exact = s.state(at: Double(i + 1) * step, from: x0)
                let b = SamplerTests.bound(frames: i + 1, time: Double(i + 1) * step, omega0: w, amplitude: amp, threshold: 1e-12)
                #expect(abs(xs[i] - exact.position) <= b, "frame \(i + 1) of \(s)")
                let st = single.next()
                #expect(abs(st.position - exact.position) <= b)
            }
        }
    }

    @Test func snapsToExactRestAndStays() throws {
        var sampler = try SpringSampler(
            spring: .bouncy, step: 1.0 / 120, from: SpringState(position: 1, velocity: 0),
            restThreshold: 1e-6)
        let xs = sampler.positions(count: 2000)
        let firstZero = try #require(xs.firstIndex(of: 0))
        #expect(xs[firstZero...].allSatisfy { $0 == 0 })
        #expect(sampler.isAtRest)
        // Before snapping, the energy bound guarantees |x| stays below the threshold afterwards.
        #expect(xs[max(0, firstZero - 1)] != 0)
        // No subnormals ever.
        #expect(xs.allSatisfy { $0 == 0 || abs($0) >= Double.leastNormalMagnitude })
    }

    @Test func batchMatchesSingleSamplers() throws {
        let springs = [
            Spring.bouncy, .smooth, .snappy, try Spring(mass: 2, stiffness: 5, damping: 40),
            try Spring(mass: 1, stiffness: 300, damping: 0),
        ]
        let states = springs.indices.map { SpringState(position: Double($0) - 2, velocity: Double($0) * 3) }
        var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 60, restThreshold: 1e-9)
        let frames = 240
        var out = [Double](repeating: .nan, count: frames * springs.count)
        try out.withUnsafeMutableBufferPointer { try batch.render(frames: frames, into: $0) }
        for (j, s) in springs.enumerated() {
            var single = try SpringSampler(spring: s, step: 1.0 / 60, from: states[j], restThreshold: 1e-9)
            for f in 0..<frames {
                let x = single.next().position
                #expect(abs(out[f * springs.count + j] - x) <= 1e-12 * (1 + abs(x)))
            }
        }
    }

    /// The batch settles its rest test once per chunk of frames (SpringBatch.swift): whatever the
    /// springs (stiff, undamped, heavily overdamped, near critical), states and thresholds, every
    /// position and velocity must still be bit for bit the per-frame sampler's — including the
    /// frame each spring snaps to rest, which the thresholds here spread over every chunk.
    @Test func batchIsBitExactWithPerFrameSampler() async {
        let threshold = Gen.oneOf(
            Gen.double(in: -12...1).map { pow10($0) }.eraseToAnySequence(),
            Gen.always(0.0).eraseToAnySequence())
        let step = Gen.element(of: [1.0 / 60, 1.0 / 120, 0.001, 0.05]).map { $0! }
        let motion = zip(SpringGen.spring, SpringGen.state)
        await propertyCheck(count: 150, input: motion.array(of: 1...41), threshold, step, Gen.int(in: 1...90)) {
            motions, r, h, frames in
            let springs = motions.map(\.0), states = motions.map(\.1)
            var batch = try! SpringBatch(springs: springs, states: states, step: h, restThreshold: r)
            let n = springs.count
            var xs = [Double](repeating: .nan, count: n * frames), vs = xs
            try! xs.withUnsafeMutableBufferPointer { x in
                try vs.withUnsafeMutableBufferPointer { v in try batch.render(frames: frames, into: x, velocities: v) }
            }
            for j in 0..<n {
                var single = try! SpringSampler(spring: springs[j], step: h, from: states[j], restThreshold: r)
                for f in 0..<frames {
                    let s = single.next()
                    guard xs[f * n + j] == s.position, vs[f * n + j] == s.velocity else {
                        Issue.record("spring \(j) of \(n) (\(springs[j])) frame \(f): \(xs[f * n + j]), \(vs[f * n + j]) ≠ \(s)")
                        return
                    }
                }
                #expect(batch.positions[j] == single.state.position && batch.velocities[j] == single.state.velocity)
            }
        }
    }

    /// The streaming store path (forced here; by default from 1 MiB of output): groups start at
    /// the first 64-byte line of each row, the springs before and after run frame by frame. Every
    /// buffer offset (8-byte steps: odd ones are not 16-byte aligned and must fall back to plain
    /// stores), with and without velocities, bit for bit the per-frame sampler's.
    @Test func streamedBatchIsBitExactAtEveryAlignment() async {
        let threshold = Gen.double(in: -9...0).map { pow10($0) }
        let motion = zip(SpringGen.spring, SpringGen.state)
        await propertyCheck(
            count: 100, input: motion.array(of: 1...5), threshold, Gen.int(in: 1...70), Gen.int(in: 0...7), Gen.bool
        ) { kinds, r, frames, offset, withVelocities in
            let n = 8 * 3 * kinds.count  // rows of a multiple of 8 springs, each kind repeated
            let springs = (0..<n).map { kinds[$0 % kinds.count].0 }
            let states = (0..<n).map { i in
                let s = kinds[i % kinds.count].1
                return SpringState(position: s.position * Double(1 + i % 7), velocity: s.velocity)
            }
            var batch = try! SpringBatch(springs: springs, states: states, step: 1.0 / 120, restThreshold: r)
            var xs = [Double](repeating: .nan, count: n * frames + 8), vs = xs
            try! xs.withUnsafeMutableBufferPointer { x in
                try vs.withUnsafeMutableBufferPointer { v in
                    try batch.render(
                        frames: frames, into: UnsafeMutableBufferPointer(rebasing: x[offset...]),
                        velocities: withVelocities ? UnsafeMutableBufferPointer(rebasing: v[offset...]) : nil, streamingFrom: 0)
                }
            }
            #expect(xs[..<offset].allSatisfy(\.isNaN) && xs[(offset + n * frames)...].allSatisfy(\.isNaN))
            for j in 0..<n {
                var single = try! SpringSampler(spring: springs[j], step: 1.0 / 120, from: states[j], restThreshold: r)
                for f in 0..<frames {
                    let s = single.next()
                    let i = offset + f * n + j
                    guard xs[i] == s.position, !withVelocities || vs[i] == s.velocity else {
                        Issue.record("spring \(j) of \(n), offset \(offset), frame \(f): \(xs[i]), \(vs[i]) ≠ \(s)")
                        return
                    }
                }
                #expect(batch.positions[j] == single.state.position && batch.velocities[j] == single.state.velocity)
            }
        }
    }

    /// Extreme thresholds (r² underflowing to 0 or overflowing to +∞, where the chunk limit is 0 or
    /// +∞) and extreme springs still give the per-frame sampler's samples; NaN, negative and infinite
    /// thresholds are refused.
    @Test func batchAtExtremeThresholdsMatchesTheSampler() throws {
        let springs = [
            Spring.bouncy, try Spring(mass: 1, stiffness: 1e12, damping: 0), try Spring(mass: 1e-3, stiffness: 1, damping: 1e6),
        ]
        let states = springs.indices.map { SpringState(position: 1e6 * Double($0 + 1), velocity: -3) }
        for r in [0, 1e-300, 1e300, .greatestFiniteMagnitude] {
            var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 60, restThreshold: r)
            var out = [Double](repeating: .nan, count: 70 * springs.count)
            try out.withUnsafeMutableBufferPointer { try batch.render(frames: 70, into: $0, velocities: nil, streamingFrom: 0) }
            for (j, spring) in springs.enumerated() {
                var single = try SpringSampler(spring: spring, step: 1.0 / 60, from: states[j], restThreshold: r)
                for f in 0..<70 { #expect(out[f * springs.count + j] == single.next().position, "threshold \(r) spring \(j) frame \(f)") }
            }
            #expect(out.allSatisfy { $0.isFinite })
        }
        for bad: Double in [.nan, -1, .infinity, -.infinity] {
            #expect(throws: SpringError.self) { try SpringBatch(springs: springs, states: states, step: 1.0 / 60, restThreshold: bad) }
        }
    }

    /// Positions only, long enough for most springs to come to rest in the middle of a chunk.
    @Test func batchPositionsAreBitExactAcrossRenders() throws {
        let count = 8 * 40 + 3
        let springs = (0..<count).map { i in try! Spring(response: 0.1 + Double(i % 23) * 0.02, dampingRatio: 0.3 + Double(i % 7) * 0.25) }
        let states = (0..<count).map { SpringState(position: Double($0 % 9) - 4, velocity: Double($0 % 5) * 10) }
        var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 120, restThreshold: 1e-6)
        var singles = try (0..<count).map { try SpringSampler(spring: springs[$0], step: 1.0 / 120, from: states[$0], restThreshold: 1e-6) }
        var snapped = 0
        for frames in [7, 16, 100, 333] {  // renders that start and end mid-chunk
            var out = [Double](repeating: .nan, count: count * frames)
            try out.withUnsafeMutableBufferPointer { try batch.render(frames: frames, into: $0) }
            for j in 0..<count {
                for f in 0..<frames {
                    let x = singles[j].next().position
                    if out[f * count + j] != x {
                        Issue.record("spring \(j) frame \(f): \(out[f * count + j]) ≠ \(x)")
                        return
                    }
                }
            }
        }
        snapped = singles.filter(\.isAtRest).count
        #expect(snapped > count / 2)  // the test exercised the recomputation, not only the fast path
    }

    @Test func largeBatchMatchesSingleSamplers() throws {
        // 20,000 springs × 240 frames = 4.8 M samples (several blocks and frame chunks). The
        // buffer is offset by one element so rows start unaligned.
        let count = 20_000, frames = 240
        let springs = (0..<count).map { i in try! Spring(response: 0.2 + Double(i % 17) * 0.05, dampingRatio: Double(i % 11) * 0.15) }
        let states = (0..<count).map { SpringState(position: Double($0 % 9) - 4, velocity: Double($0 % 5)) }
        var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 120)
        var storage = [Double](repeating: .nan, count: count * frames + 1)
        try storage.withUnsafeMutableBufferPointer { buf in
            try batch.render(frames: frames, into: UnsafeMutableBufferPointer(rebasing: buf[1...]))
        }
        #expect(storage[0].isNaN)
        for j in stride(from: 0, to: count, by: 997) + [count - 1] {
            var single = try SpringSampler(spring: springs[j], step: 1.0 / 120, from: states[j])
            for f in 0..<frames {
                let x = single.next().position
                #expect(abs(storage[1 + f * count + j] - x) <= 1e-12 * (1 + abs(x)), "spring \(j) frame \(f)")
            }
        }
        #expect(storage[1...].allSatisfy { !$0.isNaN })  // every sample written
    }

    @Test func batchRejectsShortBufferAndLosesNothing() throws {
        var batch = try SpringBatch(
            springs: [.bouncy, .smooth], states: [.init(position: 1, velocity: 0), .init(position: 2, velocity: 0)],
            step: 0.01)
        let before = batch.positions
        var out = [Double](repeating: 0, count: 3)
        #expect(throws: SpringError.self) {
            try out.withUnsafeMutableBufferPointer { try batch.render(frames: 2, into: $0) }
        }
        #expect(batch.positions == before)
        #expect(throws: SpringError.self) { try SpringBatch(springs: [.bouncy], states: [], step: 0.01) }
        #expect(throws: SpringError.self) { try SpringSampler(spring: .bouncy, step: 0, from: .rest) }
        #expect(throws: SpringError.self) {
            try SpringSampler(spring: .bouncy, step: 0.01, from: SpringState(position: .nan, velocity: 0))
        }
    }

    @Test func propagatorDeterminantOracle() async {
        await propertyCheck(count: 200, input: SpringGen.spring, Gen.double(in: 1e-4...0.1)) { s, h in
            let sampler = try! SpringSampler(spring: s, step: h, from: .rest)
            let expected = exp(-s.damping / s.mass * h)
            let phi = sampler.propagator
            #expect(
                abs(phi.determinant - expected)
                    <= 1e-12 * (abs(phi.xx * phi.vv) + abs(phi.xv * phi.vx) + expected) + Double.leastNormalMagnitude)
        }
    }

    /// Positions and velocities together (the caller's choice), for a count that is not a
    /// multiple of the 8-spring group (the tail path) and frames that are not a multiple of the
    /// frame chunk.
    @Test func batchVelocitiesMatchSingleSamplers() throws {
        let count = 8 * 33 + 5, frames = 37
        let springs = (0..<count).map { i in try! Spring(response: 0.2 + Double(i % 17) * 0.05, dampingRatio: Double(i % 11) * 0.15) }
        let states = (0..<count).map { SpringState(position: Double($0 % 9) - 4, velocity: Double($0 % 5)) }
        var batch = try SpringBatch(springs: springs, states: states, step: 1.0 / 60)
        var xs = [Double](repeating: .nan, count: count * frames), vs = xs
        try xs.withUnsafeMutableBufferPointer { x in
            try vs.withUnsafeMutableBufferPointer { v in try batch.render(frames: frames, into: x, velocities: v) }
        }
        for j in 0..<count {
            var single = try SpringSampler(spring: springs[j], step: 1.0 / 60, from: states[j])
            for f in 0..<frames {
                let s = single.next()
                #expect(abs(xs[f * count + j] - s.position) <= 1e-12 * (1 + abs(s.position)))
                #expect(abs(vs[f * count + j] - s.velocity) <= 1e-12 * (1 + abs(s.velocity)))
            }
            #expect(batch.velocities[j] == vs[(frames - 1) * count + j])
        }
        var short = [Double](repeating: 0, count: count)
        #expect(throws: SpringError.self) {
            try xs.withUnsafeMutableBufferPointer { x in
                try short.withUnsafeMutableBufferPointer { v in try batch.render(frames: frames, into: x, velocities: v) }
            }
        }
    }
}
