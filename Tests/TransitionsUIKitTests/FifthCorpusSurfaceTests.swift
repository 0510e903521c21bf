import Foundation
import Testing
import TransitionsUIKit

// UIKit surface that the fifth pass over real code (a new batch of repositories and the long
// tail of the earlier ones) reached for, each with UIKit's behaviour.

/// A badge whose properties invalidate what they change (iOS 15's `@Invalidating`).
private final class BadgeView: UIView {
    @Invalidating(.layout) var position = 0
    @Invalidating(.display, .intrinsicContentSize) var text = ""
    @Invalidating(.constraints, .layout, .display) var inset: CGFloat = 0
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Spacing constants as apps declare them: implicit members of `CGFloat`, so they resolve only
/// where UIKit's parameter is a `CGFloat`.
extension CGFloat {
    fileprivate static let handleHeight: CGFloat = 20
    fileprivate static let dimmedAlpha: CGFloat = 0.4
    fileprivate static let doubled: CGFloat = 2
}

/// A cell with an outlet named as apps name them: `name` is no member of UIKit's `UIView`.
private final class PersonCell: UICollectionViewCell {
    weak var name: UILabel!
    var presentationStyle = 0
}

/// The common "once per token" snippet: a class method in an extension of `DispatchQueue`
/// (Dispatch's queue is a class, so `class func` is allowed).
extension TransitionsUIKit.DispatchQueue {
    nonisolated(unsafe) fileprivate static var onceTokens = Set<String>()
    fileprivate class func once(token: String, block: () -> Void) {
        guard onceTokens.insert(token).inserted else { return }
        block()
    }
}

/// A grid that logs what a tap asks and tells, refusing to select item 2.
private final class Grid: UICollectionViewController {
    var log: [String] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        log.append("header \(indexPath.section)")
        return UICollectionReusableView(frame: .zero)
    }
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("highlight \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item != 2 }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }
}

/// A settings list: row 0 cannot be highlighted (so a tap cannot select it), a selected row 1
/// refuses to be deselected, rows have detail buttons, and only row 2 can be deleted.
private final class Settings: UITableViewController {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .detailButton
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath.row == 1 ? nil : indexPath }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("detail \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == 2 ? .delete : .none
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("delete \(indexPath.row)")
    }
}

/// A view that swaps itself for another when loaded from a nib (`awakeAfter(using:)`).
private final class Placeholder: UIView {
    override func awakeAfter(using coder: NSCoder) -> Any? { UILabel(frame: frame) }
}

private final class MenuDelegate: NSObject, UIGestureRecognizerDelegate {}

/// The weak proxy animation code puts between a display link and its owner, as
/// `transit-uikit-rewrite` makes `final class WeakProxy: NSObject { … }`: it answers and forwards
/// for a target it does not retain.
private final class WeakProxy: UIKitNSObject {
    weak var target: NSObjectProtocol?
    init(_ target: NSObjectProtocol) {
        self.target = target
        super.init()
    }
    override func responds(to aSelector: Selector!) -> Bool { target?.responds(to: aSelector) ?? false }
    override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
}

private final class Pulse: UIView {
    var ticks = 0
    var link: CADisplayLink?
    func start() {
        link = CADisplayLink(target: WeakProxy(self), selector: Selector(Pulse.tick, "tick"))
        link?.add(to: .main, forMode: .common)
    }
    func tick() { ticks += 1 }
    deinit { link?.invalidate() }
}

/// An object in a nib that is neither view nor controller (an animation helper wired as an
/// outlet), as rewritten from `class Helper: NSObject`.
private final class Helper: UIKitNSObject {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A photo viewer's overlay bar of its own, which refuses to pop its last item.
private final class OverlayBarDelegate: NSObject, UINavigationBarDelegate {
    var log: [String] = []
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { navigationBar.items?.count ?? 0 > 1 }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("push \(item.title ?? "-")") }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("pop \(item.title ?? "-")") }
}

/// A detail screen that hides the tab bar while pushed and shows a toolbar.
private final class Detail: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        hidesBottomBarWhenPushed = true
        toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An accessible custom control: UIKit's accessibility attributes are overridable.
private final class RatingControl: UIControl {
    var rating = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) of 5" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
}

/// An alert action of a library's own (`class AlertAction: NSObject`, rewritten): it declares its
/// own `accessibilityIdentifier`, which UIKit's NSObject does not have.
private final class AlertAction: UIKitNSObject {
    var accessibilityIdentifier: String?
    let title: String
    init(title: String) { self.title = title }
}

/// An alert that confirms on Return and closes on Escape (hardware keyboard shortcuts).
private final class ShortcutAlert: UIViewController {
    var log: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(ShortcutAlert.close(_:), "close:"))]
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(input: "\r", modifierFlags: [], action: Selector(ShortcutAlert.confirm, "confirm")))
    }
    func confirm() { log.append("confirm") }
    func close(_ sender: UIKeyCommand) { log.append("close \(sender.input ?? "")") }
}

/// The "Then" library's pattern: a marker protocol with a configuring closure, given to NSObject,
/// and — as `transit-uikit-rewrite` generates for `extension NSObject: Configurable {}` — to
/// UIKit's classes that the model does not derive from NSObject.
private protocol Configurable {}
extension Configurable where Self: AnyObject {
    @discardableResult func then(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}
extension NSObject: Configurable {}
extension CALayer: Configurable {}
extension CAAnimation: Configurable {}
extension UIGestureRecognizer: Configurable {}
extension NSLayoutConstraint: Configurable {}

/// A tab bar that reports a compact width whatever the device (an overridden `traitCollection`).
private final class CompactBar: UITabBar {
    override var traitCollection: UITraitCollection {
        var t = super.traitCollection
        t.horizontalSizeClass = .compact
        return t
    }
}

private final class ActionTicks {
    var ticks = 0
    func tick() { ticks += 1 }
}

/// An app's fonts, as apps declare them on UIFont (a class in UIKit, so `class func` works).
extension UIFont {
    fileprivate class func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
}

/// A tab bar that animates its selection (an animated tab bar library's shape).
private final class BubbleBar: UITabBar {
    var changes = 0
    override var selectedItem: UITabBarItem? {
        willSet { changes += 1 }
    }
}

/// A swipeable cell that exposes its revealed actions to accessibility.
private final class SwipeCell: UITableViewCell {
    var revealed = false
    override func accessibilityElementCount() -> Int { revealed ? 2 : super.accessibilityElementCount() }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { [SwipeAction(name: "Delete")] }
        set {}
    }
}

private final class SwipeAction: UIAccessibilityCustomAction {
    init(name: String) { super.init(name: name) { _ in true } }
}

private final class Listener {}

/// Hears a begin/commit animation block end.
private final class BlockListener {
    var stops: [Bool] = []
    func animationDidStop(_ id: String?, finished: NSNumber) { stops.append(finished.boolValue) }
}

/// A drop-down menu's cell with an initialiser of its own, as `transit-uikit-rewrite` completes it
/// (the registered-cell initialiser traps as iOS does for a registered class without
/// `init(style:reuseIdentifier:)`); made directly, as the menu does.
private final class MenuCell: UITableViewCell {
    let inset: CGFloat
    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?, inset: CGFloat) {
        self.inset = inset
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    required convenience init(dequeuedWith reuseIdentifier: String) {
        fatalError("Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'MenuCell'")
    }
}

/// Hears what the tab bar controller tells its delegate.
private final class TabLog: NSObject, UITabBarControllerDelegate {
    var selected: [UIViewController] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

@MainActor @Suite struct FifthCorpusSurfaceTests {
    /// Seven tabs on an iPhone: four in the bar and the More tab, which lists the other three;
    /// UIKit's documented selection rules (selectedIndex is NSNotFound on the list itself).
    @Test func moreTabHoldsTheControllersThatDoNotFit() throws {
        let sim = Simulation()
        let window = Window(sim)
        let log = TabLog()
        let (tabs, pages) = sim.asCurrent { () -> (UITabBarController, [UIViewController]) in
            let tabs = UITabBarController()
            let pages = (0..<7).map { i -> UIViewController in
                let vc = UIViewController()
                vc.tabBarItem = UITabBarItem(title: "tab\(i)", image: nil, tag: i)
                return vc
            }
            tabs.viewControllers = pages
            tabs.delegate = log
            return (tabs, pages)
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let more = tabs.moreNavigationController
            more.navigationBar.tintColor = .systemPurple  // apps style it
            #expect(tabs.tabBar.items?.map(\.title) == ["tab0", "tab1", "tab2", "tab3", "More"])
            #expect(more.tabBarItem.systemItem == .more)

            // The More tab shows the list of the three that did not fit.
            tabs.tapTab(at: 4)
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
            #expect(log.selected.last === more && more.view.window === window)
            let list = try #require(more.topViewController as? UITableViewController)
            #expect(list.tableView.numberOfRows(inSection: 0) == 3)
            #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "tab5")

            // A row pushes its controller; it then reads back as the selection.
            list.tableView.tapRow(at: IndexPath(row: 1, section: 0))
            try sim.runUntilIdle()
            #expect(more.viewControllers.count == 2 && more.topViewController === pages[5])
            #expect(tabs.selectedViewController === pages[5] && tabs.selectedIndex == 5)
            #expect(pages[5].navigationController === more && pages[5].view.window === window)

            // The selected More tab tapped again pops back to the list.
            tabs.tapTab(at: 4)
            try sim.runUntilIdle()
            #expect(more.viewControllers.count == 1 && tabs.selectedIndex == NSNotFound)

            // From code: an overflow index shows the More tab with that controller pushed.
            tabs.selectedIndex = 0
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === pages[0])
            tabs.selectedIndex = 6
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === pages[6] && more.topViewController === pages[6])
            #expect(pages[6].view.window === window && pages[0].view.window == nil)

            // Down to five controllers: all fit, the More tab goes and its pushed controller leaves it.
            tabs.viewControllers = Array(pages.prefix(5))
            try sim.runUntilIdle()
            #expect(tabs.tabBar.items?.map(\.title) == ["tab0", "tab1", "tab2", "tab3", "tab4"])
            #expect(more.viewControllers.count == 1 && more.view.window == nil)
            #expect(tabs.selectedIndex == 4 && pages[4].view.window === window)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// UIKit's `CGFloat` parameters, where apps pass their own `CGFloat` constants.
    @Test func cgFloatParametersTakeTheAppsCGFloatConstants() {
        withUIKitStage { _, root in
            let handle = UIView()
            root.view.addSubview(handle)
            handle.translatesAutoresizingMaskIntoConstraints = false
            let height = handle.heightAnchor.constraint(equalToConstant: .handleHeight)
            NSLayoutConstraint.activate([
                height, handle.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: 1 / .doubled),
                handle.topAnchor.constraint(equalTo: root.view.topAnchor, constant: .handleHeight),
                handle.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(handle.frame == CGRect(x: 0, y: 20, width: root.view.bounds.width / 2, height: 20))
            height.constant = .handleHeight * .doubled
            #expect(height.constant == 40 && height.multiplier == 1)
            root.view.layoutIfNeeded()
            #expect(handle.frame.height == 40)

            let dim = UIColor(white: 0, alpha: .dimmedAlpha)
            #expect(dim.alpha == 0.4 && UIColor.black.withAlphaComponent(.dimmedAlpha) == dim)
            let pinch = UIPinchGestureRecognizer()
            pinch.scale = .doubled
            let turn = UIRotationGestureRecognizer()
            turn.rotation = .doubled
            #expect(pinch.scale == 2 && turn.rotation == 2 && pinch.velocity == 0)
        }
    }

    /// `name` and other everyday member names are the app's to declare on its views.
    @Test func appsNameTheirOwnViewMembersFreely() {
        withUIKitStage { _, _ in
            let cell = PersonCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let label = UILabel()
            cell.contentView.addSubview(label)
            cell.name = label
            cell.name.text = "Ada"
            #expect(cell.name.superview === cell.contentView && cell.name.text == "Ada")
        }
    }

    /// UIKit's order of highlight, selection and deselection callbacks on taps, overridden in
    /// list and grid controllers; a refused selection; detail buttons; editing styles.
    @Test func listAndGridControllersHearEveryTapCallback() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let grid = Grid(collectionViewLayout: layout)
            root.addChild(grid)
            root.view.addSubview(grid.view)
            grid.view.frame = root.view.bounds
            grid.collectionView.layoutIfNeeded()
            grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
            grid.collectionView.tapItem(at: IndexPath(item: 2, section: 0))  // refused: stays on 1
            grid.collectionView.tapItem(at: IndexPath(item: 3, section: 0))
            #expect(grid.log == ["highlight 1", "unhighlight 1", "select 1", "highlight 2", "unhighlight 2", "highlight 3", "unhighlight 3", "deselect 1", "select 3"])
            #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
            grid.log = []
            grid.collectionView.allowsMultipleSelection = true
            grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
            grid.collectionView.tapItem(at: IndexPath(item: 3, section: 0))  // selected: a second tap deselects
            #expect(grid.log == ["highlight 0", "unhighlight 0", "select 0", "highlight 3", "unhighlight 3", "deselect 3"])

            let settings = Settings(style: .plain)
            root.addChild(settings)
            root.view.addSubview(settings.view)
            settings.view.frame = root.view.bounds
            settings.tableView.layoutIfNeeded()
            let table = settings.tableView!
            table.tapRow(at: IndexPath(row: 0, section: 0))  // cannot highlight: a tap does not select it
            table.tapRow(at: IndexPath(row: 1, section: 0))
            table.tapRow(at: IndexPath(row: 2, section: 0))  // row 1 refuses deselection: it stays selected
            #expect(settings.log == ["highlight 1", "select 1", "highlight 2"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            settings.log = []
            table.tapAccessoryButton(forRowAt: IndexPath(row: 1, section: 0))
            table.setEditing(true, animated: false)
            table.commitEdit(.delete, forRowAt: IndexPath(row: 0, section: 0))  // row 0 shows no delete control
            table.commitEdit(.delete, forRowAt: IndexPath(row: 2, section: 0))
            #expect(settings.log == ["detail 1", "delete 2"])
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// Smaller pieces real code reached for: `NSLayoutConstraint()` placeholders, nib
    /// replacement through `awakeAfter(using:)`, `isKind(of:)` on a delegate existential,
    /// `equalTo`, segmented-control title attributes, a class method on `DispatchQueue`.
    @Test func placeholdersReplacementsAndObjectQueries() {
        withUIKitStage { sim, root in
            let placeholder = NSLayoutConstraint()
            placeholder.constant = 12
            #expect(placeholder.constant == 12 && placeholder.firstItem == nil && !placeholder.isActive)
            placeholder.isActive = true  // no items: refused and recorded, as UIKit raises
            #expect(!placeholder.isActive && sim.violations.count == 1)

            UINib.register(name: "Badge") { _ in [Placeholder(frame: CGRect(x: 0, y: 0, width: 30, height: 20))] }
            defer { UINib.removeAllRegistrations() }
            let loaded = UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil)
            #expect(loaded.count == 1 && loaded.first is UILabel && (loaded.first as? UIView)?.frame.width == 30)

            let pan = UIPanGestureRecognizer()
            let menu = MenuDelegate()
            pan.delegate = menu
            if let d = pan.delegate {
                #expect(d.isKind(of: MenuDelegate.self) && d.isKind(of: NSObject.self) && !d.isKind(of: UIView.self))
                #expect(d.isMember(of: MenuDelegate.self) && d.isEqual(menu))
            }
            #expect(root.view.isKind(of: UIView.self) && pan.isKind(of: UIGestureRecognizer.self))

            #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
            #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
            #expect(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))

            let segments = UISegmentedControl(items: ["Day", "Week"])
            segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
            #expect(segments.titleTextAttributes(for: .normal) == nil)

            // A library's `bundle: .module` in a target without resources: the main bundle.
            #expect(Bundle.module.bundlePath == Bundle.main.bundlePath)

            var runs = 0
            for _ in 0..<3 { DispatchQueue.once(token: "fifth-pass") { runs += 1 } }
            #expect(runs == 1)
        }
    }

    /// `NSObject` subclasses' runtime overrides take effect: a weak proxy forwards a display link's
    /// ticks to a view it does not keep alive and answers `responds(to:)` for it (also through
    /// a protocol existential); a nib's plain object is awoken.
    @Test func nsObjectSubclassesForwardAnswerAndAwake() throws {
        let sim = Simulation(frameRate: 60)
        try sim.asCurrent {
            var pulse: Pulse? = Pulse(frame: .zero)
            weak var gone = pulse
            pulse?.start()
            sim.advance(by: 3 * sim.frameInterval + 1e-9)
            #expect(pulse?.ticks == 3)
            let proxy = WeakProxy(try #require(pulse))
            #expect(proxy.responds(to: Selector(Pulse.tick, "tick")) && !proxy.responds(to: Selector(Helper.awakeFromNib, "awakeFromNib")))
            let existential: any NSObjectProtocol = proxy
            #expect(existential.responds(to: Selector(Pulse.tick, "tick")))
            pulse = nil  // the proxy does not retain the view; the view's deinit stops the link
            #expect(gone == nil)
            sim.advance(by: 2 * sim.frameInterval)
            #expect(sim.violations.isEmpty, "\(sim.violations)")

            UINib.register(name: "Helpers") { _ in [Helper()] }
            defer { UINib.removeAllRegistrations() }
            let helper = UINib(nibName: "Helpers", bundle: nil).instantiate(withOwner: nil).first as? Helper
            #expect(helper?.awoke == true)
        }
    }

    /// The navigation controller's toolbar (hidden by default, the top controller's items, an
    /// opaque one shortens the content) and `hidesBottomBarWhenPushed` on an enclosing tab bar.
    @Test func toolbarsAndBottomBarHiding() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (tabs, nav, root) = sim.asCurrent { () -> (UITabBarController, UINavigationController, UIViewController) in
            let root = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, UIViewController()]
            return (tabs, nav, root)
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
            root.setToolbarItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)], animated: false)
            nav.toolbar.isTranslucent = false
            nav.setToolbarHidden(false, animated: true)
            try sim.runUntilIdle()
            let h = nav.view.bounds.height, bottom = nav.view.safeAreaInsets.bottom
            #expect(!nav.toolbar.isHidden && nav.toolbar.items?.first?.title == "Edit")
            #expect(nav.toolbar.frame == CGRect(x: 0, y: h - bottom - 44, width: nav.view.bounds.width, height: 44))
            #expect(root.view.frame.height == h - bottom - 44)

            nav.pushViewController(Detail(), animated: true)
            try sim.runUntilIdle()
            #expect(nav.toolbar.items?.first?.title == "Share" && tabs.tabBar.isHidden)
            // The bar follows the selected tab: another tab shows it, coming back hides it.
            tabs.selectedIndex = 1
            try sim.runUntilIdle()
            #expect(!tabs.tabBar.isHidden)
            tabs.selectedIndex = 0
            try sim.runUntilIdle()
            #expect(tabs.tabBar.isHidden)
            nav.popViewController(animated: true)
            try sim.runUntilIdle()
            #expect(nav.toolbar.items?.first?.title == "Edit" && !tabs.tabBar.isHidden)
            nav.isToolbarHidden = true
            #expect(nav.toolbar.isHidden && nav.toolbar.frame.minY == h && root.view.frame.height == h)
            #expect(sim.violations.isEmpty, "\(sim.violations)")

            // A toolbar of one's own stores its items and appearance.
            let own = UIToolbar()
            own.setItems([UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)], animated: false)
            own.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
            #expect(own.items?.count == 1 && own.backgroundImage(forToolbarPosition: .any, barMetrics: .default) != nil)
            #expect(own.sizeThatFits(CGSize(width: 300, height: 999)) == CGSize(width: 300, height: 44))
        }
    }

    /// A navigation bar of one's own (a photo viewer's overlay): settable items, push and pop
    /// through its delegate; a navigation controller's bar refuses both.
    @Test func standaloneNavigationBars() {
        withUIKitStage { sim, _ in
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            let delegate = OverlayBarDelegate()
            bar.delegate = delegate
            let item = UINavigationItem()
            item.title = "1 of 3"
            bar.items = [item]
            bar.pushItem(UINavigationItem(title: "Info"), animated: true)
            #expect(bar.topItem?.title == "Info" && bar.backItem === item)
            #expect(bar.popItem(animated: true)?.title == "Info" && bar.popItem(animated: true) == nil)
            #expect(delegate.log == ["push Info", "pop Info"] && bar.items?.count == 1)
            bar.backIndicatorTransitionMaskImage = UIImage()
            #expect(bar.backIndicatorTransitionMaskImage != nil)

            let nav = UINavigationController(rootViewController: UIViewController())
            nav.navigationBar.items = [UINavigationItem(title: "x")]
            #expect(nav.navigationBar.items?.count == 1 && nav.navigationBar.topItem?.title == nil && sim.violations.count == 1)
            // UIKit's controller adopts UINavigationBarDelegate privately; in Swift only an app's
            // extension makes it one (Examples/UIKitApp BackButtonInterception, linked into this
            // test process too), and then the bar's delegate is its controller.
            #expect(nav.navigationBar.delegate == nil || nav.navigationBar.delegate === nav)
        }
    }

    /// Small surface: dispatch groups on the simulated main queue, window levels below normal,
    /// two-argument performs, disabled labels, attributed text fields, vibrancy styles, stack
    /// axes as layout axes, gradient stops as numbers, tab delegates' orientation answers.
    @Test func dispatchGroupsAndSmallSurface() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let group = Dispatch.DispatchGroup()
            var order: [String] = []
            TransitionsUIKit.DispatchQueue.main.async(group: group) { order.append("first") }
            group.enter()
            TransitionsUIKit.DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                order.append("late")
                group.leave()
            }
            group.notify(queue: TransitionsUIKit.DispatchQueue.main) { order.append("all done") }
            try sim.runUntilIdle()
            #expect(order == ["first", "late", "all done"])
            var empty = false
            Dispatch.DispatchGroup().notify(queue: TransitionsUIKit.DispatchQueue.main) { empty = true }
            try sim.runUntilIdle()
            #expect(empty)
            // A group entered and never left: its block never runs, and the simulation goes idle
            // once a minute of simulated time has passed.
            let stuck = Dispatch.DispatchGroup()
            stuck.enter()
            var ran = false
            stuck.notify(queue: TransitionsUIKit.DispatchQueue.main) { ran = true }
            try sim.runUntilIdle()
            #expect(!ran && sim.isIdle)
            stuck.leave()

            // A work item's notify on the simulated main queue: after the item has run.
            var steps: [String] = []
            let item = Dispatch.DispatchWorkItem { steps.append("item") }
            item.notify(queue: TransitionsUIKit.DispatchQueue.main) { steps.append("after") }
            TransitionsUIKit.DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: item)
            try sim.runUntilIdle()
            #expect(steps == ["item", "after"])

            #expect(UIWindow.Level.normal - 1 < UIWindow.Level.normal)
            let label = UILabel()
            label.isEnabled = false
            let field = UITextField()
            field.attributedText = NSAttributedString(string: "hi")
            #expect(!label.isEnabled && field.text == "hi" && field.attributedText?.string == "hi")
            field.text = "bye"
            #expect(field.attributedText?.string == "bye")
            let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
            #expect(vibrancy.style == .secondaryLabel && UIVisualEffectView(effect: vibrancy).effect === vibrancy)
            let stack = UIStackView()
            let axis: NSLayoutConstraint.Axis = .vertical
            stack.axis = axis
            #expect(stack.axis == .vertical)
            let gradient = CAGradientLayer()
            gradient.locations = [0, 0.25, 1]
            #expect(gradient.locations?.map(\.doubleValue) == [0, 0.25, 1])

            let tabs = UITabBarController()
            let log = TabLog()
            #expect(log.tabBarControllerSupportedInterfaceOrientations(tabs) == .allButUpsideDown)
            let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
            grid.perform(Selector(Grid.collectionView(_:didHighlightItemAt:), "collectionView:didHighlightItemAt:"), with: grid.collectionView, with: IndexPath(item: 4, section: 0))
            #expect(grid.log == ["highlight 4"])
        }
    }

    /// Custom controls override the accessibility attributes; a library's own object may declare
    /// an `accessibilityIdentifier` of its own.
    @Test func accessibilityAttributesAreOverridable() {
        withUIKitStage { _, _ in
            let rating = RatingControl(frame: .zero)
            rating.rating = 4
            let asObject: NSObject = rating
            #expect((asObject as? UIView)?.accessibilityValue == "4 of 5" && rating.isAccessibilityElement)
            #expect(rating.accessibilityTraits == .adjustable && rating.accessibilityLabel == "Rating")
            let action = AlertAction(title: "OK")
            action.accessibilityIdentifier = "ok-button"
            action.accessibilityLabel = "OK"
            #expect(action.accessibilityIdentifier == "ok-button" && action.accessibilityLabel == "OK")
        }
    }

    /// Key commands on the simulated hardware keyboard; mask views; the deprecated status-bar
    /// setters; bar button items with a landscape image.
    @Test func keyCommandsMasksAndOlderSetters() {
        let sim = Simulation()
        let window = Window(sim)
        let alert = sim.asCurrent { ShortcutAlert() }
        window.rootViewController = alert
        window.makeKeyAndVisible()
        sim.asCurrent {
            #expect(window.pressKey("\r") && window.pressKey(UIKeyCommand.inputEscape))
            #expect(!window.pressKey("\r", modifierFlags: .command) && !window.pressKey("x"))
            #expect(alert.log == ["confirm", "close UIKeyInputEscape"])

            let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let shape = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            alert.view.addSubview(shape)
            photo.mask = shape
            #expect(photo.mask === shape && shape.superview == nil && photo.layer.mask === shape.layer)
            photo.mask = nil
            #expect(photo.layer.mask == nil)
            let before = sim.violations.count
            photo.mask = photo  // a view cannot mask itself: refused and recorded
            alert.view.addSubview(photo)
            photo.mask = alert.view
            #expect(photo.mask == nil && sim.violations.count == before + 2)
            // Masks of masks cannot close a loop (views or layers).
            let a = UIView(), b = UIView()
            a.mask = b
            b.mask = a
            let l1 = CALayer(), l2 = CALayer()
            l1.mask = l2
            l2.mask = l1
            #expect(a.mask === b && b.mask == nil && l1.mask === l2 && l2.mask == nil && sim.violations.count == before + 4)

            UIApplication.shared.setStatusBarHidden(true, with: .fade)
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
            #expect(!UIApplication.shared.isStatusBarHidden)  // view-controller-based appearance: the controllers decide
            let item = UIBarButtonItem(image: UIImage(), landscapeImagePhone: UIImage(), style: .plain, target: nil, action: nil)
            #expect(item.landscapeImagePhone != nil)
        }
    }

    /// Popovers and badges anchor to a bar button item through `value(forKey: "view")`: the
    /// button the navigation bar shows it with, laid out as UIKit's compact bar does.
    @Test func barButtonItemsViewForAnchoring() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (nav, root) = sim.asCurrent { () -> (UINavigationController, UIViewController) in
            let root = UIViewController()
            return (UINavigationController(rootViewController: root), root)
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let menu = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            root.navigationItem.rightBarButtonItems = [menu, add]
            root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: badge)
            let width = nav.navigationBar.bounds.width
            let menuView = try #require(menu.value(forKey: "view") as? UIView)
            #expect(menuView.superview === nav.navigationBar && menuView.frame == CGRect(x: width - 60, y: 0, width: 44, height: 44))
            #expect((add.value(forKey: "view") as? UIView)?.frame.minX == width - 60 - 52)
            #expect(root.navigationItem.leftBarButtonItem?.value(forKey: "view") as? UIView === badge)
            let anchor = menuView.convert(menuView.bounds, to: nil)
            #expect(anchor.minY == nav.navigationBar.frame.minY)
            #expect(UIBarButtonItem(title: "x", style: .plain, target: nil, action: nil).value(forKey: "view") == nil)
            #expect(menu.value(forKey: "_privateThing") == nil && sim.violations.count == 1)
        }
    }

    /// Configuring closures on views, layers, animations, recognizers and constraints alike.
    @Test func markerConformancesReachEveryUIKitClass() {
        withUIKitStage { _, root in
            let ring = CAShapeLayer().then { $0.lineWidth = 3 }
            let fade = CABasicAnimation(keyPath: "opacity").then { $0.duration = 0.2 }
            let pan = UIPanGestureRecognizer().then { $0.maximumNumberOfTouches = 1 }
            let label = UILabel().then { $0.text = "Hi" }
            let height = label.heightAnchor.constraint(equalToConstant: 20).then { $0.priority = .defaultLow }
            root.view.addSubview(label)
            #expect(ring.lineWidth == 3 && fade.duration == 0.2 && pan.maximumNumberOfTouches == 1 && label.text == "Hi")
            #expect(height.priority == .defaultLow)
        }
    }

    /// Core Graphics' C geometry functions, `UIScreen()`, a scene's coordinate space, frame-rate
    /// ranges on display links, an overridden `traitCollection`.
    @Test func geometryFunctionsScreensAndFrameRates() {
        let sim = Simulation(frameRate: 60)
        sim.asCurrent {
            let r = CGRectMake(10, 20, 100, 50)
            #expect(CGRectGetMidX(r) == 60 && CGRectGetHeight(r) == 50 && CGRectOffset(r, 0, 50) == CGRect(x: 10, y: 70, width: 100, height: 50))
            #expect(CGRectContainsPoint(r, CGPointMake(20, 30)) && __CGSizeEqualToSize(r.size, CGSizeMake(100, 50)) && !CGRectIsEmpty(r))
            #expect(UIScreen().bounds == UIScreen.main.bounds)
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.coordinateSpace.bounds == UIScreen.main.bounds)

            let log = ActionTicks()
            let link = CADisplayLink(target: log, selector: Selector(ActionTicks.tick, "tick"))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .common)
            sim.advance(by: 6 * sim.frameInterval + 1e-9)
            #expect(log.ticks == 3 && link.preferredFramesPerSecond == 30)
            link.invalidate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            #expect(fade.preferredFrameRateRange.preferred == 120)

            #expect(CompactBar().traitCollection.horizontalSizeClass == .compact)

            // UIFont is a class: class methods in extensions, attribute dictionaries of objects.
            let font = UIFont.appFont(ofSize: 15)
            let attributes: [NSAttributedString.Key: AnyObject] = [.font: font]
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 15, weight: .semibold) && font.withSize(20).pointSize == 20)
        }
    }

    /// An interrupted animation starts from what is on screen: the presentation layer's
    /// `value(forKeyPath:)` for positions, opacity and transform parts.
    @Test func presentationValuesForInterruptedAnimations() {
        let sim = Simulation()
        sim.asCurrent {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 50
            move.toValue = 250
            move.duration = 1
            layer.add(move, forKey: "move")
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 3
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            sim.advance(by: 0.5)
            let p = layer.presentation()
            let y = p?.value(forKeyPath: "position.y") as? Double ?? .nan
            let scale = p?.value(forKeyPath: "transform.scale.x") as? Double ?? .nan
            #expect(abs(y - 150) < 1e-6 && abs(scale - 2) < 1e-6, "y \(y) scale \(scale)")
            #expect((p?.value(forKeyPath: "position") as? CGPoint)?.x == 50 && p?.value(forKeyPath: "opacity") as? Double == 1)
            // The presentation is a copy of the layer: a key no animation touches reads the model's.
            let shadow = p?.value(forKeyPath: "shadowOpacity")
            #expect(shadow as? Float == 0 || shadow as? Double == 0, "\(String(describing: shadow))")
            // The model is where the animations leave it: the from-value idiom reads the screen.
            #expect(layer.value(forKeyPath: "position.y") as? Double == 50)
        }
    }

    /// Rotation posts the status-bar orientation notifications around the device's; `UIDevice()`,
    /// `HUGE`, a table's readable-width flag.
    @Test func statusBarOrientationNotificationsAndSmallNames() {
        withUIKitStage { sim, _ in
            final class Heard: @unchecked Sendable { var log: [String] = [] }
            let heard = Heard()
            let center = NotificationCenter.default
            let a = center.addObserver(forName: UIApplication.willChangeStatusBarOrientationNotification, object: nil, queue: nil) { n in
                heard.log.append("will \(n.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int ?? -1)")
            }
            let b = center.addObserver(forName: UIApplication.didChangeStatusBarOrientationNotification, object: nil, queue: nil) { n in
                heard.log.append("did \(n.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? Int ?? -1)")
            }
            defer {
                center.removeObserver(a)
                center.removeObserver(b)
            }
            sim.application.rotate(to: .landscapeLeft)
            #expect(heard.log == ["will \(UIInterfaceOrientation.landscapeRight.rawValue)", "did \(UIInterfaceOrientation.portrait.rawValue)"])
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight && UIApplication.shared.statusBarOrientation.isLandscape)
            #expect(UIDevice().userInterfaceIdiom == UIDevice.current.userInterfaceIdiom)
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.repeatCount = HUGE
            #expect(spin.repeatCount == .infinity)
            let table = UITableView()
            table.cellLayoutMarginsFollowReadableWidth = true
            #expect(table.cellLayoutMarginsFollowReadableWidth)
        }
    }

    /// Batch 8's small surface: an overridden `selectedItem`, font sizes, segmented images, weak
    /// hash tables, accessibility containers and custom actions, display links' frame intervals.
    @Test func eighthBatchSmallSurface() {
        withUIKitStage { _, _ in
            let bar = BubbleBar()
            let item = UITabBarItem(title: "a", image: nil, tag: 0)
            bar.items = [item]
            bar.selectedItem = item
            #expect(bar.changes == 1 && bar.selectedItem === item)
            #expect(UIFont.systemFontSize == 17 && UIFont.buttonFontSize == 18 && CGFloat(truncating: NSNumber(value: 2.5)) == 2.5)
            let segments = UISegmentedControl(items: ["a", "b"])
            segments.setDividerImage(UIImage(), forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
            #expect(segments.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) != nil)

            let table = NSHashTable<Listener>.weakObjects()
            var kept: Listener? = Listener()
            let other = Listener()
            table.add(kept)
            table.add(other)
            table.add(other)
            #expect(table.count == 2)
            kept = nil
            #expect(table.allObjects.count == 1 && table.contains(other))

            let cell = SwipeCell(style: .default, reuseIdentifier: nil)
            cell.revealed = true
            #expect(cell.accessibilityElementCount() == 2 && cell.accessibilityCustomActions?.first?.name == "Delete")
            #expect(UITableViewCell.SeparatorStyle.none == UITableView.SeparatorStyle.none)
            #expect(SwipeCell.classForCoder() == SwipeCell.self)
            let menuCell = MenuCell(style: .default, reuseIdentifier: "menu", inset: 12)
            #expect(menuCell.inset == 12 && menuCell.reuseIdentifier == "menu")
            UIApplication.shared.isIdleTimerDisabled = true
            #expect(UIApplication.shared.isIdleTimerDisabled)
            let link = CADisplayLink(target: cell, selector: Selector(SwipeCell.layoutSubviews, "layoutSubviews"))
            link.frameInterval = 2
            #expect(link.preferredFramesPerSecond == 30 && link.frameInterval == 2)
            link.invalidate()
        }
    }

    /// iOS 2–12 animation blocks: changes between `beginAnimations` and `commitAnimations`
    /// animate with the block's duration and curve, and the delegate hears the end.
    @Test func beginCommitAnimationBlocks() throws {
        try withUIKitStage { sim, root in
            let menu = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(menu)
            let listener = BlockListener()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.5)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(listener)
            UIView.setAnimationDidStop(Selector(BlockListener.animationDidStop(_:finished:), "animationDidStop:finished:"))
            menu.frame.origin.x = 200
            UIView.commitAnimations()
            #expect(menu.frame.origin.x == 200)  // the model value at once, as in UIKit
            sim.advance(by: 0.25)
            let onScreen = menu.layer.presentation()?.frame.origin.x ?? .nan
            #expect(abs(onScreen - 100) < 2, "\(onScreen)")
            try sim.runUntilIdle()
            #expect(listener.stops == [true] && menu.layer.presentation()?.frame.origin.x == 200, "\(sim.violations)")
            UIView.commitAnimations()  // no open block: nothing
            UIView.setAnimationDuration(3)
            #expect(sim.violations.isEmpty)
        }
    }

    /// A navigation controller's tab tapped while selected pops to its root (UIKit's tab bar).
    @Test func tappingTheSelectedNavigationTabPopsToRoot() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (tabs, nav) = sim.asCurrent { () -> (UITabBarController, UINavigationController) in
            let nav = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, UIViewController()]
            return (tabs, nav)
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            nav.pushViewController(UIViewController(), animated: false)
            nav.pushViewController(UIViewController(), animated: false)
            try sim.runUntilIdle()
            tabs.tapTab(at: 0)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 1 && tabs.selectedIndex == 0)
        }
    }

    @Test func invalidatingWrapperInvalidatesOnlyOnChange() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.layoutIfNeeded()
        let settled = badge.layouts
        badge.position = 0  // the same value: nothing is invalidated
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled)
        badge.position = 3
        #expect(badge.position == 3)
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled + 1)

        badge.layer.displayIfNeeded()
        #expect(!badge.layer.needsDisplay())
        badge.text = "9+"
        #expect(badge.text == "9+" && badge.layer.needsDisplay())

        badge.layer.displayIfNeeded()
        badge.inset = 4
        #expect(badge.needsUpdateConstraints() && badge.layer.needsDisplay())
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled + 2)
    }
}
