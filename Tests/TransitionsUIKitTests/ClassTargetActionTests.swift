// No `import Foundation`: as a file written with `import UIKit` alone, `Timer` is the
// simulation's.
import Testing
import TransitionsUIKit

// Classes whose class methods are targets, as an overlay library writes them (a banner shown
// from a class method, closed by a delayed perform sent to the class), after
// `transit-uikit-rewrite`: `#selector(close(_:))` naming a `class func` is
// `Selector(Type.self, classMethod: { $0.close(_:) }, "close:")`. Each test has its own classes
// (their logs are per class, and the tests run in parallel).

class OverlayBanner: NSObject {
    nonisolated(unsafe) static var log: [String] = []
    static let close = Selector(OverlayBanner.self, classMethod: { $0.close(_:) }, "close:")

    class func show(_ view: UIView, duration: Double) {
        self.perform(close, with: view, afterDelay: duration)
    }
    class func close(_ sender: AnyObject) {
        OverlayBanner.log.append("close \(type(of: sender)) on \(self)")
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }
    class func reset() { OverlayBanner.log.append("reset") }
    class func pair(_ a: Any?, _ b: Any?) { OverlayBanner.log.append("pair \(a.map { "\($0)" } ?? "nil") \(b.map { "\($0)" } ?? "nil")") }
}

final class LoudOverlayBanner: OverlayBanner {
    override class func close(_ sender: AnyObject) { OverlayBanner.log.append("loud close on \(self)") }
}

class OverlayChime: NSObject {
    nonisolated(unsafe) static var log: [String] = []
    class func ring(_ sender: AnyObject) { log.append("ring \(self)") }
    class func reset() { log.append("reset \(self)") }
    func instanceRing(_ sender: Any?) { OverlayChime.log.append("instance") }
}

final class SoftOverlayChime: OverlayChime {}

final class OverlayTicker: NSObject {
    nonisolated(unsafe) static var log: [String] = []
    class func tick(_ timer: Timer) { log.append("tick \(Simulation.current.now)") }
    static func noted(_ note: Notification) { log.append("note \(note.name.rawValue)") }
    class func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
    class func frame(_ link: CADisplayLink) { log.append("frame") }
    func instanceTick(_ timer: Timer) {}
}

@Suite struct ClassTargetActionTests {
    /// `perform(_:with:afterDelay:)` sent to the class runs the class method on the simulation's
    /// clock; `cancelPreviousPerformRequests(withTarget:)` naming the class cancels it; sent to a
    /// subclass, the subclass's override runs (Objective-C's dispatch on the class object).
    @Test func delayedPerformsSentToAClassRunItsClassMethod() throws {
        try withUIKitStage { sim, root in
            OverlayBanner.show(root.view, duration: 0.5)
            try sim.runUntilIdle()
            #expect(OverlayBanner.log == ["close View on OverlayBanner"])
            #expect(abs(sim.now - 0.5) < 1e-9)

            OverlayBanner.show(root.view, duration: 1)
            OverlayBanner.perform(OverlayBanner.close, with: root.view, afterDelay: 2)
            NSObject.cancelPreviousPerformRequests(withTarget: OverlayBanner.self)
            #expect(sim.isIdle)

            LoudOverlayBanner.show(root.view, duration: 0.1)
            OverlayBanner.show(root.view, duration: 0.2)
            // Another class's requests are its own: cancelling LoudOverlayBanner's leaves OverlayBanner's.
            LoudOverlayBanner.cancelPreviousPerformRequests(withTarget: LoudOverlayBanner.self)
            try sim.runUntilIdle()
            #expect(OverlayBanner.log == ["close View on OverlayBanner", "close View on OverlayBanner"])

            LoudOverlayBanner.show(root.view, duration: 0)
            try sim.runUntilIdle()
            #expect(OverlayBanner.log.last == "loud close on LoudOverlayBanner")

            // `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)` run now.
            OverlayBanner.perform(Selector(OverlayBanner.self, classMethod: { $0.reset }, "reset"))
            OverlayBanner.perform(OverlayBanner.close, with: root)
            OverlayBanner.perform(Selector(OverlayBanner.self, classMethod: { $0.pair(_:_:) }, "pair::"), with: 1, with: "b")
            #expect(OverlayBanner.log.suffix(3) == ["reset", "close ViewController on OverlayBanner", "pair 1 b"])
            #expect(sim.violations.isEmpty)
        }
    }

    /// A class method's selector sent to an instance, or an instance method's sent to the class,
    /// is not the receiver's: refused and recorded, as UIKit raises "unrecognized selector".
    @Test func classAndInstanceSelectorsDoNotCross() {
        withUIKitStage { sim, root in
            let ring = Selector(OverlayChime.self, classMethod: { $0.ring(_:) }, "ring:")
            OverlayChime().perform(ring, with: root.view)
            OverlayChime.perform(Selector(OverlayChime.instanceRing(_:), "instanceRing:"), with: nil)
            OverlayBanner.perform(ring, with: root.view)
            #expect(OverlayChime.log.isEmpty)
            #expect(sim.violations.filter { $0.kind == .rejectedCall }.count == 3)
            // A superclass's class method sent to a subclass is found there (a SoftOverlayChime is a
            // OverlayChime), with the subclass as `self`.
            SoftOverlayChime.perform(Selector(OverlayChime.self, classMethod: { $0.reset }, "reset"))
            #expect(OverlayChime.log == ["reset SoftOverlayChime"])
            #expect(!OverlayChime().responds(to: ring))
        }
    }

    /// Timers, notification observers, gesture recognizers and display links take the class as
    /// their target (`target: self` in a class method) and call its class methods.
    @Test func timersObserversRecognizersAndDisplayLinksTargetAClass() throws {
        try withUIKitStage { sim, root in
            let timer = Timer.scheduledTimer(
                timeInterval: 0.25, target: OverlayTicker.self, selector: Selector(OverlayTicker.self, classMethod: { $0.tick(_:) }, "tick:"),
                userInfo: nil, repeats: true)
            sim.advance(by: 0.6)
            timer.invalidate()
            #expect(OverlayTicker.log == ["tick 0.25", "tick 0.5"])

            let center = NotificationCenter()
            let name = Notification.Name("TransitBannerShown")
            center.addObserver(OverlayTicker.self, selector: Selector(OverlayTicker.self, classMethod: { $0.noted(_:) }, "noted:"), name: name, object: nil)
            center.post(name: name, object: nil)
            #expect(OverlayTicker.log.last == "note TransitBannerShown")

            let tap = UITapGestureRecognizer(target: OverlayTicker.self, action: Selector(OverlayTicker.self, classMethod: { $0.tapped(_:) }, "tapped:"))
            root.view.addGestureRecognizer(tap)
            tap.deliverTap()
            #expect(OverlayTicker.log.last == "tap ended")

            let link = CADisplayLink(target: OverlayTicker.self, selector: Selector(OverlayTicker.self, classMethod: { $0.frame(_:) }, "frame:"))
            link.add(to: .main, forMode: .common)
            sim.advance(by: 3 * sim.frameInterval + 1e-9)
            link.invalidate()
            #expect(OverlayTicker.log.last == "frame")
            #expect(sim.violations.isEmpty)
        }
    }
}
