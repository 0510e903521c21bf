import Foundation
import Transitions

/// What `transit check DIR` runs on an app's transition code: a random campaign and a
/// bounded-exhaustive pass of the standard scenario over your `UserProgram` (generated from the
/// app's own objects), the verdict on the terminal, an HTML report with filmstrips and a JSON
/// summary for CI. Returns the process exit code: 0 clean, 1 a violation, 2 bad arguments.
///
/// Arguments: `--cases N` (default 300), `--steps N` (25), `--seed S` (1), `--depth D` (2; 0
/// skips the exhaustive pass), `--report FILE` (transit-check.html), `--json FILE`
/// (transit-check.json), `--quiet`.
public enum AppCheck {
    public struct Options: Sendable {
        public var cases = 300
        public var steps = 25
        public var seed: UInt64 = 1
        public var depth = 2
        public var report = "transit-check.html"
        public var json = "transit-check.json"
        public var quiet = false
        public init() {}

        /// Parses `--name value` pairs; nil with a message for bad input.
        public static func parse(_ args: [String]) -> (Options?, String?) {
            var o = Options()
            var i = 0
            func value() -> String? {
                i += 1
                return i < args.count ? args[i] : nil
            }
            while i < args.count {
                switch args[i] {
                case "--cases": guard let v = value().flatMap(Int.init), (1...1_000_000).contains(v) else { return (nil, "--cases needs 1…1000000") }; o.cases = v
                case "--steps": guard let v = value().flatMap(Int.init), (1...10_000).contains(v) else { return (nil, "--steps needs 1…10000") }; o.steps = v
                case "--seed": guard let v = value().flatMap(UInt64.init) else { return (nil, "--seed needs an unsigned integer") }; o.seed = v
                case "--depth": guard let v = value().flatMap(Int.init), (0...8).contains(v) else { return (nil, "--depth needs 0…8") }; o.depth = v
                case "--report": guard let v = value(), !v.isEmpty else { return (nil, "--report needs a file") }; o.report = v
                case "--json": guard let v = value(), !v.isEmpty else { return (nil, "--json needs a file") }; o.json = v
                case "--quiet": o.quiet = true
                default: return (nil, "unknown argument \(args[i])")
                }
                i += 1
            }
            return (o, nil)
        }
    }

    /// The JSON summary: the verdict, what ran, what of the app was reached, every violation.
    public struct Summary: Codable, Sendable {
        public var app: String
        public var passed: Bool
        public var cases: Int
        public var steps: Int
        public var invariantChecks: Int
        public var exhaustiveDepth: Int
        public var exhaustivePrograms: Int
        public var distinctStates: Int
        public var actions: [String: Int]
        /// The app's objects, recognizers, controls and callbacks reached, with the number of
        /// cases that reached each.
        public var reached: [String: Int]
        public var violations: [Violation]
        public struct Violation: Codable, Sendable {
            public var invariant: String
            public var messages: [String]
            public var trace: [String]
            public var foundBy: String
        }
    }

    public static func run(program: UserProgram, app: String, arguments: [String]) -> Int32 {
        let (parsed, error) = Options.parse(arguments)
        guard let o = parsed else {
            FileHandle.standardError.write(Data("transit check: \(error ?? "bad arguments")\n".utf8))
            return 2
        }
        return run(program: program, app: app, options: o)
    }

    public static func run(program: UserProgram, app: String, options o: Options) -> Int32 {
        CrashTrail.arm()
        AppCallSite.install()
        let scenario = TransitionScenario(program: program)
        var config = Checker<TransitionScenario>.Configuration(cases: o.cases, maxSteps: o.steps, seed: o.seed)
        config.jobs = 1
        let checker = Checker(scenario, configuration: config)
        let err = FileHandle.standardError
        let report = checker.run { done, _ in
            guard !o.quiet, done % max(1, o.cases / 20) == 0 || done == o.cases else { return }
            err.write(Data("\rtransit check: random campaign \(done)/\(o.cases) cases".utf8))
            if done == o.cases { err.write(Data("\n".utf8)) }
        }
        var exploration: Checker<TransitionScenario>.Exploration?
        if o.depth > 0 {
            if !o.quiet { err.write(Data("transit check: every program to depth \(o.depth)…\n".utf8)) }
            exploration = checker.explore(depth: o.depth)
        }
        var html = HTMLReport(title: "transit check \(app)")
        html.add(campaign: "\(app): random campaign", report, filmstrips: report.failures.map { checker.filmstrip(of: $0) })
        let failures = report.failures.map { ($0, "random case \($0.caseIndex + 1)") } + (exploration?.failures.map { ($0, "exhaustive search") } ?? [])
        let reached = report.featureCounts.filter { $0.key.hasPrefix("reached ") }
        let passed = failures.isEmpty
        print("== transit check \(app)")
        print("random campaign: \(report.cases) cases, \(report.steps) steps, \(report.invariantChecks) invariant checks")
        if let e = exploration { print("exhaustive: depth \(e.depthCompleted), \(e.programs) programs, \(e.distinctStates) distinct states") }
        print("actions: " + report.actionCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print("your code reached (cases):")
        if reached.isEmpty { print("  nothing of yours was reached: check the generated harness (transit check --list)") }
        for (k, n) in reached.sorted(by: { $0.key < $1.key }) { print("  \(k.dropFirst("reached ".count)): \(n)") }
        for (f, by) in failures { print("\n[\(by)] \(f)") }
        print(passed ? "\nverdict: PASS (no violation)" : "\nverdict: FAIL (\(failures.count) violation\(failures.count == 1 ? "" : "s"))")
        html.verdict = (passed ? "no violation" : "\(failures.count) violation(s)", passed)
        let summary = Summary(
            app: app, passed: passed, cases: report.cases, steps: report.steps, invariantChecks: report.invariantChecks,
            exhaustiveDepth: exploration?.depthCompleted ?? 0, exhaustivePrograms: exploration?.programs ?? 0,
            distinctStates: exploration?.distinctStates ?? 0, actions: report.actionCounts,
            reached: reached.reduce(into: [:]) { $0[String($1.key.dropFirst("reached ".count))] = $1.value },
            violations: failures.map { Summary.Violation(invariant: $0.0.invariant, messages: $0.0.messages, trace: $0.0.trace, foundBy: $0.1) })
        do {
            try html.html().write(toFile: o.report, atomically: true, encoding: .utf8)
            let enc = JSONEncoder()
            enc.outputFormatting = [.prettyPrinted, .sortedKeys]
            try enc.encode(summary).write(to: URL(fileURLWithPath: o.json))
            print("report: \(o.report)\njson: \(o.json)")
        } catch {
            err.write(Data("transit check: could not write the reports: \(error)\n".utf8))
            return 2
        }
        return passed ? 0 : 1
    }
}
