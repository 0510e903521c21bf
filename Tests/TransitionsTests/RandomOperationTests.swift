import Foundation
import Testing
import TransitionChecks

@testable import Transitions

/// Random programs of container operations, presentations in every style with every animator,
/// gestures and clock steps, with the core invariants after every step — through the
/// TransitionChecks harness (`TransitionScenario`), which also shrinks any failure.
@Suite struct RandomOperationTests {
    @Test func invariantsHoldOverRandomOperationSequences() {
        let cases = Int(ProcessInfo.processInfo.environment["TRANSIT_CASES"] ?? "") ?? 150
        let report = Checker(TransitionScenario(), configuration: .init(cases: cases, maxSteps: 40, seed: 2026)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        #expect(report.steps > cases * 5)
    }
}
