import Foundation
import TransitionChecks

/// A `transit verify --exhaustive` result as JSON: the exploration's parameters and each
/// scenario's `Checker.Exploration` — what `--checkpoint` writes after every completed depth,
/// `--resume` continues, `--shard i/n --json` writes and `--merge` combines.
struct ExplorationFile: Codable {
    static let currentFormat = "transit-verify-exhaustive/1"
    var format = ExplorationFile.currentFormat
    var depth: Int
    var scenario: String
    var fault: String?
    var pruning: Bool
    var shard: Int
    var shardCount: Int
    var transitions: Checker<TransitionScenario>.Exploration?
    var pages: Checker<PageSwitcherScenario>.Exploration?

    /// Reads and checks a file; nil data or another format is bad input naming the path.
    static func read(_ path: String) throws -> ExplorationFile {
        let file = try readJSON(ExplorationFile.self, from: path, what: "transit verify --exhaustive report")
        let explorations = [file.transitions.map(Summary.init), file.pages.map(Summary.init)].compactMap { $0 }
        guard file.format == currentFormat, (0...Limits.depth).contains(file.depth), (1...100_000).contains(file.shardCount),
            (0..<file.shardCount).contains(file.shard),
            explorations.allSatisfy({ $0.depthCompleted <= file.depth && $0.depthCompleted >= -1 && $0.counts.allSatisfy { $0 >= 0 } })
        else { throw CLIError.badInput("\(path): damaged exploration (format, depth, shard or counts out of range)") }
        return file
    }

    /// The numbers of one exploration that must be sane in a file.
    struct Summary {
        var depthCompleted: Int
        var counts: [Int]
        init<S>(_ e: Checker<S>.Exploration) {
            depthCompleted = e.depthCompleted
            counts = [e.distinctStates] + e.levels.flatMap { [$0.depth, $0.programs, $0.newStates, $0.revisits, $0.failures] }
        }
    }

    func write(to path: String) throws { try writeJSON(self, to: path, what: "exploration") }

    /// All shards of one exploration, merged.
    static func merge(_ files: [(path: String, file: ExplorationFile)]) throws -> ExplorationFile {
        guard let first = files.first?.file else { throw CLIError.badInput("--merge needs at least one file") }
        for (path, f) in files {
            guard f.depth == first.depth, f.scenario == first.scenario, f.fault == first.fault, f.pruning == first.pruning,
                f.shardCount == first.shardCount
            else { throw CLIError.badInput("\(path) is from a different exploration (depth, scenario, fault, pruning or shard count differ)") }
        }
        try requireCompleteShards(files.map(\.file.shard), of: first.shardCount)
        var out = first
        out.shard = 0
        out.shardCount = 1
        do {
            let t = files.compactMap(\.file.transitions), p = files.compactMap(\.file.pages)
            out.transitions = t.isEmpty ? nil : try Checker<TransitionScenario>.Exploration.merged(t)
            out.pages = p.isEmpty ? nil : try Checker<PageSwitcherScenario>.Exploration.merged(p)
        } catch {
            throw CLIError.badInput("cannot merge: \(error)")
        }
        return out
    }
}
