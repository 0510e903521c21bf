import Foundation
import Testing
import TransitionsUIKit

// What `transit-uikit-rewrite` makes of messages sent through `AnyObject` (Objective-C's dynamic
// lookup): a cast to what answers them — `NSKeyValueCoding` for key-value coding,
// `SelectorPerforming` for `perform(_:…)` — then the call. Written here as the rewritten code
// spells it.

final class LookupLog: NSObject {
    var log: [String] = []
    func ping(_ sender: Any?) { log.append("ping \(sender.map { "\(type(of: $0))" } ?? "nil")") }
}

private final class Plain {}

@Suite struct DynamicLookupTests {
    /// Key-value coding through `AnyObject`: the model's objects answer with their own (a bar
    /// button item's `"view"`, a layer's keys, an app object's stored property), a dictionary with
    /// its entry (also through `NSObject`), and anything else nil.
    @Test func keyValueCodingThroughAnyObject() {
        withUIKitStage { sim, _ in
            let custom = UIView()
            let items: [Any] = [UIBarButtonItem(customView: custom)]
            #expect((items[0] as AnyObject as? NSKeyValueCoding)?.value(forKey: "view") as? UIView === custom)

            let layer: AnyObject = CALayer()
            (layer as? NSKeyValueCoding)?.setValue(0.5, forKey: "opacity")
            #expect((layer as? NSKeyValueCoding)?.value(forKey: "opacity") as? Double == 0.5)

            let strings: NSDictionary = ["Buttons": ["ok": ["value": "OK"]]]
            let word = ((strings.value(forKey: "Buttons") as AnyObject as? NSKeyValueCoding)?.value(forKey: "ok") as AnyObject as? NSKeyValueCoding)?
                .value(forKey: "value") as? String
            #expect(word == "OK")
            #expect((strings as NSObject).value(forKey: "Buttons") != nil)

            #expect((UIPanGestureRecognizer() as AnyObject as? NSKeyValueCoding) != nil)
            #expect(sim.violations.isEmpty)
            // A Swift object is no key-value container (UIKit: "unrecognized selector"): nil.
            #expect((Plain() as AnyObject as? NSKeyValueCoding)?.value(forKey: "view") == nil)
            // A number and `NSNull` are `NSObject`s without the key: nil, recorded as UIKit's
            // `NSUndefinedKeyException`.
            #expect((3 as AnyObject as? NSKeyValueCoding)?.value(forKey: "view") == nil)
            let missing: Any? = nil
            #expect((missing as AnyObject as? NSKeyValueCoding)?.value(forKey: "view") == nil)
            #expect(sim.violations.count == 2 && sim.violations.allSatisfy { $0.kind == .rejectedCall })
        }
    }

    /// `perform(_:with:)` through `AnyObject` (a bar button item's `target`), and
    /// `performSelector(onMainThread:with:waitUntilDone:)`: now when waiting, on the next turn of
    /// the event loop when not (untouched by `cancelPreviousPerformRequests`).
    @Test func performThroughAnyObject() throws {
        try withUIKitStage { sim, _ in
            let log = LookupLog()
            let ping = Selector(LookupLog.ping(_:), "ping:")
            let item = UIBarButtonItem(title: "Go", style: .plain, target: log, action: ping)
            _ = (item.target as? SelectorPerforming)?.perform(item.action, with: nil)
            #expect(log.log == ["ping nil"])

            let receiver: AnyObject? = log
            (receiver as? SelectorPerforming)?.performSelector(onMainThread: ping, with: item, waitUntilDone: true)
            #expect(log.log.last == "ping BarButtonItem")
            (receiver as? SelectorPerforming)?.performSelector(onMainThread: ping, with: nil, waitUntilDone: false)
            NSObject.cancelPreviousPerformRequests(withTarget: log)
            #expect(log.log.count == 2)
            try sim.runUntilIdle()
            #expect(log.log.count == 3)
            #expect(sim.violations.isEmpty)
        }
    }
}
