import Foundation

/// A view: a node of the view tree with animatable geometry, alpha and transform.
///
/// Model vs presentation: setting a property changes the *model* value at once (as UIKit does);
/// inside an animation block the change also adds an additive animation, so the *presentation*
/// value (what is on screen) moves continuously from where it was. A view has exactly one
/// superview or none; `addSubview` moves it, and adding an ancestor throws instead of crashing.
open class View: CustomStringConvertible {
    public let simulation: Simulation
    public var name: String

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    // Model values.
    var modelCenter = CGPoint.zero
    var modelBounds = CGRect.zero
    var modelAlpha = 1.0
    var modelTransform = AffineTransform2D.identity
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var isHidden = false
    public var isUserInteractionEnabled = true
    /// Marks views created as transient helpers (snapshots, dimming views) for leak checks.
    package var isSnapshot = false
    /// The view a snapshot was taken of.
    package weak var snapshotSource: View?
    /// Draws opaque content over its whole bounds (a controller's root view, a snapshot, a view
    /// with an opaque background colour): what the checks count as covering the views under it.
    package var isOpaqueContent: Bool {
        get { drawsOpaqueContent || (backgroundColor?.alpha ?? 0) >= 1 }
        set { drawsOpaqueContent = newValue }
    }
    private var drawsOpaqueContent = false

    /// The colour the view fills its bounds with (nil: transparent).
    public var backgroundColor: Color?

    /// `clipsToBounds`: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Drawing and Auto Layout attributes (`View+Display.swift`).
    var display = DisplayAttributes()

    /// `tag`, for `viewWithTag(_:)`.
    public var tag = 0

    /// `viewWithTag(_:)`: this view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        return allDescendants.first { $0.tag == tag }
    }

    /// The layer backing the view (drawing properties; the layer-tree ones are the view's own).
    public private(set) lazy var layer = Layer(view: self)

    /// Gesture recognizers attached to the view (`gestureRecognizers`: nil when there are none,
    /// as in UIKit).
    public var gestureRecognizers: [GestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    package private(set) var recognizers: [GestureRecognizer] = []

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// `layoutSubviews()`: override to lay out subviews; called by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// `setNeedsLayout()`: the next `layoutIfNeeded()` lays out.
    public func setNeedsLayout() { needsLayout = true }

    /// `layoutIfNeeded()`: lays out this view and its subviews now if a layout is pending.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            owningPresentation?.containerViewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
            owningPresentation?.containerViewDidLayoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }
    var needsLayout = true

    /// `convert(_:to:)`: a point of this view's bounds in `view`'s (the window's for nil), with
    /// model values.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = pointInWindow(point)
        return view?.pointFromWindow(inWindow) ?? inWindow
    }

    /// `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromWindow(view?.pointInWindow(point) ?? point)
    }

    /// `convert(_:to:)` for a rect (the bounding box of its converted corners).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        Self.boundingBox([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            .map { convert($0, to: view) })
    }

    /// `convert(_:from:)` for a rect.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        Self.boundingBox([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            .map { convert($0, from: view) })
    }

    private static func boundingBox(_ p: [CGPoint]) -> CGRect {
        let xs = p.map(\.x), ys = p.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// A point of the bounds mapped up to the root (model values, transforms about the anchor).
    private func pointInWindow(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: View = self
        while let sup = v.superview {
            point = v.modelPointInSuperview(point)
            v = sup
        }
        return point
    }

    private func pointFromWindow(_ p: CGPoint) -> CGPoint {
        var chain: [View] = []
        var v: View = self
        while let sup = v.superview {
            chain.append(v)
            v = sup
        }
        var point = p
        for view in chain.reversed() { point = view.modelPointFromSuperview(point) }
        return point
    }

    private var modelAnchor: CGPoint {
        CGPoint(x: modelBounds.minX + anchorPoint.x * modelBounds.width, y: modelBounds.minY + anchorPoint.y * modelBounds.height)
    }

    private func modelPointInSuperview(_ p: CGPoint) -> CGPoint {
        let t = modelTransform.apply(to: CGPoint(x: p.x - modelAnchor.x, y: p.y - modelAnchor.y))
        return CGPoint(x: modelCenter.x + t.x, y: modelCenter.y + t.y)
    }

    private func modelPointFromSuperview(_ p: CGPoint) -> CGPoint {
        let t = modelTransform
        let det = t.a * t.d - t.b * t.c
        let x = p.x - modelCenter.x - t.tx, y = p.y - modelCenter.y - t.ty
        guard det != 0, det.isFinite else { return CGPoint(x: modelAnchor.x, y: modelAnchor.y) }
        // Inverse of the linear part (row-vector convention: [x y]·[a b; c d]).
        let u = (x * t.d - y * t.c) / det, w = (y * t.a - x * t.b) / det
        return CGPoint(x: u + modelAnchor.x, y: w + modelAnchor.y)
    }

    // Layer timing (CAMediaTiming): local = (parent − beginTime) · speed + timeOffset.
    public var layerSpeed = 1.0 { didSet { timingChanged() } }
    public var layerTimeOffset = 0.0 { didSet { timingChanged() } }
    public var layerBeginTime = 0.0 { didSet { timingChanged() } }

    /// True while this layer's timing differs from its parent's (speed ≠ 1, offset or begin ≠ 0).
    private var hasOwnTiming = false

    /// Keeps the simulation's count of layers with their own timing: while it is 0, every
    /// layer's local time is the global time (the common case, no walk up the tree).
    private func timingChanged() {
        let own = layerSpeed != 1 || layerTimeOffset != 0 || layerBeginTime != 0
        guard own != hasOwnTiming else { return }
        hasOwnTiming = own
        simulation.layersWithOwnTiming += own ? 1 : -1
    }

    deinit {
        if hasOwnTiming { simulation.layersWithOwnTiming -= 1 }
        simulation.census.unregister(ObjectIdentifier(self))
    }

    var animations: [PropertyAnimation] = []

    /// UIKit's `init(frame:)`: a view of this thread's current simulation (`Simulation.current`),
    /// named after its type.
    public init(frame: CGRect) {
        let simulation = Simulation.current
        self.simulation = simulation
        self.name = "\(type(of: self))"
        modelBounds = CGRect(origin: .zero, size: frame.size)
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        simulation.census.registerOwned(self, .view, name: name)
    }

    /// `UIView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }

    public init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "view") {
        self.simulation = simulation
        self.name = name
        modelBounds = CGRect(origin: .zero, size: frame.size)
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
        simulation.census.registerOwned(self, .view, name: name)
    }

    public var description: String { name }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let cur = v {
            if let w = cur as? Window { return w }
            v = cur.superview
        }
        return nil
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
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped), moving it from its old superview.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return simulation.reject(.viewCycle(view: view.name, superview: name)) }
        let wasInWindow = view.window != nil
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.detach()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        simulation.treeRevision &+= 1
        if wasInWindow != (view.window != nil) { view.windowMembershipChanged(entered: !wasInWindow) }
    }

    /// Inserts `view` just below `sibling` (on top if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        insertSubview(view, at: i - adjust)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        insertSubview(view, at: i + 1 - adjust)
    }

    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        simulation.treeRevision &+= 1
    }

    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        simulation.treeRevision &+= 1
    }

    public func removeFromSuperview() {
        let wasInWindow = window != nil
        detach()
        if wasInWindow { windowMembershipChanged(entered: false) }
    }

    private func detach() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        simulation.treeRevision &+= 1
    }

    /// The controller whose root view this is (set when the controller loads it).
    weak var owningController: ViewController?
    /// The presentation whose container view this is.
    weak var owningPresentation: PresentationController?

    /// UIKit's automatic appearance: a controller's root view entering or leaving the window
    /// outside of an appearance transition gets viewWill/DidAppear or viewWill/DidDisappear
    /// (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`), top-down.
    private func windowMembershipChanged(entered: Bool) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            v.owningController?.automaticAppearance(entering: entered)
            stack += v.subviews.reversed()
        }
    }

    /// `snapshotView(afterScreenUpdates:)`: a new view, in no superview, that looks like this one
    /// (same frame, alpha and transform). Snapshots are transient: the checks report one that is
    /// still in the window once every transition has ended.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let snapshot = View(simulation, frame: frame, name: "snapshot(\(name))")
        snapshot.isSnapshot = true
        snapshot.snapshotSource = self
        snapshot.isOpaqueContent = isOpaqueContent
        snapshot.modelAlpha = modelAlpha
        snapshot.modelTransform = modelTransform
        return snapshot
    }

    /// Every view below this one, depth first.
    public var allDescendants: [View] {
        var out: [View] = []
        var stack = subviews.reversed() as [View]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    // MARK: Model properties

    public var center: CGPoint {
        get { modelCenter }
        set { setModel(.center, Lanes(newValue.x, newValue.y, 0, 0, 0, 0, 0, 0)) }
    }
    public var bounds: CGRect {
        get { modelBounds }
        set {
            let old = modelBounds.size
            setModel(.bounds, Lanes(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height, 0, 0, 0, 0))
            if old != modelBounds.size {
                needsLayout = true
                autoresizeSubviews(from: old)
            }
        }
    }
    public var alpha: Double {
        get { modelAlpha }
        set { setModel(.alpha, Lanes(min(max(newValue.isNaN ? 0 : newValue, 0), 1), 0, 0, 0, 0, 0, 0, 0)) }
    }
    public var transform: AffineTransform2D {
        get { modelTransform }
        set { setModel(.transform, Lanes(newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty, 0, 0)) }
    }
    /// Frame from center, bounds size and anchor point (as UIKit, the transform is not applied).
    public var frame: CGRect {
        get { View.frame(center: modelCenter, bounds: modelBounds, anchor: anchorPoint) }
        set {
            bounds = CGRect(origin: modelBounds.origin, size: newValue.size)
            center = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    static func frame(center: CGPoint, bounds: CGRect, anchor: CGPoint) -> CGRect {
        CGRect(
            x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y,
            width: bounds.width, height: bounds.height)
    }

    func lanes(_ p: AnimatableProperty) -> Lanes {
        switch p {
        case .center: return Lanes(modelCenter.x, modelCenter.y, 0, 0, 0, 0, 0, 0)
        case .bounds: return Lanes(modelBounds.origin.x, modelBounds.origin.y, modelBounds.width, modelBounds.height, 0, 0, 0, 0)
        case .alpha: return Lanes(modelAlpha, 0, 0, 0, 0, 0, 0, 0)
        case .transform:
            let t = modelTransform
            return Lanes(t.a, t.b, t.c, t.d, t.tx, t.ty, 0, 0)
        }
    }

    func assign(_ p: AnimatableProperty, _ v: Lanes) {
        switch p {
        case .center: modelCenter = CGPoint(x: v[0], y: v[1])
        case .bounds: modelBounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .alpha: modelAlpha = v[0]
        case .transform: modelTransform = AffineTransform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        }
    }

    func setModel(_ p: AnimatableProperty, _ new: Lanes) {
        let old = lanes(p)
        assign(p, new)
        if old != new, let context = simulation.animationContexts.last {
            context.addAnimation(view: self, property: p, offset: old - new)
        }
    }

    // MARK: Presentation

    /// What is on screen now: model value plus every in-flight additive offset.
    public var presentation: PresentationState {
        PresentationState(
            center: {
                let v = presented(.center); return CGPoint(x: v[0], y: v[1])
            }(),
            bounds: {
                let v = presented(.bounds); return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            }(),
            alpha: presented(.alpha)[0],
            transform: {
                let v = presented(.transform); return AffineTransform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            }(),
            anchorPoint: anchorPoint)
    }

    func presented(_ p: AnimatableProperty) -> Lanes {
        var v = lanes(p)
        for a in animations where a.property == p && !a.isRemoved {
            v += a.offset * (1 - a.progress)
        }
        return v
    }

    /// True while an animation is attached to this view.
    public var hasAnimations: Bool { animations.contains { !$0.isRemoved } }

    /// Removes every animation on this view (layer.removeAllAnimations): completions report
    /// `finished == false`; the model values stay.
    public func removeAllAnimations() {
        var groups: [AnimationGroup] = []
        for a in animations where !a.isRemoved { a.remove(finished: false, collect: &groups) }
        animations.removeAll()
        simulation.activeAnimations.removeAll { $0.isRemoved }
        for g in groups { simulation.schedule { g.fireIfDone() } }
    }

    // MARK: Layer time

    /// This layer's local time at global time `t`.
    public func localTime(at t: Double) -> Double {
        guard simulation.layersWithOwnTiming > 0 else { return t }
        let parent = superview?.localTime(at: t) ?? t
        return hasOwnTiming ? (parent - layerBeginTime) * layerSpeed + layerTimeOffset : parent
    }

    /// The product of layer speeds from here to the root (0 = frozen).
    public var effectiveSpeed: Double {
        guard simulation.layersWithOwnTiming > 0 else { return 1 }
        var s = layerSpeed
        var v = superview
        while let cur = v {
            s *= cur.layerSpeed
            v = cur.superview
        }
        return s
    }

    /// The classic pause: speed 0, timeOffset = the current local time.
    public func pauseLayer() {
        let paused = localTime(at: simulation.now)
        layerSpeed = 0
        layerTimeOffset = paused
    }

    /// The classic resume: speed 1, beginTime chosen so local time continues from the pause.
    public func resumeLayer() {
        let paused = layerTimeOffset
        layerSpeed = 1
        layerTimeOffset = 0
        layerBeginTime = 0
        layerBeginTime = localTime(at: simulation.now) - paused
    }

    // MARK: Visibility

    /// True if the view is in a window, not hidden, and every ancestor is visible with alpha > 0.
    public var isEffectivelyVisible: Bool {
        guard window != nil else { return false }
        var v: View? = self
        while let cur = v {
            if cur.isHidden || cur.modelAlpha <= 0 { return false }
            v = cur.superview
        }
        return true
    }

    /// The view's frame in window coordinates (model values, transforms ignored).
    public var frameInWindow: CGRect {
        var origin = frame.origin
        var v = superview
        while let cur = v, !(cur is Window) || cur.superview != nil {
            let f = cur.frame
            origin.x += f.minX - cur.modelBounds.minX
            origin.y += f.minY - cur.modelBounds.minY
            v = cur.superview
        }
        return CGRect(origin: origin, size: frame.size)
    }
}
