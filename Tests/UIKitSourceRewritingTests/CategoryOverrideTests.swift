import Testing
import UIKitSourceRewriting

/// Overrides in extensions of UIKit classes (Objective-C categories) are renamed and conformed to
/// the member's `CategoryOverride` protocol, which the model dispatches.
@Suite struct CategoryOverrideTests {
    @Test func aCategoryOverrideIsRenamedAndConformed() {
        let source = """
            import UIKit
            extension UIScrollView {
                open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    return super.gestureRecognizerShouldBegin(gestureRecognizer)
                }
                override public var description: String { "scroll" }
            }
            private extension UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("    public func _transitCategory_gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {"), "\(out)")
        #expect(out.contains("return super.gestureRecognizerShouldBegin(gestureRecognizer)"))
        // Not a dispatched member: left as written (Swift's own error names it).
        #expect(out.contains("override public var description: String"))
        #expect(out.contains("    var _transitCategory_preferredStatusBarStyle: UIStatusBarStyle {"))
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
        let generated = rewritten(source, generated: true)
        #expect(generated.contains(
            "extension UIScrollView: CategoryOverride.GestureRecognizerShouldBegin { public func categoryGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { _transitCategory_gestureRecognizerShouldBegin(gestureRecognizer) } }"))
        #expect(generated.contains(
            "extension UINavigationController: CategoryOverride.PreferredStatusBarStyle { public var categoryPreferredStatusBarStyle: UIStatusBarStyle { _transitCategory_preferredStatusBarStyle } }"))
    }

    /// Touches, string-keyed observing, nib loading and trait changes are dispatched too.
    @Test func touchesAndObservingCategoriesAreConformed() {
        let source = """
            import UIKit
            extension UIImageView {
                override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
                open override func touchesCancelled(_ all: Set<UITouch>, with e: UIEvent?) {}
            }
            extension UIViewController {
                open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
                open override func awakeFromNib() { super.awakeFromNib() }
                override open func traitCollectionDidChange(_ previous: UITraitCollection?) {}
            }
            """
        let out = rewritten(source, generated: true)
        #expect(out.contains("public func _transitCategory_touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }"), "\(out)")
        #expect(out.contains(
            "extension UIImageView: CategoryOverride.TouchesEnded { public func categoryTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _transitCategory_touchesEnded(touches, with: event) } }"))
        #expect(out.contains(
            "extension UIImageView: CategoryOverride.TouchesCancelled { public func categoryTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _transitCategory_touchesCancelled(touches, with: event) } }"))
        #expect(out.contains("_transitCategory_observeValue(forKeyPath: keyPath, of: object, change: change, context: context)"))
        #expect(out.contains("extension UIViewController: CategoryOverride.AwakeFromNib { public func categoryAwakeFromNib() { _transitCategory_awakeFromNib() } }"))
        #expect(out.contains("extension UIViewController: CategoryOverride.TraitCollectionDidChange {"))
    }

    /// `UIApplication.next` overridden to run set-up code once at launch: renamed, conformed,
    /// and its `super.next` is nil (the model's application has no next responder).
    @Test func theApplicationsNextRunsOnceAtLaunch() {
        let source = """
            import UIKit
            extension UIApplication {
                private static let runOnce: Void = { Setup.start() }()
                override open var next: UIResponder? {
                    UIApplication.runOnce
                    return super.next
                }
            }
            extension UIView { override open var next: UIResponder? { super.next } }
            """
        let out = rewritten(source, generated: true)
        #expect(out.contains("    public var _transitCategory_next: UIResponder? {\n        UIApplication.runOnce\n        return nil\n    }"), "\(out)")
        #expect(out.contains("extension UIApplication: CategoryOverride.ApplicationNext { public var categoryNext: UIResponder? { _transitCategory_next } }"))
        // A view's `next` is not dispatched: left as written.
        #expect(out.contains("extension UIView { override open var next: UIResponder? { super.next } }"))
    }

    /// `override` on its own line after an attribute: its line break stays.
    @Test func anAttributeBeforeOverrideKeepsItsLine() {
        let source = "import UIKit\nextension UINavigationController {\n    @available(iOS 13.0, *)\n    override var childForStatusBarStyle: UIViewController? { topViewController }\n}\nlet x = 1"
        let out = rewritten(source)
        #expect(out.contains("@available(iOS 13.0, *)\n    var _transitCategory_childForStatusBarStyle"), "\(out)")
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// An extension of the files' own class is `ExtensionOverrideMover`'s (its overrides move into
    /// the class); a constrained extension and members without `override` stay.
    @Test func ownClassesAndOtherMembersStay() {
        let source = """
            import UIKit
            class Menu: UIViewController {}
            extension Menu { override func viewDidLoad() { super.viewDidLoad() } }
            extension UIViewController { func viewDidLoad(extra: Int) {} }
            """
        let out = rewritten(source, generated: true)
        #expect(!out.contains("CategoryOverride"), "\(out)")
        #expect(!out.contains("_transitCategory_"))
    }
}
