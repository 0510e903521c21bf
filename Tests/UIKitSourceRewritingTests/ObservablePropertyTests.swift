import Testing
import UIKitSourceRewriting

/// An `@objc dynamic var` notifies key-value observers around its setter (on iOS, KVO's generated
/// subclass overrides that setter); each line keeps its number.
@Suite struct ObservablePropertyTests {
    @Test func storedPropertiesGetTheBrackets() {
        expectRewrite(
            """
            import UIKit
            final class Progress: NSObject {
                @objc dynamic var fraction: CGFloat = 0 // the drag's
                @objc dynamic var title: String?
            }
            """,
            """
            import TransitionsUIKit
            final class Progress: UIKitNSObject {
                var fraction: CGFloat = 0 { willSet { _transitWillChangeValue(self) } didSet { _transitDidChangeValue(self) } } // the drag's
                var title: String? { willSet { _transitWillChangeValue(self) } didSet { _transitDidChangeValue(self) } }
            }
            """)
    }

    /// The app's observers keep their code; the notification after the store runs after the
    /// app's `didSet` (a `defer`), and the observer missing is added.
    @Test func existingObserversAndSettersGetTheCallsFirst() {
        expectRewrite(
            """
            import UIKit
            class Header: UIView {
                @objc dynamic var collapse: CGFloat = 0 {
                    didSet { setNeedsLayout() }
                }
                @objc dynamic var expanded = false { willSet { print(newValue) } }
                @objc dynamic var title = "" {
                    didSet {
                        setNeedsLayout()
                    }
                }
                @objc dynamic var percent: Int {
                    get { Int(collapse * 100) }
                    set { collapse = CGFloat(newValue) / 100 }
                }
            }
            """,
            """
            import TransitionsUIKit
            class Header: UIView {
                var collapse: CGFloat = 0 { willSet { _transitWillChangeValue(self) }
                    didSet { defer { _transitDidChangeValue(self) }; setNeedsLayout() }
                }
                var expanded = false { willSet { _transitWillChangeValue(self); print(newValue) } didSet { _transitDidChangeValue(self) } }
                var title = "" { willSet { _transitWillChangeValue(self) }
                    didSet { defer { _transitDidChangeValue(self) };
                        setNeedsLayout()
                    }
                }
                var percent: Int {
                    get { Int(collapse * 100) }
                    set { _transitWillChangeValue(self); defer { _transitDidChangeValue(self) }; collapse = CGFloat(newValue) / 100 }
                }
            }
            """)
    }

    /// What has no setter to bracket, or cannot take observers, stays as written (less `dynamic`).
    @Test func whatIsLeftAlone() {
        expectRewrite(
            """
            import UIKit
            class Card: UIView {
                @objc dynamic var area: CGFloat { bounds.width * bounds.height }
                @objc dynamic var corner: CGFloat { get { layer.cornerRadius } }
                @objc dynamic lazy var shade = UIView()
                @objc static dynamic var count = 0
                @objc var plain = 1
                @objc dynamic let fixed = 2
            }
            var free = 3
            """,
            """
            import TransitionsUIKit
            class Card: UIView {
                var area: CGFloat { bounds.width * bounds.height }
                var corner: CGFloat { get { layer.cornerRadius } }
                lazy var shade = UIView()
                static var count = 0
                var plain = 1
                let fixed = 2
            }
            var free = 3
            """)
    }

    /// Without UIKit in sight there are no observers to tell: the property only loses `dynamic`.
    @Test func aFileWithoutUIKitIsLeftAlone() {
        expectRewrite(
            "import Foundation\nfinal class Model: NSObject {\n    @objc dynamic var value = 0\n}",
            "import Foundation\nfinal class Model: NSObject {\n    var value = 0\n}")
    }
}

/// A cast from `Any` to a Core Graphics struct also opens an `NSValue` (Foundation's bridging on
/// iOS): it becomes `_transitBridged(…, as:)`, applied to what Swift's precedences give it.
@Suite struct ValueBridgeCastTests {
    @Test func castsToCoreGraphicsStructsOpenBoxes() {
        expectRewrite(
            """
            import UIKit
            func frames(_ note: Notification, _ change: [NSKeyValueChangeKey: Any]?, _ a: Any?, _ b: Any) {
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let offset = change?[.newKey] as! CGPoint
                let size = a ?? b as? CGSize ?? .zero
                if let t = (b as? CGAffineTransform), t.isIdentity, let n = b as? Int { print(end, offset, size, n) }
            }
            """,
            """
            import TransitionsUIKit
            func frames(_ note: Notification, _ change: [NSKeyValueChangeKey: Any]?, _ a: Any?, _ b: Any) {
                guard let end = _transitBridged(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey], as: CGRect.self) else { return }
                let offset = _transitBridged(change?[.newKey], as: CGPoint.self)!
                let size = a ?? _transitBridged(b, as: CGSize.self) ?? .zero
                if let t = (_transitBridged(b, as: CGAffineTransform.self)), t.isIdentity, let n = b as? Int { print(end, offset, size, n) }
            }
            """)
    }
}
