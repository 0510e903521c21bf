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
}
