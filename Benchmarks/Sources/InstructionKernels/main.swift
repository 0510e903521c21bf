// The Swift side of scripts/bench-instructions: each kernel `repeats` times, so callgrind totals
// for two repeat counts give the instructions of one repeat without process start-up. The C side
// (Benchmarks/c/kernels.c, gcc -O2) runs the same computations.
//   InstructionKernels <closed-under|closed-critical|closed-over|closed-mixed|propagator|batch|gsl|verify> <repeats>
import CBaselines
import Glibc
import SpringODE
import Springs
import TransitionChecks

let args = CommandLine.arguments
guard args.count == 3, let repeats = Int(args[2]), repeats >= 0 else {
    print("usage: InstructionKernels <kernel> <repeats>")
    exit(2)
}
var sink = 0.0
// ζ = 0.2, 1 and 3 at ω0 = 10, released with velocity 0.
let springs = [
    try Spring(mass: 1, stiffness: 100, damping: 4), try Spring(mass: 1, stiffness: 100, damping: 20),
    try Spring(mass: 1, stiffness: 100, damping: 60),
]
let evals = 10_000

/// The unit motion at 10^4 times through one spring (or the three in turn). The harness is the
/// C one's (a local accumulator, unchecked indexing), so the counts differ only by the library.
@MainActor @inline(never) func closedForm(_ which: Int) {
    var acc = 0.0
    springs.withUnsafeBufferPointer { sp in
        for _ in 0..<repeats {
            if which == 3 {
                for i in 0..<evals {
                    let st = sp[i % 3].unitState(at: Double(i) * 1e-4)
                    acc += st.position + st.velocity
                }
            } else {
                let s = sp[which]
                for i in 0..<evals {
                    let st = s.unitState(at: Double(i) * 1e-4)
                    acc += st.position + st.velocity
                }
            }
        }
    }
    sink += acc
}

switch args[1] {
case "closed-under": closedForm(0)
case "closed-critical": closedForm(1)
case "closed-over": closedForm(2)
case "closed-mixed": closedForm(3)
case "propagator":
    let light = try Spring(response: 0.5, dampingRatio: 0.001)
    var buf = [Double](repeating: 0, count: 100_000)
    for _ in 0..<repeats {
        var s = try SpringSampler(spring: light, step: 1.0 / 120, from: SpringState(position: 1, velocity: 0), restThreshold: 1e-9)
        buf.withUnsafeMutableBufferPointer { s.fill(positions: $0) }
        sink += buf[buf.count - 1]
    }
case "batch":
    let count = 100_000, frames = 240
    let batchSprings = (0..<count).map { i in try! Spring(response: 0.3 + Double(i % 97) * 0.01, dampingRatio: 0.2 + Double(i % 13) * 0.1) }
    let states = (0..<count).map { i in SpringState(position: Double(i % 7) - 3, velocity: Double(i % 5)) }
    var out = [Double](repeating: 0, count: count * frames)
    var batch = try SpringBatch(springs: batchSprings, states: states, step: 1.0 / 120, restThreshold: 1e-9)
    for _ in 0..<repeats {  // each repeat renders the next 240 frames
        try out.withUnsafeMutableBufferPointer { try batch.render(frames: frames, into: $0) }
        sink += out[count * frames - 1]
    }
case "gsl":
    let regime = CrossCheck.standardRegimes[0]  // typical: ω0 = 10, ζ = 0.5
    let times = try CrossCheck.frameTimes(duration: 2, frameRate: 120)
    for _ in 0..<repeats {
        let solver = try ODESolver(
            system: LinearSpringSystem(spring: try regime.spring()), stepper: .rkf45, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
        sink += try solver.solve(from: [1, 0], times: times).values.last ?? 0
    }
case "verify":
    // A verification batch: 100 random cases of the transitions scenario, one thread.
    for _ in 0..<repeats {
        var config = Checker<TransitionScenario>.Configuration(cases: 100, maxSteps: 20, seed: 1)
        config.jobs = 1
        sink += Double(Checker(TransitionScenario(), configuration: config).run().steps)
    }
case "wallclock-batch":
    wallClockBatch(trials: max(3, repeats))
default:
    print("unknown kernel \(args[1])")
    exit(2)
}
print(sink)

/// Paired wall clock (item 2 of the performance issue): the Swift batch, the C kernel with the
/// same algorithm (`cb_batch_chunked`), the register-blocked and the plain C kernels with the rest
/// test every frame, and the write floor (streaming stores of the same output, nothing computed),
/// interleaved trial by trial, at 10^3 … 10^6 springs; medians in ns per sample and the ratios.
@MainActor func wallClockBatch(trials: Int) {
    func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    print("springs   frames    Swift  C chunked  C blocked  C plain  floor  Swift/C chunked  Swift/floor")
    for (count, frames) in [(1_000, 240), (10_000, 240), (100_000, 240), (1_000_000, 24)] {
        let sp = (0..<count).map { i in try! Spring(response: 0.3 + Double(i % 97) * 0.01, dampingRatio: 0.2 + Double(i % 13) * 0.1) }
        let st = (0..<count).map { i in SpringState(position: Double(i % 7) - 3, velocity: Double(i % 5)) }
        var batch = try! SpringBatch(springs: sp, states: st, step: 1.0 / 120, restThreshold: 1e-9)
        let phis = sp.map { $0.propagator(over: 1.0 / 120) }
        let a = phis.map(\.xx), b = phis.map(\.xv), c = phis.map(\.vx), d = phis.map(\.vv)
        let iw = sp.map { 1 / ($0.stiffness / $0.mass) }
        // cb_batch_chunked's layout: per pair 8 coefficients and 4 limits, 64-byte aligned.
        let pairs = (count + 1) / 2
        let k = UnsafeMutableRawPointer.allocate(byteCount: 64 * pairs, alignment: 64).bindMemory(to: Double.self, capacity: 8 * pairs)
        let lim = UnsafeMutableRawPointer.allocate(byteCount: 32 * pairs, alignment: 64).bindMemory(to: Double.self, capacity: 4 * pairs)
        defer {
            k.deallocate()
            lim.deallocate()
        }
        for i in 0..<count {
            let (p, l) = (i / 2, i % 2)
            (k[8 * p + l], k[8 * p + 2 + l], k[8 * p + 4 + l], k[8 * p + 6 + l]) = (a[i], b[i], c[i], d[i])
            lim[4 * p + l] = iw[i]
            lim[4 * p + 2 + l] = cb_chunk_limit(a[i], b[i], c[i], d[i], iw[i], 1e-18)
        }
        var xs = st.map(\.position), vs = st.map(\.velocity)
        var xk = xs, vk = vs
        var out = [Double](repeating: 0, count: count * frames)
        var times = [[Double]](repeating: [], count: 5)
        for _ in 0..<trials {
            out.withUnsafeMutableBufferPointer { buffer in
                let o = buffer.baseAddress!
                var t0 = now()
                try! batch.render(frames: frames, into: buffer)
                times[0].append(now() - t0)
                t0 = now()
                cb_batch_chunked(k, lim, &xk, &vk, count, frames, 1e-18, 1 << 17, o)
                times[1].append(now() - t0)
                t0 = now()
                cb_batch_block(a, b, c, d, iw, &xs, &vs, count, frames, 1e-18, 0, o)
                times[2].append(now() - t0)
                t0 = now()
                cb_batch_plain(a, b, c, d, iw, &xs, &vs, count, frames, 1e-18, o)
                times[3].append(now() - t0)
                t0 = now()
                cb_write_floor(o, count * frames, 1)
                times[4].append(now() - t0)
            }
            sink += out[count * frames - 1]
        }
        let m = times.map { median($0) / (Double(count * frames) / 1e9) }
        print(
            String(
                format: "%-9d %-7d %6.3f %10.3f %10.3f %8.3f %6.3f %16.2f %12.2f", count, frames, m[0], m[1], m[2], m[3], m[4],
                m[0] / m[1], m[0] / m[4]))
    }
}
