import Foundation

/// `UITabBarController`: children selected one at a time from a bar of tabs.
///
/// UIKit's semantics:
/// * `viewControllers` is optional and settable (`setViewControllers(_:animated:)`): the old
///   children go, the new ones become children; the previously selected controller is
///   reselected if still there, else the one at the same index, else the first.
/// * `selectedIndex` is an `Int` (`NSNotFound` with no controllers); setting it or
///   `selectedViewController` changes the selection from code: the delegate is asked for an
///   animator (and then an interaction controller) but not `shouldSelect`/`didSelect`.
/// * A tap on a tab (`tapTab(at:)`) asks `tabBarController(_:shouldSelect:)`, selects, then
///   tells `tabBarController(_:didSelect:)` (also when the tab was already selected).
/// * Without an animator from the delegate the switch is immediate; with one it runs through
///   the transition runner like a navigation transition (`.custom` style, `.zero` for the unknown
///   initial frame of the incoming view and final frame of the outgoing one), interactively when
///   the delegate's interaction controller wants an interactive start. The new selection reads
///   back at once and reverts if the transition is cancelled.
/// * The selected child's view fills the controller's view (the bar is translucent by default:
///   content extends under it); with `tabBar.isTranslucent == false` it stops at the bar.
/// * The bar has five slots on a phone, eight on a pad. With more
///   controllers than slots, the last slot is the More tab: `moreNavigationController`, a
///   navigation controller whose root lists the controllers that did not fit (tapping a row
///   pushes it). Selecting one of those from code shows the More tab with it pushed;
///   `selectedViewController` is then that controller and `selectedIndex` its index, while the
///   list itself reads back as `moreNavigationController` and `NSNotFound` (UIKit's documented
///   behaviour). Tapping the selected tab again pops a navigation controller to its root.
open class TabBarController: ViewController, TabBarDelegate {
    /// The selected child (nil with no children).
    package private(set) var selected: ViewController?
    private var children_: [ViewController]?

    open weak var delegate: (any TabBarControllerDelegate)? {
        didSet { delegateWasSet = delegate != nil }
    }
    private var delegateWasSet = false
    /// `delegateWasSet`, for the fingerprint.
    package var delegateWasSetForFingerprint: Bool { delegateWasSet }
    private var liveDelegate: (any TabBarControllerDelegate)? {
        simulation.noteDelegate(isNil: delegate == nil, wasSet: &delegateWasSet, "\(reportTitle).delegate")
        return delegate
    }

    /// The view that hosts the selected child's view (the transition's container view).
    package private(set) lazy var childHost: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(reportTitle).host")
        view.addSubview(v)
        return v
    }()

    /// The More tab's navigation controller, once asked for or needed.
    private var moreStorage: NavigationController?
    /// `moreNavigationController`: the More tab (see the type's notes). Its bar and delegate are
    /// the app's to style and set, as in UIKit.
    public var moreNavigationController: NavigationController {
        if let more = moreStorage { return more }
        let more = NavigationController(simulation, title: "\(reportTitle).more", root: MoreListController(tabs: self))
        more.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
        more.tabBarItem.title = "More"
        moreStorage = more
        return more
    }
    package var moreNavigationControllerIfMade: NavigationController? { moreStorage }

    /// Whether the bar is hidden because a navigation controller in a tab pushed a controller that
    /// `hidesBottomBarWhenPushed` (the model hid it; a bar the app hid stays the app's).
    private var barHiddenForPush = false
    package var barHiddenForPushForFingerprint: Bool { barHiddenForPush }

    /// The bar as the selected tab wants it: hidden while its navigation stack has a pushed
    /// controller that hides bottom bars.
    func updateBottomBarForSelection() {
        bottomBarHiddenForPushedController((selected as? NavigationController)?.hidesBottomBarForStack ?? false)
    }

    /// Hides the bar for a pushed controller that hides bottom bars, or shows it again once no
    /// such controller is pushed (only if it was hidden for one).
    private func bottomBarHiddenForPushedController(_ hides: Bool) {
        if hides, !tabBarStorage.isHidden {
            tabBarStorage.isHidden = true
            barHiddenForPush = true
        } else if !hides, barHiddenForPush {
            tabBarStorage.isHidden = false
            barHiddenForPush = false
        } else {
            return
        }
        relayOut()
    }

    /// How many tabs the bar shows: five on a phone, eight on a pad (by idiom, so a rotation
    /// does not move tabs in and out of the More tab).
    var tabSlots: Int { simulation.application.device.idiom == .pad ? 8 : 5 }

    /// The controllers in the bar's slots, the More tab last when they do not all fit.
    var tabControllers: [ViewController] {
        let all = children_ ?? []
        guard all.count > tabSlots else { return all }
        return Array(all.prefix(tabSlots - 1)) + [moreNavigationController]
    }

    /// The controllers the More tab lists (empty when all fit).
    var overflowControllers: [ViewController] {
        let all = children_ ?? []
        return all.count > tabSlots ? Array(all.dropFirst(tabSlots - 1)) : []
    }

    /// `tabBar`: along the bottom, over the content. Open and read-only, as UIKit declares it: an
    /// app's subclass may narrow it to its own bar class (`override var tabBar: MyBar { super.tabBar
    /// as! MyBar }`, the bar given by `setValue(_:forKey: "tabBar")`).
    open var tabBar: TabBar { tabBarStorage }
    lazy var tabBarStorage: TabBar = TabBar(simulation, frame: .zero, name: "\(reportTitle).tabBar")

    public init(_ simulation: Simulation, title: String = "tabs", viewControllers: [ViewController]? = nil) {
        children_ = viewControllers
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        pending.end()
    }

    /// `UITabBarController()` / `init(nibName:bundle:)`: no controllers yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)` (never called by the model; see `ViewController.init?(coder:)`): no
    /// controllers yet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        _ = childHost
        view.addSubview(tabBarStorage)
        layOutBar()
        if let first = tabControllers.first { showInitial(first) }
        syncBarItems()
    }

    /// The bar follows the safe area: laid out when the controller appears, lays out, or its
    /// safe area changes (rotation, another device).
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        relayOut()
    }
    override open func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        relayOut()
    }
    override open func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        relayOut()
    }

    private func relayOut() {
        guard isViewLoaded else { return }
        layOutBar()
        if activeTransition == nil { selected?.view.frame = contentFrame }
    }

    // MARK: Controllers

    /// `viewControllers`.
    open var viewControllers: [ViewController]? {
        get { children_ }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `setViewControllers(_:animated:)`: replaces the children (refused while a switch runs).
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        guard activeTransition == nil else {
            simulation.reject(.transitionInFlight(container: reportTitle))
            return
        }
        let old = tabControllers
        let previous = selected
        let previousIndex = previous.flatMap { p in old.firstIndex { $0 === p } }
        children_ = viewControllers
        let new = tabControllers
        releaseOverflowLeavingTheMoreTab()
        guard isViewLoaded else {
            selected = nil
            return
        }
        let next: ViewController? =
            previous.flatMap { p in new.first { $0 === p } }
            ?? previousIndex.flatMap { new.indices.contains($0) ? new[$0] : nil } ?? new.first
        if let p = previous, p !== next {
            p.willMove(toParent: nil)
            if appearanceState == .appeared || appearanceState == .appearing {
                p.beginAppearance(false, animated: false)
                p.view.removeFromSuperview()
                p.endAppearanceIfNeeded()
            } else {
                p.view.removeFromSuperview()
            }
            p.removeFromParent()
            selected = nil
        }
        for vc in old where vc !== next && !new.contains(where: { $0 === vc }) && vc.parent === self {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        if let n = next, n !== selected { showInitial(n) }
        syncBarItems()
    }

    /// A controller pushed on the More tab that is no longer listed there (or no longer a tab at
    /// all) leaves the More tab's stack before it can be shown anywhere else.
    private func releaseOverflowLeavingTheMoreTab() {
        guard let more = moreStorage, more.viewControllers.count > 1 else { return }
        let listed = overflowControllers
        // The controller the list pushed is second; what it pushed itself stays above it.
        let shown = more.viewControllers[1]
        guard !listed.contains(where: { $0 === shown }) else { return }
        more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
    }

    /// Puts `vc`, one of the controllers the More tab lists, on the More tab's stack above the
    /// list (replacing another one there).
    func pushOnMoreTab(_ vc: ViewController, animated: Bool) {
        let more = moreNavigationController
        guard more.topViewController !== vc, let list = more.viewControllers.first else { return }
        if more.viewControllers.count == 1, animated, more.isViewLoaded, more.view.window != nil {
            more.pushViewController(vc, animated: true)
        } else {
            more.setViewControllers([list, vc], animated: false)
        }
    }

    private func showInitial(_ vc: ViewController) {
        addChild(vc)
        vc.view.frame = contentFrame
        childHost.addSubview(vc.view)
        vc.didMove(toParent: self)
        selected = vc
        if appearanceState == .appearing || appearanceState == .appeared {
            vc.beginAppearance(true, animated: false)
            if appearanceState == .appeared { vc.endAppearanceIfNeeded() }
        }
        updateBottomBarForSelection()
    }

    /// Where the selected child's view goes: the whole view, or above an opaque bar.
    private var contentFrame: CGRect {
        let b = childHost.bounds
        return tabBarStorage.isTranslucent || tabBarStorage.isHidden ? b : CGRect(x: 0, y: 0, width: b.width, height: max(b.height - tabBarStorage.frame.height, 0))
    }

    /// `setValue(myTabBar, forKey: "tabBar")` (the way apps give a tab bar controller a bar
    /// subclass of their own): `bar` becomes the controller's bar, in the old one's place, showing
    /// the controllers' items, managed by this controller.
    func replaceTabBar(with bar: TabBar) {
        guard bar !== tabBarStorage else { return }
        let old = tabBarStorage
        tabBarStorage = bar
        guard isViewLoaded else { return }
        let index = view.subviewList.firstIndex { $0 === old }
        old.removeFromSuperview()
        bar.removeFromSuperview()
        if let index { view.insertSubview(bar, at: index) } else { view.addSubview(bar) }
        bar.isHidden = old.isHidden
        layOutBar()
        syncBarItems()
    }

    func layOutBar() {
        // 49 pt plus the bottom safe area (the home indicator), as UIKit sizes it.
        let b = view.bounds
        let h = TabBar.height + view.safeAreaInsets.bottom
        tabBarStorage.frame = CGRect(x: 0, y: b.height - h, width: b.width, height: h)
    }

    func syncBarItems() {
        guard isViewLoaded else { return }
        tabBarStorage.itemsStorage = children_ == nil ? nil : tabControllers.map(\.tabBarItem)
        tabBarStorage.selectedItemStorage = selected?.tabBarItem
    }

    // MARK: Selection

    /// `selectedViewController`: setting it selects from code (see the type's notes). On the More
    /// tab: the controller pushed there, or the More navigation controller showing its list.
    open var selectedViewController: ViewController? {
        get {
            _ = view
            if let more = moreStorage, selected === more, more.viewControllers.count > 1 {
                let listed = overflowControllers
                if let shown = more.viewControllers.dropFirst().last(where: { vc in listed.contains { $0 === vc } }) { return shown }
            }
            return selected
        }
        set {
            guard let vc = newValue else { return }
            do { try select(vc) } catch { simulation.reportRefusal(error) }
        }
    }

    /// `selectedIndex`: `NSNotFound` with no selection.
    open var selectedIndex: Int {
        get {
            _ = view
            return selectedViewController.flatMap { s in children_?.firstIndex { $0 === s } } ?? NSNotFound
        }
        set {
            do { try select(index: newValue) } catch { simulation.reportRefusal(error) }
        }
    }

    /// Selects the child at `index` from code; throws when out of range or while a switch runs.
    public func select(index: Int, animated: Bool? = nil) throws(TransitionError) {
        _ = view
        guard let vcs = children_, vcs.indices.contains(index) else { throw .notFound("index \(index) in \(reportTitle)") }
        try select(vcs[index])
    }

    /// Selects `vc` from code (a no-op when already selected). The delegate's animator, if any,
    /// animates the switch, and its interaction controller (or `interaction`) drives it. One of
    /// the controllers the More tab lists is pushed on the More tab, which is then selected.
    public func select(
        _ vc: ViewController, interaction: (any ViewControllerInteractiveTransitioning)? = nil
    ) throws(TransitionError) {
        _ = view
        let tabs = tabControllers
        if !tabs.contains(where: { $0 === vc }) {
            guard activeTransition == nil, overflowControllers.contains(where: { $0 === vc }) else {
                throw .notFound("\(vc.reportTitle) in \(reportTitle)")
            }
            pushOnMoreTab(vc, animated: false)
            return try select(moreNavigationController, interaction: interaction)
        }
        guard let from = selected else {
            showInitial(vc)
            syncBarItems()
            return
        }
        guard from !== vc else { return }
        let animator = liveDelegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: vc)
        let interactionController = animator.flatMap { a in interaction ?? delegate?.tabBarController(self, interactionControllerFor: a) }
        vc.view.frame = contentFrame
        selected = vc
        syncBarItems()
        do {
            try ChildTransition.run(
                container: self, in: childHost, from: from, to: vc, kind: .select, animated: animator != nil,
                keepsFrom: false, removesTo: true, style: .custom, animator: animator, interaction: interactionController
            ) { [weak self] completed in
                guard let self else { return }
                if !completed {
                    self.selected = from
                    self.syncBarItems()
                }
                self.updateBottomBarForSelection()
            }
        } catch {
            selected = from
            syncBarItems()
            throw error
        }
    }

    /// A tap on the tab at `index` of the bar (the More tab is the last slot when the controllers
    /// do not all fit): ignored while the bar is hidden, while the app ignores touches or a switch runs, or when
    /// the item is disabled; otherwise the bar tells its delegate, this controller
    /// (`tabBar(_:didSelect:)`).
    public func tapTab(at index: Int) {
        _ = view
        guard !simulation.application.isIgnoringInteractionEvents, activeTransition == nil, !tabBarStorage.isHidden,
            case let vcs = tabControllers, vcs.indices.contains(index), vcs[index].tabBarItem.isEnabled
        else { return }
        tabBar(tabBarStorage, didSelect: vcs[index].tabBarItem)
    }

    /// `tabBar(_:didSelect:)`: UIKit's tab bar controller is its bar's delegate, and this is where a
    /// tap on an item becomes a selection: `tabBarController(_:shouldSelect:)`, the switch, then
    /// `tabBarController(_:didSelect:)` (also when the tab was already selected: a navigation
    /// controller's tab tapped again pops to its root, animated). Apps override it (calling super)
    /// to animate the tapped item. An item that is not one of this controller's tabs, or a call
    /// while a switch runs, does nothing.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard activeTransition == nil, let vc = tabControllers.first(where: { $0.tabBarItem === item }) else { return }
        guard liveDelegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if vc === selected, let nav = vc as? NavigationController, nav.viewControllers.count > 1, nav.activeTransition == nil {
            _ = nav.popToRootViewController(animated: true)
        } else {
            do { try select(vc) } catch { return simulation.reportRefusal(error) }
        }
        delegate?.tabBarController(self, didSelect: vc)
    }
}
