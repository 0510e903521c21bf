import ArgumentParser
import Foundation
import SpringODE
import Springs

struct CrossCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crosscheck",
        abstract: "Compare every GSL stepper with the closed form in each spring regime.",
        discussion: """
            Regimes: typical (ζ 0.5, ω0 10), critical (ζ 1, ω0 10), stiff (ζ 50, ω0 100), bouncy
            (ζ 0.05, ω0 60); x0 = 1, v0 = 0, sampled at 120 Hz for 2 s. The error is the largest
            energy-norm error ‖(Δx, Δv/ω0)‖ over all frames, relative to the initial amplitude.
            """)

    @Option(parsing: .unconditional, help: "Absolute and relative tolerance asked of GSL (1e-14…0.1).") var tolerance: Double = 1e-10
    @Option(parsing: .unconditional, help: "Write the table as JSON to this path.") var json: String?
    @Option(parsing: .upToNextOption, help: "Steppers to run (default: all).") var steppers: [String] = []
    @Option(parsing: .unconditional, help: "Also sweep this many random regimes (0…100,000) and report the worst error/tolerance per stepper.") var random: Int = 0
    @Option(help: "Seed of the random sweep.") var seed: UInt64 = 1

    func run() throws {
        try require(tolerance, "--tolerance", in: 1e-14...0.1, "in 1e-14…0.1")
        guard (0...Limits.randomRegimes).contains(random) else {
            throw CLIError.badInput("--random must be in 0…\(Limits.randomRegimes), got \(random)")
        }
        var chosen: [Stepper] = []
        for name in steppers {
            guard let s = Stepper(rawValue: name) else {
                throw CLIError.badInput("unknown stepper '\(name)'; choose from \(Stepper.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            chosen.append(s)
        }
        let rows = try CrossCheck.table(steppers: chosen.isEmpty ? Stepper.allCases : chosen, tolerance: tolerance)
        print(pad("regime", 9) + pad("stepper", 9) + pad("max error", 12) + pad("steps", 8) + pad("RHS evals", 11) + "time")
        for r in rows {
            print(
                pad(r.regime, 9) + pad(r.stepper, 9) + pad(String(format: "%.2e", r.maxError), 12)
                    + pad("\(r.steps)", 8) + pad("\(r.rhsEvaluations)", 11) + String(format: "%.1f µs", r.seconds * 1e6))
        }
        var sweep: [CrossCheck.SweepRow] = []
        if random > 0 {
            sweep = try CrossCheck.sweep(
                count: random, seed: seed, tolerance: tolerance,
                steppers: chosen.isEmpty ? Stepper.allCases : chosen)
            print("\nrandom sweep: \(random) regimes, seed \(seed), tolerance \(tolerance)")
            print(pad("stepper", 9) + pad("worst err/tol", 15) + pad("median", 10) + "worst case")
            for r in sweep {
                print(
                    pad(r.stepper, 9) + pad(String(format: "%.3g", r.worstRatio), 15) + pad(String(format: "%.3g", r.medianRatio), 10)
                        + String(format: "ζ %.3g, ω0 %.3g", r.worstDampingRatio, r.worstOmega0))
            }
        }
        if let path = json {
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            try write(try enc.encode(Report(table: rows, sweep: sweep)), to: path)
        }
    }
}

struct Report: Codable {
    var table: [CrossCheck.Result]
    var sweep: [CrossCheck.SweepRow]
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
