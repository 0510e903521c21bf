import Foundation
import Testing

/// The built `transit` on bad argument lists: each exits 64 (bad input) or 1 (I/O) with an
/// `Error:` line naming what is wrong — never a signal, a hang or non-finite output.
@Suite struct CLITests {
    /// Bad argument lists, by subcommand.
    static let badArguments: [[String]] = {
        var lists: [[String]] = []
        let springs: [[String]] = [
            ["--stiffness", "-1", "--damping", "1"], ["--stiffness", "nan", "--damping", "1"], ["--stiffness", "inf", "--damping", "1"],
            ["--stiffness", "1e400", "--damping", "1"], ["--mass", "0", "--stiffness", "1", "--damping", "1"],
            ["--mass", "-2", "--stiffness", "1", "--damping", "1"], ["--damping", "-1", "--stiffness", "10"], ["--stiffness", "10"],
            ["--damping", "10"], ["--mass", "1"], ["--response", "0"], ["--response", "-1"], ["--response", "nan"],
            ["--response", "0.5", "--damping-ratio", "-0.5"], ["--duration", "0"], ["--duration", "-0.5"],
            ["--duration", "0.5", "--bounce", "2"], ["--duration", "0.5", "--bounce", "-1"], ["--bounce", "nan"],
            ["--uikit-duration", "0"], ["--uikit-duration", "0.5", "--damping-ratio", "-1"],
            ["--uikit-duration", "0.5", "--damping-ratio", "nan"], ["--duration", "0.5", "--initial-velocity", "nan"],
            ["--duration", "0.5", "--initial-velocity", "-inf"], ["--duration", "0.5", "--damping-ratio", "0.3"],
            ["--stiffness", "100", "--damping", "10", "--response", "0.5"], ["--response", "0.5", "--duration", "0.5"],
            ["--damping-ratio", "0.5"], ["--stiffness", "1e300", "--damping", "1", "--mass", "1e-300"], [],
            ["--stiffness", "abc", "--damping", "1"], ["--stiffness"],
        ]
        for s in springs { lists.append(["curve"] + s) }
        for s in springs.prefix(12) { lists.append(["convert"] + s) }
        lists += [
            ["curve", "--duration", "0.5", "--rate", "0"], ["curve", "--duration", "0.5", "--rate", "-5"],
            ["curve", "--duration", "0.5", "--rate", "1e308"], ["curve", "--duration", "0.5", "--rate", "nan"],
            ["curve", "--duration", "0.5", "--seconds", "-1"], ["curve", "--duration", "0.5", "--seconds", "nan"],
            ["curve", "--duration", "0.5", "--seconds", "1e18"], ["curve", "--duration", "0.5", "--seconds", "1e300", "--rate", "1e10"],
            ["curve", "--duration", "0.5", "--format", "xml"], ["curve", "--bezier", "1"], ["curve", "--bezier", "1,2,3"],
            ["curve", "--bezier", "2,0,0.5,1"], ["curve", "--bezier", "0.5,1e308,0.5,-1e308"], ["curve", "--bezier", "0.42,abc,0,0.58,1"],
            ["curve", "--bezier", "nan,0,1,1"], ["curve", "--bezier", ",,,"], ["curve", "--bezier", "0.42,0,0.58,1,5"],
            ["curve", "--steps", "0"], ["curve", "--steps", "-3"], ["curve", "--steps", "1", "--step-position", "jump-none"],
            ["curve", "--steps", "4", "--step-position", "sideways"], ["curve", "--steps", "4", "--samples", "1"],
            ["curve", "--steps", "4", "--samples", "100000000", "--format", "json"], ["curve", "--steps", "4", "--samples", "-1"],
            ["curve", "--steps", "99999999999999999999"], ["curve", "--linear", "0"], ["curve", "--linear", "0, 1e308, -1e308, 1"],
            ["curve", "--linear", "0, x, 1"], ["curve", "--linear", "0, 0.5 50% 70% 90%, 1"], ["curve", "--linear", "0, 0.5 abc, 1"],
            ["curve", "--linear", ""], ["curve", "--linear", "0, 0.5 50, 1"], ["curve", "--spring-curve"],
            ["curve", "--bezier", "0.42,0,0.58,1", "--steps", "4"], ["curve", "--bezier", "0.42,0,0.58,1", "--duration", "0.5"],
            ["curve", "--reversed", "--duration", "0.5"], ["curve", "--samples", "10", "--steps"],
            ["plot", "--seconds", "1e308", "--duration", "0.5"], ["plot", "--seconds", "0", "--duration", "0.5"],
            ["plot", "--seconds", "-1", "--duration", "0.5"], ["plot", "--overlay", "k=abc", "--duration", "0.5"],
            ["plot", "--overlay", "foo=1", "--duration", "0.5"], ["plot", "--overlay", "k=1", "--duration", "0.5"],
            ["plot", "--overlay", "k=-1,c=1", "--duration", "0.5"], ["plot", "--gsl", "--stepper", "nope", "--duration", "0.5"],
            ["plot", "--output", "/proc/nope/x.svg", "--duration", "0.5"], ["plot", "--output", "/tmp", "--duration", "0.5"],
            ["plot"],
            ["crosscheck", "--tolerance", "0"], ["crosscheck", "--tolerance", "-1"], ["crosscheck", "--tolerance", "nan"],
            ["crosscheck", "--tolerance", "1"], ["crosscheck", "--random", "-5"], ["crosscheck", "--random=-5"],
            ["crosscheck", "--random", "1000000000"], ["crosscheck", "--steppers", "nope"], ["crosscheck", "--json", "/proc/x.json"],
            ["crosscheck", "--seed", "-1"],
            ["verify", "--cases", "0"], ["verify", "--cases", "-1"], ["verify", "--cases", "1000000000"], ["verify", "--steps", "0"],
            ["verify", "--steps", "1000000000", "--cases", "1"], ["verify", "--scenario", "nope"], ["verify", "--fault", "nope"],
            ["verify", "--fault", "doubleComplete", "--scenario", "pages"], ["verify", "--time-limit", "0"],
            ["verify", "--time-limit", "nan"], ["verify", "--fault", "doubleComplete", "--all-faults"], ["verify", "--cases", "abc"],
            ["verify", "--shard", "3/3"], ["verify", "--shard", "-1/3"], ["verify", "--shard", "1/0"], ["verify", "--shard", "1"],
            ["verify", "--shard", "a/b"], ["verify", "--shard", "0/3", "--all-faults"], ["verify", "--merge", "/nonexistent.json"],
            ["verify", "--merge", "/etc/hostname"], ["verify", "--merge", "a.json", "--fault", "doubleComplete"], ["verify", "--json", ""],
            ["verify", "--jobs", "0"], ["verify", "--jobs", "-2"], ["verify", "--jobs", "1000"], ["verify", "--jobs", "x"],
            ["verify", "--report", ""], ["verify", "--report", "out/"], ["verify", "--filmstrips", ""],
            ["verify", "--cases", "1", "--scenario", "pages", "--report", "/proc/nope/r.html"],
            ["verify", "--fault", "doubleComplete", "--quiet", "--filmstrips", "/proc/nope"],
            ["verify", "--exhaustive", "--depth", "-1"], ["verify", "--exhaustive", "--depth", "31"],
            ["verify", "--exhaustive", "--depth", "x"], ["verify", "--depth", "3"], ["verify", "--no-pruning"],
            ["verify", "--exhaustive", "--cases", "10"], ["verify", "--exhaustive", "--seed", "2"],
            ["verify", "--exhaustive", "--resume", "/nonexistent.json"], ["verify", "--exhaustive", "--resume", "/etc/hostname"],
            ["verify", "--exhaustive", "--checkpoint", ""], ["verify", "--exhaustive", "--checkpoint", "/proc/nope/c.json"],
            ["verify", "--exhaustive", "--all-faults", "--shard", "0/2"], ["verify", "--checkpoint", "c.json"],
            ["nope"], ["--nope"], ["curve", "--nope"],
        ]
        return lists
    }()

    struct Run {
        var status: Int32
        var signalled: Bool
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    /// Runs the binary with a deadline (killed past it); output goes through temporary files.
    static func run(_ binary: URL, _ arguments: [String], deadline: Double = 20) throws -> Run {
        let dir = FileManager.default.temporaryDirectory
        let outURL = dir.appendingPathComponent("transit-cli-\(UUID().uuidString).out")
        let errURL = dir.appendingPathComponent("transit-cli-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.standardOutput = try FileHandle(forWritingTo: outURL)
        p.standardError = try FileHandle(forWritingTo: errURL)
        let start = Date()
        try p.run()
        while p.isRunning && Date().timeIntervalSince(start) < deadline { usleep(5_000) }
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        return Run(
            status: p.terminationStatus, signalled: p.terminationReason == .uncaughtSignal,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "", stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            seconds: Date().timeIntervalSince(start))
    }

    @Test func badArgumentListsFailCleanly() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        #expect(Self.badArguments.count >= 100)
        for args in Self.badArguments {
            let r = try Self.run(binary, args)
            let shown = args.joined(separator: " ")
            #expect(!r.signalled, "transit \(shown): killed by a signal (status \(r.status))\n\(r.stderr)")
            #expect(r.seconds < 15, "transit \(shown): took \(r.seconds) s")
            if r.status == 0 {
                // Accepted (a huge but valid request): its output must be finite.
                let lower = r.stdout.lowercased()
                #expect(!lower.contains("nan") && !lower.contains("inf"), "transit \(shown): non-finite output")
            } else {
                #expect(r.status == 64 || r.status == 1, "transit \(shown): exit \(r.status)\n\(r.stderr)")
                let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.hasPrefix("Error:"), "transit \(shown): first line '\(first)'")
            }
        }
    }

    @Test func goodArgumentListsSucceed() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        for args in [
            ["curve", "--duration", "0.5", "--bounce", "0.3"], ["curve", "--linear", "0, 0.5 50% 70%, 1"],
            ["curve", "--bezier", "0.42,0,0.58,1", "--samples", "5"], ["convert", "--stiffness", "100", "--damping", "10"],
            ["curve", "--steps", "4", "--step-position", "jump-both", "--samples", "9"],
        ] {
            let r = try Self.run(binary, args)
            #expect(r.status == 0, "transit \(args.joined(separator: " ")): \(r.stderr)")
            #expect(!r.stdout.lowercased().contains("nan"))
        }
    }

    /// A caught fault writes its counterexample's filmstrip and the HTML report; exit 1.
    @Test func verifyWritesFilmstripsAndReport() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("not-yet/report.html").path  // its directory is created
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let r = try Self.run(
            binary, ["verify", "--fault", "toViewLeftOnCancel", "--quiet", "--filmstrips", dir.appendingPathComponent("strips").path, "--report", report])
        #expect(r.status == 1, "\(r.stderr)")
        let strips = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("strips").path)
        #expect(strips.count == 1 && strips.allSatisfy { $0.hasPrefix("counterexample-") && $0.hasSuffix(".svg") })
        let page = try String(contentsOfFile: report, encoding: .utf8)
        #expect(page.contains("cancel restores exactly") && page.contains("data:image/svg+xml;base64,"))
        #expect(r.stdout.contains("filmstrip: ") && r.stdout.contains("report: "))
    }

    /// `--exhaustive`: the per-depth table; a fault's shortest counterexample with exit 1; a
    /// checkpoint resumed to a greater depth prints what one exploration prints; shards merge.
    @Test func exhaustiveExplores() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-exhaustive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let clean = try Self.run(binary, ["verify", "--exhaustive", "--depth", "2", "--scenario", "pages", "--quiet"], deadline: 60)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("depth 2 completed") && clean.stdout.contains("depth  programs  new states"))
        let fault = try Self.run(
            binary, ["verify", "--exhaustive", "--depth", "3", "--fault", "neverComplete", "--quiet", "--filmstrips", dir.path], deadline: 60)
        #expect(fault.status == 1 && fault.stdout.contains("shortest counterexample (depth 1)"), "\(fault.stdout)")
        #expect(fault.stdout.contains("filmstrip: "))
        let checkpoint = dir.appendingPathComponent("cp.json").path
        let first = try Self.run(
            binary, ["verify", "--exhaustive", "--depth", "1", "--scenario", "pages", "--quiet", "--checkpoint", checkpoint], deadline: 60)
        #expect(first.status == 0, "\(first.stderr)")
        let resumed = try Self.run(binary, ["verify", "--exhaustive", "--depth", "2", "--scenario", "pages", "--quiet", "--resume", checkpoint], deadline: 60)
        func table(_ s: String) -> String {
            s.split(separator: "\n").filter { !$0.hasPrefix("json:") }.map { String($0.prefix(48)) }.joined(separator: "\n")
        }
        #expect(resumed.status == 0 && table(resumed.stdout).contains(table(clean.stdout).split(separator: "\n").dropFirst(2).joined(separator: "\n")))
        let wrong = try Self.run(binary, ["verify", "--exhaustive", "--depth", "2", "--scenario", "transitions", "--resume", checkpoint])
        #expect(wrong.status == 64 && wrong.stderr.contains("give the same options"))
        var shards: [String] = []
        for i in 0..<2 {
            let path = dir.appendingPathComponent("x\(i).json").path
            let r = try Self.run(binary, ["verify", "--exhaustive", "--depth", "2", "--scenario", "pages", "--quiet", "--shard", "\(i)/2", "--json", path], deadline: 60)
            #expect(r.status == 0, "\(r.stderr)")
            shards.append(path)
        }
        let merged = try Self.run(binary, ["verify", "--merge"] + shards)
        #expect(merged.status == 0 && merged.stdout.contains("depth 2 completed"), "\(merged.stderr)")
        // A --json report has no resume state: resuming from it is refused, not a false "completed".
        let fromReport = try Self.run(
            binary, ["verify", "--exhaustive", "--depth", "3", "--scenario", "pages", "--shard", "0/2", "--resume", shards[0]])
        #expect(fromReport.status == 64 && fromReport.stderr.contains("--checkpoint"), "\(fromReport.stderr)")
        let partial = try Self.run(binary, ["verify", "--merge", shards[1]])
        #expect(partial.status == 64 && partial.stderr.contains("shards missing: 0/2"))
    }

    /// `--shard i/n` writes JSON; `--merge` of all shards prints what one run prints.
    @Test func shardsMergeToOneRun() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["verify", "--cases", "300", "--steps", "10", "--seed", "3", "--quiet"]
        var files: [String] = []
        for i in 0..<3 {
            let path = dir.appendingPathComponent("s\(i).json").path
            let r = try Self.run(binary, common + ["--shard", "\(i)/3", "--json", path])
            #expect(r.status == 0, "\(r.stderr)")
            files.append(path)
        }
        let one = try Self.run(binary, common)
        let merged = try Self.run(binary, ["verify", "--merge"] + files.reversed())
        #expect(merged.status == one.status)
        func body(_ s: String) -> String { s.split(separator: "\n").filter { !$0.hasPrefix("merged ") }.joined(separator: "\n") }
        #expect(body(merged.stdout) == body(one.stdout))
        let missing = try Self.run(binary, ["verify", "--merge", files[0], files[2]])
        #expect(missing.status == 64 && missing.stderr.contains("shards missing: 1/3"))
        // Damaged files: a negative shard count, counts that overflow when added, not JSON.
        let text = try String(contentsOfFile: files[0], encoding: .utf8)
        let damaged = [
            text.replacingOccurrences(of: "\"shardCount\":3", with: "\"shardCount\":-1"),
            text.replacingOccurrences(of: "\"cases\":100,", with: "\"cases\":9223372036854775807,"),
            "{\"format\":1}",
        ]
        for (k, body) in damaged.enumerated() {
            let path = dir.appendingPathComponent("damaged\(k).json").path
            try body.write(toFile: path, atomically: true, encoding: .utf8)
            let r = try Self.run(binary, ["verify", "--merge", path, files[1], files[2]])
            #expect(!r.signalled && r.status == 64 && r.stderr.hasPrefix("Error:"), "damaged \(k): \(r.status) \(r.stderr)")
        }
    }
}
