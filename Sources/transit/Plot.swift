import ArgumentParser
import Foundation
import SpringODE
import Springs

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an SVG of position and velocity over time (closed form, optionally vs GSL).",
        discussion: """
            Plots the unit motion x(t) (1 → 0, in total distances) and v(t) (distances per second).
            --gsl overlays a GSL solve of the same spring as markers; --overlay adds more springs,
            each as key=value pairs: k=…,c=…[,m=…] | response=…,ratio=… | duration=…,bounce=…
              transit plot --duration 0.5 --bounce 0.3 --gsl --output spring.svg
              transit plot --response 0.5 --damping-ratio 1 --overlay duration=0.5,bounce=0.3 --output two.svg
            """)

    @OptionGroup var spring: SpringOptions
    @Option(parsing: .unconditional, help: "Output SVG path.") var output: String = "spring.svg"
    @Flag(help: "Overlay a GSL solution (markers).") var gsl = false
    @Option(help: "GSL stepper for --gsl.") var stepper: String = "rk8pd"
    @Option(parsing: .unconditionalSingleValue, help: "Another spring to overlay (repeatable).") var overlay: [String] = []
    @Option(parsing: .unconditional, help: "Seconds to plot (default: the settling duration, at most 10; at most 3600).") var seconds: Double?

    func run() throws {
        let main = try spring.makeSpring()
        var springs: [(String, Spring)] = [(label(main), main)]
        for o in overlay { let s = try parseOverlay(o); springs.append((label(s), s)) }
        let total = seconds ?? min(10, max(0.1, springs.map { $0.1.settlingDuration }.filter(\.isFinite).max() ?? 2) * 1.1)
        try require(total, "--seconds", in: 1e-6...Limits.seconds, "in (0, \(Int(Limits.seconds))]")
        let n = 600
        let ts = (0...n).map { Double($0) * total / Double(n) }
        let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
        var pos: [SVGPlot.Series] = []
        var vel: [SVGPlot.Series] = []
        for (i, (name, s)) in springs.enumerated() {
            let c = colors[i % colors.count]
            pos.append(.init(label: name, xs: ts, ys: ts.map { s.position(at: $0) }, color: c))
            vel.append(.init(label: name, xs: ts, ys: ts.map { s.unitState(at: $0).velocity }, color: c))
        }
        if gsl {
            guard let st = Stepper(rawValue: stepper) else {
                throw CLIError.badInput("unknown --stepper '\(stepper)'; choose from \(Stepper.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let frames = (0...120).map { Double($0) * total / 120 }
            let solver = try ODESolver(system: LinearSpringSystem(spring: main), stepper: st)
            let sol: ODESolution
            do { sol = try solver.solve(from: [1, -main.initialVelocity], times: frames) } catch {
                throw CLIError.badInput("GSL could not solve this spring: \(error)")
            }
            let err = CrossCheck.maxError(sol, spring: main, x0: 1, v0: -main.initialVelocity)
            let label = "GSL \(st) (err \(String(format: "%.1e", err)))"
            pos.append(.init(label: label, xs: frames, ys: try sol.component(0), color: "#000", markers: true))
            vel.append(.init(label: label, xs: frames, ys: try sol.component(1), color: "#000", markers: true))
        }
        let plot = SVGPlot(
            title: "Spring unit motion (1 → 0)", xLabel: "time (s)",
            panels: [
                .init(yLabel: "position x (total distances)", series: pos),
                .init(yLabel: "velocity v (distances / s)", series: vel),
            ])
        for series in pos + vel where !series.ys.allSatisfy(\.isFinite) {
            throw CLIError.badInput("\(series.label) is not finite over \(total) s (its parameters are too large)")
        }
        try write(plot.render(), to: output)
        print("wrote \(output)")
    }

    func label(_ s: Spring) -> String {
        String(format: "ζ %.3g, response %.3g s", s.dampingRatio, s.response)
    }

    func parseOverlay(_ text: String) throws -> Spring {
        var kv: [String: Double] = [:]
        for part in text.split(separator: ",") {
            let p = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard p.count == 2, let v = Double(p[1]), v.isFinite else {
                throw CLIError.badInput("--overlay: bad part '\(part)' (expected key=number)")
            }
            guard ["k", "c", "m", "response", "ratio", "duration", "bounce"].contains(p[0]) else {
                throw CLIError.badInput("--overlay: unknown key '\(p[0])' (k, c, m, response, ratio, duration, bounce)")
            }
            kv[p[0]] = v
        }
        do {
            if let k = kv["k"], let c = kv["c"] { return try Spring(mass: kv["m"] ?? 1, stiffness: k, damping: c) }
            if let r = kv["response"] { return try Spring(response: r, dampingRatio: kv["ratio"] ?? 1) }
            if let d = kv["duration"] { return try Spring(duration: d, bounce: kv["bounce"] ?? 0) }
        } catch { throw CLIError.badInput("--overlay '\(text)': \(error.description)") }
        throw CLIError.badInput("--overlay needs k=…,c=… or response=…,ratio=… or duration=…,bounce=…")
    }
}
