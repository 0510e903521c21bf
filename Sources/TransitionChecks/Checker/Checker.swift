import Foundation
import Transitions

/// Runs scenarios: random cases, invariant checks, shrinking, reports and replay.
public struct Checker<S: Scenario>: Sendable {
    public let scenario: S
    public var configuration: Configuration

    public struct Configuration: Sendable {
        /// Number of random cases (a negative number counts as 0).
        public var cases = 100
        /// Steps per case at most (each step uses two choices; less than 1 counts as 1).
        public var maxSteps = 30
        /// Wall-clock seconds after which a campaign stops and reports the cases it ran (nil: none).
        public var timeLimit: Double?
        public var seed: UInt64 = 1
        /// Replays the shrinker may spend per failure.
        public var shrinkBudget = 2_000
        /// Swarm testing: each case enables a random subset of action kinds.
        public var swarm = true
        /// Stop after the first failure.
        public var stopAtFirstFailure = true
        /// Cases replayed at once on this many threads (1: sequential). The report — cases,
        /// steps, checks, coverage, failures and their shrunk traces — is the same for every
        /// value: cases are generated from the seed in order, run in blocks, and folded in case
        /// order, discarding whatever ran past the first failure. Only where `timeLimit` cuts a
        /// campaign can differ (it is checked per block).
        public var jobs = 1
        /// Which shard of the campaign to run: shard `index` of `count` runs the contiguous
        /// slice `index·cases/count ..< (index+1)·cases/count` of the cases one run would make
        /// (the same random programs, found by generating and skipping the ones before), so
        /// `Report.merged` of all shards equals the report of one run.
        public var shard: (index: Int, count: Int) = (0, 1)

        /// The slice of case indices `shard` selects (empty when the shard is out of range).
        public var caseRange: Range<Int> {
            let total = max(0, cases)
            let n = max(1, shard.count)
            guard (0..<n).contains(shard.index) else { return 0..<0 }
            // total·i / n exactly, in double width: the quotient is at most `total`, so it fits.
            func bound(_ i: Int) -> Int { n.dividingFullWidth(total.multipliedFullWidth(by: i)).quotient }
            return bound(shard.index)..<bound(shard.index + 1)
        }
        public init(cases: Int = 100, maxSteps: Int = 30, seed: UInt64 = 1, shrinkBudget: Int = 2_000, swarm: Bool = true) {
            self.cases = cases
            self.maxSteps = maxSteps
            self.seed = seed
            self.shrinkBudget = shrinkBudget
            self.swarm = swarm
        }
    }

    public init(_ scenario: S, configuration: Configuration = .init()) {
        self.scenario = scenario
        self.configuration = configuration
    }

    /// The result of running one list of choices.
    public struct Outcome: Sendable {
        /// The invariant that broke first, if any (name and messages).
        public var failedInvariant: String?
        public var messages: [String] = []
        /// Steps executed (up to and including the failing one).
        public var steps = 0
        /// Numbered program text.
        public var trace: [String] = []
        public var state = ""
        public var invariantChecks = 0
        public var actionCounts: [String: Int] = [:]
        public var features: Set<String> = []
        public var failed: Bool { failedInvariant != nil }
    }

    /// Interprets `choices` against the scenario.
    public func replay(_ choices: [Int]) -> Outcome { replay(choices, observe: nil) }

    /// Interprets `choices`, calling `observe` with the system and the step's trace line after
    /// every step (and after the final settle). When `settleIf` returns false for the state
    /// after the last step, the replay ends there (no settle, no at-rest checks).
    func replay(_ choices: [Int], observe: ((S.System, String) -> Void)?, settleIf: ((S.System) -> Bool)? = nil) -> Outcome {
        var out = Outcome()
        let system = scenario.makeSystem()
        // A case that stops before the model is idle (a failure, or an exhaustive program whose
        // state was explored) must not keep its world alive through in-flight closures.
        defer { scenario.window(of: system)?.simulation.discardPendingWork() }
        let mask = choices.first ?? Int.max
        observe?(system, "0. start")
        var i = 1
        while i < choices.count, out.steps < stepLimit {
            let all = scenario.actions(in: system)
            var kinds: [String] = []
            for a in all where !kinds.contains(a.kind) { kinds.append(a.kind) }
            kinds.sort()
            let allowed =
                configuration.swarm
                ? all.filter { a in
                    guard let k = kinds.firstIndex(of: a.kind) else { return true }
                    return (mask >> (k % 62)) & 1 == 1 || a.kind == "time"
                } : all
            let pool = allowed.isEmpty ? all : allowed
            guard !pool.isEmpty else { break }
            let pick = choices[i]
            let param = i + 1 < choices.count ? choices[i + 1] : 0
            i += 2
            // Magnitudes, not abs(): any Int is a valid choice (abs(Int.min) traps).
            let action = pool[Int(pick.magnitude % UInt(pool.count))]
            if CrashTrail.isArmed { CrashTrail.note(header: "replay: \(choices)", trace: out.trace, next: action.name) }
            let text = action.run(system, Int(clamping: param.magnitude))
            out.steps += 1
            out.actionCounts[action.name, default: 0] += 1
            out.trace.append("\(out.steps). \(action.name): \(text)")
            observe?(system, out.trace[out.trace.count - 1])
            for f in scenario.features(of: system) { out.features.insert(f) }
            if firstFailure(of: scenario.invariants, in: system, into: &out) { return out }
        }
        if let settleIf, !settleIf(system) { return out }
        if CrashTrail.isArmed { CrashTrail.note(header: "replay: \(choices)", trace: out.trace, next: "settle") }
        do { try scenario.settle(system) } catch {
            out.failedInvariant = "settles"
            out.messages = ["\(error)"]
            out.state = scenario.describe(system)
            return out
        }
        out.trace.append("\(out.steps + 1). settle")
        observe?(system, out.trace[out.trace.count - 1])
        if firstFailure(of: scenario.invariants + scenario.quiescentInvariants, in: system, into: &out) { return out }
        out.state = scenario.describe(system)
        return out
    }

    /// Checks `invariants` in order; records the first broken one in `out` and returns true.
    private func firstFailure(of invariants: [Invariant<S.System>], in system: S.System, into out: inout Outcome) -> Bool {
        for inv in invariants {
            if let applies = inv.appliesTo, !applies(system) { continue }
            out.invariantChecks += 1
            let m = inv.check(system)
            if !m.isEmpty {
                out.failedInvariant = inv.name
                out.messages = m
                out.state = scenario.describe(system)
                return true
            }
        }
        return false
    }

    /// The counterexample as pictures: the failure's choices replayed with the window captured
    /// after every step of the trace (the last `maxFrames` steps of a long one) and the callback
    /// timeline underneath. Nil when the scenario has no window to film.
    public func filmstrip(of failure: Failure, maxFrames: Int = 40) -> Filmstrip? {
        let keep = max(1, min(maxFrames, 120))
        let skip = max(0, failure.trace.count + 1 - keep)
        var strip: Filmstrip?
        var seen = 0
        var window: Window?
        _ = replay(failure.choices) { system, line in
            seen += 1
            guard let w = scenario.window(of: system) else { return }
            window = w
            if strip == nil { strip = Filmstrip(windowSize: w.bounds.size) }
            if seen > skip { strip?.capture(w, caption: line) }
        }
        if let window { strip?.recordTimeline(window.simulation) }
        return strip
    }

    /// A minimal counterexample.
    public struct Failure: Sendable, Codable, CustomStringConvertible {
        public var invariant: String
        public var messages: [String]
        /// The shrunk choice list: replay it with `Checker.replay` or commit it as a regression test.
        public var choices: [Int]
        public var trace: [String]
        public var state: String
        public var caseIndex: Int
        public var originalSteps: Int
        public var shrinkReplays: Int
        /// True when exhaustive exploration found it (a shortest program: nothing to shrink;
        /// `caseIndex` is then the program's index in the search).
        public var foundByExhaustiveSearch: Bool?

        public var description: String {
            let origin =
                foundByExhaustiveSearch == true
                ? "program \(caseIndex) of the exhaustive search, a shortest counterexample"
                : "case \(caseIndex), shrunk from \(originalSteps) steps in \(shrinkReplays) replays"
            return """
            invariant “\(invariant)” broken after \(trace.count) steps (\(origin)):
            \(trace.joined(separator: "\n"))
            → \(messages.joined(separator: "\n→ "))
            state: \(state)
            replay: \(choices)
            """
        }
    }

    /// Campaign result.
    public struct Report: Sendable, Codable {
        /// The index of the first case this report covers (0 unless it is a shard's).
        public var firstCase = 0
        public var cases = 0
        public var steps = 0
        public var invariantChecks = 0
        public var failures: [Failure] = []
        public var actionCounts: [String: Int] = [:]
        public var featureCounts: [String: Int] = [:]
        /// True when the time limit stopped the campaign before all its cases ran.
        public var stoppedByTimeLimit = false
        public init() {}
    }

    /// Why shard reports cannot be merged.
    public enum MergeError: Error, Equatable, CustomStringConvertible {
        case noReports
        /// A count is negative or the totals overflow (a damaged or hand-edited report).
        case invalidCounts
        /// A case range is missing or covered twice.
        case gap(expected: Int, found: Int)
        public var description: String {
            switch self {
            case .noReports: return "no shard reports to merge"
            case .invalidCounts: return "a shard report has a negative count or counts too large to add"
            case .gap(let expected, let found):
                return found < expected
                    ? "shards overlap: a shard starts at case \(found), before case \(expected)"
                    : "shards leave a gap: cases \(expected)..<\(found) are in no shard"
            }
        }
    }

    /// `maxSteps`, at least 1.
    var stepLimit: Int { max(1, configuration.maxSteps) }

    /// Runs `configuration.cases` random cases; shrinks every failure.
    public func run(progress: ((Int, Report) -> Void)? = nil) -> Report {
        var report = Report()
        var rng = SplitMix64(seed: configuration.seed)
        let start = Date()
        let range = configuration.caseRange
        let total = range.upperBound
        report.firstCase = range.lowerBound
        // Cases before the shard: generated (cheaply) and skipped, so the shard's programs are
        // exactly the ones one run would make.
        for _ in 0..<range.lowerBound { _ = nextCase(&rng) }
        let jobs = max(1, min(configuration.jobs, 256))
        // Sequential: blocks of one case. Parallel: enough cases per block to keep every thread busy.
        let block = jobs == 1 ? 1 : jobs * 64
        var next = range.lowerBound
        campaign: while next < total {
            if let limit = configuration.timeLimit, Date().timeIntervalSince(start) > limit {
                report.stoppedByTimeLimit = true
                break
            }
            let count = min(block, total - next)
            var lists: [[Int]] = []
            lists.reserveCapacity(count)
            for _ in 0..<count { lists.append(nextCase(&rng)) }
            let outcomes = replayAll(lists, jobs: jobs)
            for (k, outcome) in outcomes.enumerated() {
                let c = next + k
                report.cases += 1
                report.steps += outcome.steps
                report.invariantChecks += outcome.invariantChecks
                for (key, v) in outcome.actionCounts { report.actionCounts[key, default: 0] += v }
                for f in outcome.features { report.featureCounts[f, default: 0] += 1 }
                if let inv = outcome.failedInvariant {
                    report.failures.append(shrink(lists[k], invariant: inv, caseIndex: c, steps: outcome.steps))
                    if configuration.stopAtFirstFailure { break campaign }
                }
                progress?(c + 1 - range.lowerBound, report)
            }
            next += count
        }
        return report
    }

    /// The next random case: the swarm mask, then two choices per step.
    private func nextCase(_ rng: inout SplitMix64) -> [Int] {
        let length = 1 + 2 * (1 + Int(rng.next() % UInt64(stepLimit)))
        var choices = [Int(truncatingIfNeeded: rng.next() >> 2)]
        choices.reserveCapacity(length)
        for _ in 1..<length { choices.append(Int(rng.next() % 1_000_000)) }
        return choices
    }

    /// Replays `lists`, on `jobs` threads when more than one. Each case builds its own
    /// simulation (the model keeps no process-wide mutable state), so cases are independent.
    private func replayAll(_ lists: [[Int]], jobs: Int) -> [Outcome] {
        guard jobs > 1, lists.count > 1 else { return lists.map { replay($0) } }
        let slots = OutcomeSlots<Outcome>(count: lists.count)
        // `jobs` workers (Dispatch runs at most one per core at a time) take the next case as
        // they free up, so long and short cases balance out.
        let queue = CaseQueue(count: lists.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, lists.count)) { _ in
            while let i = queue.next() { slots.set(i, replay(lists[i])) }
        }
        return slots.values
    }

    /// Shrinks a failing choice list while the *same* invariant keeps failing: cut the unexecuted
    /// suffix, delete chunks of steps (halving the chunk size), then lower single choices.
    public func shrink(_ original: [Int], invariant: String, caseIndex: Int = 0, steps: Int = 0) -> Failure {
        var best = original
        var replays = 0
        func fails(_ c: [Int]) -> Bool {
            replays += 1
            return replay(c).failedInvariant == invariant
        }
        // 1. Cut the unexecuted suffix.
        let first = replay(best)
        replays += 1
        best = Array(best.prefix(1 + 2 * first.steps))
        // 2. Delete chunks of steps.
        var chunk = max(1, (best.count - 1) / 4)
        while chunk >= 1 && replays < configuration.shrinkBudget {
            var start = 1
            var changed = false
            while start < best.count && replays < configuration.shrinkBudget {
                let end = min(best.count, start + 2 * chunk)
                var candidate = best
                candidate.removeSubrange(start..<end)
                if fails(candidate) {
                    best = candidate
                    changed = true
                } else {
                    start += 2 * chunk
                }
            }
            if !changed { chunk /= 2 }
        }
        // 3. Simplify values: the swarm mask to "everything", then each choice towards 0.
        if best.first != Int.max {
            var c = best
            c[0] = Int.max
            if fails(c) { best = c }
        }
        var idx = 1
        while idx < best.count && replays < configuration.shrinkBudget {
            for v in [0, best[idx] / 2, best[idx] - 1] where v >= 0 && v < best[idx] {
                var c = best
                c[idx] = v
                if fails(c) {
                    best = c
                    break
                }
            }
            idx += 1
        }
        let final = replay(best)
        // A run that does not repeat itself (state kept outside the case's world: statics,
        // singletons, the wall clock) cannot be shrunk or replayed faithfully: say so.
        let messages =
            final.failedInvariant == invariant
            ? final.messages
            : ["not reproduced when replayed: the run depends on state outside the case (statics, singletons, the wall clock), so this trace may not show it"]
        return Failure(
            invariant: invariant, messages: messages, choices: best, trace: final.trace,
            state: final.state, caseIndex: caseIndex, originalSteps: steps, shrinkReplays: replays)
    }
}

/// Result slots the worker threads of a parallel block fill: each index is written by exactly one
/// worker and read only after `concurrentPerform` returns, so no two threads touch one slot. (A
/// raw buffer, not an array property: a class's array would be exclusivity-checked as a whole.)
final class OutcomeSlots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value?>
    private let count: Int
    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }
    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
    func set(_ i: Int, _ value: Value) { base[i] = value }
    var values: [Value] { (0..<count).compactMap { base[$0] } }
}

/// Hands out case indices 0..<count, each once, to the worker threads.
final class CaseQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int
    init(count: Int) { self.count = count }
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < count else { return nil }
        cursor += 1
        return cursor - 1
    }
}

extension Checker.Report {
    /// The report of one run, from the reports of all its shards (any order). Shards are
    /// concatenated in case order; at the first shard with a failure the merge stops, as one run
    /// stops at its first failing case (a shard's own totals already end there), so the result
    /// equals one run's report exactly — when every shard ran to its end (not cut by a time
    /// limit; then `stoppedByTimeLimit` is set). Throws on a gap or an overlap.
    public static func merged(_ shards: [Checker.Report], stopAtFirstFailure: Bool = true) throws -> Checker.Report {
        guard !shards.isEmpty else { throw Checker.MergeError.noReports }
        let ordered = shards.sorted { $0.firstCase < $1.firstCase }
        var out = Checker.Report()
        out.firstCase = ordered[0].firstCase
        var expected = ordered[0].firstCase
        for part in ordered {
            guard part.firstCase == expected else { throw Checker.MergeError.gap(expected: expected, found: part.firstCase) }
            out.cases = try sum(out.cases, part.cases)
            out.steps = try sum(out.steps, part.steps)
            out.invariantChecks = try sum(out.invariantChecks, part.invariantChecks)
            for (k, v) in part.actionCounts { out.actionCounts[k] = try sum(out.actionCounts[k, default: 0], v) }
            for (k, v) in part.featureCounts { out.featureCounts[k] = try sum(out.featureCounts[k, default: 0], v) }
            out.failures += part.failures
            out.stoppedByTimeLimit = out.stoppedByTimeLimit || part.stoppedByTimeLimit
            if stopAtFirstFailure, !part.failures.isEmpty { break }
            if part.stoppedByTimeLimit { break }
            expected = try sum(part.firstCase, part.cases)
        }
        return out
    }

    /// `a + b` for counts: both non-negative and the sum representable, else `invalidCounts`.
    private static func sum(_ a: Int, _ b: Int) throws -> Int {
        let (r, overflow) = a.addingReportingOverflow(b)
        guard a >= 0, b >= 0, !overflow else { throw Checker.MergeError.invalidCounts }
        return r
    }
}
