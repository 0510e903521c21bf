import Foundation
import Testing
import UIKitSourceRewriting

/// What the twenty-second corpus pass asked of the rewriter, each as code that typechecks against
/// TransitionsUIKit.
@Suite struct TwentySecondPassRewriteTests {
    /// A public class's methods implementing optional requirements of the UIKit protocols it
    /// adopts (in its declaration or in an extension) become public, private ones too; a helper
    /// taking an internal type and an unrelated name stay; an internal class's private witness
    /// becomes internal, its private helper stays; a public subclass's override of a widened
    /// witness is widened too.
    @Test func optionalWitnessesOfPublicClassesBecomePublic() {
        expectRewrite(
            """
            import UIKit
            public class Popup: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                @objc
                final func interactionControllerForDismissal(using a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
                private func presentationController(forPresented p: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
                func animationController(_ style: Style) {}
                func helper() {}
            }
            struct Style {}
            public final class Sheet: UIViewController {}
            extension Sheet: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            class Quiet: NSObject, UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                private func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
                private func settle() {}
            }
            open class FadePopup: Popup {
                override func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """,
            """
            import TransitionsUIKit
            public class Popup: UIKitNSObject, UIViewControllerTransitioningDelegate {
                public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }

                public final func interactionControllerForDismissal(using a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
                public func presentationController(forPresented p: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
                func animationController(_ style: Style) {}
                func helper() {}
            }
            struct Style {}
            public final class Sheet: UIViewController {}
            extension Sheet: UITableViewDelegate {
                public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            class Quiet: UIKitNSObject, UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
                private func settle() {}
            }
            open class FadePopup: Popup {
                public override func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """)
    }

    /// `@convention(block)` goes from function types (a block is an Objective-C object);
    /// `@convention(c)` and `@escaping` stay.
    @Test func blockConventionsBecomeSwiftClosures() {
        expectRewrite(
            """
            typealias Handler = @convention(block) (_ sender: UIButton) -> Void
            func keep(_ f: @escaping @convention(block) () -> Void, _ c: @convention(c) (Int32) -> Int32) {}
            """,
            """
            typealias Handler = (_ sender: UIButton) -> Void
            func keep(_ f: @escaping () -> Void, _ c: @convention(c) (Int32) -> Int32) {}
            """)
    }

    /// A cell class registered through a `(some Cell).Type` parameter and made from an optional
    /// binding of the stored metatype (`if let cellClass`, `if let type = self.cellClass`)
    /// constructs through the dynamic class, as Objective-C's `init` does.
    @Test func metatypesThroughOpaqueParametersAndAliases() {
        let out = rewritten(
            """
            import UIKit
            open class PhotoCell: UIView {}
            final class Pager: UIView {
                private var cellClass: PhotoCell.Type?
                func register(_ cellClass: (some PhotoCell).Type) { self.cellClass = cellClass }
                func make() -> PhotoCell? {
                    if let cellClass { return cellClass.init() }
                    if let type = self.cellClass { return type.init(frame: .zero) }
                    let view = cellClass
                    return nil
                }
            }
            """)
        #expect(out.contains("if let cellClass { return MetatypeInitializer.construct(cellClass, .plain) }"), "\(out)")
        #expect(out.contains("if let type = self.cellClass { return MetatypeInitializer.construct(type, .frame(.zero)) }"), "\(out)")
        // The class the metatype is of answers the dynamic construction.
        #expect(out.contains("open class PhotoCell: UIView { open override class func _transitInstantiate"), "\(out)")
    }

    /// A metatype typed as a composition alias (`typealias DisplayView = Displayable & UIView`)
    /// constructs the class it holds and is cast back to the composition, as a protocol bound to
    /// a view class is.
    @Test func compositionAliasMetatypesConstruct() throws {
        let source = """
            import UIKit
            @objc public protocol Displayable: AnyObject { var image: UIImage? { get set } }
            public typealias DisplayView = Displayable & UIView
            extension UIImageView: Displayable {}
            open class PhotoCell: UIView {
                public static var displayViewClass: DisplayView.Type = UIImageView.self
                func makeDisplay() -> DisplayView { PhotoCell.displayViewClass.init() }
            }
            """
        #expect(rewritten(source).contains("(MetatypeInitializer.construct(PhotoCell.displayViewClass, .plain) as! any DisplayView)"))
        let (ok, output) = try typecheckRewritten(["PhotoCell.swift": source])
        #expect(ok, "\(output)")
    }

    /// `self.init(nibName:bundle:)` in a static method of a protocol extension bound to
    /// controllers (`self` is the metatype there) constructs through the dynamic class; a
    /// convenience initialiser's delegating `self.init(…)` stays.
    @Test func selfInitInTypeMethodsConstructs() throws {
        let source = """
            import UIKit
            protocol Loadable { static var identifier: String { get } }
            extension Loadable { static var identifier: String { String(describing: self) } }
            extension Loadable where Self: UIViewController {
                static func loadFromNib(bundle: Bundle? = nil) -> Self? {
                    return self.init(nibName: self.identifier, bundle: bundle)
                }
            }
            final class InfoViewController: UIViewController, Loadable {
                init(id: Int) { super.init(nibName: nil, bundle: nil) }
                convenience init() { self.init(id: 0) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("return MetatypeInitializer.construct(self, .nib(name: self.identifier, bundle: bundle))"), "\(out)")
        #expect(out.contains("convenience init() { self.init(id: 0) }"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Loadable.swift": source])
        #expect(ok, "\(output)")
    }

    /// A constraint's items are `AnyObject?` in UIKit: `isMember(of:)` / `isKind(of:)` sent to a
    /// name bound from `firstItem` / `secondItem` is Objective-C's dynamic lookup, bridged as for
    /// other `AnyObject` values; the pull board that finds its top constraint this way compiles.
    @Test func constraintItemsAreAnyObject() throws {
        let source = """
            import UIKit
            extension UIView {
                func topConstraint(of type: AnyClass) -> NSLayoutConstraint? {
                    for constraint in constraints {
                        guard let firstItem = constraint.firstItem, let secondItem = constraint.secondItem else { continue }
                        if constraint.firstAttribute == .top && (firstItem.isMember(of: type) || secondItem.isKind(of: type)) { return constraint }
                    }
                    return nil
                }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("((firstItem as? NSObject)?.isMember(of: type) ?? (firstItem as? ClassQuerying)?.isMember(of: type) ?? false)"), "\(out)")
        let (ok, output) = try typecheckRewritten(["PullBoard.swift": source])
        #expect(ok, "\(output)")
    }

    /// A popup pod as written: a public transitioning delegate with internal witnesses, a block
    /// typealias for its button handler, a cell made from a registered class, a hairline that
    /// overrides its hugging priority, a contacts list with a section index, a layer adopting an
    /// `NSObjectProtocol` protocol, and the small members apps read — compiles.
    @Test func popupLibraryCompiles() throws {
        let source = """
            import UIKit
            public typealias ButtonHandler = @convention(block) (_ sender: UIButton) -> Void
            open class PopupTransitioning: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                private func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            final class Pager: UIViewController, UIScrollViewDelegate {
                private func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            open class FadeTransitioning: PopupTransitioning {
                override func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            open class PhotoCell: UIView { var handler: ButtonHandler? }
            final class Gallery: UIView {
                private var cellClass: PhotoCell.Type?
                func register(_ cellClass: (some PhotoCell).Type) { self.cellClass = cellClass }
                func dequeue() -> PhotoCell? { if let cellClass { return cellClass.init() }; return nil }
                var visible: CGSize { (superview as? UIScrollView)?.visibleSize ?? .zero }
            }
            final class Hairline: UIView {
                override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .required }
                override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .required }
            }
            final class Contacts: UITableViewController {
                override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
                override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
                override var description: String { "Contacts" }
            }
            protocol WindDelegate: NSObjectProtocol { func windDidStop() }
            final class WindLayer: CALayer, WindDelegate { func windDidStop() {} }
            final class Action: NSObject, UIAccessibilityIdentification { var accessibilityIdentifier: String? }
            func chrome(_ vc: UIViewController, _ window: UIWindow, _ scroll: UIScrollView) -> Bool {
                vc.navigationItem.backButtonDisplayMode = .minimal
                let fonts = UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) }
                if #available(iOS 17.4, *), scroll.isScrollAnimating { return false }
                return window.screen == UIScreen.main && !fonts.isEmpty
            }
            """
        let (ok, output) = try typecheckRewritten(["Popup.swift": source])
        #expect(ok, "\(output)")
    }
}
