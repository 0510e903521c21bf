import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// UIKitIdioms.swift's animators and delegate under the checker.
@Suite struct UIKitIdiomsTests {
    @Test func idiomsRunCleanUnderTheChecker() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen, .overFullScreen, .custom]
        program.makePresented = { _, _ in CardViewController() }
        program.transitioningDelegate = { _ in IdiomsTransitioningDelegate() }
        program.navigationDelegate = { IdiomsTransitioningDelegate() }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: UIKitSeedsTests.cases, maxSteps: 25, seed: 37)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        for action in ["present", "dismiss", "push", "pop"] {
            #expect(report.actionCounts[action, default: 0] >= 3, "\(action) ran \(report.actionCounts[action, default: 0]) times")
        }
    }
}
