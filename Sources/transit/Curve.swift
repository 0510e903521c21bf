import ArgumentParser
import Foundation
import Springs

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sample a spring's unit motion (or a timing curve) as CSV or JSON.",
        discussion: """
            The spring runs from 1 to 0 (displacement) — progress is 1 − x. A timing curve
            (--bezier, --steps, --linear or --spring-curve) is sampled over the fraction 0…1
            instead, with its slope; --reversed samples it backwards.
              transit curve --response 0.4 --damping-ratio 0.6 --rate 60 --format json
              transit curve --bezier 0.42,0,0.58,1 --samples 11
              transit curve --steps 4 --step-position jump-both --samples 9
              transit curve --linear '0, 0.25 75%, 1'
              transit curve --uikit-duration 0.5 --damping-ratio 0.7 --spring-curve --reversed
            """)

    @OptionGroup var spring: SpringOptions
    @Option(parsing: .unconditional, help: "Cubic Bézier control points x1,y1,x2,y2 (samples the timing curve).") var bezier: String?
    @Option(parsing: .unconditional, help: "CSS steps(): the number of steps (with --step-position).") var steps: Int?
    @Option(help: "jump-start, jump-end, jump-none or jump-both.") var stepPosition: String = "jump-end"
    @Option(parsing: .unconditional, help: "CSS linear() stops, e.g. '0, 0.25 75%, 1' (output, then up to two input %).") var linear: String?
    @Flag(help: "Sample the spring's 0→1 progress curve over --uikit-duration (UIKit's spring curve).") var springCurve = false
    @Flag(help: "Sample the timing curve reversed (what a cancelled transition runs).") var reversed = false
    @Option(parsing: .unconditional, help: "Samples per second for springs.") var rate: Double = 60
    @Option(parsing: .unconditional, help: "Seconds to sample (default: the settling duration, at most 60; at most 3600).") var seconds: Double?
    @Option(parsing: .unconditional, help: "Samples for a timing curve (2…1,000,000).") var samples: Int = 101
    @Option(help: "csv or json.") var format: String = "csv"

    var isTimingCurve: Bool { bezier != nil || steps != nil || linear != nil || springCurve }

    /// The timing curve the flags describe, if any (exactly one may be given).
    func timingCurve() throws -> TimingCurve? {
        let given = [bezier.map { _ in "--bezier" }, steps.map { _ in "--steps" }, linear.map { _ in "--linear" }, springCurve ? "--spring-curve" : nil]
            .compactMap { $0 }
        guard given.count <= 1 else { throw CLIError.badInput("give one timing curve, not \(given.joined(separator: " and "))") }
        if !springCurve, !given.isEmpty, spring.isGiven {
            throw CLIError.badInput("\(given[0]) samples a timing curve: spring flags do not apply")
        }
        do {
            if let b = bezier {
                let p = try numbers(b, separator: ",", name: "--bezier")
                guard p.count == 4 else { throw CLIError.badInput("--bezier needs four numbers x1,y1,x2,y2, got \(p.count)") }
                return try .bezier(p[0], p[1], p[2], p[3])
            }
            if let n = steps {
                guard let pos = StepPosition(rawValue: stepPosition) else {
                    throw CLIError.badInput("--step-position must be one of \(StepPosition.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return .steps(try Steps(n, pos))
            }
            if let l = linear {
                var stops: [(output: Double, input: Double?)] = []
                for part in l.split(separator: ",", omittingEmptySubsequences: false) {
                    let f = part.split(separator: " ").map(String.init)
                    guard let first = f.first, let out = Double(first), out.isFinite else {
                        throw CLIError.badInput("--linear: bad stop '\(part.trimmingCharacters(in: .whitespaces))' (expected: output [input% [input%]])")
                    }
                    guard f.count <= 3 else { throw CLIError.badInput("--linear: stop '\(part.trimmingCharacters(in: .whitespaces))' has more than two inputs") }
                    if f.count == 1 { stops.append((out, nil)) }
                    // CSS: "y a% b%" is two stops with output y at a% and b%.
                    for token in f.dropFirst() {
                        guard token.hasSuffix("%"), let pct = Double(token.dropLast()), pct.isFinite else {
                            throw CLIError.badInput("--linear: bad input '\(token)' in '\(part.trimmingCharacters(in: .whitespaces))' (expected a percentage)")
                        }
                        stops.append((out, pct / 100))
                    }
                }
                return .linear(try LinearEasing(stops))
            }
            if springCurve {
                guard let d = spring.uikitDuration else {
                    throw CLIError.badInput("--spring-curve needs --uikit-duration and --damping-ratio")
                }
                return try .uikitSpring(duration: d, dampingRatio: spring.dampingRatio ?? 1, initialVelocity: spring.initialVelocity)
            }
        } catch let e as SpringError {
            throw CLIError.badInput(e.description)
        }
        return nil
    }

    func run() throws {
        guard format == "csv" || format == "json" else { throw CLIError.badInput("--format must be csv or json, got '\(format)'") }
        var rows: [(Double, Double, Double)] = []
        if let curve = try timingCurve() {
            guard (2...Limits.samples).contains(samples) else {
                throw CLIError.badInput("--samples must be in 2…\(Limits.samples), got \(samples)")
            }
            let c = reversed ? curve.reversed : curve
            for i in 0..<samples {
                let f = Double(i) / Double(samples - 1)
                rows.append((f, c.progress(at: f), c.slope(at: f)))
            }
        } else {
            if reversed { throw CLIError.badInput("--reversed applies to a timing curve (--bezier, --steps, --linear, --spring-curve)") }
            let s = try spring.makeSpring()
            try require(rate, "--rate", in: 1e-3...1e6, "in 0.001…1000000 samples per second")
            let total = seconds ?? min(s.settlingDuration, 60)
            try require(total, "--seconds", in: 0...Limits.seconds, "in 0…\(Int(Limits.seconds))")
            let count = (total * rate).rounded(.up)
            guard count <= Double(Limits.samples) else {
                throw CLIError.badInput("--seconds × --rate = \(count) samples; at most \(Limits.samples)")
            }
            for i in 0...Int(count) {
                let t = Double(i) / rate
                let st = s.unitState(at: t)
                rows.append((t, st.position, st.velocity))
            }
        }
        if let bad = rows.first(where: { !$0.0.isFinite || !$0.1.isFinite || !$0.2.isFinite }) {
            throw CLIError.badInput("the curve is not finite at \(bad.0): \(bad.1), \(bad.2) (its parameters are too large)")
        }
        let header = isTimingCurve ? ("fraction", "progress", "slope") : ("t", "x", "v")
        if format == "csv" {
            print("\(header.0),\(header.1),\(header.2)")
            for r in rows { print("\(r.0),\(r.1),\(r.2)") }
        } else {
            let objs = rows.map { [header.0: $0.0, header.1: $0.1, header.2: $0.2] }
            let data = try JSONSerialization.data(withJSONObject: objs, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        }
    }
}

/// Numbers separated by `separator`, each token checked (a bad one is named).
func numbers(_ text: String, separator: Character, name: String) throws -> [Double] {
    try text.split(separator: separator, omittingEmptySubsequences: false).map { raw in
        let token = raw.trimmingCharacters(in: .whitespaces)
        guard let v = Double(token), v.isFinite else { throw CLIError.badInput("\(name): '\(token)' is not a finite number") }
        return v
    }
}

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a spring between parameterisations, with settling time and overshoot.",
        discussion: """
              transit convert --uikit-duration 0.5 --damping-ratio 0.7 --initial-velocity 2
              transit convert --mass 1 --stiffness 100 --damping 10
            """)

    @OptionGroup var spring: SpringOptions

    func run() throws {
        let s = try spring.makeSpring()
        print("mass                 \(s.mass)")
        print("stiffness            \(s.stiffness)")
        print("damping              \(s.damping)")
        print("dampingRatio         \(s.dampingRatio)")
        print("response / duration  \(s.response) s")
        print("bounce               \(s.bounce)")
        print("initialVelocity      \(s.initialVelocity) distances/s")
        print("overshoot            \(s.overshoot * 100) %")
        print("settling (ε 0.001)   \(s.settlingDuration) s")
        print("CA settlingDuration  \(s.coreAnimationSettlingDuration) s")
    }
}
