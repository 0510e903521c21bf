import Foundation

/// `UISplitViewControllerDelegate`. Every method is optional in UIKit; the defaults here are
/// UIKit's behaviour when the delegate does not implement it.
public protocol SplitViewControllerDelegate: AnyObject {
    /// `splitViewController(_:collapseSecondary:onto:)`: true when the delegate collapsed the
    /// secondary controller itself (or wants it discarded); false lets UIKit do it (the default).
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// `splitViewController(_:showDetail:sender:)`: true when the delegate showed it.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// `splitViewController(_:show:sender:)`: true when the delegate showed it.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// `splitViewController(_:willChangeTo:)`: before the display mode changes.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// `splitViewControllerDidCollapse(_:)` / `splitViewControllerDidExpand(_:)` (iOS 14).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}

/// `UISplitViewController`: a primary controller (a list) beside a secondary one (the detail).
///
/// UIKit's behaviour, by the window's horizontal size class:
///
/// * **Expanded** (regular width: an iPad, a large phone in landscape): both columns' views are
///   children side by side, the primary on the leading edge `primaryColumnWidth` wide (UIKit's
///   automatic width: 320 pt, or `preferredPrimaryColumnWidthFraction` of the width, clamped to
///   the minimum and maximum). `displayMode` resolves `preferredDisplayMode`: automatic is
///   `.oneBesideSecondary` in a landscape window and `.secondaryOnly` in a portrait one;
///   `.secondaryOnly` moves the primary off screen, `.oneOverSecondary` lays it over the
///   secondary.
/// * **Collapsed** (compact width: a phone): one column. The delegate is asked
///   `splitViewController(_:collapseSecondary:onto:)`; unless it says it handled it, a primary
///   navigation controller gets the secondary pushed onto it (a secondary navigation
///   controller's stack moves over), and another primary shows alone.
///
/// `showDetailViewController(_:sender:)` replaces the secondary when expanded and pushes onto a
/// primary navigation controller when collapsed (else presents); the delegate may take it over.
/// iOS 14's column API (`init(style:)`, `setViewController(_:for:)`) wraps each column's
/// controller in a navigation controller, as UIKit does. The display-mode button and the gesture
/// that reveals the primary are not modelled (`presentsWithGesture` is stored).
open class SplitViewController: ViewController {
    /// `UISplitViewController.DisplayMode` (with the pre-iOS 14 names).
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable, Hashable { case unspecified, doubleColumn, tripleColumn }
    /// `UISplitViewController.Column` (iOS 14).
    public enum Column: Int, Sendable, Hashable { case primary, supplementary, secondary, compact }
    /// `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable, Hashable { case leading, trailing }
    /// `UISplitViewController.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// `delegate` (held weakly).
    open weak var delegate: (any SplitViewControllerDelegate)?
    /// `style`: `.unspecified` for the classic API (`viewControllers`).
    public let style: Style
    /// `preferredDisplayMode` (the layout follows at once).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { layOutColumns() } }
    /// `preferredPrimaryColumnWidthFraction`, `preferredPrimaryColumnWidth`,
    /// `minimumPrimaryColumnWidth`, `maximumPrimaryColumnWidth` (`automaticDimension`: UIKit's).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { layOutColumns() } }
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layOutColumns() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layOutColumns() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layOutColumns() } }
    /// `primaryEdge`: which side the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading { didSet { layOutColumns() } }
    /// `presentsWithGesture` (stored: the swipe that reveals the primary is not modelled).
    open var presentsWithGesture = true
    /// `showsSecondaryOnlyButton` (iOS 14, stored).
    open var showsSecondaryOnlyButton = false

    private var columns: [ViewController] = []
    /// The controllers iOS 14's column API was given, by column (before wrapping).
    private var columnControllers: [Column: ViewController] = [:]
    /// Their navigation controllers (the controller itself when it is one).
    private var columnWrappers: [Column: NavigationController] = [:]
    /// The primary navigation controller's stack depth before collapsing: what is above it when
    /// expanding is the secondary's again.
    private var collapseBase: Int?
    /// A secondary navigation controller whose stack collapsing moved onto the primary (it gets
    /// the stack back when expanding).
    private var collapsedSecondary: NavigationController?
    /// `isCollapsed`: one column is shown (compact width).
    public private(set) var isCollapsed = false
    private var resolvedDisplayMode: DisplayMode = .oneBesideSecondary

    /// `init(style:)` (iOS 14's column-based split view).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `UISplitViewController()` / `init(nibName:bundle:)`: the classic API.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)` (never called by the model; see `ViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// `viewControllers`: the primary, then the secondary (one when collapsed, as UIKit reports).
    open var viewControllers: [ViewController] {
        get { isCollapsed ? Array(columns.prefix(1)) : columns }
        set { setColumns(newValue) }
    }

    /// `displayMode`: `preferredDisplayMode` resolved for the current size (`.secondaryOnly`
    /// reads as UIKit's for a collapsed split view: the one column shown).
    public var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : resolvedDisplayMode }

    /// `primaryColumnWidth`: the primary column's width now.
    public var primaryColumnWidth: CGFloat {
        let width = isViewLoaded ? view.bounds.width : 0
        var w: CGFloat = 320
        if preferredPrimaryColumnWidth >= 0 { w = preferredPrimaryColumnWidth }
        if preferredPrimaryColumnWidthFraction >= 0 { w = (preferredPrimaryColumnWidthFraction * width).rounded() }
        if minimumPrimaryColumnWidth >= 0 { w = max(w, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { w = min(w, maximumPrimaryColumnWidth) }
        return min(max(w, 0), width)
    }

    /// `displayModeButtonItem`: a bar button item that shows or hides the primary.
    public private(set) lazy var displayModeButtonItem: BarButtonItem = {
        BarButtonItem(title: nil, style: .plain) { [weak self] _ in self?.toggleDisplayMode() }
    }()

    private func toggleDisplayMode() {
        preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
    }

    // MARK: Columns (iOS 14)

    /// `setViewController(_:for:)`: a column's controller, wrapped in a navigation controller
    /// (as UIKit does) unless it is one.
    open func setViewController(_ vc: ViewController?, for column: Column) {
        columnControllers[column] = vc
        columnWrappers[column] = vc.map { vc in
            if let nav = vc as? NavigationController { return nav }
            if let nav = columnWrappers[column], nav.viewControllers.first === vc { return nav }
            return NavigationController(rootViewController: vc)
        }
        setColumns([columnWrappers[.primary], columnWrappers[.secondary]].compactMap { $0 })
    }

    /// `viewController(for:)`: the controller given for the column.
    open func viewController(for column: Column) -> ViewController? { columnControllers[column] }

    /// `show(_:)` / `hide(_:)` (iOS 14): reveal or hide the primary column.
    open func show(_ column: Column) {
        if column == .primary, !isCollapsed, displayMode == .secondaryOnly { preferredDisplayMode = .oneBesideSecondary }
    }
    open func hide(_ column: Column) {
        if column == .primary, !isCollapsed { preferredDisplayMode = .secondaryOnly }
    }

    // MARK: Showing

    /// `show(_:sender:)`: the delegate's if it takes it, else the primary is replaced.
    open override func show(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed { expand(notify: false) }
        var next = columns
        if next.isEmpty { next = [vc] } else { next[0] = vc }
        setColumns(next)
    }

    /// `showDetailViewController(_:sender:)`: the delegate's if it takes it; collapsed, pushed
    /// onto a primary navigation controller (else presented); expanded, the new secondary.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let nav = columns.first as? NavigationController {
                nav.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        setColumns(Array(columns.prefix(1)) + [vc])
    }

    // MARK: Layout

    override open func viewDidLoad() {
        super.viewDidLoad()
        for c in columns where c.parent === self { view.addSubview(c.view) }
        layOutColumns()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutColumns()
    }

    /// Replaces the columns: old children leave, new ones are added (their views when loaded).
    private func setColumns(_ new: [ViewController]) {
        let kept = new.prefix(2)
        // New columns collapse afresh (layOutColumns): the old ones expand first, silently.
        if isCollapsed { expand(notify: false) }
        for old in columns where !kept.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        for c in kept where c.parent !== self {
            addChild(c)
            if isViewLoaded { view.addSubview(c.view) }
            c.didMove(toParent: self)
        }
        columns = Array(kept)
        layOutColumns()
    }

    /// Collapses or expands for the size class, then places the columns' views.
    func layOutColumns() {
        guard isViewLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed { collapse() } else if !compact, isCollapsed { expand() }
        let b = view.bounds
        if isCollapsed {
            columns.first?.view.frame = b
            return
        }
        let mode: DisplayMode = preferredDisplayMode == .automatic ? (b.width > b.height ? .oneBesideSecondary : .secondaryOnly) : preferredDisplayMode
        if mode != resolvedDisplayMode {
            delegate?.splitViewController(self, willChangeTo: mode)
            resolvedDisplayMode = mode
        }
        let w = primaryColumnWidth
        let leading = primaryEdge == .leading
        let primaryFrame: CGRect
        var secondaryFrame = b
        switch mode {
        case .secondaryOnly:
            primaryFrame = CGRect(x: leading ? b.minX - w : b.maxX, y: b.minY, width: w, height: b.height)
        case .oneOverSecondary, .twoOverSecondary:
            primaryFrame = CGRect(x: leading ? b.minX : b.maxX - w, y: b.minY, width: w, height: b.height)
        default:
            primaryFrame = CGRect(x: leading ? b.minX : b.maxX - w, y: b.minY, width: w, height: b.height)
            secondaryFrame = CGRect(x: leading ? b.minX + w : b.minX, y: b.minY, width: b.width - w, height: b.height)
        }
        if let primary = columns.first, primary.isViewLoaded {
            primary.view.frame = primaryFrame
            if columns.count > 1, mode == .oneOverSecondary || mode == .twoOverSecondary { view.bringSubviewToFront(primary.view) }
        }
        if columns.count > 1 { columns[1].view.frame = secondaryFrame }
    }

    /// One column: the secondary goes onto a primary navigation controller (a secondary
    /// navigation controller's stack moves over), or away.
    private func collapse() {
        isCollapsed = true
        defer { delegate?.splitViewControllerDidCollapse(self) }
        guard columns.count > 1 else { return }
        let primary = columns[0], secondary = columns[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        secondary.willMove(toParent: nil)
        if secondary.isViewLoaded { secondary.view.removeFromSuperview() }
        secondary.removeFromParent()
        columns = [primary]
        guard !handled, let nav = primary as? NavigationController else { return }
        let secondaryNav = secondary as? NavigationController
        let moved = secondaryNav?.detachStack() ?? [secondary]
        collapseBase = nav.viewControllers.count
        collapsedSecondary = secondaryNav
        if !moved.isEmpty { nav.setViewControllers(nav.viewControllers + moved, animated: false) }
    }

    /// Two columns again: what is above the primary's own stack is the secondary's (back in its
    /// navigation controller when it had one).
    private func expand(notify: Bool = true) {
        isCollapsed = false
        defer { if notify { delegate?.splitViewControllerDidExpand(self) } }
        guard let base = collapseBase else { return }
        collapseBase = nil
        let wrapper = collapsedSecondary
        collapsedSecondary = nil
        guard let nav = columns.first as? NavigationController, nav.viewControllers.count > base else {
            if let wrapper { attachSecondary(wrapper) }
            return
        }
        let moved = Array(nav.viewControllers[base...])
        nav.setViewControllers(Array(nav.viewControllers[..<base]), animated: false)
        let secondary: ViewController
        if let wrapper {
            wrapper.setViewControllers(moved, animated: false)
            secondary = wrapper
        } else if moved.count == 1 {
            secondary = moved[0]
        } else {
            let n = NavigationController(rootViewController: moved[0])
            n.setViewControllers(moved, animated: false)
            secondary = n
        }
        attachSecondary(secondary)
    }

    private func attachSecondary(_ secondary: ViewController) {
        guard secondary.parent == nil else { return }
        addChild(secondary)
        if isViewLoaded { view.addSubview(secondary.view) }
        secondary.didMove(toParent: self)
        columns = Array(columns.prefix(1)) + [secondary]
    }
}


