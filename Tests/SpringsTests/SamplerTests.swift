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
