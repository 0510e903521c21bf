import Foundation
import Testing
import TransitionChecks
import Transitions

/// A presented page whose sheet has conflicting required constraints: pinned to the top and the
/// bottom of the page and 44 pt high.
final class ConflictedSheetPage: ViewController {
    override func viewDidLoad() {
        let sheet = View(simulation, name: "sheet")
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        let height = sheet.heightAnchor.constraint(equalToConstant: 44)
        height.identifier = "sheetHeight"
        LayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.topAnchor.constraint(equalTo: view.topAnchor), height, sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// A presented page whose badge has a width, a height and a leading edge, but no vertical position.
final class AmbiguousBadgePage: ViewController {
    override func viewDidLoad() {
        let badge = View(simulation, name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// A presented page that relates its view to a view in no window and no common tree.
final class StrayConstraintPage: ViewController {
    override func viewDidLoad() {
        let stray = View(simulation, name: "stray")
        view.widthAnchor.constraint(equalTo: stray.widthAnchor).isActive = true
    }
}

/// Each Auto Layout failure mode, from a presented controller, found by the checker with a
/// minimal trace that names it.
@Suite struct LayoutCheckerTests {
    func firstFailure(_ make: @escaping @Sendable (Simulation, String) -> ViewController) throws -> Checker<TransitionScenario>.Failure {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.makePresented = make
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 30, maxSteps: 8, seed: 7)).run()
        return try #require(report.failures.first)
    }

    @Test func conflictingConstraintsAreReported() throws {
        let f = try firstFailure { sim, title in ConflictedSheetPage(sim, title: title) }
        #expect(f.invariant == "no tolerated misuse")
        let message = f.messages.joined(separator: "\n")
        #expect(message.contains("unsatisfiableConstraints"), "\(message)")
        #expect(message.contains("'sheetHeight' sheet.height == 44"), "\(message)")
        #expect(message.contains("breaking constraint <NSLayoutConstraint:sheet.bottom == "), "\(message)")
        #expect(f.trace.filter { !$0.hasSuffix(". settle") }.count == 1, "\(f.trace)")
    }

    @Test func ambiguousLayoutIsReportedAtRest() throws {
        let f = try firstFailure { sim, title in AmbiguousBadgePage(sim, title: title) }
        #expect(f.invariant == "Auto Layout unambiguous at rest")
        #expect(f.messages == ["ambiguous layout: badge (y not determined by its constraints)"], "\(f.messages)")
        // Shrunk to two steps (a container selection, then the presentation).
        #expect(f.trace.filter { !$0.hasSuffix(". settle") }.count <= 2, "\(f.trace)")
    }

    @Test func constraintWithoutCommonAncestorIsRejected() throws {
        let f = try firstFailure { sim, title in StrayConstraintPage(sim, title: title) }
        #expect(f.invariant == "no tolerated misuse")
        let message = f.messages.joined(separator: "\n")
        #expect(message.contains("rejectedCall") && message.contains("no common ancestor"), "\(message)")
    }
}
