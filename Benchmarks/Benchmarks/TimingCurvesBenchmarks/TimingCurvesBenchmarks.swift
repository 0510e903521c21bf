import Benchmark
import Springs

// Timing curves: Bézier solving (Newton + bisection), CSS steps() and linear(), a spring as a
// progress curve, a reversed curve. Per evaluation (1,000 evaluations per iteration, .kilo).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], warmupIterations: 3, maxDuration: .seconds(1))
    let xs = (0..<1000).map { Double($0) / 999 }
    let curves: [(String, TimingCurve)] = [
        ("bezier easeInEaseOut", .easeInEaseOut),
        ("bezier default (ease)", .default),
        ("bezier overshoot (0.3,-0.5,0.7,1.5)", try! .bezier(0.3, -0.5, 0.7, 1.5)),
        ("steps(5, jump-both)", .steps(try! Steps(5, .jumpBoth))),
        ("linear() 5 stops", .linear(try! LinearEasing([(0, nil), (0.3, 0.2), (0.9, 0.6), (1.1, 0.8), (1, nil)]))),
        ("spring (UIKit 0.5 s, ζ 0.7)", try! .uikitSpring(duration: 0.5, dampingRatio: 0.7)),
        ("reversed easeIn", TimingCurve.easeIn.reversed),
    ]
    for (name, c) in curves {
        Benchmark("\(name) (ns/eval)", configuration: .init(scalingFactor: .kilo)) { b in
            for _ in b.scaledIterations {
                var acc = 0.0
                for x in xs { acc += c.progress(at: x) }
                blackHole(acc)
            }
        }
    }
}
