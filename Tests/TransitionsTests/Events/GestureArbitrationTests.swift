import Foundation
import Testing

@testable import Transitions

/// Touches to recognizers: UIKit's state machine and arbitration rules.
@Suite struct GestureArbitrationTests {
    final class Log: GestureRecognizerDelegate {
        var simultaneous = false
        var shouldBegin = true
        var receives = true
        func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
    }

    final class TouchView: View {
        var events: [String] = []
        override func touchesBegan(_ t: Set<Touch>, with e: Event?) { events.append("began") }
        override func touchesMoved(_ t: Set<Touch>, with e: Event?) { events.append("moved") }
        override func touchesEnded(_ t: Set<Touch>, with e: Event?) { events.append("ended") }
        override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { events.append("cancelled") }
    }

    private func stage() -> (Simulation, Window, TouchView) {
        let sim = Simulation()
        let w = Window(sim, size: CGSize(width: 300, height: 600))
        let v = TouchView(sim, frame: CGRect(x: 0, y: 0, width: 300, height: 600), name: "v")
        w.addSubview(v)
        return (sim, w, v)
    }

    private func drag(_ w: Window, _ sim: Simulation, from a: CGPoint, by d: CGPoint, steps: Int = 10, lift: Bool = true) -> Finger {
        let f = Finger(downAt: a, in: w)
        for i in 1...steps {
            sim.advance(by: 1.0 / 60)
            f.move(to: CGPoint(x: a.x + d.x * Double(i) / Double(steps), y: a.y + d.y * Double(i) / Double(steps)))
        }
        if lift { f.lift() }
        return f
    }

    @Test func panGoesThroughItsStatesAndMeasuresTranslationAndVelocity() {
        let (sim, w, v) = stage()
        var states: [GestureRecognizer.State] = []
        var last = CGPoint.zero, vel = CGPoint.zero
        let pan = PanGestureRecognizer(target: nil) { g in
            states.append(g.state)
            last = g.translation(in: nil)
            vel = g.velocity(in: nil)
        }
        v.addGestureRecognizer(pan)
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 100))
        #expect(states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(last.y - 100) < 1e-9 && last.x == 0)
        #expect(abs(vel.y - 600) < 1e-6)  // 10 points per 1/60 s
        #expect(pan.state == .possible)  // reset after the sequence
        // The view's touches were cancelled when the pan began (cancelsTouchesInView).
        #expect(v.events == ["began", "cancelled"])
    }

    @Test func smallMovesStayBelowTheSlopAndTheTouchReachesTheView() {
        let (sim, w, v) = stage()
        var fired = 0
        v.addGestureRecognizer(PanGestureRecognizer(target: nil) { _ in fired += 1 })
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 5, y: 5))
        #expect(fired == 0)
        #expect(v.events.first == "began" && v.events.last == "ended")
    }

    @Test func cancelsTouchesInViewFalseKeepsTheViewInformed() {
        let (sim, w, v) = stage()
        let pan = PanGestureRecognizer(target: nil) { _ in }
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 60))
        #expect(v.events.last == "ended" && !v.events.contains("cancelled"))
    }

    @Test func delegateRefusalFailsTheGesture() {
        let (sim, w, v) = stage()
        let log = Log()
        log.shouldBegin = false
        var fired = 0
        let pan = PanGestureRecognizer(target: nil) { _ in fired += 1 }
        pan.delegate = log
        v.addGestureRecognizer(pan)
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 100))
        #expect(fired == 0 && v.events.last == "ended")
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() {
        let (sim, w, v) = stage()
        let log = Log()
        log.receives = false
        var fired = 0
        let pan = PanGestureRecognizer(target: nil) { _ in fired += 1 }
        pan.delegate = log
        v.addGestureRecognizer(pan)
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 100))
        #expect(fired == 0)
    }

    @Test func onlyOneOfTwoPansRecognisesUnlessSimultaneous() {
        for simultaneous in [false, true] {
            let (sim, w, v) = stage()
            let inner = View(sim, frame: CGRect(x: 50, y: 50, width: 200, height: 200), name: "inner")
            v.addSubview(inner)
            var innerFired = 0, outerFired = 0
            let a = PanGestureRecognizer(target: nil) { _ in innerFired += 1 }
            let b = PanGestureRecognizer(target: nil) { _ in outerFired += 1 }
            let log = Log()
            log.simultaneous = simultaneous
            a.delegate = log
            inner.addGestureRecognizer(a)
            v.addGestureRecognizer(b)
            _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 100))
            #expect(innerFired > 0)  // the hit view's recognizer is asked first
            #expect((outerFired > 0) == simultaneous)
        }
    }

    @Test func requireToFailWaitsForTheOtherToFail() {
        let (sim, w, v) = stage()
        var order: [String] = []
        let single = TapGestureRecognizer(target: nil) { _ in order.append("single") }
        let double = TapGestureRecognizer(target: nil) { _ in order.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        // One tap: the double tap waits 0.35 s for a second tap, fails, and only then does the
        // single tap (waiting for it to fail) recognise.
        let f = Finger(downAt: CGPoint(x: 100, y: 100), in: w)
        sim.advance(by: 0.05)
        f.lift()
        #expect(order.isEmpty)
        sim.advance(by: 0.4)
        #expect(order == ["single"])
        // A double tap: the second tap recognises the double; single (waiting) fails.
        order = []
        sim.advance(by: 1)
        let f1 = Finger(downAt: CGPoint(x: 100, y: 100), in: w)
        f1.lift()
        sim.advance(by: 0.1)
        let f2 = Finger(downAt: CGPoint(x: 101, y: 100), in: w)
        #expect(f2.touch.tapCount == 2)
        f2.lift()
        #expect(order == ["double"])
        sim.advance(by: 1)
        #expect(order == ["double"] && single.state == .possible && double.state == .possible)
    }

    @Test func screenEdgePanBeginsOnlyAtItsEdge() {
        let (sim, w, v) = stage()
        var fired = 0
        let edge = ScreenEdgePanGestureRecognizer(target: nil) { _ in fired += 1 }
        edge.edges = .left
        v.addGestureRecognizer(edge)
        _ = drag(w, sim, from: CGPoint(x: 150, y: 300), by: CGPoint(x: 100, y: 0))
        #expect(fired == 0)
        _ = drag(w, sim, from: CGPoint(x: 5, y: 300), by: CGPoint(x: 100, y: 0))
        #expect(fired > 0)
        #expect(edge is PanGestureRecognizer)  // as in UIKit
    }

    @Test func longPressBeginsAfterItsDuration() {
        let (sim, w, v) = stage()
        var states: [GestureRecognizer.State] = []
        let lp = LongPressGestureRecognizer(target: nil) { states.append($0.state) }
        v.addGestureRecognizer(lp)
        let f = Finger(downAt: CGPoint(x: 100, y: 100), in: w)
        sim.advance(by: 0.4)
        #expect(states.isEmpty)
        sim.advance(by: 0.2)
        #expect(states == [.began])
        f.lift()
        #expect(states == [.began, .ended])
    }

    @Test func ignoringInteractionEventsDropsNewTouches() {
        let (sim, w, v) = stage()
        var fired = 0
        v.addGestureRecognizer(PanGestureRecognizer(target: nil) { _ in fired += 1 })
        sim.application.beginIgnoringInteractionEvents()
        _ = drag(w, sim, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 100))
        #expect(fired == 0 && v.events.isEmpty)
        sim.application.endIgnoringInteractionEvents()
    }

    @Test func aSubclassSettingStateSendsTheActions() {
        final class Poke: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .began }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let (_, w, v) = stage()
        var states: [GestureRecognizer.State] = []
        let p = Poke()
        p.addTarget(nil) { states.append($0.state) }
        v.addGestureRecognizer(p)
        Finger(downAt: CGPoint(x: 10, y: 10), in: w).lift()
        #expect(states == [.began, .ended])
    }

    @Test func strokesPlayOverFrames() throws {
        let (sim, w, v) = stage()
        var states: [GestureRecognizer.State] = []
        v.addGestureRecognizer(PanGestureRecognizer(target: nil) { states.append($0.state) })
        w.play([.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), frames: 20)])
        try sim.runUntilIdle()
        #expect(states.first == .began && states.last == .ended && states.count >= 18)
    }
}
