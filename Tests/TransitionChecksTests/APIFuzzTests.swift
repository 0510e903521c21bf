import Foundation
import SpringODE
import Springs
import Testing
import TransitionChecks

@testable import Transitions

/// Garbage into every public initialiser, evaluation and count: the answer is a typed error or a
/// sound (finite, documented) value — never a trap, a hang or a NaN. A trap would end this
/// process, so reaching the end of a test is the first assertion.
@Suite struct APIFuzzTests {
    /// The values that break numeric code.
    static let nasty: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, -1e-300, 5e-324, 1e-8, 0.5, 1, 2, 1e10, 1e150, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    static let counts: [Int] = [Int.min, -1_000_000, -1, 0, 1, 2, 1_000_000_000, Int.max]

    /// Every Spring parameterisation; each either throws a `SpringError` or gives a spring whose
    /// read-back and motion are finite where the contract says so.
    @Test func springParameterisations() {
        var made: [Spring] = []
        var rng = SplitMix64(seed: 7)
        func pick() -> Double { Self.nasty[Int(rng.next() % UInt64(Self.nasty.count))] }
        for _ in 0..<2_000 {
            let (a, b, c, d) = (pick(), pick(), pick(), pick())
            if let s = try? Spring(mass: a, stiffness: b, damping: c, initialVelocity: d) { made.append(s) }
            if let s = try? Spring(response: a, dampingRatio: b, initialVelocity: c) { made.append(s) }
            if let s = try? Spring(duration: a, bounce: b, initialVelocity: c) { made.append(s) }
            if let s = try? Spring(uikitDuration: a, dampingRatio: b, initialVelocity: c) { made.append(s) }
            if let s = try? Spring(settlingDuration: a, dampingRatio: b, epsilon: c) { made.append(s) }
            _ = try? Spring.dampingRatio(forOvershoot: a)
            _ = try? Spring.dampingRatio(forBounce: a)
            _ = try? Spring.stiffness(duration: a, bounce: b, mass: c)
            _ = try? Spring.damping(duration: a, bounce: b, mass: c)
        }
        #expect(!made.isEmpty)
        for s in made.prefix(400) {
            #expect(s.dampingRatio.isFinite && s.naturalFrequency.isFinite, "\(s)")
            for t in Self.nasty {
                for (from, to) in [(0.0, 1.0), (1e308, -1e308), (.nan, 1), (0, .infinity)] {
                    #expect(!s.value(at: t, from: from, to: to).isNaN, "\(s) value(\(t), \(from), \(to))")
                    #expect(!s.velocity(at: t, from: from, to: to).isNaN, "\(s) velocity(\(t), \(from), \(to))")
                }
            }
            #expect(!s.settlingDuration.isNaN, "\(s) settlingDuration")
            #expect(!s.coreAnimationSettlingDuration.isNaN, "\(s) CA settlingDuration")
            for e in Self.nasty { _ = try? s.settlingDuration(epsilon: e, velocityEpsilon: e) }
        }
    }

    /// Extreme but valid springs settle without hanging.
    @Test func extremeSpringsSettle() throws {
        for s in [
            try Spring(mass: 1, stiffness: 100, damping: 1e-300), try Spring(mass: 1e150, stiffness: 100, damping: 10),
            try Spring(mass: 1e-100, stiffness: 1e100, damping: 1e40), try Spring(mass: 1, stiffness: 1e-300, damping: 1),
        ] {
            let t = s.settlingDuration
            #expect(!t.isNaN && t >= 0, "\(s): \(t)")
        }
    }

    /// Timing curves: constructors throw or give curves whose progress and slope are never NaN.
    @Test func timingCurves() {
        var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut]
        for a in Self.nasty {
            for b in Self.nasty.prefix(8) {
                if let c = try? TimingCurve.bezier(0.5, a, 0.5, b) { curves.append(c) }
                if let c = try? TimingCurve.uikitSpring(duration: a, dampingRatio: b) { curves.append(c) }
                if let e = try? LinearEasing([(a, nil), (b, 0.5), (1, nil)]) { curves.append(.linear(e)) }
            }
        }
        for n in Self.counts {
            for p in StepPosition.allCases { if let s = try? Steps(n, p) { curves.append(.steps(s)) } }
        }
        for c in curves {
            for f in Self.nasty {
                #expect(!c.progress(at: f).isNaN, "\(c) progress(\(f))")
                #expect(!c.slope(at: f).isNaN, "\(c) slope(\(f))")
                #expect(!c.reversed.progress(at: f).isNaN)
            }
            for speed in Self.nasty { _ = try? c.scaled(by: speed) }
        }
    }

    /// Samplers and batches: bad steps, states and sizes are typed errors.
    @Test func samplersAndBatches() throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.7)
        for step in Self.nasty {
            for x in Self.nasty {
                guard var sampler = try? SpringSampler(spring: spring, step: step, from: SpringState(position: x, velocity: -x)) else { continue }
                #expect(sampler.positions(count: 16).allSatisfy { !$0.isNaN }, "step \(step), x \(x)")
            }
        }
        var batch = try SpringBatch(springs: [spring, spring], states: [SpringState(position: 1, velocity: 0), SpringState(position: -1, velocity: 2)], step: 1.0 / 60)
        var buffer = [Double](repeating: 0, count: 8)
        for frames in Self.counts {
            let result = Result { () throws(SpringError) in
                try buffer.withUnsafeMutableBufferPointer { out throws(SpringError) in try batch.render(frames: frames, into: out) }
            }
            if case .success = result { #expect(frames >= 0 && frames * 2 <= 8) }
        }
        #expect(throws: SpringError.self) {
            _ = try SpringSampler(spring: spring, step: 1.0 / 60, from: SpringState(position: 1e308, velocity: -1e308))
        }
    }

    /// GSL entry points: bad durations, indices and counts are typed errors.
    @Test func springODEInputs() throws {
        for d in Self.nasty { for r in Self.nasty.prefix(8) { _ = try? CrossCheck.frameTimes(duration: d, frameRate: r) } }
        let solver = try ODESolver(system: LinearSpringSystem(spring: .bouncy), stepper: .rk8pd)
        let solution = try solver.solve(from: [1, 0], times: try CrossCheck.frameTimes(duration: 0.1, frameRate: 60))
        for i in Self.counts { _ = try? solution.component(i) }
        #expect(throws: ODEError.self) { _ = try solution.component(2) }
        #expect(throws: ODEError.self) { _ = try solution.component(-1) }
        for n in [-1, 0] { #expect(throws: ODEError.self) { _ = try CrossCheck.sweep(count: n, seed: 1, tolerance: 1e-8) } }
    }

    /// The model: nonsense numbers and misuse sequences leave a sound tree and finite geometry.
    @Test func modelMisuse() throws {
        for rate in Self.nasty {
            let sim = Simulation(frameRate: rate)
            #expect(sim.frameInterval.isFinite && sim.frameInterval > 0)
            for dt in Self.nasty { sim.advance(by: dt) }
            #expect(sim.now.isFinite)
        }
        var rng = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let sim = Simulation()
            let window = Window(sim)
            let vcs = (0..<4).map { ViewController(sim, title: "c\($0)") }
            let nav = NavigationController(sim, root: vcs[0])
            window.rootViewController = nav
            window.makeKeyAndVisible()
            for _ in 0..<30 {
                let a = vcs[Int(rng.next() % 4)], b = vcs[Int(rng.next() % 4)]
                let v = Self.nasty[Int(rng.next() % UInt64(Self.nasty.count))]
                switch rng.next() % 12 {
                case 0: a.addChild(b)
                case 1: a.addChild(a)
                case 2: b.removeFromParent()
                case 3: try? nav.push(b, animated: v > 0)
                case 4: try? nav.push(nav, animated: true)
                case 5: nav.popViewController(animated: v > 0)
                case 6: a.present(b, animated: v > 0)
                case 7: b.dismiss(animated: v > 0)
                case 8: a.view.addSubview(b.view)
                case 9: b.view.addSubview(a.view)
                case 10:
                    a.view.frame = CGRect(x: v, y: v, width: v, height: v)
                    a.view.alpha = v
                    a.view.transform = AffineTransform2D(a: v, b: 0, c: 0, d: v, tx: v, ty: v)
                default: sim.advance(by: v)
                }
                #expect(ModelInvariants.viewTree(window).isEmpty)
            }
            // No controller is its own ancestor.
            for vc in vcs {
                var seen = Set<ObjectIdentifier>()
                var p: ViewController? = vc
                while let cur = p {
                    guard seen.insert(ObjectIdentifier(cur)).inserted else {
                        Issue.record("parent cycle through \(vc)")
                        break
                    }
                    p = cur.parent
                }
            }
            #expect(nav.viewControllers.allSatisfy { $0 !== nav })
            try? sim.runUntilIdle(maxFrames: 2_000)
        }
    }

    /// Property animators and percent-driven transitions take any number without NaN.
    @Test func animatorsTakeAnyNumber() {
        let sim = Simulation()
        for d in Self.nasty {
            let v = View(sim)
            let a = ViewPropertyAnimator(sim, duration: d, curve: .easeInOut) { v.center = CGPoint(x: 100, y: 100) }
            for f in Self.nasty {
                a.fractionComplete = f
                #expect(!a.fractionComplete.isNaN)
            }
            a.startAnimation()
            sim.advance(by: 0.1)
            #expect(v.presentation.center.x.isFinite)
            a.continueAnimation(curve: .spring(dampingRatio: d, initialVelocity: d), durationFactor: d)
            try? sim.runUntilIdle(maxFrames: 10_000)
        }
        let p = PercentDrivenInteractiveTransition()
        for f in Self.nasty { p.update(f) }
        #expect(!p.percentComplete.isNaN)
    }

    /// Checker configurations out of range are clamped, as documented.
    @Test func checkerCountsAreClamped() {
        for (cases, steps) in [(-1, 10), (3, 0), (3, -5), (0, 0)] {
            let r = Checker(PageSwitcherScenario(), configuration: .init(cases: cases, maxSteps: steps)).run()
            #expect(r.cases == max(0, cases))
        }
        _ = PageSwitcherWorld(pages: -3)
    }

    /// Any integers are valid choices (replay lists come from files and people); any depth,
    /// resumption and shard values are valid for `explore`; damaged explorations do not merge.
    @Test func replayAndExploreTakeAnyNumber() throws {
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]
        for a in extremes {
            for b in extremes {
                _ = Checker(TransitionScenario()).replay([a, a, b, b, a])
                _ = Checker(PageSwitcherScenario()).replay([b, a, b, a, a, b])
            }
        }
        for depth in [Int.min, -1, 0] {
            #expect(Checker(PageSwitcherScenario()).explore(depth: depth).depthCompleted == 0)
        }
        var config = Checker<PageSwitcherScenario>.Configuration()
        for shard in [(5, 3), (-1, 3), (0, 0), (Int.max, Int.max), (0, -4)] {
            config.shard = shard
            _ = Checker(PageSwitcherScenario(), configuration: config).explore(depth: 1)
        }
        var damaged = Checker<PageSwitcherScenario>.Exploration()
        damaged.frontier = [.init(choices: [Int.min, Int.max], expansions: [Int.min, Int.max, 3])]
        damaged.depthCompleted = 0
        _ = Checker(PageSwitcherScenario()).explore(depth: 1, resume: damaged)
        for count in [0, -2, Int.min] {
            var e = Checker<PageSwitcherScenario>.Exploration()
            e.shardCount = count
            #expect(throws: Checker<PageSwitcherScenario>.MergeError.self) { try Checker<PageSwitcherScenario>.Exploration.merged([e]) }
        }
        #expect(Action<Int>.choices(below: Int.max) { $0 % 3 } == [0, 1, 2])
        #expect(Action<Int>.choices(below: Int.min) { $0 % 3 } == [0])
    }
}
