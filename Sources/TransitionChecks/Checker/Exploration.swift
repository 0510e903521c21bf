import Foundation
import Transitions

extension Checker {
    /// The result of a bounded-exhaustive exploration (`Checker.explore`): how deep every
    /// program was run, how many programs and distinct states that took, a per-depth table,
    /// the shortest counterexamples, and what it takes to resume.
    public struct Exploration: Sendable, Codable {
        /// One breadth-first level: every program of exactly `depth` steps not cut off by an
        /// already-explored state.
        public struct Level: Sendable, Codable, Equatable {
            public var depth: Int
            /// Programs run (each replayed from a fresh system, checked after every step, and —
            /// when its state is new — settled and checked at rest).
            public var programs: Int
            /// Programs whose state had not been seen at this or a smaller depth: the frontier
            /// the next level extends.
            public var newStates: Int
            /// Programs ending in an already-explored state (pruned: not extended — unless pruning is off).
            public var revisits: Int
            public var failures: Int
            /// Wall-clock seconds the level took.
            public var seconds: Double
        }

        /// A program the next level extends: its choices and the (action, parameter) choice
        /// pairs enabled in its state, flattened.
        public struct Node: Sendable, Codable, Equatable {
            public var choices: [Int]
            public var expansions: [Int]
            public init(choices: [Int], expansions: [Int]) {
                self.choices = choices
                self.expansions = expansions
            }
        }

        public var scenario = ""
        public var depthRequested = 0
        /// Every program of up to this many steps was run (−1: not even the empty program).
        public var depthCompleted = -1
        public var pruning = true
        /// Shard `index` of `count`: the depth-1 programs (and everything under them) this
        /// exploration took; shard 0 also runs the empty program.
        public var shardIndex = 0
        public var shardCount = 1
        public var levels: [Level] = []
        /// Distinct states seen (fingerprints; with pruning off, programs).
        public var distinctStates = 0
        public var seconds = 0.0
        /// Shortest counterexamples: all of one depth, in program order (one when stopping at the first).
        public var failures: [Failure] = []
        public var stoppedByTimeLimit = false
        /// To resume: the next level's programs and every fingerprint seen (as of the last completed level).
        public var frontier: [Node] = []
        public var visited: [StateFingerprint] = []

        public init() {}

        /// Programs run at every depth.
        public var programs: Int { levels.reduce(0) { $0 + $1.programs } }

        /// The per-depth table, one line per level.
        public var table: String {
            var lines = ["depth  programs  new states  revisits  failures  seconds"]
            for l in levels {
                lines.append(
                    pad("\(l.depth)", 7) + pad("\(l.programs)", 10) + pad("\(l.newStates)", 12) + pad("\(l.revisits)", 10)
                        + pad("\(l.failures)", 10) + String(format: "%.1f", l.seconds))
            }
            return lines.joined(separator: "\n")
        }

        private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }

        /// The exploration of all shards together: levels added depth by depth (to the depth every
        /// shard completed), failures of the smallest depth. Distinct states add up shard by
        /// shard: a state two shards both reach counts twice, so the sum is an upper bound.
        public static func merged(_ shards: [Exploration]) throws -> Exploration {
            guard let first = shards.first else { throw MergeError.noReports }
            guard first.shardCount >= 1 else { throw MergeError.invalidCounts }
            let ordered = shards.sorted { $0.shardIndex < $1.shardIndex }
            guard ordered.map(\.shardIndex) == Array(0..<first.shardCount), shards.allSatisfy({ $0.shardCount == first.shardCount })
            else { throw MergeError.gap(expected: ordered.count, found: first.shardCount) }
            var out = Exploration()
            out.scenario = first.scenario
            out.pruning = first.pruning
            out.depthRequested = first.depthRequested
            out.shardCount = 1
            out.depthCompleted = ordered.map(\.depthCompleted).min() ?? -1
            out.stoppedByTimeLimit = ordered.contains { $0.stoppedByTimeLimit }
            for s in ordered {
                guard s.levels.allSatisfy({ $0.programs >= 0 && $0.newStates >= 0 && $0.revisits >= 0 && $0.failures >= 0 }),
                    s.distinctStates >= 0
                else { throw MergeError.invalidCounts }
                out.seconds = max(out.seconds, s.seconds)
                out.distinctStates = out.distinctStates.addingReportingOverflow(s.distinctStates).partialValue
            }
            let depths = Set(ordered.flatMap { $0.levels.map(\.depth) }).sorted()
            for d in depths {
                let parts = ordered.flatMap { $0.levels.filter { $0.depth == d } }
                out.levels.append(
                    Level(
                        depth: d, programs: parts.reduce(0) { $0 &+ $1.programs }, newStates: parts.reduce(0) { $0 &+ $1.newStates },
                        revisits: parts.reduce(0) { $0 &+ $1.revisits }, failures: parts.reduce(0) { $0 &+ $1.failures },
                        seconds: parts.map(\.seconds).max() ?? 0))
            }
            let failing = ordered.flatMap(\.failures)
            if let shortest = failing.map(\.trace.count).min() { out.failures = failing.filter { $0.trace.count == shortest } }
            return out
        }
    }
}
