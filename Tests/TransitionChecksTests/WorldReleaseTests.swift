import Foundation
import Testing
import Transitions

@testable import TransitionChecks

/// A world, its simulation and everything in it are released when the case ends (campaigns and
/// exhaustive searches run millions of cases: a retain cycle per world is gigabytes). Only the
/// thread's current simulation (`Simulation.current`) outlives its world, until the next one.
@Suite struct WorldReleaseTests {
    func released<S: Scenario>(_ scenario: S, steps: Int) -> [String] {
        weak var sim: Simulation?
        weak var window: Window?
        do {
            let w = scenario.makeSystem()
            let checker = Checker(scenario)
            _ = checker.replay([Int.max] + (0..<(2 * steps)).map { $0 * 7919 % 1000 })
            window = scenario.window(of: w)
            sim = window?.simulation
            try? scenario.settle(w)
        }
        _ = scenario.makeSystem()  // the next case's simulation becomes current
        var leaks: [String] = []
        if window != nil { leaks.append("window") }
        if sim != nil { leaks.append("simulation") }
        return leaks
    }

    @Test func casesReleaseTheirWorlds() {
        #expect(released(TransitionScenario(), steps: 0) == [])
        #expect(released(PageSwitcherScenario(), steps: 0) == [])
        #expect(released(TransitionScenario(), steps: 12) == [])
        #expect(released(PageSwitcherScenario(), steps: 12) == [])
    }

    /// Programs that end in flight — mid-animation, mid-gesture, mid-presentation, as exhaustive
    /// programs whose state was already explored do (`settleIf` false) — release their worlds too.
    @Test func casesEndingInFlightReleaseTheirWorlds() {
        func check<S: Scenario>(_ scenario: S) -> Int {
            var leaked = 0
            var rng = SplitMix64(seed: 9)
            for _ in 0..<60 {
                let choices = [Int.max] + (0..<(2 * Int(1 + rng.next() % 6))).map { _ in Int(rng.next() % 1_000_000) }
                weak var sim: Simulation?
                _ = Checker(scenario).replay(choices, observe: nil) { system in
                    sim = scenario.window(of: system)?.simulation
                    return false
                }
                _ = scenario.makeSystem()  // the next case's simulation becomes current
                if sim != nil { leaked += 1 }
            }
            return leaked
        }
        #expect(check(TransitionScenario()) == 0)
        #expect(check(PageSwitcherScenario()) == 0)
        #expect(check(TransitionScenario(program: UserPrograms.bounceWithInteractor)) == 0)
    }

    /// A full-screen presentation at rest remembers where the presenter's view was; that must
    /// not hold the window (which holds the presenter): it was a cycle that leaked every world
    /// ending with something presented (4 kB per random case).
    @Test func presentedAtRestReleasesItsWorld() throws {
        weak var sim: Simulation?
        do {
            let w = TransitionWorld()
            sim = w.sim
            w.nav.present(ViewController(w.sim, title: "m1"), animated: true)
            try w.sim.runUntilIdle()
            #expect(w.nav.presentedViewController != nil)
        }
        _ = TransitionWorld()
        #expect(sim == nil)
    }
}
