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

    /// A table (collection, text) view subclass's `override var delegate` typed as UIKit types
    /// the view's delegate overrides the model's narrowed property, with `delegate` inside its
    /// accessors (bare, `self.`, `super.`) renamed likewise; another object's `delegate` and an
    /// override typed as the scroll view's stay.
    @Test func delegateOverridesBecomeTheNarrowedProperty() {
        expectRewrite(
            """
            class Expanding: UITableView {
                override var delegate: UITableViewDelegate? {
                    get { return super.delegate }
                    set { proxy.target = newValue; super.delegate = proxy; other.delegate = nil }
                }
            }
            class Cells: UICollectionView {
                public override var delegate: (any UICollectionViewDelegate)? {
                    didSet { interceptor.external = delegate ?? self.delegate }
                }
            }
            class Pages: UIScrollView {
                override var delegate: UIScrollViewDelegate? { didSet { print(delegate as Any) } }
            }
            """,
            """
            class Expanding: UITableView {
                override var _transitTableViewDelegate: UITableViewDelegate? {
                    get { return super._transitTableViewDelegate }
                    set { proxy.target = newValue; super._transitTableViewDelegate = proxy; other.delegate = nil }
                }
            }
            class Cells: UICollectionView {
                public override var _transitCollectionViewDelegate: (any UICollectionViewDelegate)? {
                    didSet { interceptor.external = _transitCollectionViewDelegate ?? self._transitCollectionViewDelegate }
                }
            }
            class Pages: UIScrollView {
                override var delegate: UIScrollViewDelegate? { didSet { print(delegate as Any) } }
            }
            """)
    }

    /// An expandable table library as written: it overrides the table's delegate and data
    /// source to put itself in between, forwards selections, and its demo sets both — compiles.
    @Test func interceptingTableCompiles() throws {
        let source = """
            import UIKit
            open class AccordionTable: UITableView {
                private weak var outerDelegate: UITableViewDelegate?
                private weak var outerDataSource: UITableViewDataSource?
                open override var dataSource: UITableViewDataSource? {
                    get { return super.dataSource }
                    set { outerDataSource = newValue; super.dataSource = self }
                }
                open override var delegate: UITableViewDelegate? {
                    get { return super.delegate }
                    set { outerDelegate = newValue; super.delegate = self }
                }
                open override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
                    super.register(cellClass, forCellReuseIdentifier: identifier)
                }
            }
            extension AccordionTable: UITableViewDataSource, UITableViewDelegate {
                public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    outerDataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
                }
                public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    outerDataSource!.tableView(tableView, cellForRowAt: indexPath)
                }
                public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    outerDelegate?.tableView?(tableView, didSelectRowAt: indexPath)
                }
            }
            final class MenuController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let table = AccordionTable()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.dataSource = self
                    table.delegate = self
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """
        let (ok, output) = try typecheckRewritten(["Accordion.swift": source])
        #expect(ok, "\(output)")
    }

    /// Code written before iOS 18 with its own `Transition` type and its own controllers'
    /// `preferredTransition` property compiles as it did (the model's zoom transition does not
    /// shadow them), next to iOS 18 code that zooms.
    @Test func ownTransitionNamesStillCompile() throws {
        let source = """
            import UIKit
            public enum Transition { case push, present, fade }
            final class Cube {
                init(_ from: UIView, toView: UIView) {}
            }
            final class Portal: UIViewController {
                public var preferredTransition: Transition? = .fade
                func open(_ next: UIViewController) {
                    let method = Transition.push
                    if case .push = method { navigationController?.pushViewController(next, animated: true) }
                    _ = Cube(view, toView: next.view)
                }
            }
            final class Gallery: UIViewController {
                let cell = UIView()
                func show(_ detail: UIViewController) {
                    detail.preferredTransition = .zoom { [weak self] _ in self?.cell }
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Portal.swift": source])
        #expect(ok, "\(output)")
    }
}
