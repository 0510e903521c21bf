import Benchmark
import CBaselines
import Springs

// Closed form and propagator sampling (one spring; a batch of 10^5 springs × 240 frames), each beside its C baseline (Sources/CBaselines) in the same run. Times are per inner
// operation: every benchmark does `inner` operations per iteration and reports scaled metrics.

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .instructions]
    // No wall-clock thresholds: this VM's run-to-run noise (±30 %) trips any useful one. The
    // regression gate is scripts/bench-instructions (callgrind instruction counts against C).
    Benchmark.defaultConfiguration = .init(metrics: metrics, warmupIterations: 3, maxDuration: .seconds(2))

    let inner = 1000
    let times = (0..<inner).map { Double($0) * 0.5 / Double(inner) }
    let under = Spring.bouncy
    let over = try! Spring(mass: 1, stiffness: 100, damping: 60)
    let critical = try! Spring(mass: 1, stiffness: 100, damping: 20)

    func closedForm(_ name: String, _ s: Spring) {
        Benchmark("closed form \(name) (ns/eval)", configuration: .init(scalingFactor: .kilo)) { b in
            for _ in b.scaledIterations {
                var acc = 0.0
                for t in times {
                    let st = s.unitState(at: t)
                    acc += st.position + st.velocity
                }
                blackHole(acc)
            }
        }
    }
    closedForm("underdamped", under)
    closedForm("critical", critical)
    closedForm("overdamped", over)

    Benchmark("C closed form underdamped, libm (ns/eval)", configuration: .init(scalingFactor: .kilo)) { b in
        let w2 = under.stiffness / under.mass
        let beta = under.damping / (2 * under.mass)
        let wd = under.dampedFrequency
        for _ in b.scaledIterations {
            var acc = 0.0
            var x = 0.0, v = 0.0
            for t in times {
                cb_closed_form_underdamped(w2, beta, wd, t, &x, &v)
                acc += x + v
            }
            blackHole(acc)
        }
    }

    let samples = 100_000
    // Light damping keeps 10^5 samples (833 s at 120 Hz) above the snap threshold and out of the
    // subnormal range, so the loop measures arithmetic, not denormal stalls.
    let light = try! Spring(response: 0.5, dampingRatio: 0.001)
    Benchmark("propagator one spring (per 10^5 samples)", configuration: .init(scalingFactor: .one)) { b in
        var buf = [Double](repeating: 0, count: samples)
        for _ in b.scaledIterations {
            var s = try! SpringSampler(spring: light, step: 1.0 / 120, from: SpringState(position: 1, velocity: 0))
            buf.withUnsafeMutableBufferPointer { s.fill(positions: $0) }
            blackHole(buf[samples - 1])
        }
    }

    Benchmark("C propagator one spring (per 10^5 samples)", configuration: .init(scalingFactor: .one)) { b in
        var buf = [Double](repeating: 0, count: samples)
        let p = light.propagator(over: 1.0 / 120)
        let phi = [p.xx, p.xv, p.vx, p.vv]
        for _ in b.scaledIterations {
            buf.withUnsafeMutableBufferPointer { cb_propagate(phi, 1, 0, 1e-18, light.mass / light.stiffness, $0.baseAddress, samples) }
            blackHole(buf[samples - 1])
        }
    }

    let count = 100_000, frames = 240
    let springs = (0..<count).map { i in try! Spring(response: 0.3 + Double(i % 97) * 0.01, dampingRatio: 0.2 + Double(i % 13) * 0.1) }
    let states = (0..<count).map { i in SpringState(position: Double(i % 7) - 3, velocity: Double(i % 5)) }

    Benchmark("batch 10^5 springs × 240 frames", configuration: .init(scalingFactor: .one, maxDuration: .seconds(5))) { b in
        var out = [Double](repeating: 0, count: count * frames)
        for _ in b.scaledIterations {
            var batch = try! SpringBatch(springs: springs, states: states, step: 1.0 / 120, restThreshold: 1e-9)
            b.startMeasurement()
            try! out.withUnsafeMutableBufferPointer { try batch.render(frames: frames, into: $0) }
            b.stopMeasurement()
            blackHole(out[count * frames - 1])
        }
    }

    // The strong C baseline: SpringBatch's algorithm in SSE2 intrinsics (cb_batch_chunked).
    Benchmark("C batch 10^5 springs × 240 frames", configuration: .init(scalingFactor: .one, maxDuration: .seconds(5))) { b in
        var out = [Double](repeating: 0, count: count * frames)
        // Its layout: per pair of springs 4 coefficient vectors and 2 limit vectors (16-byte aligned).
        var k = [SIMD2<Double>](repeating: .zero, count: 4 * ((count + 1) / 2))
        var lim = [SIMD2<Double>](repeating: .zero, count: 2 * ((count + 1) / 2))
        for (i, spring) in springs.enumerated() {
            let phi = spring.propagator(over: 1.0 / 120), iw = spring.mass / spring.stiffness
            let (p, l) = (i / 2, i % 2)
            (k[4 * p][l], k[4 * p + 1][l], k[4 * p + 2][l], k[4 * p + 3][l]) = (phi.xx, phi.xv, phi.vx, phi.vv)
            lim[2 * p][l] = iw
            lim[2 * p + 1][l] = cb_chunk_limit(phi.xx, phi.xv, phi.vx, phi.vv, iw, 1e-18)
        }
        for _ in b.scaledIterations {
            var xs = states.map(\.position), vs = states.map(\.velocity)
            b.startMeasurement()
            k.withUnsafeBytes { kb in
                lim.withUnsafeBytes { lb in
                    out.withUnsafeMutableBufferPointer { o in
                        cb_batch_chunked(
                            kb.baseAddress!.assumingMemoryBound(to: Double.self), lb.baseAddress!.assumingMemoryBound(to: Double.self),
                            &xs, &vs, count, frames, 1e-18, 1 << 17, o.baseAddress)
                    }
                }
            }
            b.stopMeasurement()
            blackHole(out[count * frames - 1])
        }
    }

}
