import Foundation

/// A view (`UIView`): a node of the view tree, a responder, and the owner of a layer that holds
/// its geometry, alpha, transform and timing (`layer`, of the class's `layerClass`).
///
/// Model vs on screen: setting a property changes the *model* value at once (as UIKit does);
/// inside an animation block the change also adds an additive animation, so the on-screen value
/// (`onScreen`, the layer's `presentation()`) moves continuously from where it was. A view has
/// exactly one superview or none; `addSubview` moves it (and its layer: the layer tree mirrors
/// the view tree), and adding an ancestor is refused instead of crashing.
open class View: Responder, LayerDelegate, FocusEnvironment {
    public let simulation: Simulation
    /// The name the model gave this view (reports use `reportName`, derived from it). Not
    /// UIKit's, and not spelled `name`: apps give their own views properties called `name`.
    public var modelName: String

    @exclusivity(unchecked) public private(set) weak var superview: View?
    /// The subviews as the view hierarchy holds them, back to front: what the model's rendering,
    /// hit testing, layout and checks walk (UIKit's do not ask `subviews` either).
    @exclusivity(unchecked) package private(set) var subviewList: [View] = []
    /// `subviews`: back to front. Open, as UIKit's: a view may answer a filtered list (to hide an
    /// internal backdrop from code that iterates its subviews); the hierarchy itself is unchanged.
    open var subviews: [View] { subviewList }

    /// The view's key-value observers are its layer's: every observable property of a view is
    /// stored by its layer (a scroll view's content size and insets, and an app subclass's
    /// `@objc dynamic` properties, bracket their setters on the same list).
    override func keyValueObserverList() -> KeyValueObserverList { layer.keyValueObservers }

    /// The layer backing the view: it holds the view's geometry, alpha, transform, hidden flag,
    /// clipping and timing; the view's properties forward to it.
    public let layer: Layer

    /// `layerClass`: the class of the backing layer (override to back a view with a
    /// `CAShapeLayer`, a `CAGradientLayer` or a layer class of your own).
    open class var layerClass: AnyClass { Layer.self }

    // Model values, held by the layer.
    var modelCenter: CGPoint {
        get { layer.modelPosition }
        set { layer.modelPosition = newValue }
    }
    var modelBounds: CGRect {
        get { layer.modelBounds }
        set { layer.modelBounds = newValue }
    }
    var modelAlpha: Double {
        get { layer.modelOpacity }
        set { layer.modelOpacity = newValue }
    }
    var modelTransform: AffineTransform2D {
        get { layer.modelTransform }
        set { layer.modelTransform = newValue }
    }
    /// `anchorPoint` (the layer's).
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// `isHidden` (the layer's). A hidden arranged view takes no space in its stack view, which
    /// lays out and sizes itself again.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            if let stack = arrangingStack {
                stack.setNeedsLayout()
                stack.invalidateIntrinsicContentSize()
            }
        }
    }
    open var isUserInteractionEnabled = true
    /// Marks views created as transient helpers (snapshots, dimming views) for leak checks.
    @exclusivity(unchecked) package var isSnapshot = false
    /// `motionEffects` (`MotionEffect.swift`): stored, the device is never tilted.
    package var motionEffectList: [MotionEffect] = []
    /// `interactions` (`Interaction.swift`).
    var interactionList: [any Interaction] = []
    /// `overrideUserInterfaceStyle` (`View+SafeArea.swift`).
    package var styleOverride: TraitCollection.Style = .unspecified
    /// `traitOverrides` (`Runtime/TraitOverrides.swift`).
    package var traitOverrideStorage = TraitOverrides()
    /// The view a snapshot was taken of.
    @exclusivity(unchecked) package weak var snapshotSource: View?
    /// Draws opaque content over its whole bounds (a controller's root view, a snapshot, a view
    /// with an opaque background colour): what the checks count as covering the views under it.
    package var isOpaqueContent: Bool {
        get { drawsOpaqueContent || (backgroundColor?.alpha ?? 0) >= 1 }
        set { drawsOpaqueContent = newValue }
    }
    var drawsOpaqueContent = false

    /// The colour the view fills its bounds with (nil: transparent); the layer's.
    open var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// `clipsToBounds`: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Drawing and Auto Layout attributes (`View+Display.swift`).
    @exclusivity(unchecked) var display = DisplayAttributes()

    /// `isOpaque`: a drawing hint in UIKit, not visibility (stored; the checks judge covering by
    /// the background colour and root views). Open, as UIKit's: a view that draws its own
    /// transparent corners answers false.
    open var isOpaque: Bool {
        get { display.isOpaque }
        set { display.isOpaque = newValue }
    }

    /// `tag`, for `viewWithTag(_:)`.
    open var tag = 0
    /// `semanticContentAttribute` (stored; open, as UIKit's, so a view can answer its own). The
    /// model's layout is left to right whatever its value: stack views and Auto Layout's leading
    /// and trailing do not flip for `.forceRightToLeft` as UIKit's do.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified

    /// State preservation and restoration (`UIStateRestoring`), as `ViewController`'s: the
    /// simulated app is never suspended or relaunched, so UIKit's calls never come; the
    /// identifier is stored (beside the view, not part of its state).
    open var restorationIdentifier: String? {
        get { AssociatedObjects.get(self, key: View.restorationKey) as? String }
        set { AssociatedObjects.set(self, key: View.restorationKey, value: newValue, policy: .copy) }
    }
    nonisolated(unsafe) private static let restorationKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}

    /// `viewWithTag(_:)`: this view or the first descendant (depth first) with the tag.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        return allDescendants.first { $0.tag == tag }
    }

    /// Gesture recognizers attached to the view (`gestureRecognizers`: nil when there are none,
    /// as in UIKit).
    /// `gestureRecognizers`: settable, as in UIKit — setting replaces the attached recognizers
    /// (each removed, then the new ones added in order).
    open var gestureRecognizers: [GestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for r in recognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }
    @exclusivity(unchecked) package private(set) var recognizers: [GestureRecognizer] = []

    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // The focus engine (FocusEnvironment.swift): nothing is focused on the simulated device.
    /// `canBecomeFocused` (false, UIKit's default for a plain view) and `isFocused` (never).
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    open var preferredFocusEnvironments: [any FocusEnvironment] { [] }
    /// `parentFocusEnvironment`: the controller whose root view this is, else the superview
    /// (UIKit's focus tree follows the responder chain).
    open var parentFocusEnvironment: (any FocusEnvironment)? { owningController ?? superview }
    /// `preferredFocusedView` (deprecated in iOS 10).
    open weak var preferredFocusedView: View? { nil }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    /// `forFirstBaselineLayout` / `forLastBaselineLayout`: the view whose baseline is this view's
    /// (a label inside a badge or a button). The model draws no text, so a view's baselines are
    /// its bottom edge; Auto Layout follows these to the view they name (UIKit: it "must be a
    /// subview" — another answer is ignored). `forLastBaselineLayout` defaults to the deprecated
    /// `forBaselineLayout()`, so older overrides count, as in UIKit.
    open var forFirstBaselineLayout: View { self }
    open var forLastBaselineLayout: View { forBaselineLayout() }
    /// `forBaselineLayout()` (deprecated in iOS 9 for the two above).
    open func forBaselineLayout() -> View { self }

    /// `layoutSubviews()`: override to lay out subviews; called by `layoutIfNeeded()`. The default
    /// applies the layout engine's frames to the subviews that take part in Auto Layout
    /// (nothing when no constraint is active).
    open func layoutSubviews() {
        if MethodSwizzling.isActive(.layoutSubviews), MethodSwizzling.divert(self, View.self, "layoutSubviews") != nil { return }
        modelLayoutSubviews()
    }
    final func modelLayoutSubviews() {
        guard simulation.autoLayout.activeConstraints > 0 else { return }
        simulation.autoLayout.existingEngine(for: self)?.applyFrames(toSubviewsOf: self)
    }

    /// A storyboard outlet's stand-in (the checker's harness, `OutletStandIns`): its constraints
    /// are not the storyboard's, so layout checks leave it and its subtree out.
    package var isLayoutStandIn = false

    /// `tintColorDidChange()`: called on this view when its `tintColor` is set to another colour,
    /// and on the subviews that inherit it (those without a tint of their own).
    open func tintColorDidChange() {}
    /// `tintColor`: the view's own, else its superview's, else the system blue. Open, as in UIKit
    /// (controls override it to tint what they draw).
    open var tintColor: Color! {
        get {
            let tint = undimmedTint  // the view's own, inherited, or systemBlue
            guard tintAdjustmentMode == .dimmed else { return tint }
            let grey = 0.299 * tint.red + 0.587 * tint.green + 0.114 * tint.blue
            return Color(white: grey, alpha: tint.alpha)
        }
        set {
            let before = tintColor
            display.tintColor = newValue
            if tintColor != before { notifyTintChange() }
        }
    }

    /// `requiresConstraintBasedLayout`: read back only (the layout engine lays out whatever has
    /// constraints).
    open class var requiresConstraintBasedLayout: Bool { false }

    // UIKit's override points for sizing, drawing and environment changes (View+UIKitSurface.swift).
    /// `invalidateIntrinsicContentSize()`: the layout engine reads `intrinsicContentSize` again at
    /// the next layout (`View+Layout.swift`). Open, as apps override it to recompute a cached size
    /// before calling `super`.
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeModel() }

    /// `sizeThatFits(_:)`: the current size by default, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    // Content priorities: open, as UIKit's (a subclass that never stretches overrides the
    // getter; the layout engine asks it). Storage and checks in `View+Layout.swift`.

    /// `contentHuggingPriority(for:)` (default 250): how strongly the view resists growing beyond
    /// its intrinsic size.
    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority { modelContentHuggingPriority(for: axis) }
    /// `setContentHuggingPriority(_:for:)`; a priority outside 1…1000 is refused and recorded.
    open func setContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutConstraint.Axis) { modelSetContentHuggingPriority(p, for: axis) }
    /// `contentCompressionResistancePriority(for:)` (default 750): how strongly the view resists
    /// shrinking below its intrinsic size.
    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        modelContentCompressionResistancePriority(for: axis)
    }
    /// `setContentCompressionResistancePriority(_:for:)`; a priority outside 1…1000 is refused and recorded.
    open func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutConstraint.Axis) {
        modelSetContentCompressionResistancePriority(p, for: axis)
    }

    /// `sizeToFit()`: resizes the bounds to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() {
        if adoptsCategory(.sizeToFit), let c = self as? CategoryOverride.SizeToFit, CategoryOverride.run(self, #function, { c.categorySizeToFit() }) != nil { return }
        sizeViewToFit()
    }
    /// `draw(_:)`: drawing is not rendered; the model never calls it (store what you draw).
    open func draw(_ rect: CGRect) {}
    /// `traitCollection` (`View+SafeArea.swift`: the device's, with the nearest appearance
    /// override). Open, as in UIKit: a view may answer with traits of its own (a tab bar that
    /// reports a compact width on iPad).
    open var traitCollection: TraitCollection { modelTraitCollection }

    /// `mask` (`UIView.mask`): a view whose layer masks this one (`layer.mask`): only what it
    /// covers shows, in this view's bounds coordinates. A mask view has no superview (one is taken
    /// out of its superview, as a mask layer out of its superlayer); the view itself, an ancestor
    /// or a subview is refused and recorded (a layer cannot mask its own tree).
    open var mask: View? {
        get { maskView }
        set {
            guard newValue !== maskView else { return }
            if let m = newValue, m.masksItself(through: self) {
                return simulation.record(.rejectedCall, "mask of \(modelName) set to itself, a view of its own hierarchy or a view it masks")
            }
            newValue?.removeFromSuperview()
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }
    private var maskView: View?

    /// Whether making this view `target`'s mask would close a loop: this view is `target`, in
    /// its hierarchy, or (through the masks of masks) masked by it.
    private func masksItself(through target: View) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var m: View? = self
        while let cur = m, seen.insert(ObjectIdentifier(cur)).inserted {
            if cur === target || target.isDescendant(of: cur) || cur.isDescendant(of: target) { return true }
            m = cur.maskView
        }
        return false
    }

    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`; stored).
    open var accessibilityIdentifier: String? {
        get { storedAccessibility(AccessibilityKey.identifier) }
        set { storeAccessibility(newValue, AccessibilityKey.identifier) }
    }
    /// `setNeedsDisplay()`, `setNeedsDisplay(_:)`: the backing layer's (`Layer.setNeedsDisplay()`):
    /// the model draws nothing, so `draw(_:)` is never called back.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// `safeAreaInsetsDidChange()`: called when `safeAreaInsets` changes (View+SafeArea.swift).
    open func safeAreaInsetsDidChange() {}
    /// `traitCollectionDidChange(_:)`: called when the device's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        guard adoptsCategory(.traitCollectionDidChange), let c = self as? CategoryOverride.TraitCollectionDidChange else { return }
        _ = CategoryOverride.run(self, #function) { c.categoryTraitCollectionDidChange(previousTraitCollection) }
    }

    /// `setNeedsLayout()`: the next `layoutIfNeeded()` lays out.
    open func setNeedsLayout() {
        needsLayout = true
        if window != nil { simulation.layoutPending = true }
    }

    /// `layoutIfNeeded()`: lays out this view and its subviews now if a layout is pending. With
    /// Auto Layout in use, pending `updateConstraints()` run and the engine of this view's root
    /// solves first (`Layout/`); the default `layoutSubviews()` then places the subviews.
    open func layoutIfNeeded() {
        if simulation.autoLayout.isEngaged { simulation.autoLayout.prepareLayout(from: self) }
        layoutBelowIfNeeded()
    }

    private func layoutBelowIfNeeded() {
        if needsLayout {
            needsLayout = false
            layer.layoutSublayers()
        }
        for s in subviewList { s.layoutBelowIfNeeded() }
    }

    /// `display(_:)` (`CALayerDelegate`): the backing layer's content is drawn (`draw(_:in:)`).
    /// The model never asks (no pixels); called through `layer.display()`, it draws.
    open func display(_ layer: Layer) { layer.drawContent() }
    /// `draw(_:in:)` (`CALayerDelegate`): the backing layer's drawing is this view's `draw(_:)`.
    open func draw(_ layer: Layer, in ctx: GraphicsContext) {
        if layer === self.layer { draw(bounds) }
    }
    /// `layerWillDraw(_:)` (`CALayerDelegate`).
    open func layerWillDraw(_ layer: Layer) {}
    /// `action(for:forKey:)` (`CALayerDelegate`): a view gives its layer no implicit animation
    /// (UIKit's answer outside animation blocks; inside them the model animates the views).
    open func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }

    /// `layoutSublayers(of:)` (`CALayerDelegate`): the backing layer's `layoutSublayers()` asks its
    /// view, and UIKit's answer is the view's layout: the controller's `viewWillLayoutSubviews()`
    /// (a presentation's `containerViewWillLayoutSubviews()`), `layoutSubviews()`, then the
    /// matching did-callbacks. Override (calling `super`) to hear it.
    open func layoutSublayers(of layer: Layer) {
        guard layer === self.layer else { return }
        if display.cornerConfiguration != nil { applyCornerConfiguration() }
        if let vc = owningController {
            if vc.uikitState.viewIsAppearingOwed != nil, window != nil { vc.payViewIsAppearing() }
            vc.viewWillLayoutSubviews()
        }
        owningPresentation?.containerViewWillLayoutSubviews()
        layoutSubviews()
        owningController?.viewDidLayoutSubviews()
        owningPresentation?.containerViewDidLayoutSubviews()
    }
    @exclusivity(unchecked) var needsLayout = true

    /// Auto Layout state (`Layout/`), allocated when the view first takes part.
    @exclusivity(unchecked) var layoutStorage: ViewLayoutData?

    /// `intrinsicContentSize`: the size the content wants (`noIntrinsicMetric` per axis: none,
    /// the default). Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// `insetsLayoutMarginsFromSafeArea` (default true): the margins are measured from the safe
    /// area. Open, as UIKit's: a subclass that answers false keeps its margins from the bounds.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutData.insetsLayoutMarginsFromSafeArea = newValue
            layoutInputsChanged()
        }
    }

    /// `alignmentRectInsets`: how far the alignment rectangle — what Auto Layout constraints and
    /// the intrinsic content size measure — lies inside the frame (a badge or shadow drawn
    /// outside the content: positive insets). Zero by default. As UIKit, the layout reads it when
    /// constraints are added and when the intrinsic size is (re)read: a view whose insets change
    /// calls `invalidateIntrinsicContentSize()`.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// `alignmentRect(forFrame:)`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// `frame(forAlignmentRect:)`: the alignment rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top, width: alignmentRect.width + i.left + i.right,
            height: alignmentRect.height + i.top + i.bottom)
    }

    /// `updateConstraints()`: override to update constraints; runs before layout after
    /// `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}

    /// `needsUpdateConstraints()`.
    open func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }

    /// `setNeedsUpdateConstraints()`: `updateConstraints()` runs before the next layout.
    open func setNeedsUpdateConstraints() {
        guard !(layoutStorage?.needsUpdateConstraints ?? false) else { return }
        layoutData.needsUpdateConstraints = true
        simulation.autoLayout.needsUpdateConstraints(self)
    }

    /// `updateConstraintsIfNeeded()`: runs `updateConstraints()` (a controller's root view:
    /// `updateViewConstraints()`) if this view asked for it.
    open func updateConstraintsIfNeeded() {
        guard let d = layoutStorage, d.needsUpdateConstraints else { return }
        d.needsUpdateConstraints = false
        if let vc = owningController { vc.updateViewConstraints() } else { updateConstraints() }
    }

    /// `convert(_:to:)`: a point of this view's bounds in `view`'s (the window's for nil), with
    /// model values (one geometry: `Layer+Geometry.swift`).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint { layer.convert(point, to: view?.layer) }

    /// `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint { layer.convert(point, from: view?.layer) }

    /// `convert(_:to:)` for a rect (the bounding box of its converted corners).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect { layer.convert(rect, to: view?.layer) }

    /// `convert(_:from:)` for a rect.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // Layer timing (CAMediaTiming), the layer's.
    package var layerSpeed: Double {
        get { layer.speed }
        set { layer.speed = newValue }
    }
    package var layerTimeOffset: Double {
        get { layer.timeOffset }
        set { layer.timeOffset = newValue }
    }
    package var layerBeginTime: Double {
        get { layer.beginTime }
        set { layer.beginTime = newValue }
    }

    deinit {
        simulation.census.unregister(ObjectIdentifier(self))
    }

    /// The animations attached to the view's layer.
    var animations: [PropertyAnimation] {
        get { layer.animations }
        set { layer.animations = newValue }
    }

    /// The backing layer of a new view: `layerClass`'s, made with `simulation` current.
    private static func makeLayer(_ cls: AnyClass, _ simulation: Simulation) -> Layer {
        guard let type = cls as? Layer.Type, type != Layer.self else { return Layer(simulation: simulation) }
        let l = simulation.asCurrent { type.init() }
        return l.simulation === simulation ? l : Layer(simulation: simulation)
    }

    /// UIKit's `init(frame:)`: a view of this thread's current simulation (`Simulation.current`),
    /// named after its type.
    public init(frame: CGRect) {
        let simulation = Simulation.current
        self.simulation = simulation
        self.modelName = simulation.takePendingName(for: type(of: self)) ?? "\(type(of: self))"
        layer = View.makeLayer(Self.layerClass, simulation)
        super.init()
        layer.owningView = self
        modelBounds = CGRect(origin: .zero, size: frame.size)
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        simulation.census.registerOwned(self, .view, name: modelName)
    }

    /// `UIView()`: `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    /// `init?(coder:)`, required as in UIKit so that subclasses' `required init?(coder:)`
    /// compile. There are no nibs or archives here: the model never calls it; called directly,
    /// it makes an empty view of the current simulation, like `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        let simulation = Simulation.current
        self.simulation = simulation
        self.modelName = "\(type(of: self))"
        layer = View.makeLayer(Self.layerClass, simulation)
        super.init()
        layer.owningView = self
        simulation.census.registerOwned(self, .view, name: modelName)
    }

    /// A view of `simulation` named `name` (through `init(frame:)`, so subclasses' overrides run
    /// and app subclasses inherit UIKit's convenience initialisers: `Simulation+PendingInit.swift`).
    @_disfavoredOverload  // a subclass's own (`Window(simulation)`, `TableView(simulation)`) wins
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "view") {
        self.init(in: simulation, frame: frame, name: name)
    }

    /// The model's subclasses' simulation-taking initialisers call this one.
    package convenience init(in simulation: Simulation, frame: CGRect, name: String) {
        let pending = simulation.beginInit(of: Self.self, name: name)
        self.init(frame: frame)
        pending.end()
    }

    open override var description: String { modelName }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    /// Where this view can be first responder (`Responder.becomeFirstResponder()`).
    package override var responderWindow: Window? { window }
    package override var keyboardApplication: Application? { simulation.application }

    public var window: Window? { windowCache }

    /// What `window` answers: the view itself for a window, else the window its superview chain
    /// reaches (UIKit keeps it too, as `_window`). The moves that can change it
    /// (`place(_:at:)`, `removeFromSuperview()`) set it through the moved subtree, so reading
    /// `window` — every hit test, visibility check and responder walk does — costs one load
    /// instead of a walk up the chain.
    @exclusivity(unchecked) weak var windowCache: Window?

    /// Sets `windowCache` to `window` through this view's subtree, leaving out windows nested
    /// in it (a window, and what it holds, answers itself).
    private func setWindowThroughSubtree(_ window: Window?) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if v is Window { continue }
            v.windowCache = window
            stack += v.subviewList
        }
    }

    /// True if `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// Adds `view` on top, removing it from its old superview first. Adding a view to itself or
    /// to one of its descendants is refused (UIKit raises) and recorded as a `rejectedCall`.
    open func addSubview(_ view: View) {
        place(view, at: subviewList.count)
    }

    /// Inserts `view` at `index` (clamped), moving it from its old superview.
    open func insertSubview(_ view: View, at index: Int) {
        place(view, at: index)
    }

    /// Puts `view` at `index` among the subviews, with UIKit's notifications when it changes
    /// superview: the old superview's `willRemoveSubview(_:)`, the view's
    /// `willMove(toSuperview:)`, then `willMove(toWindow:)` through its subtree when the window
    /// changes; after the move `didMoveToWindow()` through the subtree, `didMoveToSuperview()`,
    /// and this view's `didAddSubview(_:)`. A reorder among the same superview's subviews sends
    /// none. (The public insert methods are overridable; the model's own moves go through here,
    /// as UIKit's do not call an app's `insertSubview` override from `addSubview`.)
    func place(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return simulation.reject(.viewCycle(view: view.modelName, superview: modelName)) }
        let oldWindow = view.window
        let moving = view.superview !== self
        let newWindow = window
        if moving {
            view.superview?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.tellSubtree { $0.willMove(toWindow: newWindow) } }
        }
        if !moving, let old = subviewList.firstIndex(where: { $0 === view }) {
            subviewList.remove(at: old)
        } else {
            view.detach()
        }
        let at = max(0, min(index, subviewList.count))
        subviewList.insert(view, at: at)
        view.superview = self
        if oldWindow !== newWindow { view.setWindowThroughSubtree(newWindow) }
        layer.attach(view.layer, at: layerIndex(forSubviewAt: at))
        simulation.treeRevision &+= 1
        if (oldWindow != nil) != (newWindow != nil) { view.windowMembershipChanged(entered: oldWindow == nil) }
        if moving {
            if oldWindow !== newWindow { view.tellSubtree { $0.didMoveToWindow() } }
            view.didMoveToSuperview()
            didAddSubview(view)
        }
    }

    /// Calls `body` on this view and its descendants, top-down.
    func tellSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            body(v)
            stack += v.subviewList.reversed()
        }
    }

    // UIKit's hierarchy notifications (`place(_:at:)`, `removeFromSuperview()`): override to hear
    // them; the defaults do nothing.
    /// `willMove(toSuperview:)`: this view is about to move to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// `didMoveToSuperview()`: this view moved to its current `superview` (nil: removed).
    open func didMoveToSuperview() { if MethodSwizzling.isActive(.didMoveToSuperview) { _ = MethodSwizzling.divert(self, View.self, "didMoveToSuperview") } }
    /// `willMove(toWindow:)`: this view's window is about to become `newWindow` (nil: leaving it).
    open func willMove(toWindow newWindow: Window?) {}
    /// `didMoveToWindow()`: this view's `window` changed.
    open func didMoveToWindow() { if MethodSwizzling.isActive(.didMoveToWindow) { _ = MethodSwizzling.divert(self, View.self, "didMoveToWindow") } }
    /// `didAddSubview(_:)`: `subview` was added to this view.
    open func didAddSubview(_ subview: View) {}
    /// `willRemoveSubview(_:)`: `subview` is about to leave this view.
    open func willRemoveSubview(_ subview: View) {}

    /// Inserts `view` just below `sibling` (on top if `sibling` is not a subview).
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviewList.firstIndex(where: { $0 === sibling }) else { return place(view, at: subviewList.count) }
        let adjust = subviewList.firstIndex(where: { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        place(view, at: i - adjust)
    }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviewList.firstIndex(where: { $0 === sibling }) else { return place(view, at: subviewList.count) }
        let adjust = subviewList.firstIndex(where: { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        place(view, at: i + 1 - adjust)
    }

    open func bringSubviewToFront(_ view: View) {
        guard let i = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.append(subviewList.remove(at: i))
        layer.attach(view.layer, at: layerIndex(forSubviewAt: subviewList.count - 1))
        simulation.treeRevision &+= 1
    }

    open func sendSubviewToBack(_ view: View) {
        guard let i = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.insert(subviewList.remove(at: i), at: 0)
        layer.attach(view.layer, at: layerIndex(forSubviewAt: 0))
        simulation.treeRevision &+= 1
    }

    /// `exchangeSubview(at:withSubviewAt:)`.
    open func exchangeSubview(at i: Int, withSubviewAt j: Int) {
        guard subviewList.indices.contains(i), subviewList.indices.contains(j), i != j else { return }
        subviewList.swapAt(i, j)
        let (a, b) = (subviewList[min(i, j)], subviewList[max(i, j)])
        layer.attach(a.layer, at: layerIndex(forSubviewAt: min(i, j)))
        layer.attach(b.layer, at: layerIndex(forSubviewAt: max(i, j)))
        simulation.treeRevision &+= 1
    }

    /// Where the layer of the subview at `index` goes among the layer's sublayers: just below the
    /// layer of the next subview (standalone sublayers keep their places), else on top.
    private func layerIndex(forSubviewAt index: Int) -> Int {
        let next = index + 1 < subviewList.count ? subviewList[index + 1].layer : nil
        let children = layer.children
        if let next, let i = children.firstIndex(where: { $0 === next }) {
            let own = children.firstIndex(where: { $0 === subviewList[index].layer })
            return own.map { $0 < i ? i - 1 : i } ?? i
        }
        return children.count
    }

    /// `removeFromSuperview()`: the superview's `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`,
    /// `willMove(toWindow: nil)` through the subtree when in a window; then the removal, and
    /// `didMoveToWindow()` through the subtree and `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { tellSubtree { $0.willMove(toWindow: nil) } }
        detach()
        if oldWindow != nil {
            setWindowThroughSubtree(nil)
            windowMembershipChanged(entered: false)
            tellSubtree { $0.didMoveToWindow() }
        }
        didMoveToSuperview()
        // UIKit removes the constraints between the removed subtree and the views outside it.
        if simulation.autoLayout.activeConstraints > 0 { simulation.autoLayout.syncWithTree() }
    }

    private func detach() {
        guard let s = superview else { return }
        s.subviewList.removeAll { $0 === self }
        superview = nil
        layer.detachFromSuperlayer()
        simulation.treeRevision &+= 1
    }

    /// The controller whose root view this is (set when the controller loads it).
    @exclusivity(unchecked) package weak var owningController: ViewController?
    /// The presentation whose container view this is.
    @exclusivity(unchecked) weak var owningPresentation: PresentationController?

    /// UIKit's automatic appearance: a controller's root view entering or leaving the window
    /// outside of an appearance transition gets viewWill/DidAppear or viewWill/DidDisappear
    /// (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`), top-down.
    /// A subtree entered or left the window: automatic appearance callbacks; and, entering on a
    /// device with safe-area insets, a controller's root view hears that its safe area changed
    /// (`safeAreaInsetsDidChange`, `viewSafeAreaInsetsDidChange`), as UIKit tells
    /// a view whose insets change when it moves into a window — outside one they are zero.
    /// (Other views are not told: their layout reads the insets when it runs.)
    private func windowMembershipChanged(entered: Bool) {
        let deviceHasInsets = simulation.application.device.safeAreaInsets != .zero
        tellSubtree { v in
            // A first responder leaving the window resigns (the keyboard goes with it), as in UIKit.
            if !entered {
                v.forceResignFirstResponder()
                v.owningController?.forceResignFirstResponder()
            }
            // A view that joins a window with a layout pending (every new view has one) is laid
            // out in the next frame's layout pass, as UIKit lays out what enters a window.
            if entered, v.needsLayout { simulation.layoutPending = true }
            if let vc = v.owningController {
                vc.automaticAppearance(entering: entered)
                // (Whether its own insets are non-zero is not computed: a walk to the window
                // for every controller entering it costs more than the callbacks, which are
                // "may have changed" notices: UIKit sends them on rotation to every view too.)
                if entered, deviceHasInsets {
                    v.safeAreaInsetsDidChange()
                    vc.viewSafeAreaInsetsDidChange()
                }
            }
        }
    }

    /// `snapshotView(afterScreenUpdates:)`: a new view, in no superview, that looks like this one
    /// (same frame, alpha and transform). Snapshots are transient: the checks report one that is
    /// still in the window once every transition has ended.
    open func snapshotView(afterScreenUpdates: Bool) -> View? {
        let snapshot = View(simulation, frame: frame, name: "snapshot(\(modelName))")
        snapshot.isSnapshot = true
        snapshot.snapshotSource = self
        snapshot.isOpaqueContent = isOpaqueContent
        snapshot.modelAlpha = modelAlpha
        snapshot.modelTransform = modelTransform
        return snapshot
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a snapshot of the part
    /// `rect` (in this view's bounds) of this view, framed at that rect in this view's superview
    /// coordinates; the cap insets only say how the image stretches (drawing, not modelled).
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets) -> View? {
        guard let snapshot = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        snapshot.frame = CGRect(x: frame.minX + rect.minX - bounds.minX, y: frame.minY + rect.minY - bounds.minY, width: rect.width, height: rect.height)
        return snapshot
    }

    /// Every view below this one, depth first.
    package var allDescendants: [View] {
        var out: [View] = []
        var stack = subviewList.reversed() as [View]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviewList.reversed())
        }
        return out
    }

    // MARK: Model properties (the layer's)

    /// `center`: the layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// `bounds`: the layer's (a size change lays out and autoresizes the subviews).
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// `alpha`: the layer's `opacity`, clamped to [0, 1]. A `CGFloat`, as in UIKit (subclasses
    /// override it with that type).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity as Double) }
        set { layer.opacity = Double(newValue) }
    }
    /// `transform`: the affine part of the layer's transform.
    open var transform: AffineTransform2D {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// `transform3D` (iOS 13): the layer's whole transform, as a 3-D one (animatable as
    /// `transform` is; `transform` is its affine part).
    open var transform3D: Transform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// `collisionBoundsType` (iOS 9, `UIDynamicItem`): the outline UIKit Dynamics collides the
    /// view with (`Dynamics/`); open, as round views override it with `.ellipse`.
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// `collisionBoundingPath` (iOS 9): the convex outline used with `.path`, (0, 0) at the
    /// center; the bounds' rectangle by default.
    open var collisionBoundingPath: BezierPath {
        let s = bounds.size
        return BezierPath(rect: CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height))
    }
    /// `frame` from center, bounds size and anchor point (as in UIKit, the transform is not applied).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    static func frame(center: CGPoint, bounds: CGRect, anchor: CGPoint) -> CGRect {
        Layer.frame(position: center, bounds: bounds, anchor: anchor)
    }

    /// Called by the layer when its bounds size changed: layout is needed, autoresizing applies.
    func boundsSizeChanged(from old: CGSize) {
        setNeedsLayout()
        autoresizeSubviews(from: old)
    }

    func lanes(_ p: AnimatableProperty) -> Lanes { layer.lanes(p) }
    func assign(_ p: AnimatableProperty, _ v: Lanes) { layer.assign(p, v) }
    func presented(_ p: AnimatableProperty) -> Lanes { layer.presented(p) }

    // MARK: On screen

    /// What is on screen now: the layer's model values plus every in-flight additive offset.
    package var onScreen: LayerValues { layer.presentationValues }

    /// The old name of `onScreen` (it is not about modal presentation).
    public var presentation: LayerValues { layer.presentationValues }

    /// True while an animation is attached to this view.
    package var hasAnimations: Bool { layer.hasAnimations }

    /// Removes every animation on this view (layer.removeAllAnimations): completions report
    /// `finished == false`; the model values stay.
    package func removeAllAnimations() { layer.removeAllAnimations() }

    // MARK: Layer time

    /// This layer's local time at global time `t`.
    package func localTime(at t: Double) -> Double { layer.localTime(at: t) }

    /// The product of layer speeds from here to the root (0 = frozen).
    package var effectiveSpeed: Double { layer.effectiveSpeed }

    /// The classic pause: speed 0, timeOffset = the current local time.
    package func pauseLayer() { layer.pause() }

    /// The classic resume: speed 1, beginTime chosen so local time continues from the pause.
    package func resumeLayer() { layer.resume() }

    // MARK: Responder chain and hit-testing

    /// `next`: the controller whose root view this is, else the superview.
    open override var next: Responder? { owningController ?? superview }

    /// `hitTest(_:with:)`: the deepest view containing `point` (this view's bounds coordinates)
    /// that can receive touches, or nil. UIKit's rule: a view that is hidden, has user
    /// interaction disabled or an alpha below 0.01, or does not contain the point
    /// (`point(inside:with:)`), returns nil; otherwise its subviews are asked front to back
    /// (last subview first) with the point converted into theirs, and the first answer wins,
    /// else the view itself. Model values (as UIKit: not what is on screen mid-animation);
    /// clipping does not matter (a point outside a view's bounds already fails `point(inside:)`).
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if adoptsCategory(.hitTest), let c = self as? CategoryOverride.HitTest, let hit = CategoryOverride.run(self, #function, { c.categoryHitTest(point, with: event) }) {
            return hit
        }
        if MethodSwizzling.isActive(.hitTest), let diverted = MethodSwizzling.divert(self, View.self, "hitTest:with:", point, event) { return diverted.flatMap { $0 as? View } }
        return modelHitTest(point, with: event)
    }
    final func modelHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, modelAlpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for s in subviewList.reversed() {
            if let hit = s.hitTest(s.layer.values(.model).fromSuperlayer(point), with: event) { return hit }
        }
        return self
    }

    /// `point(inside:with:)`: the point is in the bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        if adoptsCategory(.pointInside), let c = self as? CategoryOverride.PointInside, let inside = CategoryOverride.run(self, #function, { c.categoryPoint(inside: point, with: event) }) {
            return inside
        }
        if MethodSwizzling.isActive(.pointInside), let diverted = MethodSwizzling.divert(self, View.self, "pointWithInside:with:", point, event) { return diverted as? Bool ?? false }
        return modelBounds.contains(point)
    }

    /// `gestureRecognizerShouldBegin(_:)`: the view's say on a recognizer about to begin
    /// (default true; UIKit's `UIView` method, asked after the recognizer's delegate).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard adoptsCategory(.gestureRecognizerShouldBegin), let c = self as? CategoryOverride.GestureRecognizerShouldBegin else { return true }
        return CategoryOverride.run(self, #function) { c.categoryGestureRecognizerShouldBegin(gestureRecognizer) } ?? true
    }

    /// `isMultipleTouchEnabled` (default false: the view receives only the first touch of a
    /// sequence), `isExclusiveTouch` (stored).
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    // MARK: Visibility

    /// True if the view is in a window and it and every ancestor are shown: not hidden, model
    /// alpha above 0. (What is *seen* now, with on-screen values, clipping and cover, is
    /// `Window.visibility(of:)`.)
    package var isEffectivelyVisible: Bool {
        guard window != nil else { return false }
        var v: View? = self
        while let cur = v {
            if cur.isHidden || cur.modelAlpha <= 0 { return false }
            v = cur.superview
        }
        return true
    }

    /// The view's frame in window coordinates (model values, transforms ignored, as UIKit's
    /// `frame` arithmetic does).
    package var frameInWindow: CGRect {
        guard window != nil || superview != nil else { return frame }
        let box = layer.quad(bounds, to: nil, .modelIgnoringTransforms).boundingBox
        return CGRect(origin: box.origin, size: frame.size)
    }

    // MARK: Override points declared with their subjects elsewhere
    // Overridable as in UIKit, so declared here; the work is done in the files of their subjects:
    // Auto Layout (`Layout/`), safe areas (`View+SafeArea.swift`), display state.

    /// `layoutMargins` (TransitionsUIKit adds `directionalLayoutMargins`, left-to-right). The
    /// default is 8 points on every side, none for a controller's root view. A root view's actual
    /// margins are, edge by edge, the larger of these and its controller's
    /// `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins` (UIKit, iOS 11:
    /// "you may specify values larger than these but not smaller"). The safe area is added by the
    /// margins guide (`effectiveMargins`), not here.
    open var layoutMargins: EdgeInsets {
        get {
            guard let c = owningController else { return layoutStorage?.margins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            return layoutMargins(respectingMinimum: c.viewRespectsSystemMinimumLayoutMargins)
        }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                return simulation.record(.invalidConstraint, "non-finite layout margins \(newValue) on \(modelName)")
            }
            let changed = newValue != layoutMargins
            layoutData.margins = newValue
            layoutInputsChanged()
            setNeedsLayout()
            if changed { layoutMarginsDidChange() }
        }
    }
    /// `layoutMarginsDidChange()`: called when `layoutMargins` is set to other values; the default
    /// tells the controller whose root view this is (`viewLayoutMarginsDidChange()`).
    open func layoutMarginsDidChange() { owningController?.viewLayoutMarginsDidChange() }

    /// `safeAreaInsets`.
    open var safeAreaInsets: EdgeInsets { safeAreaInsets(on: simulation.application.device) }

    /// `contentMode` (stored).
    open var contentMode: ContentMode {
        get { display.contentMode }
        set { display.contentMode = newValue }
    }

    /// `systemLayoutSizeFitting(_:)`: the size closest to `targetSize` that the constraints of
    /// this view and its subtree allow (`fittingSizeLevel` pull towards the target on both axes).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: a
    /// separate engine rooted at this view (its own frame constraints left out, its size free)
    /// with the constraints installed in its subtree that stay inside it, plus
    /// `width == target.width` and `height == target.height` at the given priorities.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority h: LayoutPriority, verticalFittingPriority v: LayoutPriority
    ) -> CGSize {
        simulation.autoLayout.runPendingUpdates()
        return LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: h, vertical: v)
    }
}
