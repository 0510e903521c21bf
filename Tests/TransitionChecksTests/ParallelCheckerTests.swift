import Testing
import TransitionChecks

/// `Configuration.jobs` changes how fast a campaign runs, never what it reports.
@Suite struct ParallelCheckerTests {
    static func summary<S>(_ r: Checker<S>.Report) -> String {
        let failures = r.failures.map { "\($0.caseIndex) \($0.invariant) \($0.choices) \($0.trace) \($0.messages) \($0.shrinkReplays)" }
        return "\(r.cases) \(r.steps) \(r.invariantChecks) \(r.actionCounts.sorted { $0.key < $1.key }) "
            + "\(r.featureCounts.sorted { $0.key < $1.key }) \(failures)"
    }

    @Test(arguments: [nil, SeededFault.toViewLeftOnCancel, .neverComplete])
    func sameReportForAnyJobCount(fault: SeededFault?) {
        var reports: [String] = []
        for jobs in [1, 2, 3] {
            var config = Checker<TransitionScenario>.Configuration(cases: 150, maxSteps: 20, seed: 7)
            config.jobs = jobs
            let r = Checker(TransitionScenario(fault: fault), configuration: config).run()
            #expect(r.failures.isEmpty == (fault == nil), "jobs \(jobs): \(r.failures.count) failures")
            reports.append(Self.summary(r))
        }
        #expect(reports[0] == reports[1] && reports[1] == reports[2])
    }

    @Test func pageSwitcherSameReportForAnyJobCount() {
        var reports: [String] = []
        for jobs in [1, 2] {
            var config = Checker<PageSwitcherScenario>.Configuration(cases: 100, maxSteps: 20, seed: 3)
            config.jobs = jobs
            config.stopAtFirstFailure = false
            reports.append(Self.summary(Checker(PageSwitcherScenario(), configuration: config).run()))
        }
        #expect(reports[0] == reports[1])
    }

    /// Shards are an exact partition: merged, they give one run's report (and the first failure).
    @Test(arguments: [nil, SeededFault.neverComplete])
    func shardsMergeIntoOneRun(fault: SeededFault?) throws {
        var config = Checker<TransitionScenario>.Configuration(cases: 400, maxSteps: 12, seed: 11)
        let one = Checker(TransitionScenario(fault: fault), configuration: config).run()
        var parts: [Checker<TransitionScenario>.Report] = []
        for i in [2, 0, 1] {
            config.shard = (i, 3)
            parts.append(Checker(TransitionScenario(fault: fault), configuration: config).run())
        }
        #expect(parts.map(\.firstCase).sorted() == [0, 133, 266])
        let merged = try Checker<TransitionScenario>.Report.merged(parts)
        #expect(Self.summary(merged) == Self.summary(one))
        #expect(merged.failures.isEmpty == (fault == nil))
        // A missing shard is an error, not a smaller total (unless one run would have stopped before it).
        if fault == nil { #expect(throws: Checker<TransitionScenario>.MergeError.self) { try Checker<TransitionScenario>.Report.merged([parts[0], parts[1]]) } }
    }

    /// Regression: a child switch that starts as a presentation slides the presenter away keeps its
    /// incoming view off screen on every frame; that is not wrong layering (found by seed 5).
    @Test func switchUnderASlidingPresenterIsNotWrongLayering() {
        let outcome = Checker(TransitionScenario()).replay([2115822463030008245, 127135, 50117, 449795, 0, 994577, 920889])
        #expect(!outcome.failed, "\(outcome.failedInvariant ?? ""): \(outcome.messages)")
        #expect(outcome.trace.contains { $0.contains("present") })
    }

    /// Bad configuration values are clamped, not trapped on: jobs ≤ 0 or huge, shards out of range.
    @Test func badJobAndShardValues() {
        for jobs in [0, -5, Int.max] {
            var config = Checker<PageSwitcherScenario>.Configuration(cases: 20, maxSteps: 5, seed: 1)
            config.jobs = jobs
            #expect(Checker(PageSwitcherScenario(), configuration: config).run().cases == 20)
        }
        for shard in [(5, 3), (-1, 3), (0, 0), (0, -2), (Int.max, Int.max), (Int.max - 1, Int.max)] {
            var config = Checker<PageSwitcherScenario>.Configuration(cases: Int.max, maxSteps: 5, seed: 1)
            config.shard = shard
            let range = config.caseRange
            #expect(range.lowerBound >= 0 && range.upperBound <= Int.max)
        }
        var config = Checker<PageSwitcherScenario>.Configuration(cases: 10, maxSteps: 5, seed: 1)
        config.shard = (7, 3)
        #expect(Checker(PageSwitcherScenario(), configuration: config).run().cases == 0)
    }

    /// Damaged shard reports (negative or overflowing counts) are refused with a typed error.
    @Test func mergeRefusesDamagedCounts() {
        typealias R = Checker<PageSwitcherScenario>.Report
        var a = R(), b = R()
        a.cases = Int.max
        b.firstCase = Int.max
        b.cases = 1
        #expect(throws: Checker<PageSwitcherScenario>.MergeError.invalidCounts) { try R.merged([a, b]) }
        a.cases = 3
        a.steps = Int.max
        b.firstCase = 3
        b.steps = 1
        #expect(throws: Checker<PageSwitcherScenario>.MergeError.invalidCounts) { try R.merged([a, b]) }
        a.steps = -1
        #expect(throws: Checker<PageSwitcherScenario>.MergeError.invalidCounts) { try R.merged([a]) }
        #expect(throws: Checker<PageSwitcherScenario>.MergeError.noReports) { try R.merged([]) }
    }

    /// `maxFrames` out of range is clamped to 1…120.
    @Test func filmstripFrameLimitClamped() throws {
        let checker = Checker(TransitionScenario(fault: .toViewLeftOnCancel), configuration: .init(cases: 300, maxSteps: 30, seed: 1))
        let failure = try #require(checker.run().failures.first)
        for n in [0, -1, Int.min, Int.max] {
            let strip = try #require(checker.filmstrip(of: failure, maxFrames: n))
            #expect((1...120).contains(strip.frames.count))
        }
    }
}
