import ArgumentParser
import Foundation
import Springs

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sample a spring's unit motion (or a timing curve) as CSV or JSON.",
        discussion: """
            The spring runs from 1 to 0 (displacement) — progress is 1 − x. With --bezier the
            cubic Bézier timing curve x1,y1,x2,y2 is sampled over the fraction 0…1 instead.
              transit curve --response 0.4 --damping-ratio 0.6 --rate 60 --format json
              transit curve --bezier 0.42,0,0.58,1 --samples 11
            """)

    @OptionGroup var spring: SpringOptions
    @Option(help: "Cubic Bézier control points x1,y1,x2,y2 (samples the timing curve).") var bezier: String?
    @Option(help: "Samples per second for springs.") var rate: Double = 60
    @Option(help: "Seconds to sample (default: the settling duration).") var seconds: Double?
    @Option(help: "Samples for a timing curve.") var samples: Int = 101
    @Option(help: "csv or json.") var format: String = "csv"

    func run() throws {
        guard format == "csv" || format == "json" else { throw ValidationError("--format must be csv or json") }
        var rows: [(Double, Double, Double)] = []
        if let b = bezier {
            let p = b.split(separator: ",").compactMap { Double(String($0)) }
            guard p.count == 4 else { throw ValidationError("--bezier needs four numbers x1,y1,x2,y2") }
            guard samples >= 2 else { throw ValidationError("--samples must be ≥ 2") }
            let c: TimingCurve
            do { c = try .bezier(p[0], p[1], p[2], p[3]) } catch { throw ValidationError("\(error)") }
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
        let header = bezier == nil ? ("t", "x", "v") : ("fraction", "progress", "slope")
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
