import Foundation

/// `UINavigationController`: a stack with push/pop transitions and an interactive edge-pan pop.
open class NavigationController: ViewController {
    /// The stack, bottom first.
    var stack: [ViewController]
    /// The bar, made on first use (`NavigationController+Bar.swift`), and whether it is hidden.
    var bar: NavigationBar?
    /// The classes `init(navigationBarClass:toolbarClass:)` asked for (nil: UIKit's own).
    var navigationBarClass: NavigationBar.Type?
    var toolbarClass: Toolbar.Type?
    var barHidden = false
    /// The toolbar, made on first use (`NavigationController+Toolbar.swift`), and whether it is
    /// hidden (by default, as in UIKit).
    var toolbarView: Toolbar?
    var toolbarHidden = true

    /// `viewControllers`: the stack, bottom first; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open weak var delegate: (any NavigationControllerDelegate)? {
        didSet { delegateWasSet = delegate != nil }
    }
    var delegateWasSet = false

    /// The delegate for a transition about to start (a released one is recorded).
    var liveDelegate: (any NavigationControllerDelegate)? {
        simulation.noteDelegate(isNil: delegate == nil, wasSet: &delegateWasSet, "\(reportTitle).delegate")
        return delegate
    }
    /// `topViewController`: the top of the stack.
    open var topViewController: ViewController? { stack.last }
    /// `visibleViewController`: a controller presented over the navigation controller, else the
    /// top of the stack.
    open var visibleViewController: ViewController? { presentedViewController ?? topViewController }
    package private(set) lazy var contentView: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(reportTitle).content")
        view.addSubview(v)
        return v
    }()
    public private(set) var edgePanInteraction: PercentDrivenInteractiveTransition?
    /// `interactivePopGestureRecognizer`: disabling it turns the edge-pan pop off.
    public let interactivePopGestureRecognizer: GestureRecognizer? = ScreenEdgePanGestureRecognizer()

    public init(_ simulation: Simulation, title: String = "nav", root: ViewController) {
        stack = [root]
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        interactivePopGestureRecognizer?.navigationOwner = self
        pending.end()
        adoptRoot()
    }

    /// `init(rootViewController:)`, in this thread's current simulation (designated, as in
    /// UIKit, so subclasses can override it).
    public init(rootViewController: ViewController) {
        stack = [rootViewController]
        let pending = Simulation.current.beginInit(of: Self.self, name: "\(type(of: rootViewController)) navigation")
        super.init(nibName: nil, bundle: nil)
        interactivePopGestureRecognizer?.navigationOwner = self
        pending.end()
        adoptRoot()
    }

    /// The root controller is a child from initialisation, as UIKit's (`root.navigationController`
    /// is this controller before its view loads); its view joins when this one loads.
    private func adoptRoot() {
        guard let root = stack.first, root.parent == nil, root !== self else { return }
        addChild(root)
        root.didMove(toParent: self)
    }

    /// `init(nibName:bundle:)`: an empty navigation controller (push or `setViewControllers` to
    /// fill it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        stack = []
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        interactivePopGestureRecognizer?.navigationOwner = self
    }

    /// `init(navigationBarClass:toolbarClass:)`: an empty navigation controller whose bar and
    /// toolbar are instances of the given subclasses of `UINavigationBar` and `UIToolbar` (nil,
    /// or a class that is not one: UIKit's own), made on first use with `init(frame:)`.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        stack = []
        self.navigationBarClass = navigationBarClass as? NavigationBar.Type
        self.toolbarClass = toolbarClass as? Toolbar.Type
        super.init(nibName: nil, bundle: nil)
        interactivePopGestureRecognizer?.navigationOwner = self
    }

    /// `init?(coder:)` (never called by the model; see `ViewController.init?(coder:)`): an empty
    /// navigation controller.
    public required init?(coder: NSCoder) {
        stack = []
        super.init(coder: coder)
        interactivePopGestureRecognizer?.navigationOwner = self
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        guard let root = viewControllers.first else { return }
        let adopted = root.parent === self
        if !adopted { addChild(root) }
        root.view.frame = contentView.bounds
        contentView.addSubview(root.view)
        if !adopted { root.didMove(toParent: self) }
    }

    /// The bar (once made) follows the safe area: laid out when the controller appears, lays
    /// out, or its safe area changes.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if activeTransition == nil { layOutContent() }
    }
    override open func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if activeTransition == nil { layOutContent() }
    }
    override open func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        if activeTransition == nil { layOutContent() }
    }

    /// `setViewControllers(_:animated:)`: replaces the stack (`replaceStack`); a refused call (an
    /// empty array, a transition in flight) is recorded. Overridable, as in UIKit (call super).
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if MethodSwizzling.isActive(.setViewControllers), MethodSwizzling.divert(self, NavigationController.self, "setViewControllers:animated:", viewControllers, animated) != nil { return }
        modelSetViewControllers(viewControllers, animated: animated)
    }
    final func modelSetViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        do { try replaceStack(with: viewControllers, animated: animated) } catch { simulation.reportRefusal(error) }
    }

    /// Pushes `vc` (onto an empty stack: as its root, without a transition); throws while a transition is in flight or when `vc` is already in a container.
    public func push(_ vc: ViewController, animated: Bool = true) throws(TransitionError) {
        _ = view
        guard vc.parent == nil, vc.ownPresentingViewController == nil, vc !== self, !isDescendantController(of: vc) else {
            throw .alreadyPresenting(vc.reportTitle)
        }
        guard let from = topViewController else { return try replaceStack(with: [vc], animated: false) }
        if !StoredScalars.isLibrary(type(of: vc)) { simulation.noteReached("view controller \(type(of: vc)) pushed") }
        if activeTransition == nil { delegate?.navigationController(self, willShow: vc, animated: animated) }
        let animator =
            liveDelegate?.navigationController(self, animationControllerFor: .push, from: from, to: vc)
            ?? vc.systemNavigationAnimator(SlideAnimator(direction: 1, curve: .easeInOut))
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        try ChildTransition.run(
            container: self, in: contentView, from: from, to: vc, kind: .push, animated: animated,
            keepsFrom: true, removesTo: true, animator: animator, interaction: interaction
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.stack.append(vc)
                self.topControllerChanged()
            }
            self.delegate?.navigationController(self, didShow: completed ? vc : from, animated: animated)
        }
    }

    /// `popViewController(animated:)`: pops the top controller; returns it, or nil at the root or
    /// when the pop is refused (a transition in flight: recorded as `nestedTransition`).
    /// Overridable, as in UIKit (call super).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        if MethodSwizzling.isActive(.pop), let diverted = MethodSwizzling.divert(self, NavigationController.self, "popViewControllerWithAnimated:", animated) {
            return diverted.flatMap { $0 as? ViewController }
        }
        return popViewController(animated: animated, interaction: nil)
    }

    /// `pushViewController(_:animated:)`: a push refused by the model (the controller is already
    /// in a container, or a transition is in flight) is recorded as a violation, as UIKit logs it.
    /// Overridable, as in UIKit (call super).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if MethodSwizzling.isActive(.push), MethodSwizzling.divert(self, NavigationController.self, "pushViewController:animated:", viewController, animated) != nil { return }
        modelPush(viewController, animated: animated)
    }
    final func modelPush(_ viewController: ViewController, animated: Bool) {
        do { try push(viewController, animated: animated) } catch { simulation.reportRefusal(error) }
    }

    /// Pops the top controller driven by `explicit` (an interaction controller of the caller's).
    @discardableResult
    public func popViewController(
        animated: Bool = true,
        interaction explicit: (any ViewControllerInteractiveTransitioning)?
    ) -> ViewController? {
        do { return try performPop(animated: animated, interaction: explicit) } catch {
            simulation.reportRefusal(error)
            return nil
        }
    }

    func performPop(animated: Bool, interaction explicit: (any ViewControllerInteractiveTransitioning)?)
        throws(TransitionError) -> ViewController?
    {
        _ = view
        guard viewControllers.count > 1 else { return nil }
        let from = viewControllers[viewControllers.count - 1]
        let to = viewControllers[viewControllers.count - 2]
        if activeTransition == nil { delegate?.navigationController(self, willShow: to, animated: animated) }
        let animator = popAnimator(from: from, to: to, curve: .easeInOut)
        try pop(from: from, to: to, animated: animated, animator: animator) {
            explicit ?? self.delegate?.navigationController(self, interactionControllerFor: $0)
        }
        return from
    }

    /// The delegate's pop animator, else the default slide. Asked once per transition.
    func popAnimator(from: ViewController, to: ViewController, curve: AnimationCurve)
        -> any ViewControllerAnimatedTransitioning
    {
        liveDelegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to)
            ?? from.systemNavigationAnimator(SlideAnimator(direction: -1, curve: curve))
    }

    /// Runs one pop with an animator resolved by the caller (shared with its interaction).
    private func pop(
        from: ViewController, to: ViewController, animated: Bool, animator: any ViewControllerAnimatedTransitioning,
        interaction: (any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)?
    ) throws(TransitionError) {
        try ChildTransition.run(
            container: self, in: contentView, from: from, to: to, kind: .pop, animated: animated,
            keepsFrom: false, removesTo: false, animator: animator, interaction: interaction(animator)
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.stack.removeLast()
                self.topControllerChanged()
            }
            self.delegate?.navigationController(self, didShow: completed ? to : from, animated: animated)
        }
    }

    /// When a released edge pan finishes the pop: past half the width, or flung right faster
    /// than 500 pt/s.
    public var edgePanHandoff = GestureHandoff(completionThreshold: 0.5, flingSpeed: 500)
    /// How far from the left edge a pan must begin to pop (points).
    public var edgeWidth = 30.0

    /// The interactive pop: a pan from the left edge scrubs the pop; release decides by
    /// `edgePanHandoff`; a system-cancelled pan cancels.
    ///
    /// It drives UIKit's own pop animation only: when the delegate vends an animator for the pop,
    /// the system's back gesture does not begin — "UIKit disables the default back gesture if you
    /// use any custom transitions" (Hero's author, HeroTransitions/Hero#243; radar 15215690 shows
    /// it disabled as soon as the delegate implements `animationControllerFor`, even returning
    /// nil, which the model cannot tell from an absent method). Apps with custom pops install
    /// their own edge pan and interaction controller.
    package func handleEdgePan(_ pan: PanGesture) {
        guard interactivePopGestureRecognizer?.isEnabled ?? true else { return }
        drivePop(pan, fromEdge: true)
    }

    /// The target of `interactivePopGestureRecognizer` (`NavigationInteractiveTransition`).
    package private(set) lazy var interactiveTransitionTarget = NavigationInteractiveTransition(self)

    /// `handleNavigationTransition:` sent by an app's pan (the full-screen pop gesture): the
    /// interactive pop from anywhere, the pan's translation and velocity in this controller's view.
    func handleNavigationTransition(_ recognizer: PanGestureRecognizer) {
        let state: GestureState
        switch recognizer.state {
        case .began: state = .began
        case .changed: state = .changed
        case .ended: state = .ended
        case .cancelled, .failed: state = .cancelled
        default: return
        }
        drivePop(PanGesture(state: state, translation: recognizer.translation(in: view), velocity: recognizer.velocity(in: view),
                            location: recognizer.location(in: view)), fromEdge: false)
    }

    private func drivePop(_ pan: PanGesture, fromEdge: Bool) {
        guard simulation.application.accepts(pan) else { return }
        let width = contentView.bounds.width
        switch pan.state {
        case .began:
            guard activeTransition == nil, viewControllers.count > 1, !fromEdge || pan.location.x <= edgeWidth else { return }
            let from = viewControllers[viewControllers.count - 1], to = viewControllers[viewControllers.count - 2]
            if liveDelegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to) != nil { return }
            let animator = SlideAnimator(direction: -1, curve: .linear)
            let pi = PercentDrivenInteractiveTransition()
            edgePanInteraction = pi
            delegate?.navigationController(self, willShow: to, animated: true)
            do { try pop(from: from, to: to, animated: true, animator: animator) { _ in pi } } catch { edgePanInteraction = nil }
        case .changed:
            edgePanInteraction?.update(GestureHandoff.progress(translation: pan.translation.x, distance: width))
        case .ended, .cancelled:
            guard let pi = edgePanInteraction else { return }
            let p = GestureHandoff.progress(translation: pan.translation.x, distance: width)
            if edgePanHandoff.shouldFinish(progress: p, velocity: pan.velocity.x, state: pan.state) { pi.finish() } else { pi.cancel() }
            edgePanInteraction = nil
        }
    }

    /// True when `vc` is this controller's parent, grandparent, … (pushing it would make a cycle).
    private func isDescendantController(of vc: ViewController) -> Bool {
        var p = parent
        while let cur = p {
            if cur === vc { return true }
            p = cur.parent
        }
        return false
    }

    /// `popToViewController(_:animated:)`: pops every controller above `viewController` in one
    /// transition from the top to it, and returns them (bottom first) at once, as UIKit does;

    /// `unwind(for:towards:)`: an unwind segue on its way to `subsequentVC` pops to it when it is
    /// in the stack (animated), as UIKit's navigation controller does.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        _ = popToViewController(subsequentVC, animated: true)
    }
    /// nil when it is not in the stack (recorded) or already on top.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else {
            simulation.reject(.notFound("\(viewController.reportTitle) in \(reportTitle) (popToViewController)"))
            return nil
        }
        guard i < stack.count - 1 else { return [] }
        let popped = Array(stack[(i + 1)...])
        do { try replaceStack(with: Array(stack[...i]), animated: animated) } catch {
            simulation.reportRefusal(error)
            return nil
        }
        return popped
    }

    /// `popToRootViewController(animated:)`: pops every controller but the root, in one
    /// transition; returns them (nil when the root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        if MethodSwizzling.isActive(.popToRoot), let diverted = MethodSwizzling.divert(self, NavigationController.self, "popToRootViewControllerWithAnimated:", animated) {
            return diverted.flatMap { $0 as? [ViewController] }
        }
        return modelPopToRoot(animated: animated)
    }
    final func modelPopToRoot(animated: Bool) -> [ViewController]? {
        guard stack.count > 1, let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// `isToolbarHidden` (true by default): setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// `setToolbarHidden(_:animated:)`: the toolbar slides in from below the bottom (or out) and an
    /// opaque toolbar's content follows, over `hideShowBarDuration` when animated (a model
    /// animation); the toolbar is hidden at the end.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        slide(toolbar as View, hidden: hidden, animated: animated) { [weak self] in self?.toolbarHidden == hidden }
    }

    /// Shows or hides a bar (the navigation bar or the toolbar, whose state is already set) by
    /// laying the content out again: at once, or over `hideShowBarDuration`; a bar being hidden is
    /// hidden at the end, unless `stillWanted` says the state changed since.
    private func slide(_ bar: View, hidden: Bool, animated: Bool, stillWanted: @escaping () -> Bool) {
        if !hidden { bar.isHidden = false }
        let apply = { self.layOutContent() }
        guard animated else {
            apply()
            bar.isHidden = hidden
            return
        }
        simulation.asCurrent {
            simulation.animate(duration: NavigationController.hideShowBarDuration, curve: .easeInOut, animations: apply) { _ in
                guard stillWanted() else { return }
                bar.isHidden = hidden
            }
        }
    }

    /// `isNavigationBarHidden`: setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// `setNavigationBarHidden(_:animated:)`: the bar slides out above the top (or back in) and an
    /// opaque bar's content follows, over `hideShowBarDuration` when animated (a model animation:
    /// the bar's and content's frames move on screen); the bar is hidden at the end.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        slide(navigationBar, hidden: hidden, animated: animated) { [weak self] in self?.barHidden == hidden }
    }

}
