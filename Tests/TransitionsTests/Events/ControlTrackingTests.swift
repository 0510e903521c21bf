import Foundation
import Testing

@testable import Transitions

/// `UIControl` touch tracking: the events UIKit sends for taps and drags.
@Suite struct ControlTrackingTests {
    private func stage() -> (Simulation, Window, Button, () -> [String]) {
        let sim = Simulation()
        let w = Window(sim, size: CGSize(width: 300, height: 600))
        let b = Button(sim, frame: CGRect(x: 100, y: 100, width: 80, height: 40), name: "b")
        w.addSubview(b)
        var log: [String] = []
        let names: [(Control.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragIn"), (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"),
            (.touchDragExit, "exit"), (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
        ]
        for (e, n) in names { b.addTarget(nil, for: e) { _ in log.append(n) } }
        return (sim, w, b, { log })
    }

    @Test func aTapSendsDownThenUpInside() {
        let (_, w, b, log) = stage()
        let f = Finger(downAt: CGPoint(x: 120, y: 120), in: w)
        #expect(b.isHighlighted && b.isTracking)
        f.lift()
        #expect(log() == ["down", "upIn"])
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func draggingFarOutsideThenLiftingIsUpOutside() {
        let (_, w, _, log) = stage()
        let f = Finger(downAt: CGPoint(x: 120, y: 120), in: w)
        f.move(to: CGPoint(x: 130, y: 125))
        f.move(to: CGPoint(x: 130, y: 300))  // more than 70 points below
        f.lift()
        #expect(log() == ["down", "dragIn", "dragOut", "exit", "upOut"])
    }

    @Test func aDisabledControlSendsNothing() {
        let (_, w, b, log) = stage()
        b.isEnabled = false
        Finger(downAt: CGPoint(x: 120, y: 120), in: w).lift()
        #expect(log().isEmpty)
    }

    @Test func aRecognizerThatRecognisesCancelsTheControlsTouch() {
        let (sim, w, b, log) = stage()
        w.addGestureRecognizer(PanGestureRecognizer(target: nil) { _ in })
        let f = Finger(downAt: CGPoint(x: 120, y: 120), in: w)
        for i in 1...5 {
            sim.advance(by: 1.0 / 60)
            f.move(to: CGPoint(x: 120, y: 120 + 5 * Double(i)))
        }
        f.lift()
        #expect(log().first == "down" && log().contains("cancel") && !log().contains("upIn"))
        #expect(!b.isTracking)
    }
}

/// `UISlider`: a drag along the track sets the value and sends `.valueChanged`.
@Suite struct SliderTrackingTests {
    private func stage(continuous: Bool) -> (Window, Slider, () -> [Float]) {
        let sim = Simulation()
        let w = Window(sim, size: CGSize(width: 300, height: 600))
        let s = Slider(sim, frame: CGRect(x: 50, y: 100, width: 200, height: 30))
        s.minimumValue = 10
        s.maximumValue = 20
        s.isContinuous = continuous
        w.addSubview(s)
        var sent: [Float] = []
        s.addTarget(nil, for: .valueChanged) { _ in sent.append(s.value) }
        return (w, s, { sent })
    }

    @Test func aContinuousSliderFollowsTheDrag() {
        let (w, s, sent) = stage(continuous: true)
        #expect(s.value == 10, "clamped into the range when the range moved")
        let f = Finger(downAt: CGPoint(x: 150, y: 115), in: w)
        #expect(s.value == 15 && sent() == [15])
        f.move(to: CGPoint(x: 200, y: 115))
        f.move(to: CGPoint(x: 400, y: 115))
        f.lift()
        #expect(sent() == [15, 17.5, 20], "clamped at the maximum; no repeat for an unchanged value")
    }

    @Test func aDiscreteSliderSendsOnceWhenLifted() {
        let (w, s, sent) = stage(continuous: false)
        let f = Finger(downAt: CGPoint(x: 100, y: 115), in: w)
        f.move(to: CGPoint(x: 250, y: 115))
        #expect(sent().isEmpty && s.value == 20)
        f.lift()
        #expect(sent() == [20])
        s.value = .nan
        #expect(s.value == 10 && sent() == [20], "a value set in code sends nothing; NaN is the minimum")
    }
}
