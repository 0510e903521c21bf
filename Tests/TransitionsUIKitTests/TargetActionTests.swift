// No `import Foundation`: as a file written with `import UIKit` alone, `Timer` is the
// simulation's.
import Testing
import TransitionsUIKit

/// A controller written as UIKit code after `transit-uikit-rewrite`: its `#selector`s are typed
/// `Selector`s.
final class ActionLog: NSObject {
    var log: [String] = []
    var progress = 0.0
    func handlePan(_ g: UIPanGestureRecognizer) { log.append("pan \(g.state)") }
    func handleAny(_ g: UIGestureRecognizer) { log.append("any \(type(of: g))") }
    func tapped() { log.append("tapped") }
    func buttonTapped(_ sender: UIButton) { log.append("button \(sender.currentTitle ?? "-")") }
    func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) { log.append("event \(event.allTouches?.count ?? -1)") }
    func sliderMoved(slider: UISlider, event: UIEvent?) { log.append("slider \(event == nil ? "nil" : "event")") }
    func tick(_ link: CADisplayLink) { log.append("frame \(link.timestamp)") }
    func timerFired(_ timer: Timer) { log.append("timer \(Simulation.current.now)") }
    func later(_ value: Any?) { log.append("later \(value.map { "\($0)" } ?? "nil")") }
    func observed(_ n: Notification) { log.append("note \(n.name.rawValue)") }
}

private let pan = PanGesture(state: .began, translation: .zero, velocity: .zero)

@Suite struct TargetActionTests {
    @Test func selectorsAreNamedAndHashableByName() {
        let a = Selector(ActionLog.handlePan(_:), "handlePan:")
        let bare = Selector(ActionLog.handlePan, "handlePan")
        #expect(bare.name == "handlePan:")
        #expect(a == bare && a.hashValue == bare.hashValue)
        #expect(a == Selector("handlePan:"))
        #expect(Selector(ActionLog.tapped, "tapped").name == "tapped")
        #expect(NSStringFromSelector(a) == "handlePan:")
        let set: Set<Selector> = [a, bare, "tapped"]
        #expect(set.count == 2)
    }

    @Test func gestureRecognizersCallEveryTargetWithThemselves() {
        withUIKitStage { sim, root in
            let first = ActionLog(), second = ActionLog()
            let recognizer = UIPanGestureRecognizer(target: first, action: Selector(ActionLog.handlePan(_:), "handlePan:"))
            recognizer.addTarget(second, action: Selector(ActionLog.handleAny(_:), "handleAny:"))
            recognizer.addTarget(second, action: Selector(ActionLog.tapped, "tapped"))
            recognizer.addTarget(second, action: Selector(ActionLog.tapped, "tapped"))  // once only
            var closureCalls = 0
            recognizer.addTarget(nil) { _ in closureCalls += 1 }  // the closure form still works
            root.view.addGestureRecognizer(recognizer)
            recognizer.deliver(pan)
            #expect(first.log == ["pan began"])
            #expect(second.log == ["any PanGestureRecognizer", "tapped"])
            #expect(closureCalls == 1)

            recognizer.removeTarget(second, action: Selector(ActionLog.tapped, "tapped"))
            recognizer.deliver(PanGesture(state: .changed, translation: .zero, velocity: .zero))
            #expect(second.log == ["any PanGestureRecognizer", "tapped", "any PanGestureRecognizer"])
            recognizer.removeTarget(nil, action: Selector(ActionLog.handlePan(_:), "handlePan:"))  // every target's
            recognizer.removeTarget(second, action: nil)  // every action of second
            recognizer.deliver(PanGesture(state: .ended, translation: .zero, velocity: .zero))
            #expect(first.log == ["pan began", "pan changed"] && second.log.count == 3 && closureCalls == 3)
            #expect(sim.violations.isEmpty)
        }
    }

    @Test func everyRecognizerTypeTakesATargetAndSelector() {
        withUIKitStage { sim, root in
            let log = ActionLog()
            let any = Selector(ActionLog.handleAny(_:), "handleAny:")
            let edge = UIScreenEdgePanGestureRecognizer(target: log, action: any)
            let pinch = UIPinchGestureRecognizer(target: log, action: any)
            let tap = UITapGestureRecognizer(target: log, action: any)
            for r in [edge, pinch, tap] as [UIGestureRecognizer] { root.view.addGestureRecognizer(r) }
            edge.deliver(pan)
            pinch.deliver(PinchGesture(state: .began, scale: 1, velocity: 0))
            tap.deliverTap()
            #expect(log.log == ["any ScreenEdgePanGestureRecognizer", "any PinchGestureRecognizer", "any TapGestureRecognizer"])
            #expect(UIPanGestureRecognizer(target: nil, action: nil).targetActions.entries.isEmpty)
        }
    }

    @Test func aTargetOfTheWrongTypeOrANameOnlySelectorIsRecordedNotCalled() {
        withUIKitStage { sim, root in
            let recognizer = UITapGestureRecognizer(target: root, action: Selector(ActionLog.tapped, "tapped"))
            recognizer.addTarget(root, action: Selector("handleTap:"))
            root.view.addGestureRecognizer(recognizer)
            recognizer.deliverTap()
            #expect(sim.violations.count == 2)
            #expect(sim.violations.allSatisfy { $0.kind == .rejectedCall })
            #expect(sim.violations.first?.detail.contains("ViewController has no method tapped") == true)
            #expect(sim.violations.last?.detail.contains("handleTap:") == true)
        }
    }

    @Test func targetsAreNotRetained() {
        withUIKitStage { sim, root in
            var log: ActionLog? = ActionLog()
            weak let weakLog = log
            let tap = UITapGestureRecognizer(target: log!, action: Selector(ActionLog.tapped, "tapped"))
            root.view.addGestureRecognizer(tap)
            log = nil
            #expect(weakLog == nil)
            tap.deliverTap()
            #expect(sim.violations.isEmpty)
        }
    }

    @Test func controlsSendActionsForTheirEvents() {
        withUIKitStage { sim, root in
            let log = ActionLog(), other = ActionLog()
            let button = UIButton(type: .system)
            #expect(button.buttonType == .system && UIButton(frame: .zero).buttonType == .custom)
            button.setTitle("Close", for: .normal)
            button.setTitle("Closing", for: .highlighted)
            #expect(button.title(for: .selected) == "Close" && button.title(for: .highlighted) == "Closing")
            #expect(button.titleLabel?.text == "Close")
            button.addTarget(log, action: Selector(ActionLog.buttonTapped(_:), "buttonTapped:"), for: .touchUpInside)
            button.addTarget(other, action: Selector(ActionLog.tapped, "tapped"), for: [.touchDown, .touchUpInside])
            #expect(button.allControlEvents == [.touchDown, .touchUpInside])
            #expect(button.allTargets.count == 2)
            #expect(button.actions(forTarget: other, forControlEvent: .touchDown) == ["tapped"])
            #expect(button.actions(forTarget: log, forControlEvent: .touchDown) == nil)

            button.sendActions(for: .touchDown)
            #expect(log.log.isEmpty && other.log == ["tapped"])
            button.isHighlighted = true
            button.sendActions(for: .touchUpInside)
            #expect(log.log == ["button Closing"] && other.log == ["tapped", "tapped"])

            button.removeTarget(other, action: nil, for: .touchUpInside)
            button.isHighlighted = false
            button.sendActions(for: .allTouchEvents)
            #expect(log.log == ["button Closing", "button Close"] && other.log.count == 3)  // still for .touchDown

            button.isEnabled = false
            #expect(button.state == .disabled)
            button.simulateEvents(.touchUpInside)  // a touch on a disabled control: nothing
            #expect(log.log.count == 2)
            button.isEnabled = true
            button.isSelected = true
            #expect(button.state == .selected)
            button.simulateEvents(.touchUpInside)
            #expect(log.log.count == 3)
            #expect(sim.violations.isEmpty)
        }
    }

    /// An action may take the sender and the event (`#selector(buttonTapped(_:forEvent:))`): a
    /// touch passes its event; `sendActions(for:)` called by the app passes an event without
    /// touches.
    @Test func actionsTakingTheEventGetTheTouchesEvent() throws {
        try withUIKitStage { sim, root in
            let log = ActionLog()
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
            root.view.addSubview(button)
            let action = Selector(ActionLog.buttonTapped(_:forEvent:), "buttonTapped:forEvent:")
            #expect(action.description == "buttonTapped:forEvent:")
            button.addTarget(log, action: action, for: .touchUpInside)
            root.view.window?.play([.tap(at: CGPoint(x: 160, y: 120))])
            try sim.runUntilIdle()
            #expect(log.log == ["event 1"])
            button.sendActions(for: .touchUpInside)
            #expect(log.log == ["event 1", "event 0"])
            let slider = UISlider(frame: .zero)
            slider.addTarget(log, action: Selector(ActionLog.sliderMoved(slider:event:), "sliderMovedWithSlider:event:"), for: .valueChanged)
            slider.sendActions(for: .valueChanged)
            #expect(log.log.last == "slider event")
            #expect(sim.violations.isEmpty)
        }
    }

    @Test func aNilTargetGoesUpTheSuperviews() {
        withUIKitStage { sim, root in
            final class Panel: UIView {
                var closed = 0
                func close(_ sender: Any) { closed += 1 }
            }
            let panel = Panel(frame: .zero)
            let button = UIButton(type: .custom)
            panel.addSubview(button)
            button.addTarget(nil, action: Selector(Panel.close(_:), "close:"), for: .primaryActionTriggered)
            button.sendActions(for: .primaryActionTriggered)
            #expect(panel.closed == 1)
            button.addTarget(nil, action: Selector(ActionLog.tapped, "tapped"), for: .valueChanged)
            button.sendActions(for: .valueChanged)
            #expect(sim.violations.count == 1)
        }
    }

    @Test func displayLinksRunOnTheSimulationsFrames() {
        let sim = Simulation(frameRate: 60)
        sim.asCurrent {
            let log = ActionLog()
            let link = CADisplayLink(target: log, selector: Selector(ActionLog.tick(_:), "tick:"))
            link.add(to: .main, forMode: .common)
            #expect(link.duration == sim.frameInterval)
            sim.advance(by: 3 * sim.frameInterval + 1e-9)
            #expect(log.log.count == 3)
            #expect(abs(link.timestamp - 3.0 / 60) < 1e-9 && abs(link.targetTimestamp - 4.0 / 60) < 1e-9)

            link.isPaused = true
            #expect(sim.isIdle)
            sim.advance(by: 0.5)
            #expect(log.log.count == 3)

            link.isPaused = false
            link.preferredFramesPerSecond = 20  // every third frame
            let before = log.log.count
            sim.advance(by: 0.5)
            #expect(log.log.count - before == 10)
            #expect(abs(link.targetTimestamp - link.timestamp - 3.0 / 60) < 1e-9)

            weak let weakLog = log
            link.invalidate()
            #expect(sim.isIdle && !link.isValid)
            sim.advance(by: 0.1)
            #expect(log.log.count - before == 10)
            _ = weakLog
        }
    }

    @Test func timersFireOnTheSimulationsClock() throws {
        try withUIKitStage { sim, _ in
            let log = ActionLog()
            let once = Timer.scheduledTimer(
                timeInterval: 0.5, target: log, selector: Selector(ActionLog.timerFired(_:), "timerFired:"), userInfo: "info", repeats: false)
            #expect(once.isValid && once.userInfo as? String == "info")
            var ticks: [Double] = []
            let repeating = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in ticks.append(sim.now) }
            sim.advance(by: 0.7)
            #expect(log.log == ["timer 0.5"] && !once.isValid)
            #expect(ticks.count == 3 && abs(ticks[2] - 0.6) < 1e-9)

            repeating.fire()  // now, keeping its schedule
            #expect(ticks.count == 4 && repeating.isValid)
            repeating.invalidate()
            #expect(!repeating.isValid && sim.isIdle)
            sim.advance(by: 1)
            #expect(ticks.count == 4)

            let manual = Timer(timeInterval: 0.1, repeats: false) { _ in ticks.append(-1) }
            sim.advance(by: 0.5)
            #expect(ticks.count == 4)  // not scheduled yet
            RunLoop.main.add(manual, forMode: .common)
            try sim.runUntilIdle()
            #expect(ticks.last == -1 && !manual.isValid)

            let fired = Timer(timeInterval: 10, target: log, selector: Selector(ActionLog.timerFired(_:), "timerFired:"), userInfo: nil, repeats: false)
            fired.fire()
            #expect(log.log.count == 2 && !fired.isValid)
        }
    }

    @Test func timersRetainTheirTargetUntilInvalidated() {
        withUIKitStage { sim, _ in
            var log: ActionLog? = ActionLog()
            weak let weakLog = log
            let timer = Timer.scheduledTimer(
                timeInterval: 1, target: log!, selector: Selector(ActionLog.timerFired(_:), "timerFired:"), userInfo: nil, repeats: true)
            log = nil
            #expect(weakLog != nil)
            timer.invalidate()
            #expect(weakLog == nil)
        }
    }

    @Test func performAfterDelayRunsOnTheClockAndCanBeCancelled() throws {
        try withUIKitStage { sim, _ in
            let log = ActionLog()
            let later = Selector(ActionLog.later(_:), "later:")
            log.perform(later, with: "a", afterDelay: 0.3)
            log.perform(later, with: "b", afterDelay: 0.1)
            log.perform(later, with: nil, afterDelay: 0.2)
            log.perform(Selector(ActionLog.tapped, "tapped"), with: nil, afterDelay: 0.2)
            NSObject.cancelPreviousPerformRequests(withTarget: log, selector: later, object: "a")
            NSObject.cancelPreviousPerformRequests(withTarget: log, selector: Selector(ActionLog.tapped, "tapped"), object: nil)
            try sim.runUntilIdle()
            #expect(log.log == ["later b", "later nil"])
            #expect(abs(sim.now - 0.2) < 1e-9)

            log.perform(later, with: "c", afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: log)
            #expect(sim.isIdle)

            log.perform(later, with: "now")
            log.perform(Selector(ActionLog.tapped, "tapped"))
            #expect(log.log == ["later b", "later nil", "later now", "tapped"])
        }
    }

    @Test func respondsToChecksTheSelectorsType() {
        withUIKitStage { _, root in
            let log = ActionLog()
            #expect(log.responds(to: Selector(ActionLog.tapped, "tapped")))
            #expect(!root.responds(to: Selector(ActionLog.tapped, "tapped")))
            #expect(!log.responds(to: Selector("tapped")))  // a name alone finds nothing
            #expect(!log.responds(to: nil))
            #expect(root.view.responds(to: Selector(UIView.layoutIfNeeded, "layoutIfNeeded")))
        }
    }

    @Test func notificationsReachSelectorObservers() {
        withUIKitStage { _, _ in
            let center = NotificationCenter()
            let log = ActionLog(), sender = ActionLog()
            let name = Notification.Name("TransitDidMove")
            center.addObserver(log, selector: Selector(ActionLog.observed(_:), "observed:"), name: name, object: nil)
            center.addObserver(log, selector: Selector(ActionLog.observed(_:), "observed:"), name: .init("Other"), object: sender)
            center.post(name: name, object: nil)
            center.post(name: .init("Other"), object: nil)  // not from sender
            center.post(name: .init("Other"), object: sender)
            #expect(log.log == ["note TransitDidMove", "note Other"])
            center.removeObserver(log, name: name, object: nil)
            center.post(name: name, object: nil)
            center.post(name: .init("Other"), object: sender)
            #expect(log.log.count == 3)
            center.removeObserver(log)
            center.post(name: .init("Other"), object: sender)
            #expect(log.log.count == 3)
        }
    }
}
