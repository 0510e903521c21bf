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
    @Option(help: "Cubic Bézier control points x1,y1,x2,y2 (samples the timing curve).") var bezier: String?
    @Option(help: "CSS steps(): the number of steps (with --step-position).") var steps: Int?
    @Option(help: "jump-start, jump-end, jump-none or jump-both.") var stepPosition: String = "jump-end"
    @Option(help: "CSS linear() stops, e.g. '0, 0.25 75%, 1' (output, optional input %).") var linear: String?
    @Flag(help: "Sample the spring's 0→1 progress curve over --uikit-duration (UIKit's spring curve).") var springCurve = false
    @Flag(help: "Sample the timing curve reversed (what a cancelled transition runs).") var reversed = false
    @Option(help: "Samples per second for springs.") var rate: Double = 60
    @Option(help: "Seconds to sample (default: the settling duration).") var seconds: Double?
    @Option(help: "Samples for a timing curve.") var samples: Int = 101
    @Option(help: "csv or json.") var format: String = "csv"

    var isTimingCurve: Bool { bezier != nil || steps != nil || linear != nil || springCurve }

    /// The timing curve the flags describe, if any.
    func timingCurve() throws -> TimingCurve? {
        do {
            if let b = bezier {
                let p = b.split(separator: ",").compactMap { Double(String($0).trimmingCharacters(in: .whitespaces)) }
                guard p.count == 4 else { throw ValidationError("--bezier needs four numbers x1,y1,x2,y2") }
                return try .bezier(p[0], p[1], p[2], p[3])
            }
            if let n = steps {
                guard let pos = StepPosition(rawValue: stepPosition) else {
                    throw ValidationError("--step-position must be one of \(StepPosition.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return .steps(try Steps(n, pos))
            }
            if let l = linear {
                var stops: [(output: Double, input: Double?)] = []
                for part in l.split(separator: ",") {
                    let f = part.split(separator: " ").map(String.init)
                    guard let out = f.first.flatMap(Double.init) else { throw ValidationError("bad linear() stop '\(part)'") }
                    var input: Double?
                    if f.count > 1 {
                        guard let pct = Double(f[1].replacingOccurrences(of: "%", with: "")) else {
                            throw ValidationError("bad input in '\(part)'")
                        }
                        input = pct / 100
                    }
                    stops.append((out, input))
                }
                return .linear(try LinearEasing(stops))
            }
            if springCurve {
                guard let d = spring.uikitDuration else {
                    throw ValidationError("--spring-curve needs --uikit-duration and --damping-ratio")
                }
                return try .uikitSpring(duration: d, dampingRatio: spring.dampingRatio ?? 1, initialVelocity: spring.initialVelocity)
            }
        } catch let e as SpringError {
            throw ValidationError(e.description)
        }
        return nil
    }

    func run() throws {
        guard format == "csv" || format == "json" else { throw ValidationError("--format must be csv or json") }
        var rows: [(Double, Double, Double)] = []
        if let curve = try timingCurve() {
            guard samples >= 2 else { throw ValidationError("--samples must be ≥ 2") }
            let c = reversed ? curve.reversed : curve
            for i in 0..<samples {
                let f = Double(i) / Double(samples - 1)
                rows.append((f, c.progress(at: f), c.slope(at: f)))
            }
        } else {
            let s = try spring.makeSpring()
            guard rate.isFinite, rate > 0 else { throw ValidationError("--rate must be > 0") }
            let total = seconds ?? min(s.settlingDuration, 60)
            guard total.isFinite, total >= 0 else { throw ValidationError("--seconds must be ≥ 0") }
            let n = Int((total * rate).rounded(.up))
            for i in 0...n {
                let t = Double(i) / rate
                let st = s.unitState(at: t)
                rows.append((t, st.position, st.velocity))
            }
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
