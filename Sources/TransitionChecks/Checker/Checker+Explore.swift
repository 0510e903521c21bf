import Foundation
import Transitions

extension Checker {
    /// Bounded-exhaustive verification: runs *every* program of up to `depth` steps built from
    /// the scenario's actions with their discretised `parameters`, breadth-first, and stops at
    /// the first depth with a counterexample — so the counterexample is a shortest one.
    ///
    /// Each program is replayed on a fresh system and checked after every step (per-frame checks
    /// included); when its final state is new it is also settled and checked at rest. With
    /// `pruning`, a program whose state (`Scenario.fingerprint(of:)`) was already reached by a
    /// program no longer than it is not extended: the model is deterministic, so equal states
    /// have equal futures (TLC's fingerprint pruning). Without it every program is extended
    /// (the reference the soundness test compares against).
    ///
    /// `configuration.jobs` replays programs on several threads (the result is the same for any
    /// number); `configuration.shard` takes an exact slice of the depth-1 programs and
    /// everything under them; `configuration.timeLimit` stops between blocks, keeping the last
    /// completed level; `resume` continues an exploration (its `frontier` and `visited`) to a
    /// greater depth. `progress` sees the report after every completed level (checkpoints).
    public func explore(
        depth: Int, pruning: Bool = true, resume: Exploration? = nil, progress: ((Exploration) -> Void)? = nil
    ) -> Exploration {
        var checker = self
        let depth = max(0, min(depth, 1_000))
        checker.configuration.maxSteps = depth + 1
        checker.configuration.swarm = false
        return checker.breadthFirst(depth: depth, pruning: pruning, resume: resume, progress: progress)
    }

    /// A replayed program: its outcome, and — when it passed its steps' checks — its state's
    /// fingerprint and the (action, parameter) pairs enabled there.
    struct Evaluated {
        var outcome: Outcome
        var fingerprint: StateFingerprint?
        var expansions: [Int] = []
    }

    /// Replays `choices`; settles, and lists the enabled (action, parameter) pairs, only when the
    /// end state is not in `known`.
    func evaluate(_ choices: [Int], known: Set<StateFingerprint>) -> Evaluated {
        var fingerprint: StateFingerprint?
        var expansions: [Int] = []
        let outcome = replay(choices, observe: nil) { system in
            fingerprint = scenario.fingerprint(of: system)
            // A state explored at a smaller depth is not extended: no need for its actions.
            if let fp = fingerprint, known.contains(fp) { return false }
            for (j, action) in scenario.actions(in: system).enumerated() {
                for p in action.parameters { expansions += [j, p] }
            }
            return true
        }
        return Evaluated(outcome: outcome, fingerprint: fingerprint, expansions: expansions)
    }

    /// Programs per parallel block: fixed, so blocks — and the fold — do not depend on `jobs`.
    static var explorationBlock: Int { 512 }

    private func breadthFirst(depth: Int, pruning: Bool, resume: Exploration?, progress: ((Exploration) -> Void)?) -> Exploration {
        let start = Date()
        var report = resume ?? Exploration()
        let secondsBefore = report.seconds
        report.scenario = scenario.name
        report.depthRequested = depth
        report.pruning = resume?.pruning ?? pruning
        let pruning = report.pruning
        report.shardIndex = configuration.shard.index
        report.shardCount = max(1, configuration.shard.count)
        report.stoppedByTimeLimit = false
        var visited = Set(report.visited)
        var frontier = report.frontier
        let jobs = max(1, min(configuration.jobs, 256))

        func finish() -> Exploration {
            report.seconds = secondsBefore + Date().timeIntervalSince(start)
            report.distinctStates = visited.isEmpty ? report.levels.reduce(0) { $0 + $1.newStates } : visited.count
            report.frontier = frontier
            report.visited = visited.sorted { ($0.high, $0.low) < ($1.high, $1.low) }
            return report
        }

        // True once a level leaves nothing to extend (then every longer program revisits).
        var exhausted = false
        if report.depthCompleted < 0 {
            let levelStart = Date()
            let root = evaluate([Int.max], known: [])
            let counts = report.shardIndex == 0
            var level = Exploration.Level(depth: 0, programs: counts ? 1 : 0, newStates: 0, revisits: 0, failures: 0, seconds: 0)
            if root.outcome.failed {
                level.failures = counts ? 1 : 0
                report.failures = [failure([Int.max], root.outcome, index: 0)]
            } else {
                if let fp = root.fingerprint { visited.insert(fp) }
                level.newStates = counts ? 1 : 0
                let pairs = root.expansions.count / 2
                let slice = Self.slice(pairs, shard: configuration.shard)
                frontier = [Exploration.Node(choices: [Int.max], expansions: Array(root.expansions[(2 * slice.lowerBound)..<(2 * slice.upperBound)]))]
                exhausted = slice.isEmpty
                report.depthCompleted = 0
            }
            level.seconds = Date().timeIntervalSince(levelStart)
            report.levels.append(level)
            if !report.failures.isEmpty { return finish() }
            progress?(finish())
        }

        var d = report.depthCompleted + 1
        while d <= depth, !frontier.isEmpty {
            let levelStart = Date()
            let known = visited
            var level = Exploration.Level(depth: d, programs: 0, newStates: 0, revisits: 0, failures: 0, seconds: 0)
            var next: [Exploration.Node] = []
            var added: [StateFingerprint] = []
            var failures: [Failure] = []
            var pending: [[Int]] = []
            var stop = false

            func runBlock() {
                let results = evaluateAll(pending, known: pruning ? known : [], jobs: jobs)
                for (k, e) in results.enumerated() where !stop {
                    level.programs += 1
                    if e.outcome.failed {
                        level.failures += 1
                        failures.append(failure(pending[k], e.outcome, index: report.programs + level.programs - 1))
                        if configuration.stopAtFirstFailure { stop = true }
                    } else {
                        // New: a fingerprint not seen before (or none to compare). Without
                        // pruning every program is extended; revisits are still counted.
                        let isNew = e.fingerprint.map { visited.insert($0).inserted } ?? true
                        if isNew, let fp = e.fingerprint { added.append(fp) }
                        if isNew { level.newStates += 1 } else { level.revisits += 1 }
                        if isNew || !pruning { next.append(Exploration.Node(choices: pending[k], expansions: ContiguousArray(e.expansions).map { $0 })) }
                    }
                }
                pending.removeAll(keepingCapacity: true)
            }

            nodes: for node in frontier {
                var j = 0
                while j + 1 < node.expansions.count {
                    pending.append(node.choices + [node.expansions[j], node.expansions[j + 1]])
                    j += 2
                    if pending.count == Self.explorationBlock {
                        if let limit = configuration.timeLimit, Date().timeIntervalSince(start) > limit {
                            // Keep the last completed level, as if this one never started.
                            for fp in added { visited.remove(fp) }
                            report.stoppedByTimeLimit = true
                            return finish()
                        }
                        runBlock()
                        if stop { break nodes }
                    }
                }
            }
            if !stop, !pending.isEmpty { runBlock() }
            level.seconds = Date().timeIntervalSince(levelStart)
            report.levels.append(level)
            if !failures.isEmpty {
                report.failures = failures
                return finish()
            }
            report.depthCompleted = d
            frontier = next
            exhausted = next.isEmpty
            progress?(finish())
            d += 1
        }
        // Nothing left to extend: every longer program revisits an explored state. (A resumed
        // report without a frontier — one saved without its resume state — proves nothing more.)
        if exhausted { report.depthCompleted = max(report.depthCompleted, depth) }
        return finish()
    }

    /// `evaluate` for every program, on `jobs` threads when more than one; results in order.
    private func evaluateAll(_ programs: [[Int]], known: Set<StateFingerprint>, jobs: Int) -> [Evaluated] {
        guard jobs > 1, programs.count > 1 else { return programs.map { evaluate($0, known: known) } }
        let slots = OutcomeSlots<Evaluated>(count: programs.count)
        let queue = CaseQueue(count: programs.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, programs.count)) { _ in
            while let i = queue.next() { slots.set(i, evaluate(programs[i], known: known)) }
        }
        return slots.values
    }

    private func failure(_ choices: [Int], _ o: Outcome, index: Int) -> Failure {
        Failure(
            invariant: o.failedInvariant ?? "", messages: o.messages, choices: choices, trace: o.trace, state: o.state,
            caseIndex: index, originalSteps: o.steps, shrinkReplays: 0, foundByExhaustiveSearch: true)
    }

    /// Shard `index` of `count` of `total` items: `index·total/count ..< (index+1)·total/count`.
    static func slice(_ total: Int, shard: (index: Int, count: Int)) -> Range<Int> {
        var c = Configuration(cases: total)
        c.shard = shard
        return c.caseRange
    }
}
