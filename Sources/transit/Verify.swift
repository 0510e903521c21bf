import ArgumentParser
import Foundation
import TransitionChecks

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a property-based verification campaign against the transition model.",
        discussion: """
            Each case is a random program of container operations, presentations, gestures and
            clock steps; the invariant catalogue is checked after every step and at rest. A failure
            is shrunk to a minimal program, printed as a numbered trace with the state and the
            choice list that replays it.
              transit verify --cases 2000 --seed 42            both scenarios, fault-free model
              transit verify --fault doubleComplete            one seeded bug (must be caught)
              transit verify --all-faults                      the seeded-fault table: caught k/N
              transit verify --fault toViewLeftOnCancel --report r.html   one self-contained HTML page
            Bounded-exhaustive mode runs every program up to --depth steps instead (each action with
            a documented set of parameters), breadth-first, pruning revisited states; the first
            counterexample is a shortest one:
              transit verify --exhaustive --depth 4 --scenario pages
              transit verify --exhaustive --depth 5 --checkpoint run.json   (then --resume run.json --depth 6)
              transit verify --exhaustive --all-faults --depth 3             the depth each seeded fault needs
            Every counterexample is also written as an SVG filmstrip (the window after each step of
            the shrunk trace) into --filmstrips DIR (default: the current directory).
            """)

    @Option(parsing: .unconditional, help: "Random cases per scenario (1…10,000,000).") var cases: Int = 500
    @Option(help: "Seed (the same seed replays the same campaign).") var seed: UInt64 = 1
    @Option(parsing: .unconditional, help: "Steps per case at most (1…10,000).") var steps: Int = 30
    @Option(parsing: .unconditional, help: "Stop after this many seconds of wall-clock time and report what ran (default 600).")
    var timeLimit: Double = 600
    @Option(help: "transitions, pages or all.") var scenario: String = "all"
    @Option(help: "Run with one seeded fault switched on (see --all-faults for the list).") var fault: String?
    @Flag(help: "Run every seeded fault and report caught k/N.") var allFaults = false
    @Flag(help: "No progress indicator.") var quiet = false
    @Option(parsing: .unconditional, help: "Threads running cases (1…256; default: every core). The report is the same for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "Run shard i of n (0-based): an exact slice of the cases; write its report with --json.") var shard: String?
    @Option(help: "Write the campaign's report as JSON (default with --shard: shard-i-of-n.json).") var json: String?
    @Option(parsing: .upToNextOption, help: "Merge shard reports (JSON files from --shard) into the report of one run.")
    var merge: [String] = []
    @Option(help: "Directory for the counterexamples' SVG filmstrips (created if missing).") var filmstrips: String = "."
    @Option(help: "Also write a self-contained HTML report (totals, coverage, each failure with its filmstrip).") var report: String?
    @Flag(help: "Bounded-exhaustive: run every program up to --depth steps, breadth-first (see notes/verification.md).")
    var exhaustive = false
    @Option(parsing: .unconditional, help: "With --exhaustive: the number of steps every program is run to (0…30).") var depth: Int = 4
    @Flag(help: "With --exhaustive: extend revisited states too (slower; the reference pruning is checked against).")
    var noPruning = false
    @Option(help: "With --exhaustive: write the exploration after every completed depth (resume it with --resume).")
    var checkpoint: String?
    @Option(help: "With --exhaustive: continue the exploration saved by --checkpoint to --depth.") var resume: String?

    func validate() throws {
        guard (1...Limits.cases).contains(cases) else { throw ValidationError("--cases must be in 1…\(Limits.cases), got \(cases)") }
        guard (1...Limits.steps).contains(steps) else { throw ValidationError("--steps must be in 1…\(Limits.steps), got \(steps)") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be in 1…256, got \(jobs)") }
        guard timeLimit.isFinite, timeLimit > 0 else { throw ValidationError("--time-limit must be > 0 seconds, got \(timeLimit)") }
        if fault != nil, scenario == "pages" { throw ValidationError("--fault applies to the transitions scenario, not --scenario pages") }
        if fault != nil, allFaults { throw ValidationError("give --fault or --all-faults, not both") }
        guard ["transitions", "pages", "all"].contains(scenario) else {
            throw ValidationError("--scenario must be transitions, pages or all")
        }
        if shard != nil, allFaults { throw ValidationError("--shard applies to one campaign, not --all-faults") }
        if !merge.isEmpty, shard != nil || allFaults || fault != nil {
            throw ValidationError("--merge takes its campaign from the shard files: no --shard, --fault or --all-faults")
        }
        if let j = json, j.isEmpty || j.hasSuffix("/") { throw ValidationError("--json needs a file name, got '\(j)'") }
        if filmstrips.isEmpty { throw ValidationError("--filmstrips needs a directory") }
        if let r = report, r.isEmpty || r.hasSuffix("/") { throw ValidationError("--report needs a file name, got '\(r)'") }
        let exhaustiveOnly = ["--depth", "--no-pruning", "--checkpoint", "--resume"]
        let given = Set(CommandLine.arguments.map { String($0.split(separator: "=").first ?? "") })
        if !exhaustive, merge.isEmpty, let o = exhaustiveOnly.first(where: given.contains) { throw ValidationError("\(o) applies to --exhaustive") }
        if exhaustive, let o = ["--cases", "--seed", "--steps"].first(where: given.contains) {
            throw ValidationError("\(o) is for random campaigns; --exhaustive runs every program up to --depth")
        }
        guard (0...Limits.depth).contains(depth) else { throw ValidationError("--depth must be in 0…\(Limits.depth), got \(depth)") }
        if exhaustive, allFaults, shard != nil || resume != nil || checkpoint != nil {
            throw ValidationError("--all-faults --exhaustive runs one exploration per fault: no --shard, --resume or --checkpoint")
        }
        for (name, value) in [("--checkpoint", checkpoint), ("--resume", resume)] {
            if let v = value, v.isEmpty || v.hasSuffix("/") { throw ValidationError("\(name) needs a file name, got '\(v)'") }
        }
        if let f = fault, SeededFault(rawValue: f) == nil {
            throw ValidationError("unknown fault '\(f)'; known: \(SeededFault.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        if !merge.isEmpty { return try runMerge() }
        if exhaustive { return try runExhaustive() }
        let slice: (index: Int, count: Int) = try shard.map(ShardFile.parseShard) ?? (0, 1)
        let jsonPath = json ?? shard.map { _ in "shard-\(slice.index)-of-\(slice.count).json" }
        if let path = jsonPath { try writeCreatingDirectory("{}", to: path) }  // fail now, not after the campaign
        var config = Checker<TransitionScenario>.Configuration(cases: cases, maxSteps: steps, seed: seed)
        config.timeLimit = timeLimit
        config.jobs = jobs
        config.shard = slice
        // Fail before the campaign, not after it, when the outputs cannot be written.
        if let path = report { try writeCreatingDirectory("<!DOCTYPE html><title>transit verify: running</title>\n", to: path) }
        var html = HTMLReport(title: "transit " + CommandLine.arguments.dropFirst().joined(separator: " "))
        if allFaults {
            var caught = 0
            print(pad("fault", 40) + pad("caught", 8) + pad("case", 6) + pad("steps", 7) + "invariant")
            for f in SeededFault.allCases {
                let checker = Checker(TransitionScenario(fault: f), configuration: config)
                let r = checker.run()
                html.add(campaign: "fault \(f.rawValue)", r, filmstrips: r.failures.map { checker.filmstrip(of: $0) })
                if let failure = r.failures.first {
                    caught += 1
                    print(
                        pad(f.rawValue, 40) + pad("yes", 8) + pad("\(failure.caseIndex + 1)", 6)
                            + pad("\(failure.trace.filter { !$0.hasSuffix(". settle") }.count)", 7) + failure.invariant)
                } else {
                    print(pad(f.rawValue, 40) + pad("NO", 8) + pad("-", 6) + pad("-", 7) + "-")
                }
            }
            print("caught \(caught)/\(SeededFault.allCases.count)")
            html.verdict = ("seeded faults caught \(caught)/\(SeededFault.allCases.count)", caught == SeededFault.allCases.count)
            try writeReport(html)
            if caught < SeededFault.allCases.count { throw ExitCode(1) }
            return
        }
        var file = ShardFile(
            seed: seed, cases: cases, steps: steps, scenario: scenario, fault: fault, shard: slice.index, shardCount: slice.count)
        if slice.count > 1 { print("shard \(slice.index)/\(slice.count): cases \(config.caseRange)") }
        if scenario != "pages" {
            let s = TransitionScenario(fault: fault.flatMap(SeededFault.init(rawValue:)))
            file.transitions = try campaign(s.name, Checker(s, configuration: config), into: &html)
        }
        if scenario != "transitions" && fault == nil {
            var pc = Checker<PageSwitcherScenario>.Configuration(cases: cases, maxSteps: steps, seed: seed)
            pc.timeLimit = timeLimit
            pc.jobs = jobs
            pc.shard = slice
            file.pages = try campaign("page switcher", Checker(PageSwitcherScenario(), configuration: pc), into: &html)
        }
        try writeReport(html)
        if let path = jsonPath {
            try file.write(to: path)
            print("json: \(path)")
        }
        if !(file.transitions?.failures.isEmpty ?? true) || !(file.pages?.failures.isEmpty ?? true) { throw ExitCode(1) }
    }

    /// `--merge`: the report of one run from its shards' JSON files.
    func runMerge() throws {
        // Exhaustive shard files merge as explorations.
        struct Format: Decodable { var format: String? }
        if let first = merge.first, let data = FileManager.default.contents(atPath: first),
            (try? JSONDecoder().decode(Format.self, from: data))?.format == ExplorationFile.currentFormat
        {
            return try runExhaustiveMerge(merge.map { (path: $0, file: try ExplorationFile.read($0)) })
        }
        let files = try merge.map { (path: $0, file: try ShardFile.read($0)) }
        let merged = try ShardFile.merge(files)
        print("merged \(files.count) shards of: seed \(merged.seed), \(merged.cases) cases, \(merged.steps) steps")
        var html = HTMLReport(title: "transit " + CommandLine.arguments.dropFirst().joined(separator: " "))
        var failed = false
        if let t = merged.transitions {
            let name = TransitionScenario(fault: merged.fault.flatMap(SeededFault.init(rawValue:))).name
            failed = printReport(name, t) || failed
            html.add(campaign: name, t, filmstrips: [])
        }
        if let p = merged.pages {
            failed = printReport("page switcher", p) || failed
            html.add(campaign: "page switcher", p, filmstrips: [])
        }
        try writeReport(html)
        if let path = json {
            try merged.write(to: path)
            print("json: \(path)")
        }
        if failed { throw ExitCode(1) }
    }

    /// Progress on standard error: redrawn in place on a terminal, otherwise a line every 10 %.
    func progress(_ done: Int, _ report: some Any) {
        guard !quiet else { return }
        if isatty(2) != 0 {
            guard done % max(1, cases / 50) == 0 || done == cases else { return }
            FileHandle.standardError.write(Data("\r  \(done)/\(cases) cases".utf8))
            if done == cases { FileHandle.standardError.write(Data("\n".utf8)) }
        } else if done % max(1, cases / 10) == 0 || done == cases {
            printError("  \(done)/\(cases) cases")
        }
    }

    /// Runs one campaign, prints it, writes each counterexample's filmstrip and adds it to the
    /// HTML report; returns true when it failed.
    func campaign<S>(_ name: String, _ checker: Checker<S>, into html: inout HTMLReport) throws -> Checker<S>.Report {
        let r = checker.run(progress: progress)
        let strips = r.failures.map { checker.filmstrip(of: $0) }
        html.add(campaign: name, r, filmstrips: strips)
        _ = printReport(name, r)
        for (i, strip) in strips.enumerated() {
            guard let strip else { continue }
            let path = (filmstrips as NSString).appendingPathComponent("counterexample-\(slug(name))-\(i + 1).svg")
            let f = r.failures[i]
            try writeCreatingDirectory(strip.svg(title: "\(name): “\(f.invariant)” broken, case \(f.caseIndex)"), to: path)
            print("filmstrip: \(path) (\(strip.frames.count) frames)")
        }
        return r
    }

    /// Writes `text` to `path`, creating its directory first when missing (an output directory
    /// the user names need not exist yet); failures are reported by `write(_:to:)`.
    func writeCreatingDirectory(_ text: String, to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty, !FileManager.default.fileExists(atPath: dir) {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        try write(text, to: path)
    }

    /// Writes the HTML report when `--report` was given.
    func writeReport(_ html: HTMLReport) throws {
        guard let path = report else { return }
        try write(html.html(), to: path)
        print("report: \(path)")
    }

    /// Prints a campaign report; returns true when it failed.
    func printReport<S>(_ name: String, _ r: Checker<S>.Report) -> Bool {
        print("\n== \(name): \(r.cases) cases, \(r.steps) steps, \(r.invariantChecks) invariant checks, \(r.failures.count) violations")
        if r.stoppedByTimeLimit { print("stopped by --time-limit \(timeLimit) s after \(r.cases) of \(cases) cases") }
        print("actions: " + r.actionCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print(
            "states reached (cases): " + r.featureCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for f in r.failures { print("\n\(f)") }
        return !r.failures.isEmpty
    }
}
