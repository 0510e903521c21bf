import ArgumentParser
import Foundation
import TransitionChecks

/// `transit verify --exhaustive`: every program up to `--depth` steps, breadth-first.
extension Verify {
    func runExhaustive() throws {
        let slice: (index: Int, count: Int) = try shard.map(ShardFile.parseShard) ?? (0, 1)
        let jsonPath = json ?? shard.map { _ in "exhaustive-shard-\(slice.index)-of-\(slice.count).json" }
        let resumed = try resume.map(ExplorationFile.read)
        if let r = resumed {
            let explorations = [r.transitions.map { ($0.frontier.isEmpty, $0.visited.isEmpty, $0.depthCompleted) },
                                r.pages.map { ($0.frontier.isEmpty, $0.visited.isEmpty, $0.depthCompleted) }].compactMap { $0 }
            if explorations.contains(where: { $0.0 && $0.1 && $0.2 >= 0 }) {
                throw CLIError.badInput("--resume \(resume ?? ""): a report without its resume state (--json); resume from a --checkpoint file")
            }
            guard r.scenario == scenario, r.fault == fault, r.shard == slice.index, r.shardCount == slice.count else {
                throw CLIError.badInput(
                    "--resume \(resume ?? ""): that exploration is of --scenario \(r.scenario)\(r.fault.map { " --fault \($0)" } ?? "")"
                        + " shard \(r.shard)/\(r.shardCount); give the same options to continue it")
            }
        }
        // Fail now, not after the exploration, when an output cannot be written.
        for path in [jsonPath, checkpoint, report].compactMap({ $0 }) where path != resume {
            try writeCreatingDirectory("{}", to: path)
        }
        var html = HTMLReport(title: "transit " + CommandLine.arguments.dropFirst().joined(separator: " "))
        if allFaults { return try exhaustiveFaultTable(&html) }
        var file = ExplorationFile(
            depth: depth, scenario: scenario, fault: fault, pruning: resumed?.pruning ?? !noPruning, shard: slice.index,
            shardCount: slice.count)
        var failed = false
        if slice.count > 1 { print("shard \(slice.index)/\(slice.count) of the depth-1 programs") }
        if scenario != "pages" {
            let s = TransitionScenario(fault: fault.flatMap(SeededFault.init(rawValue:)))
            let e = try explore(s, name: s.name, slice: slice, resume: resumed?.transitions, into: &html) { file.transitions = $0; return file }
            file.transitions = e
            failed = failed || !e.failures.isEmpty
        }
        if scenario != "transitions" && fault == nil {
            let s = PageSwitcherScenario()
            let e = try explore(s, name: s.name, slice: slice, resume: resumed?.pages, into: &html) { file.pages = $0; return file }
            file.pages = e
            failed = failed || !e.failures.isEmpty
        }
        try writeReport(html)
        if let path = checkpoint {
            try file.write(to: path)
            print("checkpoint: \(path)")
        }
        if let path = jsonPath {
            // The report without what a resumption needs (the next level's programs and every
            // fingerprint seen: hundreds of megabytes at depth 6) — that is the checkpoint's job.
            var report = file
            report.transitions?.frontier = []
            report.transitions?.visited = []
            report.pages?.frontier = []
            report.pages?.visited = []
            try report.write(to: path)
            print("json: \(path)")
        }
        if failed { throw ExitCode(1) }
    }

    /// Explores one scenario, printing each completed depth (and writing the checkpoint after
    /// it), then the per-depth table and any counterexample with its filmstrip.
    private func explore<S>(
        _ s: S, name: String, slice: (index: Int, count: Int), resume: Checker<S>.Exploration?, into html: inout HTMLReport,
        snapshot: @escaping (Checker<S>.Exploration) -> ExplorationFile
    ) throws -> Checker<S>.Exploration {
        var config = Checker<S>.Configuration()
        config.jobs = jobs
        config.shard = slice
        config.timeLimit = timeLimit
        let checker = Checker(s, configuration: config)
        var writeError: Error?
        let e = checker.explore(depth: depth, pruning: !noPruning, resume: resume) { partial in
            if !quiet, let l = partial.levels.last {
                printError("  \(name): depth \(l.depth) done: \(l.programs) programs, \(partial.distinctStates) states, \(Int(partial.seconds)) s")
            }
            if let path = checkpoint, writeError == nil {
                do { try snapshot(partial).write(to: path) } catch { writeError = error }
            }
        }
        if let writeError { throw writeError }
        print("\n== \(name) (exhaustive to depth \(depth)\(e.pruning ? "" : ", no pruning")): " + summary(e))
        print(e.table)
        if e.stoppedByTimeLimit { print("stopped by --time-limit \(timeLimit) s during depth \(e.depthCompleted + 1)") }
        let strips = e.failures.map { checker.filmstrip(of: $0) }
        for (i, f) in e.failures.enumerated() {
            print("\nshortest counterexample (depth \(f.originalSteps)):\n\(f)")
            if let strip = strips[i] {
                let path = (filmstrips as NSString).appendingPathComponent("exhaustive-\(slug(name))-\(i + 1).svg")
                try writeCreatingDirectory(strip.svg(title: "\(name): “\(f.invariant)” broken at depth \(f.originalSteps)"), to: path)
                print("filmstrip: \(path) (\(strip.frames.count) frames)")
            }
        }
        html.add(campaign: "\(name), exhaustive to depth \(depth): " + summary(e), campaignReport(e), filmstrips: strips)
        return e
    }

    /// An exploration in the HTML report's campaign row: programs as cases, their steps, failures.
    private func campaignReport<S>(_ e: Checker<S>.Exploration) -> Checker<S>.Report {
        var r = Checker<S>.Report()
        r.cases = e.programs
        r.steps = e.levels.reduce(0) { $0 + $1.depth * $1.programs }
        r.failures = e.failures
        return r
    }

    private func summary<S>(_ e: Checker<S>.Exploration) -> String {
        "depth \(e.depthCompleted) completed, \(e.programs) programs, \(e.distinctStates) distinct states, "
            + String(format: "%.1f s", e.seconds) + (e.failures.isEmpty ? "" : ", \(e.failures.count) counterexample(s)")
    }

    /// `--all-faults --exhaustive`: the depth at which each seeded fault is first caught.
    private func exhaustiveFaultTable(_ html: inout HTMLReport) throws {
        var caught = 0
        print(pad("fault", 40) + pad("caught", 8) + pad("depth", 7) + pad("programs", 10) + "invariant")
        for f in SeededFault.allCases {
            var config = Checker<TransitionScenario>.Configuration()
            config.jobs = jobs
            config.timeLimit = timeLimit
            let checker = Checker(TransitionScenario(fault: f), configuration: config)
            let e = checker.explore(depth: depth, pruning: !noPruning)
            if let failure = e.failures.first {
                caught += 1
                print(pad(f.rawValue, 40) + pad("yes", 8) + pad("\(failure.originalSteps)", 7) + pad("\(e.programs)", 10) + failure.invariant)
            } else {
                print(pad(f.rawValue, 40) + pad("NO", 8) + pad("-", 7) + pad("\(e.programs)", 10) + "-")
            }
            html.add(
                campaign: "fault \(f.rawValue), exhaustive to depth \(depth)", campaignReport(e),
                filmstrips: e.failures.map { checker.filmstrip(of: $0) })
        }
        print("caught \(caught)/\(SeededFault.allCases.count) (every program to depth \(depth))")
        html.verdict = ("seeded faults caught \(caught)/\(SeededFault.allCases.count)", caught == SeededFault.allCases.count)
        try writeReport(html)
        if caught < SeededFault.allCases.count { throw ExitCode(1) }
    }

    /// `--merge` of exhaustive shard files.
    func runExhaustiveMerge(_ files: [(path: String, file: ExplorationFile)]) throws {
        let merged = try ExplorationFile.merge(files)
        print("merged \(files.count) shards of an exhaustive exploration to depth \(merged.depth) (distinct states: sum over shards, an upper bound)")
        var failed = false
        if let t = merged.transitions {
            print("\n== transitions: " + summary(t) + "\n" + t.table)
            for f in t.failures { print("\n\(f)") }
            failed = failed || !t.failures.isEmpty
        }
        if let p = merged.pages {
            print("\n== page switcher: " + summary(p) + "\n" + p.table)
            for f in p.failures { print("\n\(f)") }
            failed = failed || !p.failures.isEmpty
        }
        if let path = json {
            try merged.write(to: path)
            print("json: \(path)")
        }
        if failed { throw ExitCode(1) }
    }

    func slug(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }).split(separator: "-").joined(separator: "-")
    }
}
