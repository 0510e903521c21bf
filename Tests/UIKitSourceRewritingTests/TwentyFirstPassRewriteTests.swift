import Foundation
import Testing
import UIKitSourceRewriting

/// What the twenty-first corpus pass asked of the rewriter, each as code that typechecks against
/// TransitionsUIKit.
@Suite struct TwentyFirstPassRewriteTests {
    /// A weak proxy's `responds(to:)` and `forwardingTarget(for:)` overrides, written with
    /// `Selector` as Swift allows for NSObject's imported methods, take the model's optional
    /// selector and unwrap it on the brace's line; other spellings and other methods stay.
    @Test func selectorOverridesTakeAnOptionalSelector() {
        expectRewrite(
            """
            import UIKit
            final class Proxy: NSObject {
                override func responds(to aSelector: Selector) -> Bool {
                    return super.responds(to: aSelector)
                }
                override func forwardingTarget(for aSelector: Selector) -> Any? { target }
                override func responds(to sel: Selector!) -> Bool { true }
                func responds(to s: Selector) -> Bool { false }
            }
            """,
            """
            import TransitionsUIKit
            final class Proxy: UIKitNSObject {
                override func responds(to aSelector: Selector?) -> Bool { guard let aSelector = aSelector else { return false };
                    return super.responds(to: aSelector)
                }
                override func forwardingTarget(for aSelector: Selector?) -> Any? { guard let aSelector = aSelector else { return nil }; target }
                override func responds(to sel: Selector!) -> Bool { true }
                func responds(to s: Selector) -> Bool { false }
            }
            """)
    }

    /// `NSAttributedString()` and `NSMutableAttributedString()` (NSObject's `init()` on Apple
    /// platforms, hidden by Linux Foundation's own initialisers) become the empty string; calls
    /// with arguments and a type of the files' own stay.
    @Test func emptyAttributedStringsAreMadeFromAnEmptyString() {
        expectRewrite(
            "label.attributedText = NSAttributedString()\nlet m = Foundation.NSMutableAttributedString()\nlet s = NSAttributedString(string: \"a\")",
            "label.attributedText = NSAttributedString(string: \"\")\nlet m = Foundation.NSMutableAttributedString(string: \"\")\nlet s = NSAttributedString(string: \"a\")")
        expectRewrite(
            "final class NSAttributedString {}\nlet own = NSAttributedString()",
            "final class NSAttributedString {}\nlet own = NSAttributedString()")
    }

    /// A weak-target proxy for a display link, a menu item whose title starts empty, and an
    /// exception raised on a broken precondition compile unchanged.
    @Test func proxiesAndExceptionsCompile() throws {
        let source = """
            import UIKit
            final class WeakTargetProxy: NSObject {
                weak var target: NSObjectProtocol?
                init(target: NSObjectProtocol) { self.target = target; super.init() }
                override func responds(to aSelector: Selector) -> Bool {
                    return (target?.responds(to: aSelector) ?? false) || super.responds(to: aSelector)
                }
                override func forwardingTarget(for aSelector: Selector) -> Any? { target }
            }
            final class Banner: UIView {
                let label = UILabel()
                func show(in parent: UIView) {
                    if parent.window == nil {
                        NSException(name: NSExceptionName.internalInconsistencyException,
                                    reason: "Must have a superview before calling show",
                                    userInfo: nil).raise()
                    }
                    label.attributedText = NSAttributedString()
                    let text = NSMutableAttributedString()
                    text.append(NSAttributedString(string: "Saved", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)]))
                    label.attributedText = text
                    let shade = CAGradientLayer()
                    layer.insertSublayer(shade, at: UInt32(layer.sublayers?.count ?? 0))
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Banner.swift": source])
        #expect(ok, "\(output)")
    }
}
