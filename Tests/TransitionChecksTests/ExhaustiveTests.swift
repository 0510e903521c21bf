import Foundation
import Testing
import Transitions

@testable import TransitionChecks

/// Bounded-exhaustive exploration: pruning is sound, results do not depend on jobs, shards or
/// resumption, and seeded faults are found at their shortest depth.
@Suite struct ExhaustiveTests {
    /// The search's outcome without timings.
    static func summary<S>(_ e: Checker<S>.Exploration) -> String {
        "\(e.depthCompleted) \(e.levels.map { [$0.depth, $0.programs, $0.newStates, $0.revisits, $0.failures] }) "
            + "\(e.distinctStates) \(e.visited) \(e.failures.map { "\($0.invariant) \($0.choices)" }) \(e.frontier.map(\.choices))"
    }

    /// Soundness: pruning loses no state — every state reached by any program of up to k steps
    /// (explored without pruning) is reached by the pruned search, and the failures found are the same.
    @Test func pruningLosesNoStateAtSmallDepth() {
        let t = Checker(TransitionScenario())
        let pruned = t.explore(depth: 2), full = t.explore(depth: 2, pruning: false)
        #expect(full.programs > pruned.programs)
        #expect(Set(pruned.visited) == Set(full.visited), "\(pruned.visited.count) vs \(full.visited.count) states")
        #expect(pruned.failures.isEmpty && full.failures.isEmpty)
        let p = Checker(PageSwitcherScenario())
        let pp = p.explore(depth: 2), pf = p.explore(depth: 2, pruning: false)
        #expect(Set(pp.visited) == Set(pf.visited) && pp.distinctStates == pf.distinctStates)
        #expect(pp.failures.isEmpty && pf.failures.isEmpty)
    }

    /// With faults and every failure of the shortest depth collected: the same depth and the same
    /// broken invariants with and without pruning.
    @Test(arguments: [SeededFault.toViewLeftOnCancel, .playsThroughGesture, .transformNotReset, .forgottenDidMove])
    func sameShortestFailuresWithAndWithoutPruning(fault: SeededFault) {
        var config = Checker<TransitionScenario>.Configuration()
        config.stopAtFirstFailure = false
        let checker = Checker(TransitionScenario(fault: fault), configuration: config)
        let pruned = checker.explore(depth: 2), full = checker.explore(depth: 2, pruning: false)
        #expect(!pruned.failures.isEmpty)
        #expect(pruned.depthCompleted == full.depthCompleted)
        #expect(Set(pruned.failures.map(\.invariant)) == Set(full.failures.map(\.invariant)))
    }

    /// The fingerprint is canonical: it forgets how a state was reached (counters, time) and
    /// tells different states apart.
    @Test func fingerprintsAreCanonical() throws {
        let s = TransitionScenario()
        func fingerprint(_ steps: (TransitionWorld) throws -> Void) rethrows -> StateFingerprint? {
            let w = s.makeSystem()
            try steps(w)
            return s.fingerprint(of: w)
        }
        let start = fingerprint { _ in }
        // Back where it started — but the world now holds the first-seen values of the views the
        // transitions touched (later checks compare with them), so only the model's state is equal.
        let model = { (w: TransitionWorld) in StateFingerprint(window: w.window) }
        let there = try { () throws -> StateFingerprint in
            let w = s.makeSystem()
            try w.nav.push(w.makePushed(), animated: false)
            w.nav.popViewController(animated: false)
            #expect(s.fingerprint(of: w) != start)
            return model(w)
        }()
        let pushed = try fingerprint { w in try w.nav.push(w.makePushed(), animated: false) }
        let later = fingerprint { w in w.sim.advance(by: 0.5) }  // 30 frames: the same phase
        let midFrame = fingerprint { w in w.sim.advance(by: 0.005) }
        // Known issue since the scroll/navigation surface merged with the schema walk: a push
        // and an unanimated pop do not hash back to the fresh world (pruning loses revisits,
        // never states; notes/verification.md, open).
        withKnownIssue("push + pop does not hash back to the fresh state since the navigation surface merge") {
            #expect(there == model(s.makeSystem()))
        }
        #expect(start != nil && later == start)
        #expect(pushed != start && midFrame != start)
        // The second push of a controller numbered v2 is the same state as the first of v1.
        let again = try fingerprint { w in
            try w.nav.push(w.makePushed(), animated: false)
            w.nav.popViewController(animated: false)
            try w.nav.push(w.makePushed(), animated: false)
        }
        #expect(again == pushed)
    }

    @Test func sameResultForAnyJobCount() {
        var results: [String] = []
        for jobs in [1, 2, 3] {
            var config = Checker<PageSwitcherScenario>.Configuration()
            config.jobs = jobs
            results.append(Self.summary(Checker(PageSwitcherScenario(), configuration: config).explore(depth: 3)))
        }
        #expect(results[0] == results[1] && results[1] == results[2])
        var faulty = Checker<TransitionScenario>.Configuration()
        faulty.jobs = 3
        let parallel = Checker(TransitionScenario(fault: .playsThroughGesture), configuration: faulty).explore(depth: 2)
        let serial = Checker(TransitionScenario(fault: .playsThroughGesture)).explore(depth: 2)
        #expect(Self.summary(parallel) == Self.summary(serial) && !serial.failures.isEmpty)
    }

    /// A search resumed from its depth-1 result (as `--checkpoint` saves it, through JSON) equals
    /// one search to depth 2.
    @Test func resumingEqualsOneSearch() throws {
        let checker = Checker(TransitionScenario())
        let first = checker.explore(depth: 1)
        let saved = try JSONDecoder().decode(
            Checker<TransitionScenario>.Exploration.self, from: try JSONEncoder().encode(first))
        let resumed = checker.explore(depth: 2, resume: saved)
        #expect(Self.summary(resumed) == Self.summary(checker.explore(depth: 2)))
        #expect(resumed.levels.map(\.depth) == [0, 1, 2])
    }

    /// Shards split the depth-1 programs: together they reach exactly the states of one search,
    /// and a fault is found in the shard that holds its program, at the same depth.
    @Test func shardsCoverOneSearch() throws {
        let one = Checker(PageSwitcherScenario()).explore(depth: 2)
        var parts: [Checker<PageSwitcherScenario>.Exploration] = []
        for i in 0..<3 {
            var config = Checker<PageSwitcherScenario>.Configuration()
            config.shard = (i, 3)
            parts.append(Checker(PageSwitcherScenario(), configuration: config).explore(depth: 2))
        }
        #expect(Set(parts.flatMap(\.visited)) == Set(one.visited))
        let merged = try Checker<PageSwitcherScenario>.Exploration.merged(parts)
        #expect(merged.levels.first(where: { $0.depth == 1 })?.programs == one.levels[1].programs)
        #expect(merged.depthCompleted == 2 && merged.programs >= one.programs)
        #expect(throws: Checker<PageSwitcherScenario>.MergeError.self) { try Checker<PageSwitcherScenario>.Exploration.merged([parts[0], parts[2]]) }

        var faulty: [Checker<TransitionScenario>.Exploration] = []
        for i in 0..<2 {
            var config = Checker<TransitionScenario>.Configuration()
            config.shard = (i, 2)
            faulty.append(Checker(TransitionScenario(fault: .neverComplete), configuration: config).explore(depth: 2))
        }
        let whole = Checker(TransitionScenario(fault: .neverComplete)).explore(depth: 2)
        let m = try Checker<TransitionScenario>.Exploration.merged(faulty)
        #expect(m.failures.first?.trace.count == whole.failures.first?.trace.count)
    }

    /// Every seeded fault is found, and its counterexample is no longer than the random
    /// checker's shrunk one; it replays to the same broken invariant.
    @Test func seededFaultsFoundAtTheirShortestDepth() {
        for fault in SeededFault.allCases {
            let checker = Checker(TransitionScenario(fault: fault), configuration: .init(cases: 300, maxSteps: 20, seed: 1))
            let e = checker.explore(depth: 2)
            guard let found = e.failures.first else {
                Issue.record("\(fault.rawValue) not found to depth 2")
                continue
            }
            #expect(found.foundByExhaustiveSearch == true)
            #expect(checker.replay(found.choices).failedInvariant == found.invariant, "\(fault.rawValue)")
            if let random = checker.run().failures.first {
                #expect(found.originalSteps <= random.trace.filter { !$0.hasSuffix(". settle") }.count, "\(fault.rawValue)")
            }
        }
    }

    /// Your program explored the same way: the fade produces no counterexample.
    @Test func userProgramsExplore() {
        let e = Checker(TransitionScenario(program: UserPrograms.fade)).explore(depth: 2)
        #expect(e.failures.isEmpty, "\(e.failures.first.map { "\($0)" } ?? "")")
        #expect(e.depthCompleted == 2 && e.distinctStates > 100)
    }

    /// Found by the exhaustive search's fingerprints (a page left "disappearing" at rest): the
    /// page that leaves for the presentation finishes disappearing even when a page added during
    /// the zoom takes the selection.
    @Test func pageLeavingForThePresentationFinishesDisappearing() {
        let w = PageSwitcherWorld(pages: 3)
        w.switcher.showPresentation(animated: true)
        try? w.switcher.addViewController(ViewController(w.sim, title: "n1"))
        try? w.sim.runUntilIdle()
        #expect(w.switcher.viewControllers[0].appearanceState == .disappeared)
        #expect(PageSwitcherInvariants.atRestProblems(w.switcher).isEmpty)
    }
}
