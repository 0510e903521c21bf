import Benchmark
import TransitionChecks

// Verification throughput: random cases (25 steps at most, all invariants after every step) per
// second, for each scenario. One iteration = 100 cases.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], warmupIterations: 1, maxDuration: .seconds(3))
    Benchmark("transition scenario, 100 cases") { b in
        var seed: UInt64 = 1
        for _ in b.scaledIterations {
            seed += 1
            let r = Checker(TransitionScenario(), configuration: .init(cases: 100, maxSteps: 25, seed: seed)).run()
            blackHole(r.steps)
        }
    }
    Benchmark("page switcher scenario, 100 cases") { b in
        var seed: UInt64 = 1
        for _ in b.scaledIterations {
            seed += 1
            let r = Checker(PageSwitcherScenario(), configuration: .init(cases: 100, maxSteps: 25, seed: seed)).run()
            blackHole(r.steps)
        }
    }
    Benchmark("shrink a seeded fault (black screen)") { b in
        for _ in b.scaledIterations {
            let r = Checker(TransitionScenario(fault: .reparentPresenterOnCustomDismiss),
                            configuration: .init(cases: 300, maxSteps: 25, seed: 11)).run()
            blackHole(r.failures.count)
        }
    }
}
