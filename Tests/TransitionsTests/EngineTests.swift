import Foundation
import Springs
import Testing

@testable import Transitions

@Suite struct ViewTreeTests {
    @Test func addSubviewReparentsAndRejectsCycles() throws {
        let sim = Simulation()
        let a = View(sim, name: "a"), b = View(sim, name: "b"), c = View(sim, name: "c")
        a.addSubview(c)
        b.addSubview(c)
        #expect(c.superview === b)
        #expect(a.subviews.isEmpty)
        c.addSubview(a)
        a.addSubview(b)  // b → c → a: cycle, refused (UIKit raises)
        a.addSubview(a)
        #expect(sim.violations.map(\.kind) == [.rejectedCall, .rejectedCall])
        #expect(sim.violations.first?.detail.contains("cycle") == true)
        #expect(b.superview == nil && a.superview === c)
        #expect(ModelInvariants.viewTree(b).isEmpty)
        let d = View(sim, name: "d")
        b.insertSubview(d, belowSubview: c)
        #expect(b.subviews.map(\.modelName) == ["d", "c"])
        b.insertSubview(d, aboveSubview: c)
        #expect(b.subviews.map(\.modelName) == ["c", "d"])
    }
}

@Suite struct AnimationEngineTests {
    @Test func modelChangesAtOncePresentationInterpolates() {
        let sim = Simulation()
        let v = View(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: Bool?
        sim.animate(duration: 1, curve: .linear, animations: { v.alpha = 0 }, completion: { finished = $0 })
        #expect(v.alpha == 0)
        #expect(v.presentation.alpha == 1)
        sim.advance(by: 0.5)
        #expect(abs(v.presentation.alpha - 0.5) < 0.02)
        #expect(finished == nil)
        sim.advance(by: 0.6)
        #expect(finished == true)
        #expect(v.presentation.alpha == 0)
        #expect(!v.hasAnimations)
    }

    @Test func noAnimationCompletesOnNextTurnAndRemovalReportsUnfinished() {
        let sim = Simulation()
        let v = View(sim)
        var calls: [Bool] = []
        sim.animate(duration: 1, animations: {}, completion: { calls.append($0) })
        #expect(calls.isEmpty)  // not synchronous
        sim.advance(by: 0)
        #expect(calls == [true])
        sim.animate(duration: 1, animations: { v.center = CGPoint(x: 50, y: 0) }, completion: { calls.append($0) })
        sim.advance(by: 0.2)
        v.removeAllAnimations()
        sim.advance(by: 0)
        #expect(calls == [true, false])
        #expect(v.presentation.center == CGPoint(x: 50, y: 0))
    }

    @Test func additiveRetargetIsContinuous() {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        sim.animate(duration: 1, curve: .easeInOut, animations: { v.center = CGPoint(x: 100, y: 0) })
        sim.advance(by: 0.4)
        let before = v.presentation.center.x
        sim.animate(duration: 1, curve: .easeInOut, animations: { v.center = CGPoint(x: -50, y: 0) })
        #expect(abs(v.presentation.center.x - before) < 1e-9)
        try? sim.runUntilIdle()
        #expect(v.presentation.center.x == -50)
    }

    @Test func delayAndSpringCurve() {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        sim.animate(
            duration: 0.5, delay: 0.25, curve: .spring(dampingRatio: 0.3, initialVelocity: 0),
            animations: {
                v.center = CGPoint(x: 100, y: 0)
            })
        sim.advance(by: 0.2)
        #expect(v.presentation.center.x == 0)  // still in the delay
        var peak = 0.0
        for _ in 0..<60 {
            sim.advanceFrame()
            peak = max(peak, v.presentation.center.x)
        }
        #expect(peak > 100)  // an underdamped spring overshoots
        try? sim.runUntilIdle()
        #expect(v.presentation.center.x == 100)
    }

    @Test func keyframesPlayInOrder() {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        var done = false
        sim.animateKeyframes(
            duration: 1,
            animations: {
                sim.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { v.center = CGPoint(x: 100, y: 0) }
                sim.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { v.center = CGPoint(x: 100, y: 100) }
            }, completion: { done = $0 })
        sim.advance(by: 0.25)
        #expect(abs(v.presentation.center.x - 50) < 2 && v.presentation.center.y == 0)
        sim.advance(by: 0.5)
        #expect(abs(v.presentation.center.x - 100) < 1e-9 && abs(v.presentation.center.y - 50) < 2)
        sim.advance(by: 0.3)
        #expect(done)
    }

    @Test func transactionsNestAndCompleteOnce() {
        let sim = Simulation()
        let v = View(sim)
        var log: [String] = []
        sim.transaction(completion: { log.append("empty") }) {}
        #expect(log == ["empty"])  // no animation: at once
        sim.beginTransaction()
        sim.setTransactionCompletion { log.append("outer") }
        sim.beginTransaction()
        sim.setTransactionCompletion { log.append("inner") }
        sim.animate(duration: 0.3, animations: { v.alpha = 0.5 })
        sim.commitTransaction()
        sim.animate(duration: 0.6, animations: { v.center = CGPoint(x: 1, y: 1) })
        sim.commitTransaction()
        #expect(log == ["empty"])
        sim.advance(by: 0.35)
        #expect(log == ["empty", "inner"])
        sim.advance(by: 0.3)
        #expect(log == ["empty", "inner", "outer"])
        sim.commitTransaction()  // unbalanced commit: ignored
        #expect(sim.transactionDepth == 0)
    }

    @Test func layerTimeScrubsAndResumes() {
        let sim = Simulation()
        let host = View(sim), v = View(sim)
        host.addSubview(v)
        host.pauseLayer()
        let base = host.layerTimeOffset
        var finished: Bool?
        sim.animate(duration: 1, curve: .linear, animations: { v.alpha = 0 }, completion: { finished = $0 })
        sim.advance(by: 5)
        #expect(v.presentation.alpha == 1)  // frozen
        #expect(finished == nil)
        #expect(sim.isIdle)  // frozen animations do not keep the loop busy
        host.layerTimeOffset = base + 0.25
        #expect(abs(v.presentation.alpha - 0.75) < 1e-9)
        host.resumeLayer()
        sim.advance(by: 0.5)
        #expect(abs(v.presentation.alpha - 0.25) < 0.02)
        sim.advance(by: 0.3)
        #expect(finished == true)
    }
}

@Suite struct PropertyAnimatorTests {
    @Test func stateMachineAndIllegalCalls() throws {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        let a = ViewPropertyAnimator(sim, duration: 1, curve: .linear) { v.center = CGPoint(x: 100, y: 0) }
        #expect(a.state == .inactive)
        a.finishAnimation(at: .end)  // not stopped: UIKit raises, the model refuses and records it
        #expect(sim.violations.count == 1)
        a.fractionComplete = 0.3
        #expect(a.state == .active && !a.isRunning)
        #expect(abs(v.presentation.center.x - 30) < 1e-9)
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        a.startAnimation()
        a.pauseAnimation()
        a.addAnimations {}
        a.stopAnimation(false)
        #expect(sim.violations.map(\.kind) == Array(repeating: .rejectedCall, count: 5))
        #expect(a.state == .stopped)
        var position: ViewPropertyAnimator.Position?
        a.addCompletion { position = $0 }
        a.finishAnimation(at: .current)
        #expect(a.state == .inactive)
        #expect(position == .current)
        #expect(abs(v.center.x - 30) < 1e-9 && !v.hasAnimations)
    }

    @Test func reverseRunsBackToStartAndRestoresModel() throws {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        let a = ViewPropertyAnimator(sim, duration: 1, curve: .easeInOut) { v.alpha = 0 }
        var position: ViewPropertyAnimator.Position?
        a.addCompletion { position = $0 }
        a.startAnimation()
        sim.advance(by: 0.5)
        let mid = v.presentation.alpha
        a.setReversed(true)
        #expect(abs(v.presentation.alpha - mid) < 1e-9)  // continuous at the reversal
        try sim.runUntilIdle()
        #expect(position == .start)
        #expect(v.alpha == 1 && v.presentation.alpha == 1)
    }

    @Test func continueWithSpringKeepsValueContinuous() throws {
        let sim = Simulation(frameRate: 120)
        let v = View(sim)
        let a = ViewPropertyAnimator(sim, duration: 1, curve: .linear) { v.center = CGPoint(x: 100, y: 0) }
        a.fractionComplete = 0.4
        let x0 = v.presentation.center.x
        try a.continueAnimation(curve: .spring(dampingRatio: 0.8, initialVelocity: 2), durationFactor: 0.6)
        #expect(abs(v.presentation.center.x - x0) < 1e-9)
        try sim.runUntilIdle()
        #expect(a.state == .inactive && v.presentation.center.x == 100)
    }
}

@Suite struct ClockTests {
    @Test func longAdvancesOfAnIdleModelAreCheapAndBadInputIsHarmless() {
        let sim = Simulation(frameRate: .nan)
        #expect(sim.frameInterval == 1.0 / 60)
        var fired = 0
        sim.schedule(after: 1e6) { fired += 1 }
        sim.advance(by: 1e9)  // would be 6·10¹⁰ frames one by one
        #expect(fired == 1 && sim.now == 1e9)
        sim.advance(by: .nan)
        sim.advance(by: -5)
        #expect(sim.now == 1e9)
        let v = View(sim)
        sim.animate(duration: 0.5, animations: { v.alpha = 0 })
        sim.advance(by: 1e7)
        #expect(!v.hasAnimations && v.presentation.alpha == 0)
    }
}
