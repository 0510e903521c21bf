import Testing
import TransitionsUIKit

private final class Sent {
    var events: [String] = []
}

@Suite struct StepperTests {
    /// `UIStepper`: 94 × 32; the right half steps up and the left down at touch-down; the value
    /// stays in range; code changes send nothing.
    @Test func tapsStepAtTouchDownWithinTheRange() throws {
        try withUIKitStage { sim, root in
            let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
            #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
            root.view.addSubview(stepper)
            stepper.maximumValue = 3
            stepper.value = 10
            #expect(stepper.value == 3, "clamped")
            stepper.value = 1
            let sent = Sent()
            stepper.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UIStepper)?.value ?? -1)") }
            let window = try #require(root.view.window)
            let plus = stepper.convert(CGPoint(x: 70, y: 16), to: nil)
            let minus = stepper.convert(CGPoint(x: 20, y: 16), to: nil)
            let down = Finger(downAt: plus, in: window)
            #expect(sent.events == ["2.0"], "at touch-down")
            down.lift()
            Finger(downAt: plus, in: window).lift()
            Finger(downAt: plus, in: window).lift()
            #expect(stepper.value == 3 && sent.events == ["2.0", "3.0"], "no step past the maximum, nothing sent for it")
            Finger(downAt: minus, in: window).lift()
            #expect(stepper.value == 2 && sent.events.last == "2.0")
            _ = sim
        }
    }

    /// Held down, it repeats after 0.5 s and then every 0.1 s; with `wraps` it goes round; not
    /// continuous, it sends one `.valueChanged` on lift.
    @Test func holdingRepeatsWrappingGoesRoundAndNonContinuousSendsOnLift() throws {
        try withUIKitStage { sim, root in
            let stepper = UIStepper()
            root.view.addSubview(stepper)
            stepper.frame.origin = CGPoint(x: 40, y: 200)
            stepper.maximumValue = 5
            stepper.wraps = true
            stepper.isContinuous = false
            let sent = Sent()
            stepper.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UIStepper)?.value ?? -1)") }
            let window = try #require(root.view.window)
            let finger = Finger(downAt: stepper.convert(CGPoint(x: 80, y: 16), to: nil), in: window)
            sim.advance(by: 0.75)
            #expect(stepper.value == 4, "1 at touch-down, then at 0.5, 0.6, 0.7 s")
            sim.advance(by: 0.2)
            #expect(stepper.value == 0, "past 5 it wraps to the minimum")
            #expect(sent.events.isEmpty)
            finger.lift()
            #expect(sent.events == ["0.0"])
            sim.advance(by: 1)
            #expect(stepper.value == 0, "no repeat after the lift")
        }
    }

    /// Bad values lose nothing: a non-finite value or bound, a step of zero or less are ignored;
    /// bounds that cross move each other; the value stays in range.
    @Test func badValuesAreIgnored() {
        withUIKitStage { _, _ in
            let stepper = UIStepper()
            stepper.value = 5
            stepper.value = .nan
            stepper.stepValue = 0
            stepper.stepValue = -.infinity
            stepper.maximumValue = .infinity
            stepper.minimumValue = -.nan
            #expect(stepper.value == 5 && stepper.stepValue == 1 && stepper.maximumValue == 100 && stepper.minimumValue == 0)
            stepper.minimumValue = 200
            #expect(stepper.maximumValue == 200 && stepper.value == 200)
            stepper.maximumValue = -1
            #expect(stepper.minimumValue == -1 && stepper.value == -1)
        }
    }
}

@Suite struct PageControlTests {
    /// `UIPageControl`: a tap right of the current indicator goes to the next page, left to the
    /// previous one, and sends `.valueChanged`; code clamps and sends nothing; one page hides it
    /// with `hidesForSinglePage`.
    @Test func tapsMoveOnePageAndCodeClamps() throws {
        try withUIKitStage { _, root in
            let dots = UIPageControl()
            dots.numberOfPages = 4
            dots.sizeToFit()
            dots.frame.origin = CGPoint(x: 100, y: 700)
            root.view.addSubview(dots)
            #expect(dots.frame.size == CGSize(width: 88, height: 26))
            var pages: [Int] = []
            dots.addTarget(nil, for: .valueChanged) { c in pages.append((c as? UIPageControl)?.currentPage ?? -1) }
            let window = try #require(root.view.window)
            Finger(downAt: dots.convert(CGPoint(x: 80, y: 13), to: nil), in: window).lift()
            Finger(downAt: dots.convert(CGPoint(x: 80, y: 13), to: nil), in: window).lift()
            Finger(downAt: dots.convert(CGPoint(x: 5, y: 13), to: nil), in: window).lift()
            #expect(pages == [1, 2, 1] && dots.currentPage == 1)
            dots.currentPage = 9
            #expect(dots.currentPage == 3 && pages.count == 3)
            dots.numberOfPages = 2
            #expect(dots.currentPage == 1)
            dots.numberOfPages = -5
            #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
            dots.hidesForSinglePage = true
            #expect(dots.isHidden)
        }
    }
}
