import Foundation
import TransitionChecks

/// A `transit verify --shard i/n --json FILE` result: the campaign's parameters, which shard,
/// and each scenario's report. `transit verify --merge` combines the files of all shards into
/// the report one run would have printed.
struct ShardFile: Codable {
    static let currentFormat = "transit-verify-shard/1"
    var format = ShardFile.currentFormat
    var seed: UInt64
    var cases: Int
    var steps: Int
    var scenario: String
    var fault: String?
    var shard: Int
    var shardCount: Int
    var transitions: Checker<TransitionScenario>.Report?
    var pages: Checker<PageSwitcherScenario>.Report?

    /// Parses `i/n` (0 ≤ i < n ≤ 100,000; `i` zero-based like a Kubernetes completion index).
    static func parseShard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...100_000).contains(n), (0..<n).contains(i) else {
            throw CLIError.badInput("--shard must be i/n with 0 ≤ i < n ≤ 100000 (e.g. 0/4), got '\(text)'")
        }
        return (i, n)
    }

    static func read(_ path: String) throws -> ShardFile {
        let file = try readJSON(ShardFile.self, from: path, what: "transit verify shard report")
        guard file.format == ShardFile.currentFormat, (1...100_000).contains(file.shardCount), (0..<file.shardCount).contains(file.shard),
            file.cases >= 0, file.steps >= 0
        else { throw CLIError.badInput("\(path): damaged shard report (format, shard \(file.shard)/\(file.shardCount), cases or steps out of range)") }
        return file
    }

    func write(to path: String) throws { try writeJSON(self, to: path, what: "shard report") }

    /// The merged report of a complete set of shards of one campaign.
    static func merge(_ files: [(path: String, file: ShardFile)]) throws -> ShardFile {
        guard let first = files.first?.file else { throw CLIError.badInput("--merge needs at least one shard report") }
        for (path, f) in files {
            guard f.seed == first.seed, f.cases == first.cases, f.steps == first.steps, f.scenario == first.scenario, f.fault == first.fault,
                f.shardCount == first.shardCount
            else {
                throw CLIError.badInput("\(path) is from a different campaign (seed, cases, steps, scenario, fault or shard count differ)")
            }
        }
        try requireCompleteShards(files.map(\.file.shard), of: first.shardCount)
        var out = first
        out.shard = 0
        out.shardCount = 1
        do {
            let t = files.compactMap(\.file.transitions), p = files.compactMap(\.file.pages)
            out.transitions = t.isEmpty ? nil : try Checker<TransitionScenario>.Report.merged(t)
            out.pages = p.isEmpty ? nil : try Checker<PageSwitcherScenario>.Report.merged(p)
        } catch {
            throw CLIError.badInput("cannot merge: \(error)")
        }
        return out
    }
}
