import Foundation

/// A view controller: a view, containment (parent/children), appearance callbacks and modal
/// presentation, with UIKit's rules.
///
/// Containment: `addChild` calls `willMove(toParent:)` on the child; the container adds the
/// child's view and then calls `didMove(toParent:)` itself. `removeFromParent` calls
/// `didMove(toParent: nil)`; the container calls `willMove(toParent: nil)` first. Every callback
/// is journaled on the simulation so the checks can verify the balance.
open class ViewController: Responder, ContentContainer, FocusEnvironment {
    public let simulation: Simulation
    /// The controller's name in reports, made up from its type unless given; setting UIKit's
    /// `title` (`title = "Photos"`) renames it. The journal and its checks follow `journalID`, not
    /// the name.
    public var reportTitle: String
    /// `title`: `String?`, nil until set, as in UIKit; open, so subclasses override it (a dialog
    /// that shows its title in a label). Setting a non-empty one renames the controller in
    /// reports too (`reportTitle`).
    open var title: String? {
        get { uikitTitle }
        set { uikitTitle = newValue }
    }
    /// This controller's number in its simulation, fixed for its life: the journal's key, so a
    /// controller renamed between `willMove` and `didMove`, or two controllers given one title,
    /// stay two balances.
    package let journalID: Int

    @exclusivity(unchecked) var loadedView: View?
    public var isViewLoaded: Bool { loadedView != nil }
    /// Where this controller can be first responder: its view's window.
    package override var responderWindow: Window? { loadedView?.window }
    package override var keyboardApplication: Application? { simulation.application }

    @exclusivity(unchecked) public private(set) weak var parent: ViewController?
    @exclusivity(unchecked) public private(set) var children: [ViewController] = []

    /// The controller this one presents itself (strong, as in UIKit); `presentedViewController`
    /// also answers for an ancestor's.
    @exclusivity(unchecked) package var ownPresentedViewController: ViewController?
    /// The controller that presents this one itself; `presentingViewController` also answers for
    /// the farthest ancestor's.
    @exclusivity(unchecked) package weak var ownPresentingViewController: ViewController?
    open var modalPresentationStyle: ModalPresentationStyle = .fullScreen {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// The system animation of a presentation without a custom animator (`UIModalTransitionStyle`).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// `definesPresentationContext`: a `.currentContext` / `.overCurrentContext` presentation
    /// asked of this controller or a descendant is made by this controller
    /// (`presentationHost(for:)`); the presented view still covers the window in this model.
    open var definesPresentationContext = false
    /// `preferredContentSize`: a change is reported to the presentation controller presenting
    /// this controller and to the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        willSet { observerList?.willChange() }
        didSet {
            observerList?.didChange()
            guard preferredContentSize != oldValue else { return }
            if ownPresentingViewController != nil { presentationController?.preferredContentSizeDidChange(forChildContentContainer: self) }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// `preferredContentSizeDidChange(forChildContentContainer:)`: a child's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: a child's view, laid out
    /// with Auto Layout, fits another size (UIKit: "a child view controller was resized using
    /// Auto Layout"; `AutoLayout.reportFittingSizeChanges`). The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// The popover presentation controller made for `.popover` (`popoverPresentationController`).
    var popoverStorage: PopoverPresentationController?
    /// Weak, as in UIKit: the caller must keep the delegate alive.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        willSet { observerList?.willChange() }
        didSet {
            transitioningDelegateWasSet = transitioningDelegate != nil
            observerList?.didChange()
        }
    }
    /// The controller's key-value observers, made on first `observe`. Observable:
    /// `transitioningDelegate`, `modalPresentationStyle`, `modalTransitionStyle` and
    /// `preferredContentSize` — the properties transition code watches (a library that installs
    /// itself as the transitioning delegate observes whether the app replaces it) — and an app
    /// subclass's `@objc dynamic` properties.
    var observerList: KeyValueObserverList?
    override func keyValueObserverList() -> KeyValueObserverList {
        KeyValueObserverList.made(in: &observerList)
    }
    var transitioningDelegateWasSet = false

    /// The transitioning delegate for a transition about to start; a delegate that was set and
    /// has since been released is recorded (UIKit falls back to its default without a word).
    func liveTransitioningDelegate() -> (any ViewControllerTransitioningDelegate)? {
        simulation.noteDelegate(
            isNil: transitioningDelegate == nil, wasSet: &transitioningDelegateWasSet, "\(reportTitle).transitioningDelegate")
        return transitioningDelegate
    }
    /// The presentation controller of the presentation that shows this controller. Before the
    /// presentation, for a sheet style (`.pageSheet`, `.formSheet`, `.automatic`), the sheet
    /// controller that will present it (made on first access, as UIKit does — so
    /// `presentationController?.delegate = self` before `present` hears the swipe's dismissal
    /// callbacks); nil before a presentation of any other style.
    open var presentationController: PresentationController? { modelPresentationController }

    /// The presentation controller the model runs the presentation with (what
    /// `presentationController` answers unless a subclass overrides it, as UIKit's own code reads
    /// its instance variable, not the overridable getter).
    package var modelPresentationController: PresentationController? {
        get {
            if let p = presentationStorage { return p }
            return ownPresentingViewController == nil ? pendingSheet() : nil
        }
        set { presentationStorage = newValue }
    }
    /// The presentation controller of the presentation in progress or shown.
    var presentationStorage: PresentationController?
    /// The sheet presentation controller made for a sheet style (`sheetPresentationController`),
    /// kept for every later presentation of this controller in a sheet style (model's choice:
    /// a sheet configured once in `viewDidLoad` keeps its configuration).
    var sheetStorage: SheetPresentationController?
    /// `sheetPresentationController` (iOS 15): the presentation controller when it is a sheet —
    /// before the presentation, the one that will present this controller when its style is
    /// `.pageSheet`, `.formSheet` or `.automatic` (made on first access); nil otherwise (another
    /// style, or a custom presentation controller). Open, as in UIKit (subclasses override it,
    /// some with a non-optional type).
    open var sheetPresentationController: SheetPresentationController? {
        if let p = presentationStorage { return p as? SheetPresentationController }
        return pendingSheet()
    }
    /// The sheet that will present this controller (made on first use), for a sheet style and
    /// no presentation yet — not overridable, so an override of `sheetPresentationController`
    /// that reads `presentationController` does not recurse.
    final func pendingSheet() -> SheetPresentationController? {
        guard modalPresentationStyle.isSheet, ownPresentingViewController == nil else { return nil }
        if let s = sheetStorage { return s }
        let s = SheetPresentationController(presentedViewController: self, presenting: nil)
        sheetStorage = s
        return s
    }

    package private(set) var appearanceState: AppearanceState = .disappeared
    /// The last appearance transition was the app's own call (`beginAppearanceTransition` by
    /// hand, or forwarded from a parent the app called it on), not UIKit's. Manual forwarding is
    /// the app's policy: a sheet library may tell the controller under it that it disappeared
    /// while it stays visible around the sheet (checks: `WindowAudit.appearance`).
    package private(set) var appearanceSetByApp = false
    /// Forward appearance callbacks to children automatically (UIKit's default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }


    /// The preferred size of the view (used when it is first loaded).
    package var preferredSize = CGSize(width: 390, height: 844)

    /// Set on the window's root controller.
    weak var windowRoot: Window?
    /// The transition this controller is running as a container or presenter, if any.
    package internal(set) var activeTransition: TransitionContext?
    /// Where a full-screen presentation took the presenter's view from.
    var savedPresenterPlacement: Placement?
    /// Where this controller's view was when it presented (for iOS 7's restore on dismissal).
    var placementAtPresentation: Placement?

    /// A superview and an index in its subviews, held weakly: the superview is usually the
    /// window, which holds this controller (`rootViewController`) — a strong reference here was a
    /// cycle that kept every presenting world alive.
    struct Placement {
        weak var superview: View?
        var index: Int
        init?(of view: View) {
            guard let sv = view.superview else { return nil }
            superview = sv
            index = sv.subviewList.firstIndex { $0 === view } ?? 0
        }
    }

    /// A controller of `simulation` titled `title` (through `init(nibName:bundle:)`, so app
    /// subclasses inherit UIKit's convenience initialisers: `Simulation+PendingInit.swift`).
    public convenience init(_ simulation: Simulation, title: String) {
        let pending = simulation.beginInit(of: Self.self, name: title)
        self.init(nibName: nil, bundle: nil)
        pending.end()
    }

    deinit { simulation.census.unregister(ObjectIdentifier(self)) }

    /// UIKit's `init(nibName:bundle:)` (there are no nibs: both are ignored): a controller of
    /// this thread's current simulation (`Simulation.current`), titled after its type.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        simulation = Simulation.current
        if let given = simulation.takePendingName(for: type(of: self)) {
            reportTitle = given
        } else {
            simulation.controllersMadeByUIKitInit += 1
            reportTitle = "\(type(of: self))-\(simulation.controllersMadeByUIKitInit)"
        }
        simulation.controllersMade += 1
        journalID = simulation.controllersMade
        super.init()
        uikitState.nibName = nibNameOrNil
        uikitState.nibBundle = nibBundleOrNil
        simulation.census.registerOwned(self, .controller, name: reportTitle)
    }

    /// `UIViewController()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `init?(coder:)`, required as in UIKit so that subclasses' `required init?(coder:)`
    /// compile. There are no storyboards here: the model never calls it; called directly, it
    /// makes a controller of the current simulation, like `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        simulation = Simulation.current
        simulation.controllersMadeByUIKitInit += 1
        reportTitle = "\(type(of: self))-\(simulation.controllersMadeByUIKitInit)"
        simulation.controllersMade += 1
        journalID = simulation.controllersMade
        super.init()
        simulation.census.registerOwned(self, .controller, name: reportTitle)
    }

    /// Open, as `NSObject`'s: an app's override names the controller in its own logs (the
    /// model's reports name it by `reportTitle`).
    open override var description: String { reportTitle }

    /// `next`: the root view's superview; for a presented controller whose view is not in a
    /// superview, the presenting controller (UIKit's responder chain).
    open override var next: Responder? {
        if isViewLoaded, let s = view.superview { return s }
        return ownPresentingViewController ?? parent
    }

    // MARK: View

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`); settable, as
    /// in UIKit, typically from `loadView()`. Typed `View!` as in UIKit (`vc.view!`,
    /// `if let v = vc.view` compile); reading it never gives nil (it loads the view). Setting nil
    /// unloads it: the next read loads it again.
    open var view: View! {
        get {
            if let v = loadedView { return v }
            isLoadingView = true
            let _: Void = simulation.asCurrent { loadView() }
            isLoadingView = false
            let v = loadedView ?? defaultView()
            adopt(v)
            simulation.asCurrent { viewDidLoad() }
            return v
        }
        set {
            guard let newValue else {
                loadedView = nil
                return
            }
            let firstLoad = !isLoadingView && loadedView == nil
            adopt(newValue)
            if firstLoad { viewDidLoad() }
        }
    }
    var isLoadingView = false

    private func adopt(_ v: View) {
        v.isOpaqueContent = true
        v.owningController = self
        loadedView = v
    }

    /// UIKit's default root view: flexible width and height (`autoresizingMask`), so it follows
    /// a superview that resizes (a container's view on rotation).
    private func defaultView() -> View {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(reportTitle).view")
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return v
    }

    /// UIKit's `loadView()`: creates the root view and assigns it to `view`. The default uses
    /// `loadView() -> View`.
    open func loadView() {
        let v: View = loadView()
        view = v
        // Where UIKit's default loads the controller's storyboard scene or nib and connects its
        // outlets (so an override that calls `super.loadView()` finds them connected).
        simulation.connectOutlets?(self)
    }

    /// Creates the root view (Transit's spelling; override either this or `loadView()`).
    /// Disfavoured, so that UIKit's `super.loadView()` statement picks UIKit's `loadView()`
    /// rather than being ambiguous between the two (a `View` context still picks this one).
    @_disfavoredOverload
    open func loadView() -> View { defaultView() }

    /// The navigation controller this controller is in (its nearest such ancestor), if any. Open
    /// as UIKit's: a controller hosted by a wrapper answers with the wrapper's.
    open var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// `tabBarItem`: this controller's item in a tab bar (made on first use, titled as the
    /// controller). Open as UIKit's: a wrapper controller answers with the item of the controller
    /// it wraps, and the tab bar shows that one.
    open var tabBarItem: TabBarItem! {
        get {
            if let i = uikitState.tabBarItem { return i }
            let i = TabBarItem(title: reportTitle, tag: 0)
            uikitState.tabBarItem = i
            return i
        }
        set { uikitState.tabBarItem = newValue }
    }

    /// `nibName` / `nibBundle`: what `init(nibName:bundle:)` was given (there are no nibs).
    open var nibName: String? { uikitState.nibName }
    open var nibBundle: Bundle? { uikitState.nibBundle }

    /// The tab bar controller this controller is in, if any. Open, as UIKit's (a wrapping
    /// navigation library answers for the controller it wraps).
    open var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
    /// `splitViewController`: the split view controller this controller is in, if any. Open.
    open var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }
    /// `childViewControllerForPointerLock` (iOS 14): the child whose `prefersPointerLocked`
    /// counts (no pointer here: read back).
    open var childViewControllerForPointerLock: ViewController? { nil }

    func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var vc = parent
        while let cur = vc {
            if let found = cur as? T { return found }
            vc = cur.parent
        }
        return nil
    }

    open func viewDidLoad() {
        if adoptsCategory(.viewDidLoad), let c = self as? CategoryOverride.ViewDidLoad, CategoryOverride.run(self, #function, { c.categoryViewDidLoad() }) != nil { return }
        if MethodSwizzling.isActive(.viewDidLoad), MethodSwizzling.divert(self, ViewController.self, "viewDidLoad") != nil { return }
        modelViewDidLoad()
    }
    /// UIKit's `viewDidLoad` (nothing), run as the implementation a swizzled entry holds.
    final func modelViewDidLoad() {}

    // UIKit's override points around the environment (ViewController+UIKitSurface.swift).
    /// `didReceiveMemoryWarning()`: the model never sends one.
    open func didReceiveMemoryWarning() {}

    /// State preservation and restoration (`UIStateRestoring`): `restorationIdentifier` is
    /// stored; UIKit calls `encodeRestorableState(with:)` when the app is suspended with state
    /// preservation on, and `decodeRestorableState(with:)` / `applicationFinishedRestoringState()`
    /// when it relaunches. The simulated app is never suspended or relaunched: never called.
    open var restorationIdentifier: String? {
        get { uikitState.restorationIdentifier }
        set { uikitState.restorationIdentifier = newValue }
    }
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open func applicationFinishedRestoringState() {}

    /// `prepare(for:sender:)`: called by `performSegue(withIdentifier:sender:)` before the segue
    /// performs (`Storyboard.swift`); override to configure the destination.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// `shouldPerformSegue(withIdentifier:sender:)`: asked before a control-triggered segue (the
    /// model has none; `performSegue` does not ask, as in UIKit).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// `canPerformUnwindSegueAction(_:from:sender:)`: whether this controller is the destination
    /// of an unwind segue with `action` — by default whether it has the action's method, as UIKit
    /// answers (`responds(to:)`); the model performs no unwind segue itself.
    open func canPerformUnwindSegueAction(_ action: TypedSelector, from fromViewController: ViewController, sender: Any?) -> Bool {
        action.canBeInvoked(on: self) && fromViewController !== self
    }
    /// `unwind(for:towards:)`: an unwind segue passes through this container on its way to
    /// `subsequentVC` (a child of this one, or the destination): a container shows that child.
    /// UIKit's default does nothing; a navigation controller's pops to it. (The model performs no
    /// unwind segues itself: an app's override and its `super` call run as written.)
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}
    /// `forUnwindSegueAction(_:from:withSender:)` (deprecated in iOS 9, still overridden by
    /// containers): the controller that handles the unwind action — the last child, other than
    /// the source, that can perform it, else this controller if it can, else nil, as UIKit's
    /// default searched.
    open func forUnwindSegueAction(_ action: TypedSelector, from fromViewController: ViewController, withSender sender: Any?) -> ViewController? {
        if let child = children.reversed().first(where: { $0 !== fromViewController && $0.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) }) {
            return child
        }
        return canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) ? self : nil
    }
    /// `allowedChildrenForUnwinding(from:)`: the children an unwind search looks through — all
    /// of them except the one the unwind starts from or within, as UIKit's default.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let from = childContaining(source)
        return children.filter { $0 !== from }
    }
    /// `viewSafeAreaInsetsDidChange()`: called when the root view's safe-area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// `traitCollectionDidChange(_:)`: called when the device's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        guard adoptsCategory(.traitCollectionDidChange), let c = self as? CategoryOverride.TraitCollectionDidChange else { return }
        _ = CategoryOverride.run(self, #function) { c.categoryTraitCollectionDidChange(previousTraitCollection) }
    }
    /// `additionalSafeAreaInsets`: added to the root view's safe area (and its descendants').
    /// `overrideUserInterfaceStyle` (`ViewController+UIKitSurface.swift`).
    package var styleOverride: TraitCollection.Style = .unspecified
    /// `traitOverrides` (`Runtime/TraitOverrides.swift`).
    package var traitOverrideStorage = TraitOverrides()
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets, isViewLoaded { view.notifySafeAreaChange() } }
    }
    /// `preferredStatusBarUpdateAnimation`.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// `childForStatusBarStyle` / `childForStatusBarHidden`; by default what the Swift 4
    /// spellings below answer.
    open var childForStatusBarStyle: ViewController? {
        guard adoptsCategory(.childForStatusBarStyle), let c = self as? CategoryOverride.ChildForStatusBarStyle else { return childViewControllerForStatusBarStyle }
        return CategoryOverride.run(self, #function) { c.categoryChildForStatusBarStyle } ?? childViewControllerForStatusBarStyle
    }
    open var childForStatusBarHidden: ViewController? {
        guard adoptsCategory(.childForStatusBarHidden), let c = self as? CategoryOverride.ChildForStatusBarHidden else { return childViewControllerForStatusBarHidden }
        return CategoryOverride.run(self, #function) { c.categoryChildForStatusBarHidden } ?? childViewControllerForStatusBarHidden
    }
    /// `childViewControllerForStatusBarStyle` / `childViewControllerForStatusBarHidden`: the
    /// names before Swift 4.2 (Xcode 10) renamed them `childFor…`; an override of an old name
    /// is what the new one answers (unless the new one is overridden too). Nil by default.
    open var childViewControllerForStatusBarStyle: ViewController? { nil }
    open var childViewControllerForStatusBarHidden: ViewController? { nil }
    /// `childForHomeIndicatorAutoHidden` / `childForScreenEdgesDeferringSystemGestures` (read
    /// back only, as the properties they defer to); the first answers the Swift 4.0 method
    /// below by default, as the status-bar pair do.
    open var childForHomeIndicatorAutoHidden: ViewController? { childViewControllerForHomeIndicatorAutoHidden() }
    /// `childViewControllerForHomeIndicatorAutoHidden()`: the iOS 11 SDK's name (a method)
    /// before Swift 4.2 renamed it. Nil by default.
    open func childViewControllerForHomeIndicatorAutoHidden() -> ViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }

    // MARK: Orientation and system gestures (the simulated device does not rotate)

    /// `supportedInterfaceOrientations`: UIKit's default, all orientations on an iPad and all but
    /// upside down elsewhere. Read (of the top full-screen controller) by the scene's geometry
    /// requests and `setNeedsUpdateOfSupportedInterfaceOrientations()`; a rotation of the device
    /// (`Application.rotate(to:)`) turns the interface whatever it says (the model does not
    /// separate the device's orientation from the interface's).
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        let uikit: InterfaceOrientationMask = simulation.application.device.idiom == .pad ? .all : .allButUpsideDown
        guard adoptsCategory(.supportedInterfaceOrientations), let c = self as? CategoryOverride.SupportedInterfaceOrientations else { return uikit }
        return CategoryOverride.run(self, #function) { c.categorySupportedInterfaceOrientations } ?? uikit
    }
    /// `shouldAutorotate` (true, UIKit's default).
    open var shouldAutorotate: Bool {
        guard adoptsCategory(.shouldAutorotate), let c = self as? CategoryOverride.ShouldAutorotate else { return true }
        return CategoryOverride.run(self, #function) { c.categoryShouldAutorotate } ?? true
    }
    /// `preferredInterfaceOrientationForPresentation`: the device's current orientation.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { InterfaceOrientation(simulation.application.device.orientation) }
    /// `interfaceOrientation` (deprecated in iOS 8): the orientation of the interface now, the
    /// simulated device's (as its scene reports). Open, as UIKit's.
    open var interfaceOrientation: InterfaceOrientation { InterfaceOrientation(simulation.application.device.orientation) }
    /// `parentFocusEnvironment`: the environment that contains this one, as the responder chain
    /// goes — the root view's superview, else the presenting or parent controller.
    open var parentFocusEnvironment: (any FocusEnvironment)? { next as? any FocusEnvironment }
    /// `prefersHomeIndicatorAutoHidden` / `preferredScreenEdgesDeferringSystemGestures` (the
    /// home indicator and system edge gestures are not modelled; read back only).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: ScreenEdgePanGestureRecognizer.RectEdge { [] }
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()` /
    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`: UIKit re-reads the two properties
    /// above; nothing in the model depends on them.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// `UIViewController.attemptRotationToDeviceOrientation()`: rotates windows to the device's
    /// orientation — which they already have (the simulated device does not rotate).
    public class func attemptRotationToDeviceOrientation() {}

    // MARK: Transition state (UIKit's are open properties; apps override them to report their own)

    /// `isBeingPresented`: true from `present` until the presentation's viewDidAppear.
    open var isBeingPresented: Bool { uikitState.isBeingPresented }
    /// `isBeingDismissed`: true from `dismiss` until the dismissal's viewDidDisappear (or the
    /// cancelled dismissal's viewDidAppear).
    open var isBeingDismissed: Bool { uikitState.isBeingDismissed }
    /// `isMovingToParent`: true from `willMove(toParent:)` with a parent (a push, `addChild`) until
    /// the appearance it starts ends.
    open var isMovingToParent: Bool { uikitState.isMovingToParent }
    /// `isMovingFromParent`: true from `willMove(toParent: nil)` (a pop, a removal) until the
    /// disappearance ends.
    open var isMovingFromParent: Bool { uikitState.isMovingFromParent }

    // MARK: Containment

    /// Adds `child`; calls `child.willMove(toParent: self)`. A child of another container is
    /// removed from it first (with `didMove(toParent: nil)`).
    open func addChild(_ child: ViewController) {
        if child.parent === self { return }
        // A controller cannot contain itself or an ancestor, nor a controller that is presented
        // or presents this one (UIKit raises "UIViewControllerHierarchyInconsistency"): refused,
        // recorded.
        if isInHierarchy(above: child) {
            return simulation.reject(.notAChild(child: child.reportTitle, parent: "\(reportTitle) (it is \(reportTitle), its ancestor or its presenter)"))
        }
        if child.ownPresentingViewController != nil {
            return simulation.reject(.notAChild(child: child.reportTitle, parent: "\(reportTitle) (\(child.reportTitle) is presented)"))
        }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// True when `vc` is this controller or above it: an ancestor, a presenter of one, their
    /// ancestors… (the chain `next` follows between controllers).
    package func isInHierarchy(above vc: ViewController) -> Bool {
        var cur: ViewController? = self
        while let c = cur {
            if c === vc { return true }
            cur = c.parent ?? c.ownPresentingViewController
        }
        return false
    }

    /// Removes the receiver from its parent and calls `didMove(toParent: nil)`; no-op without parent.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
        // A child that leaves its (automatically forwarding) parent in the middle of an appearance
        // transition, its view already out of the window, will not hear the parent's end of it:
        // it ends here, disappeared.
        let inTransition = appearanceState == .disappearing || appearanceState == .appearing
        if inTransition, p.shouldAutomaticallyForwardAppearanceMethods, !isViewLoaded || view.window == nil {
            if appearanceState == .appearing { beginAppearance(false, animated: false) }
            endAppearanceTransition()
        }
    }

    open func willMove(toParent parent: ViewController?) {
        simulation.log(self, .willMove(parent: parent?.reportTitle))
        if parent != nil { uikitState.isMovingToParent = true } else if self.parent != nil { uikitState.isMovingFromParent = true }
    }

    open func didMove(toParent parent: ViewController?) {
        simulation.log(self, .didMove(parent: parent?.reportTitle))
        if appearanceState != .appearing && appearanceState != .disappearing { uikitState.clearMotion() }
    }

    /// Performs one containment/appearance step of a child transition (see `ContainerStep`).
    open func transitionStep(_ step: ContainerStep) {
        switch step {
        case .willMove(let c, let p): c.willMove(toParent: p)
        case .didMove(let c, let p): c.didMove(toParent: p)
        case .beginAppearance(let c, let appearing, let animated): c.beginAppearance(appearing, animated: animated)
        case .endAppearance(let c): c.endAppearanceIfNeeded()
        case .removeView(let v), .removeIncomingView(let v): v.removeFromSuperview()
        }
    }

    // MARK: Appearance

    /// Starts an appearance transition; reversal mid-transition is legal (the cancelled
    /// interactive order: willAppear → willDisappear → didDisappear). This is the app's call
    /// (a custom container, or a library forwarding appearance by hand); the model's own
    /// transitions use `beginAppearance(_:animated:)`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, byApp: true)
    }

    /// An appearance transition started by UIKit (`byApp` false) or by the app.
    package func beginAppearance(_ isAppearing: Bool, animated: Bool, byApp: Bool = false) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            appearanceSetByApp = byApp
            uikitState.viewIsAppearingOwed = animated
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            appearanceSetByApp = byApp
            uikitState.viewIsAppearingOwed = nil
            viewWillDisappear(animated)
        default:
            return  // already heading there: UIKit ignores the duplicate
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for c in children where c.isViewLoaded && c.view.isDescendant(of: view) {
                c.beginAppearance(isAppearing, animated: animated, byApp: byApp)
            }
        }
    }

    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            payViewIsAppearing()
            appearanceState = .appeared
            if let around = simulation.aroundViewDidAppear { around { viewDidAppear(false) } } else { viewDidAppear(false) }
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        default:
            simulation.record(.appearanceWhileNotInTransition, "\(reportTitle).endAppearanceTransition in \(appearanceState)")
            return
        }
        uikitState.clearMotion()
        if shouldAutomaticallyForwardAppearanceMethods {
            for c in children where c.appearanceState == .appearing || c.appearanceState == .disappearing {
                c.endAppearanceTransition()
            }
        }
    }

    /// Appearance driven by the view hierarchy: this controller's view entered or left the window
    /// while the controller was not in an appearance transition. A container that forwards
    /// appearance by hand (`shouldAutomaticallyForwardAppearanceMethods == false`) is responsible
    /// for its children, so nothing happens for them.
    func automaticAppearance(entering: Bool) {
        if let p = parent, !p.shouldAutomaticallyForwardAppearanceMethods { return }
        switch (appearanceState, entering) {
        case (.disappeared, true), (.appeared, false):
            beginAppearance(entering, animated: false)
            endAppearanceTransition()
        default:
            return
        }
    }

    /// Ends an appearance transition this controller is still in. Containers use it at the end of
    /// their own transitions: a nested transition (e.g. the parent disappearing meanwhile) may
    /// already have ended it through forwarding.
    package func endAppearanceIfNeeded() {
        if appearanceState == .appearing || appearanceState == .disappearing { endAppearanceTransition() }
    }

    /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`: around the root view's
    /// `layoutSubviews()` (run by `layoutIfNeeded()` when a layout is pending).
    open func viewWillLayoutSubviews() {
        if adoptsCategory(.viewWillLayoutSubviews), let c = self as? CategoryOverride.ViewWillLayoutSubviews, CategoryOverride.run(self, #function, { c.categoryViewWillLayoutSubviews() }) != nil { return }
        if MethodSwizzling.isActive(.viewWillLayoutSubviews), MethodSwizzling.divert(self, ViewController.self, "viewWillLayoutSubviews") != nil { return }
        modelViewWillLayoutSubviews()
    }
    final func modelViewWillLayoutSubviews() {}
    /// `updateViewConstraints()`: runs when the root view needs its constraints updated
    /// (`view.setNeedsUpdateConstraints()`); the default updates the root view's.
    open func updateViewConstraints() { view.updateConstraints() }
    open func viewDidLayoutSubviews() {
        if adoptsCategory(.viewDidLayoutSubviews), let c = self as? CategoryOverride.ViewDidLayoutSubviews, CategoryOverride.run(self, #function, { c.categoryViewDidLayoutSubviews() }) != nil { return }
        if MethodSwizzling.isActive(.viewDidLayoutSubviews), MethodSwizzling.divert(self, ViewController.self, "viewDidLayoutSubviews") != nil { return }
        modelViewDidLayoutSubviews()
    }
    final func modelViewDidLayoutSubviews() {}

    /// `transitionCoordinator`: the coordinator of the transition this controller takes part in
    /// (as container, presenter or presented), else its parent's (UIKit: "may return the
    /// transition coordinator of one of its ancestors"), else nil. Open as in UIKit: a container of
    /// yours that runs its own transitions returns its own coordinator, and its children reach it.
    open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        if let t = activeTransition, !t.isComplete { return t.coordinator }
        if let p = ownPresentingViewController, let t = p.activeTransition, !t.isComplete { return t.coordinator }
        return parent?.transitionCoordinator
    }

    /// `viewWillTransition(to:with:)`: the root view is about to take `size` (the device rotates,
    /// or the window takes a new screen: `SizeTransitionCoordinator`). UIKit's default, the
    /// model's: forward to each child, at `size(forChildContentContainer:withParentContainerSize:)`,
    /// and to the controller this one presents, through its presentation controller. Overrides
    /// call `super` to keep the forwarding, as UIKit asks.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        guard let presented = ownPresentedViewController, presented.ownPresentingViewController === self else { return }
        if let pc = presented.modelPresentationController {
            pc.viewWillTransition(to: size, with: coordinator)
        } else {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
    /// The rotation callbacks UIKit deprecated in iOS 8 (`willRotate(to:duration:)`,
    /// `willAnimateRotation(to:duration:)`, `didRotate(from:)`): no rotation, never called, like
    /// `viewWillTransition(to:with:)`; open so the overrides of older code compile.
    open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval) {}
    open func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval) {}
    open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}
    /// `size(forChildContentContainer:withParentContainerSize:)` (`UIContentContainer`): the size a
    /// container gives a child; UIKit's default, the parent's size.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// `viewLayoutMarginsDidChange()`: the root view's `layoutMargins` changed.
    open func viewLayoutMarginsDidChange() {}
    /// `viewRespectsSystemMinimumLayoutMargins` (default true): the root view's margins are at
    /// least `systemMinimumLayoutMargins` (`View.layoutMargins`); false leaves them the view's own.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard oldValue != viewRespectsSystemMinimumLayoutMargins, let v = viewIfLoaded else { return }
            v.rootMarginsMayHaveChanged(from: v.layoutMargins(respectingMinimum: oldValue))
        }
    }
    /// `willTransition(to:with:)` (`UIContentContainer`): the traits are about to change with a
    /// size change (a rotation from compact to regular width); called before
    /// `viewWillTransition(to:with:)`, forwarded as it is to children and the presented controller
    /// (UIKit's default). A trait change without a size change reports only
    /// `traitCollectionDidChange(_:)`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        guard let presented = ownPresentedViewController, presented.ownPresentingViewController === self else { return }
        if let pc = presented.modelPresentationController {
            pc.willTransition(to: newCollection, with: coordinator)
        } else {
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }

    // The focus engine (FocusEnvironment.swift): nothing is focused on the simulated device.
    open var preferredFocusEnvironments: [any FocusEnvironment] { [] }
    /// `preferredFocusedView` (deprecated in iOS 10).
    open weak var preferredFocusedView: View? { nil }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    /// `preferredStatusBarStyle` / `prefersStatusBarHidden` (the status bar is not modelled).
    open var preferredStatusBarStyle: StatusBarStyle {
        guard adoptsCategory(.preferredStatusBarStyle), let c = self as? CategoryOverride.PreferredStatusBarStyle else { return .default }
        return CategoryOverride.run(self, #function) { c.categoryPreferredStatusBarStyle } ?? .default
    }
    open var prefersStatusBarHidden: Bool {
        guard adoptsCategory(.prefersStatusBarHidden), let c = self as? CategoryOverride.PrefersStatusBarHidden else { return false }
        return CategoryOverride.run(self, #function) { c.categoryPrefersStatusBarHidden } ?? false
    }

    /// UIKit state flags read back through `ViewController+UIKitState.swift`.
    var uikitState = ControllerUIKitState()

    /// `automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; stored: scroll views read
    /// their `contentInsetAdjustmentBehavior`). Open, as UIKit's: a container overrides it.
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { uikitState.automaticallyAdjustsScrollViewInsets }
        set { uikitState.automaticallyAdjustsScrollViewInsets = newValue }
    }

    /// `edgesForExtendedLayout` / `extendedLayoutIncludesOpaqueBars` (stored and read back; the
    /// model's containers do not consult them). Open: controllers override them with constants.
    open var edgesForExtendedLayout: ScreenEdgePanGestureRecognizer.RectEdge {
        get { uikitState.edgesForExtendedLayout }
        set { uikitState.edgesForExtendedLayout = newValue }
    }
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { uikitState.extendedLayoutIncludesOpaqueBars }
        set { uikitState.extendedLayoutIncludesOpaqueBars = newValue }
    }

    /// `prefersPointerLocked` (iOS 14: whether the pointer is locked while the controller
    /// shows; the simulated device has no pointer, so it is only read back).
    open var prefersPointerLocked: Bool { false }
    /// `setNeedsUpdateOfPrefersPointerLocked()`: nothing to update without a pointer.
    open func setNeedsUpdateOfPrefersPointerLocked() {}

    open func viewWillAppear(_ animated: Bool) {
        if adoptsCategory(.viewWillAppear), let c = self as? CategoryOverride.ViewWillAppear, CategoryOverride.run(self, #function, { c.categoryViewWillAppear(animated) }) != nil { return }
        if MethodSwizzling.isActive(.viewWillAppear), MethodSwizzling.divert(self, ViewController.self, "viewWillAppear:", animated) != nil { return }
        modelViewWillAppear(animated)
    }
    final func modelViewWillAppear(_ animated: Bool) { simulation.log(self, .viewWillAppear) }
    open func viewDidAppear(_ animated: Bool) {
        if adoptsCategory(.viewDidAppear), let c = self as? CategoryOverride.ViewDidAppear, CategoryOverride.run(self, #function, { c.categoryViewDidAppear(animated) }) != nil { return }
        if MethodSwizzling.isActive(.viewDidAppear), MethodSwizzling.divert(self, ViewController.self, "viewDidAppear:", animated) != nil { return }
        modelViewDidAppear(animated)
    }
    final func modelViewDidAppear(_ animated: Bool) { simulation.log(self, .viewDidAppear) }

    /// `viewIsAppearing(_:)` (iOS 17, back-deployed to iOS 13): once per appearance, after
    /// `viewWillAppear(_:)` and before `viewDidAppear(_:)`, when the view is in a window and its
    /// superview has laid it out — the traits and geometry are the ones it will appear with (the
    /// place for work that needs them, which `viewWillAppear` is too early for). The model calls
    /// it at the view's first layout pass in a window during the appearance, before
    /// `viewWillLayoutSubviews()`; if no such pass came, just before `viewDidAppear(_:)`. An
    /// appearance reversed before either (a cancelled interactive transition) owes none.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Calls `viewIsAppearing(_:)` if this appearance still owes it.
    func payViewIsAppearing() {
        guard let animated = uikitState.viewIsAppearingOwed else { return }
        uikitState.viewIsAppearingOwed = nil
        viewIsAppearing(animated)
    }
    open func viewWillDisappear(_ animated: Bool) {
        if adoptsCategory(.viewWillDisappear), let c = self as? CategoryOverride.ViewWillDisappear, CategoryOverride.run(self, #function, { c.categoryViewWillDisappear(animated) }) != nil { return }
        if MethodSwizzling.isActive(.viewWillDisappear), MethodSwizzling.divert(self, ViewController.self, "viewWillDisappear:", animated) != nil { return }
        modelViewWillDisappear(animated)
    }
    final func modelViewWillDisappear(_ animated: Bool) { simulation.log(self, .viewWillDisappear) }
    open func viewDidDisappear(_ animated: Bool) {
        if adoptsCategory(.viewDidDisappear), let c = self as? CategoryOverride.ViewDidDisappear, CategoryOverride.run(self, #function, { c.categoryViewDidDisappear(animated) }) != nil { return }
        if MethodSwizzling.isActive(.viewDidDisappear), MethodSwizzling.divert(self, ViewController.self, "viewDidDisappear:", animated) != nil { return }
        modelViewDidDisappear(animated)
    }
    final func modelViewDidDisappear(_ animated: Bool) { simulation.log(self, .viewDidDisappear) }

    /// The view controller whose transitions this one drives (itself or its top presented controller).
    package var topPresented: ViewController {
        var vc = self
        while let p = vc.ownPresentedViewController { vc = p }
        return vc
    }

    /// True while this controller's view is on screen (in a window and visible).
    package var isVisible: Bool { isViewLoaded && view.isEffectivelyVisible }

    // MARK: Override points

    /// `isEditing` / `setEditing(_:animated:)`: the controller's editing mode (a table view
    /// controller passes it to its table view; `editButtonItem` toggles it).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) { editingStorage = editing }
    private var editingStorage = false
    // Overridable as in UIKit, so they are declared here (Swift overrides only what a class body
    // declares); their work is done in the files of their subjects: presentation, bar items,
    // storyboards.

    /// `present(_:animated:completion:)`, made by the presentation context: a child forwards it to
    /// its farthest ancestor (`presentationHost(for:)`), which becomes `presentingViewController`;
    /// the transitioning delegate hears this controller as `source`. A presentation UIKit refuses
    /// ("Attempt to present … whose view is not in the window hierarchy", "… which is already
    /// presenting", "… while a presentation is in progress") does nothing and is recorded as a
    /// violation.
    open func present(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost(for: vc.modalPresentationStyle)
        do { try host.performPresent(vc, source: self, animated: animated, completion: completion) } catch { simulation.reportRefusal(error) }
    }

    /// `dismiss(animated:completion:)`: dismisses the controller this one (or its nearest
    /// presenting ancestor) presents, or, when it presents nothing, the presentation that shows it
    /// or its farthest ancestor.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if MethodSwizzling.isActive(.dismiss), MethodSwizzling.divert(self, ViewController.self, "dismissWithAnimated:completion:", animated, completion) != nil { return }
        modelDismiss(animated: animated, completion: completion)
    }
    final func modelDismiss(animated: Bool, completion: (() -> Void)?) {
        do { try performDismiss(animated: animated, completion: completion) } catch { simulation.reportRefusal(error) }
    }

    /// `navigationItem`: what a navigation bar shows for this controller (made on first use).
    open var navigationItem: NavigationItem {
        if let i = uikitState.navigationItem { return i }
        let i = NavigationItem(title: nil)
        uikitState.navigationItem = i
        return i
    }

    /// `traitCollection` (`ViewController+UIKitSurface.swift`: the device's, with the nearest
    /// appearance override and presentation traits). Open, as in UIKit.
    open var traitCollection: TraitCollection { modelTraitCollection }

    /// `addKeyCommand(_:)` / `removeKeyCommand(_:)`: key commands this controller offers besides
    /// its `keyCommands` (`Window.pressKey(_:modifierFlags:)`).
    open func addKeyCommand(_ keyCommand: KeyCommand) {
        if !uikitState.addedKeyCommands.contains(where: { $0 === keyCommand }) { uikitState.addedKeyCommands.append(keyCommand) }
    }
    open func removeKeyCommand(_ keyCommand: KeyCommand) { uikitState.addedKeyCommands.removeAll { $0 === keyCommand } }
    package var addedKeyCommands: [KeyCommand] { uikitState.addedKeyCommands }

    /// `toolbarItems`: what the navigation controller's toolbar shows while this controller is on
    /// top (set with or without `setToolbarItems(_:animated:)`).
    open var toolbarItems: [BarButtonItem]? {
        get { uikitState.toolbarItems }
        set {
            uikitState.toolbarItems = newValue
            if let nav = navigationController, nav.topViewController === self { nav.toolbarView?.items = newValue }
        }
    }
    /// `setToolbarItems(_:animated:)` (drawn: `animated` changes nothing else).
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// `hidesBottomBarWhenPushed`: pushed onto a navigation controller inside a tab bar controller,
    /// the tab bar hides until it is popped (`NavigationController.topControllerChanged`).
    open var hidesBottomBarWhenPushed: Bool {
        get { uikitState.hidesBottomBarWhenPushed }
        set { uikitState.hidesBottomBarWhenPushed = newValue }
    }

    /// `show(_:sender:)`: UIKit's default asks `targetViewController(forAction:sender:)` for the
    /// nearest controller up the parent chain with its own `show` — a navigation controller
    /// pushes, a split view controller shows it in its column, an app's container answers for
    /// itself by overriding `targetViewController` — and calls it there; with none, presents.
    open func show(_ vc: ViewController, sender: Any?) {
        if let nav = self as? NavigationController { return nav.pushViewController(vc, animated: true) }
        if let target = targetViewController(forAction: TypedSelector("show:sender:"), sender: sender), target !== self {
            return target.show(vc, sender: sender)
        }
        present(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)`: likewise, for the nearest controller with its own
    /// `showDetailViewController` (a split view controller); with none, presents.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: TypedSelector("showDetailViewController:sender:"), sender: sender), target !== self {
            return target.showDetailViewController(vc, sender: sender)
        }
        present(vc, animated: true)
    }

    /// `targetViewController(forAction:sender:)`: this controller if it has its own method for
    /// `action`, else what its parent's `targetViewController(forAction:sender:)` answers (nil at
    /// the top). UIKit compares the class's method with UIViewController's; the model knows its
    /// own containers' (a navigation controller's `show`, a split view controller's `show` and
    /// `showDetailViewController`), and for a selector UIViewController lacks, a controller that
    /// responds to it has its own. Open: a custom container claims actions for itself by
    /// overriding it, and its children's requests reach the override.
    open func targetViewController(forAction action: TypedSelector, sender: Any?) -> ViewController? {
        if hasOwnMethod(for: action) { return self }
        return parent?.targetViewController(forAction: action, sender: sender)
    }

    private func hasOwnMethod(for action: TypedSelector) -> Bool {
        switch action.name {
        case "show:sender:": return self is NavigationController || self is SplitViewController
        case "showDetailViewController:sender:": return self is SplitViewController
        default: return action.canBeInvoked(on: self)
        }
    }

    /// `performSegue(withIdentifier:sender:)`: makes the destination scene, calls
    /// `prepare(for:sender:)` on this controller, then the segue's `perform()` — UIKit's order
    /// (`shouldPerformSegue` is asked only for segues a control triggers, not here). The segue is
    /// looked up in this controller's storyboard, else in every registered one (a controller made
    /// in code has none); a missing identifier is refused and recorded (UIKit raises "Receiver
    /// has no segue with identifier").
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let names = storyboard.map { [$0.name] } ?? Storyboard.registeredNames
        for name in names {
            guard let c = Storyboard.contents(name), let t = c.segues[identifier] else { continue }
            let board = storyboard ?? Storyboard(name: name, bundle: nil)
            let destination = board.instantiateViewController(withIdentifier: t.destination)
            let segue: StoryboardSegue
            if let cls = c.segueClasses[identifier] {
                segue = cls.init(identifier: identifier, source: self, destination: destination)
            } else {
                segue = StoryboardSegue(identifier: identifier, source: self, destination: destination, kind: t.kind)
            }
            prepare(for: segue, sender: sender)
            segue.perform()
            return
        }
        simulation.reject(.notFound("performSegue(withIdentifier: \"\(identifier)\"): \(self) has no segue with that identifier (Storyboard.register(name:scenes:segues:))"))
    }

    /// `isModalInPresentation`: a sheet's swipe does not dismiss (it rubber-bands and the
    /// delegate hears `presentationControllerDidAttemptToDismiss`).
    open var isModalInPresentation: Bool {
        get { uikitState.isModalInPresentation }
        set { uikitState.isModalInPresentation = newValue }
    }

    /// `overrideTraitCollection(forChild:)`.
    open func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        uikitState.childTraitOverrides[child.journalID]
    }
}
