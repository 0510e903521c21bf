import Foundation
import Testing
import UIKitSourceRewriting

/// Messages sent through `AnyObject` (Objective-C's dynamic lookup, which Linux lacks) become
/// casts to what answers them in the model, where the declarations in sight type the receiver
/// `AnyObject`: a cast in place, a binding from an `AnyObject` dictionary, a property.
@Suite struct DynamicLookupTests {
    @Test func keyValueCodingThroughAnyObject() {
        expectRewrite(
            "let itemView = (items[0] as AnyObject).value(forKey: \"view\") as? UIView",
            "let itemView = (items[0] as AnyObject as? NSKeyValueCoding)?.value(forKey: \"view\") as? UIView")
        // Nested, as a property-list lookup writes it: each level is cast.
        expectRewrite(
            "let s = ((table.value(forKey: \"Buttons\") as AnyObject).value(forKey: word) as AnyObject).value(forKey: \"value\") as? String",
            "let s = ((table.value(forKey: \"Buttons\") as AnyObject as? NSKeyValueCoding)?.value(forKey: word) as AnyObject as? NSKeyValueCoding)?.value(forKey: \"value\") as? String")
        // Bound from a cast to `AnyObject?`; `setValue(_:forKey:)` and the key path form too.
        expectRewrite(
            """
            if let host = window.value(forKeyPath: "host.attached") as AnyObject? {
                let radius = host.value(forKeyPath: "border.radius") as? CGFloat
                host.setValue(radius, forKey: "radius")
            }
            """,
            """
            if let host = window.value(forKeyPath: "host.attached") as AnyObject? {
                let radius = (host as? NSKeyValueCoding)?.value(forKeyPath: "border.radius") as? CGFloat
                (host as? NSKeyValueCoding)?.setValue(radius, forKey: "radius")
            }
            """)
    }

    /// `perform` through an `AnyObject` target: UIKit's `UIBarButtonItem.target`, or an app's
    /// `AnyObject?` property.
    @Test func performThroughAnyObject() {
        expectRewrite(
            "onTap = { _ = barItem.target?.perform(barItem.action, with: nil) }",
            "onTap = { _ = (barItem.target as? SelectorPerforming)?.perform(barItem.action, with: nil) }")
        expectRewrite(
            """
            final class TestPan: UIPanGestureRecognizer {
                private weak var receiver: AnyObject?
                func fire(_ action: Selector) {
                    receiver?.performSelector(onMainThread: action,
                                              with: self,
                                              waitUntilDone: true)
                    let r = receiver!
                    r.perform(action)
                }
            }
            """,
            """
            final class TestPan: UIPanGestureRecognizer {
                private weak var receiver: AnyObject?
                func fire(_ action: Selector) {
                    (receiver as? SelectorPerforming)?.performSelector(onMainThread: action,
                                              with: self,
                                              waitUntilDone: true)
                    let r = receiver!
                    (r as? SelectorPerforming)?.perform(action)
                }
            }
            """)
    }

    /// A KVO change dictionary taken as `[NSKeyValueChangeKey: AnyObject]`: its values' `NSValue`
    /// members are casts, and `isEqual(_:)` between them is `NSObject`'s.
    @Test func changeDictionaryValues() {
        expectRewrite(
            """
            let values = change! as [NSKeyValueChangeKey: AnyObject]
            if let new = values[NSKeyValueChangeKey.newKey]?.cgPointValue, let old = values[.oldKey]!.cgPointValue {}
            if let change = change as [NSKeyValueChangeKey : AnyObject]? {
                if let old = change[.oldKey], let new = change[.newKey] {
                    if !(old.isEqual(new)) { move() }
                    let same = old?.isEqual(new)
                }
            }
            """,
            """
            let values = change! as [NSKeyValueChangeKey: AnyObject]
            if let new = (values[NSKeyValueChangeKey.newKey] as? NSValue)?.cgPointValue, let old = (values[.oldKey]! as? NSValue)?.cgPointValue {}
            if let change = change as [NSKeyValueChangeKey : AnyObject]? {
                if let old = change[.oldKey], let new = change[.newKey] {
                    if !(((old as? NSObjectProtocol)?.isEqual(new) ?? (old === (new as AnyObject?)))) { move() }
                    let same = (old as? NSObjectProtocol)?.isEqual(new)
                }
            }
            """)
    }

    /// `isKind(of:)` / `isMember(of:)` on an `AnyObject` sender (an action's `sender: AnyObject`):
    /// Foundation's `NSObject` answers, else the model's NSObject-like classes; the result is a
    /// `Bool` either way, and it typechecks against TransitionsUIKit.
    @Test func classQueriesThroughAnyObject() throws {
        let source = """
            import UIKit
            final class Demo: UIViewController {
                @IBAction func tapped(_ sender: AnyObject) {
                    if sender.isKind(of: UIGestureRecognizer.self) { dismiss(animated: true) }
                    let exact = sender.isMember(of: UIButton.self)
                    _ = exact
                }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("if ((sender as? NSObject)?.isKind(of: UIGestureRecognizer.self) ?? (sender as? ClassQuerying)?.isKind(of: UIGestureRecognizer.self) ?? false) {"), "\(out)")
        #expect(out.contains("let exact = ((sender as? NSObject)?.isMember(of: UIButton.self) ?? (sender as? ClassQuerying)?.isMember(of: UIButton.self) ?? false)"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Demo.swift": source])
        #expect(ok, "\(output)")
    }

    /// The full-screen pop gesture as apps write it: the system recognizer's private targets
    /// read by key-value coding, the handler probed with `responds(to:)` through `AnyObject`.
    @Test func respondsToThroughAnyObject() throws {
        let source = """
            import UIKit
            final class Feed: UIViewController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let target = (navigationController?.interactivePopGestureRecognizer?.value(forKey: "_targets") as? [AnyObject])?.first,
                       let handler = target.value(forKey: "_target"),
                       (handler as AnyObject).responds(to: Selector(("handleNavigationTransition:"))) {
                        let pan = UIPanGestureRecognizer(target: handler, action: Selector(("handleNavigationTransition:")))
                        pan.delegate = self
                        view.addGestureRecognizer(pan)
                    }
                }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("let handler = (target as? NSKeyValueCoding)?.value(forKey: \"_target\"),"), "\(out)")
        #expect(out.contains("((handler as AnyObject as? SelectorPerforming)?.responds(to: Selector((\"handleNavigationTransition:\"))) ?? false) {"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Feed.swift": source])
        #expect(ok, "\(output)")
    }

    /// String-keyed observing registered on an object held as `AnyObject` (a weak reference to
    /// whatever a library observes).
    @Test func observerRegistrationThroughAnyObject() throws {
        let source = """
            import UIKit
            final class OffsetWatcher: NSObject {
                private weak var object: AnyObject?
                private var context = 0
                init(object: AnyObject) {
                    self.object = object
                    super.init()
                    object.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: &context)
                }
                deinit { object?.removeObserver(self, forKeyPath: "contentOffset", context: &context) }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("(object as? KeyValueObservable)?.addObserver(self, forKeyPath: \"contentOffset\", options: [.new], context: &context)"), "\(out)")
        #expect(out.contains("(object as? KeyValueObservable)?.removeObserver(self, forKeyPath: \"contentOffset\", context: &context)"), "\(out)")
        let (ok, output) = try typecheckRewritten(["OffsetWatcher.swift": source])
        #expect(ok, "\(output)")
    }

    /// Receivers typed otherwise, or not known, stay: a view's own key-value coding, `self`, an
    /// `NSValue` dictionary, a name the files declare with another type, a closure's untyped
    /// parameter.
    @Test func otherReceiversStay() {
        let unchanged = """
            final class Card: UIView {
                var target: Card?
                func f(values: [String: NSValue], n: NSNumber, any: [AnyObject]) {
                    let v = self.value(forKey: "frame")
                    self.perform(Selector("x"))
                    let p = values["a"]?.cgPointValue
                    _ = n.isEqual(values["b"])
                    _ = target?.perform(nil)
                    any.forEach { item in _ = item.value(forKey: "k") }
                    let layer = CALayer()
                    layer.setValue(1, forKey: "opacity")
                }
            }
            """
        expectRewrite(unchanged, unchanged)
        // Names bound by a pattern (its type is not written), and a bare name the files do not
        // declare, are not UIKit's `target`.
        let patterns = """
            final class Dimming: UIPresentationController {
                func tapped() {
                    switch handler {
                    case let .targetAction(target, action): target.perform(action, with: self)
                    case .other: break
                    }
                    if case let .targetAction(target, action) = handler { _ = target.perform(action) }
                    target.perform(action)
                }
            }
            """
        expectRewrite(patterns, patterns)
        // An element of an `[AnyObject]`, in a loop, is one.
        expectRewrite(
            "func g(items: [AnyObject]) { for item in items { _ = item.value(forKey: \"view\") } }",
            "func g(items: [AnyObject]) { for item in items { _ = (item as? NSKeyValueCoding)?.value(forKey: \"view\") } }")
    }

    /// A delegate held as `AnyObject?` (a menu library's, typed so for Interface Builder): its
    /// protocol's methods are sent through a cast to the one `@objc` protocol of the files that
    /// declares them, then the optional-requirement pass makes the calls plain.
    static let menu = """
        @objc public protocol MenuDelegate {
            @objc optional func menuOpened(_ menu: Menu)
            @objc optional func menu(_ menu: Menu, willDisplay button: UIButton, atIndex: Int)
            func menuReady(_ menu: Menu)
        }
        open class Menu: UIButton {
            @IBOutlet open weak var delegate: AnyObject? // MenuDelegate?
            func open() {
                self.delegate?.menuOpened?(self)
                delegate?.menu?(self,
                                willDisplay: self, atIndex: 0)
                let d = delegate!
                d.menuReady(self)
                delegate?.other?(self)
            }
        }
        """

    @Test func protocolMethodsThroughAnyObject() {
        let out = rewritten(Self.menu)
        #expect(out.contains("        (self.delegate as? MenuDelegate)?.menuOpened(self)\n"), "\(out)")
        #expect(out.contains("        (delegate as? MenuDelegate)?.menu(self,\n                        willDisplay: self, atIndex: 0)\n"), "\(out)")
        #expect(out.contains("        (d as! MenuDelegate).menuReady(self)\n"), "\(out)")
        #expect(out.contains("        delegate?.other?(self)\n"), "\(out)")
    }

    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func dynamicLookupsCompile() throws {
        let (ok, output) = try typecheckRewritten([
            "Lookups.swift": """
                import UIKit

                final class Strip: UIScrollView {
                    private weak var receiver: AnyObject?
                    var onTap: (() -> Void)?
                    let table: NSDictionary = [:]

                    func attach(_ item: UIBarButtonItem, items: [UIBarButtonItem]) {
                        onTap = { _ = item.target?.perform(item.action, with: nil) }
                        let itemView = (items[0] as AnyObject).value(forKey: "view") as? UIView
                        let word = ((table.value(forKey: "Buttons") as AnyObject).value(forKey: "ok") as AnyObject).value(forKey: "value") as? String
                        receiver?.performSelector(onMainThread: item.action!, with: self, waitUntilDone: true)
                        _ = (itemView, word)
                    }

                    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                        let values = change! as [NSKeyValueChangeKey: AnyObject]
                        if let new = values[NSKeyValueChangeKey.newKey]?.cgPointValue, let old = values[.oldKey]?.cgPointValue {
                            contentOffset.y += old.y - new.y
                        }
                        if let change = change as [NSKeyValueChangeKey: AnyObject]? {
                            if let old = change[.oldKey], let new = change[.newKey], !(old.isEqual(new)) { setNeedsLayout() }
                        }
                    }
                }
                """
        ])
        #expect(ok, "\(output)")
        let menu = Self.menu.replacingOccurrences(of: "        delegate?.other?(self)\n", with: "")
        let (menuOK, menuOutput) = try typecheckRewritten(["Menu.swift": "import UIKit\n" + menu])
        #expect(menuOK, "\(menuOutput)")
    }
}
