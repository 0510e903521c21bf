import Foundation
import Testing
import TransitionCatalogue
@testable import TransitionChecks
import Transitions

/// States the fingerprint merged before the schemas (issue 21, item 5) although their futures
/// differ: each pair now has two fingerprints. notes/verification.md ("Fingerprint soundness
/// fixes") has the fields and the exhaustive counts they changed.
@Suite struct FingerprintSoundnessTests {
    /// The page switcher's page order: it was not hashed (only the selected index and, while the
    /// overview shows, the page layers), so two orders of the same pages were one state.
    @Test func pageOrderIsPartOfTheState() throws {
        func state(_ build: (PageSwitcherController, Simulation) throws -> Void) throws -> (StateFingerprint, [String], String) {
            let sim = Simulation(frameRate: 60)
            let window = Window(sim)
            let pages = PageSwitcherController(sim, pages: (0..<3).map { ViewController(sim, title: "p\($0)") })
            window.rootViewController = pages
            window.makeKeyAndVisible()
            try build(pages, sim)
            try sim.runUntilIdle()
            let order = pages.viewControllers.map { $0.reportTitle.filter { !$0.isNumber } }
            let fp = StateFingerprint(window: window)
            pages.select(4)
            try sim.runUntilIdle()
            return (fp, order, pages.viewControllers[4].reportTitle.filter { !$0.isNumber })
        }
        // add n1, insert n2 at 0 → n p p p n;  insert n1 at 0, insert n2 at 0 → n n p p p
        let a = try state { p, sim in
            try p.addViewController(ViewController(sim, title: "n1"))
            try p.insertViewController(ViewController(sim, title: "n2"), at: 0)
        }
        let b = try state { p, sim in
            try p.insertViewController(ViewController(sim, title: "n1"), at: 0)
            try p.insertViewController(ViewController(sim, title: "n2"), at: 0)
        }
        #expect(a.1 == ["n", "p", "p", "p", "n"])
        #expect(b.1 == ["n", "n", "p", "p", "p"])
        #expect(a.2 != b.2, "selecting the last page shows a different page")
        #expect(a.0 != b.0)
    }

    /// The in-motion flags a controller's code reads (`isMovingToParent`, `isMovingFromParent`,
    /// `isBeingPresented`, `isBeingDismissed`): a push without animation and an interactive
    /// container switch (a pan to 100 %, flung), in either order, end with the same tree but a
    /// flag still set in one of them, so an app reading it later behaves differently.
    @Test func inMotionFlagsArePartOfTheState() {
        let checker = Checker(TransitionScenario())
        func state(_ choices: [Int]) -> (StateFingerprint?, [String], [String]) {
            var fp: StateFingerprint?
            var flags: [String] = []
            var steps: [String] = []
            _ = checker.replay(choices, observe: { _, line in steps.append(line) }) { w in
                fp = TransitionScenario().fingerprint(of: w)
                for (object, kind, name) in w.sim.census.alive where kind == .controller {
                    guard let vc = object as? ViewController else { continue }
                    flags.append("\(name): \(vc.isMovingToParent) \(vc.isMovingFromParent)")
                }
                flags.sort()
                return false
            }
            return (fp, flags, steps)
        }
        let pan: [Int] = [9, 2_199_023_255_560], push: [Int] = [3, 0]
        let a = state([Int.max] + push + pan)
        let b = state([Int.max] + pan + push)
        #expect(a.2.joined().contains("push: v1 animated false") && a.2.joined().contains("container pan"), "\(a.2)")
        #expect(b.2.joined().contains("push: v1 animated false") && b.2.joined().contains("container pan"), "\(b.2)")
        #expect(a.1 != b.1, "a controller's in-motion flag differs: \(a.1) vs \(b.1)")
        #expect(a.0 != b.0)
    }
}
