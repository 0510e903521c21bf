import Benchmark
import CBaselines
import SpringODE
import Springs

// One solve per stepper and regime (typical ζ 0.5 ω0 10, critical, stiff ζ 50 ω0 100, bouncy
// ζ 0.05 ω0 60), x0 = 1, sampled at 120 Hz for 2 s, tolerance 1e-10 — through the Swift wrapper
// and through the same solve written in C against GSL (Sources/CBaselines), in the same run.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .instructions], warmupIterations: 2, maxDuration: .milliseconds(700))
    let times = try! CrossCheck.frameTimes(duration: 2, frameRate: 120)
    let tol = 1e-10
    for regime in CrossCheck.standardRegimes {
        for stepper in Stepper.allCases {
            let spring = try! regime.spring()
            Benchmark("gsl \(regime.name) \(stepper) swift") { b in
                for _ in b.scaledIterations {
                    let solver = try! ODESolver(system: LinearSpringSystem(spring: spring), stepper: stepper,
                                                tolerance: ODETolerance(absolute: tol, relative: tol))
                    blackHole(try! solver.solve(from: [1, 0], times: times).values.last)
                }
            }
            Benchmark("gsl \(regime.name) \(stepper) C") { b in
                var out = [Double](repeating: 0, count: 2 * times.count)
                for _ in b.scaledIterations {
                    let status = out.withUnsafeMutableBufferPointer {
                        cb_gsl_spring(stepper.rawValue, regime.omega0, regime.dampingRatio, tol, 120, times.count, $0.baseAddress)
                    }
                    blackHole(status)
                    blackHole(out[out.count - 1])
                }
            }
        }
    }
}
