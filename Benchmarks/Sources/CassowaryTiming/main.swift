// The Swift side of Benchmarks/python/kiwi_bench.py, the same figures in the same format, for a
// paired run in one invocation each (package-benchmark's CassowaryBenchmarks has the same
// workloads with its statistics):
//   swift build -c release --product CassowaryTiming && .build/release/CassowaryTiming [sizes...]
//   python3 python/kiwi_bench.py [sizes...]
import Cassowary
import CassowaryWorkloads

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

func now() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Median over `repeats` batches of the per-call time of `inner` calls, in microseconds.
func medianMicroseconds(inner: Int, repeats: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repeats {
        let t0 = now()
        for _ in 0..<inner { body() }
        samples.append(Double(now() - t0) / Double(inner) / 1000)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func fmt(_ x: Double, _ digits: Int) -> String {
    var s = String(Int((x * pow(10, Double(digits))).rounded()))
    while s.count <= digits { s = "0" + s }
    return digits == 0 ? s : String(s.dropLast(digits)) + "." + String(s.suffix(digits))
}

var sink = 0.0
// `CassowaryTiming --solve N COUNT`: only COUNT from-scratch solves; `--constant N COUNT`: one
// solve, then COUNT constant edits. For instruction counts (callgrind) on a busy machine.
if CommandLine.arguments.count == 4, ["--solve", "--constant"].contains(CommandLine.arguments[1]),
    let n = Int(CommandLine.arguments[2]), let count = Int(CommandLine.arguments[3])
{
    let system = LayoutSystem(target: n)
    if CommandLine.arguments[1] == "--solve" {
        for _ in 0..<count { sink += system.solved().value(of: system.root.w) }
    } else {
        let s = system.solved()
        var k = -16.0
        for _ in 0..<count {
            k = -24 - k
            try! s.setConstant(k, for: system.editedTop)
        }
        sink += s.value(of: system.root.w)
    }
    print(sink)
    exit(0)
}
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
print("Swift Cassowary (release)")
for n in sizes.isEmpty ? [100, 1000, 10000] : sizes {
    let system = LayoutSystem(target: n)
    let reps = [100: 41, 1000: 21, 10000: 5][n] ?? 5
    let solve = medianMicroseconds(inner: 1, repeats: reps) { sink += system.solved().value(of: system.root.w) }
    let s = system.solved()
    var k = -16.0
    let inner = [100: 2000, 1000: 200, 10000: 20][n] ?? 20
    let constant = medianMicroseconds(inner: inner, repeats: 15) {
        k = -24 - k  // the expression is y − above.y − above.h − gap: constant −8 ↔ −16
        try! s.setConstant(k, for: system.editedTop)
    }
    let w = system.editedWidth
    try! s.addEditVariable(w, strength: LayoutSystem.priority(999))
    var flip = 70.0
    let suggest = medianMicroseconds(inner: inner, repeats: 15) {
        flip = 160 - flip
        try! s.suggestValue(w, flip)
    }
    let update = medianMicroseconds(inner: inner, repeats: 15) { s.updateVariables() }
    sink += s.value(of: w)
    print(
        "n=\(system.constraints.count) views=\(system.views.count) solve_us=\(fmt(solve, 1)) constant_us=\(fmt(constant, 2)) "
            + "suggest_us=\(fmt(suggest, 2)) update_us=\(fmt(update, 2))")
}
if sink.isNaN { print(sink) }
