import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// The seed systems written in UIKit spelling (Seeds/), run under the checker with the standard
/// scenario: each must produce no report and be exercised.
extension ContainerViewController: SwitchingContainer {
    var switchableChildren: [UIViewController] { viewControllers }
    var selectedChild: UIViewController? { selectedViewController }
    func selectChild(at index: Int, animated: Bool) throws { buttonTapped(index) }
}

enum UIKitPrograms {
    static var customContainer: UserProgram {
        var p = UserProgram()
        p.makeContainer = { _, pages in ContainerViewController(viewControllers: pages) }
        return p
    }

    static var bouncePresent: UserProgram {
        var p = UserProgram()
        p.presentationStyles = [.fullScreen]
        p.makePresented = { _, _ in UIViewController() }
        p.transitioningDelegate = { presented in
            let d = LNTransitionDelegate()
            d.transitionController.wireToViewController(viewController: presented)
            return d
        }
        return p
    }

    static var customPresentation: UserProgram {
        var p = UserProgram()
        p.presentationStyles = [.custom]
        p.transitioningDelegate = { _ in SheetTransitioningDelegate() }
        return p
    }

    static var navigation: UserProgram {
        var p = UserProgram()
        p.navigationDelegate = { NavigationTransitions() }
        p.makePushed = { _, _ in DetailViewController() }
        return p
    }
}

@Suite struct UIKitSeedsTests {
    static let cases = Int(ProcessInfo.processInfo.environment["TRANSIT_CASES"] ?? "") ?? 150

    static let programs: [(String, UserProgram, [String])] = [
        ("seed 000 custom container", UIKitPrograms.customContainer, ["container select", "push", "pop"]),
        ("seeds 001/002 bounce-present + pull-down", UIKitPrograms.bouncePresent, ["present", "touch"]),
        ("seed 003 .custom presentation", UIKitPrograms.customPresentation, ["present", "dismiss"]),
        ("navigation push/pop with an interactive edge pan", UIKitPrograms.navigation, ["push", "pop", "edge pan"]),
    ]

    @Test(arguments: 0..<4)
    func seedRunsCleanUnderTheChecker(index: Int) {
        let (name, program, actions) = Self.programs[index]
        Self.expectClean(name, program, seed: 31, actions: actions)
    }

    /// A random campaign of `program` finds nothing, and each of `actions` ran at least 3 times
    /// (the program was exercised, not merely left alone).
    static func expectClean(
        _ name: String, _ program: UserProgram, seed: UInt64, maxSteps: Int = 25, actions: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: cases, maxSteps: maxSteps, seed: seed)).run()
        #expect(report.failures.isEmpty, "\(name): \(report.failures.first.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
        for action in actions {
            #expect(
                report.actionCounts[action, default: 0] >= 3, "\(name): \(action) ran \(report.actionCounts[action, default: 0]) times",
                sourceLocation: sourceLocation)
        }
    }

    /// The same UIKit-spelled programs explored exhaustively: every program of two steps (their
    /// own classes' stored properties go into the state fingerprints by reflection).
    @Test(arguments: 0..<4)
    func seedExploresCleanToDepthTwo(index: Int) {
        let (name, program, _) = Self.programs[index]
        let e = Checker(TransitionScenario(program: program)).explore(depth: 2)
        #expect(e.failures.isEmpty, "\(name): \(e.failures.first.map(String.init(describing:)) ?? "")")
        #expect(e.depthCompleted == 2 && e.distinctStates > 20, "\(name): \(e.table)")
    }
}
