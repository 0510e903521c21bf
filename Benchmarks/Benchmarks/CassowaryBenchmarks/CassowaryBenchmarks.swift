import Benchmark
import Cassowary
import CassowaryWorkloads

// The Cassowary solver on Auto-Layout-shaped systems (CassowaryWorkloads.LayoutSystem: rows of 12
// views, x/y/w/h each, spacing pinned, preferred sizes at UIKit priorities 750/250/500) at 100,
// 1,000 and 10,000 constraints. kiwisolver runs the same systems in Benchmarks/python/kiwi_bench.py;
// Benchmarks/Sources/CassowaryTiming prints these figures in that script's format for a paired run.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(2))

    for n in [100, 1000, 10000] {
        let system = LayoutSystem(target: n)

        Benchmark("solve from scratch \(n)", configuration: .init(maxDuration: .seconds(n >= 10000 ? 10 : 2))) { b in
            for _ in b.scaledIterations {
                blackHole(system.solved())
            }
        }

        // A required equality's constant moved 8 ↔ 16 (UIKit's `constant`), each move followed by
        // the dual simplex; `inner` moves per iteration.
        let inner = 1000
        Benchmark("constant edit \(n) (per edit)", configuration: .init(scalingFactor: .kilo)) { b in
            let s = system.solved()
            var k = -16.0
            b.startMeasurement()
            for _ in b.scaledIterations {
                for _ in 0..<inner {
                    k = -24 - k
                    try! s.setConstant(k, for: system.editedTop)
                }
            }
            b.stopMeasurement()
            blackHole(s)
        }

        Benchmark("suggestValue \(n) (per edit)", configuration: .init(scalingFactor: .kilo)) { b in
            let s = system.solved()
            let w = system.editedWidth
            try! s.addEditVariable(w, strength: LayoutSystem.priority(999))
            var v = 70.0
            b.startMeasurement()
            for _ in b.scaledIterations {
                for _ in 0..<inner {
                    v = 160 - v
                    try! s.suggestValue(w, v)
                }
            }
            b.stopMeasurement()
            blackHole(s)
        }
    }
}
