import Foundation

/// A layer (`CALayer`): the object that holds what is drawn and where.
///
/// As in Core Animation, the layer holds the state and a view forwards to it: `position`,
/// `bounds`, `anchorPoint`, `transform`, `opacity`, `isHidden`, `masksToBounds`, `cornerRadius`,
/// `mask`, the timing (`speed`, `timeOffset`, `beginTime`) and the animations attached. A view's
/// layer is its backing layer (`View.layer`, of the view's `layerClass`); the layer tree mirrors
/// the view tree (a subview's layer is a sublayer of its superview's layer), and standalone
/// layers (`CALayer()`, `CAShapeLayer()`) can be added as sublayers or set as a `mask`.
///
/// Geometry, Core Animation's: a point `p` of the bounds lands in the superlayer at
/// ```
/// p' = position + T · (p − (bounds.origin + anchorPoint ⊙ bounds.size))
/// ```
/// and `frame` is derived from `position`, `bounds.size` and `anchorPoint` (undefined under a
/// non-identity transform, as in UIKit: the model returns the untransformed box).
///
/// Animations: changing an animatable property inside an animation block (`UIView.animate`, a
/// property animator, `CATransaction` with an explicit animation) adds an additive animation;
/// the *presentation* value is model + Σ offset · (1 − progress). A standalone layer's property
/// changed outside any block is not implicitly animated here (Core Animation would animate it for
/// 0.25 s; notes/uikit-surface.md).
open class Layer: CustomStringConvertible {
    public let simulation: Simulation

    /// The view this layer backs (UIKit: the layer's delegate); nil for a standalone layer.
    @exclusivity(unchecked) public internal(set) weak var owningView: View?

    // MARK: Model state (read and written through `AnimatableProperty` too)

    @exclusivity(unchecked) var modelPosition = CGPoint.zero
    @exclusivity(unchecked) var modelBounds = CGRect.zero
    @exclusivity(unchecked) var modelOpacity = 1.0
    @exclusivity(unchecked) var modelTransform = AffineTransform2D.identity
    @exclusivity(unchecked) var modelCornerRadius = 0.0
    /// The parts of a 3-D transform the model does not animate (perspective, z), kept for read-back.
    @exclusivity(unchecked) var transformExtras = Transform3D.identity

    /// `anchorPoint`, in unit coordinates of the bounds (default centre).
    /// `anchorPointZ`: the anchor's depth (stored: the model's geometry is planar).
    public var anchorPointZ: CGFloat = 0
    /// `sublayerTransform`: what Core Animation applies to the sublayers when it draws them — in
    /// practice a perspective (`m34`) for 3-D rotations of the sublayers. Stored: the model places
    /// sublayers by their own transforms' affine parts, which a perspective leaves unchanged.
    public var sublayerTransform: Transform3D = .identity
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// `isHidden`.
    public var isHidden = false {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// Key-value observers of this layer and its view (Observation/; nil until observed).
    package var observerList: KeyValueObserverList?
    /// `masksToBounds`: sublayers are clipped to the bounds (rounded by `cornerRadius`). Open, as
    /// Core Animation's properties are to subclasses (an override that pins it is what is read).
    open var masksToBounds = false
    /// `mask`: only what the mask layer covers (its path for a shape layer, else its bounds) is
    /// drawn, in this layer's bounds coordinates. A mask has no superlayer.
    public var mask: Layer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            // A layer cannot mask its own tree, nor a layer that (through masks of masks) masks it:
            // refused and recorded, as drawing such a loop never ends.
            var seen = Set<ObjectIdentifier>()
            var m = newValue
            while let cur = m, seen.insert(ObjectIdentifier(cur)).inserted {
                var up: Layer? = self
                while let u = up {
                    if u === cur { return rejectMask() }
                    up = u.superlayer
                }
                m = cur.maskLayer
            }
            maskLayer?.maskedLayer = nil
            maskLayer = newValue
            newValue?.removeFromSuperlayer()
            newValue?.maskedLayer = self
        }
    }
    private var maskLayer: Layer?
    private func rejectMask() { simulation.record(.rejectedCall, "a layer's mask set to itself, an ancestor or a layer it masks") }
    /// The layer this one masks.
    public internal(set) weak var maskedLayer: Layer?
    /// For a copy `presentation()` made, the layer it copies (held: the copy converts through it).
    @exclusivity(unchecked) var presentedModel: Layer?

    // MARK: Drawing (stored: not rendered)

    /// `shadowOpacity` (`Float`), `shadowRadius` (`CGFloat`), `shadowOffset`, `shadowColor`: Core
    /// Animation's types, open to subclasses (a layer class that fixes its shadow overrides them).
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowColor: Color? = .black
    /// `shadowPath` (stored: shadows are not rendered).
    public var shadowPath: ShapePath?
    public var borderWidth = 0.0
    public var borderColor: Color? = .black
    /// `backgroundColor` (a view's is its own; a standalone layer's is drawn over its bounds).
    public var backgroundColor: Color?
    public var zPosition = 0.0
    /// `cornerCurve` (stored).
    public var cornerCurve: CornerCurve = .circular
    /// `maskedCorners`: which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    public var name: String?
    /// `contents`, `contentsScale`, `shouldRasterize`, `rasterizationScale`, `isOpaque`,
    /// `allowsGroupOpacity`, `isDoubleSided` (stored).
    public var contents: Any?
    /// `contentsRect` (the part of `contents` drawn, unit coordinates), `contentsCenter` (the
    /// stretchable part), `contentsGravity`: drawing, stored.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsGravity: ContentsGravity = .resize
    public var contentsScale = 1.0
    public var shouldRasterize = false
    /// `drawsAsynchronously` (drawing: stored).
    public var drawsAsynchronously = false
    /// `isGeometryFlipped`: a standalone layer's sublayers (and a shape layer's path) are laid
    /// out with y growing upwards. Stored, not applied: the model places sublayers and clips to
    /// mask paths unflipped (a view's layer's value is UIKit's to manage, and it leaves it false).
    public var isGeometryFlipped = false
    public var rasterizationScale = 1.0
    public var isOpaque = false
    public var allowsGroupOpacity = true
    public var isDoubleSided = true
    /// `magnificationFilter`, `minificationFilter`, `minificationFilterBias`: how contents are
    /// scaled (stored: contents are not drawn).
    public var magnificationFilter: Filter = .linear
    public var minificationFilter: Filter = .linear
    public var minificationFilterBias: Float = 0
    /// `CALayerContentsFilter`.
    public struct Filter: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let linear = Filter(rawValue: "linear")
        public static let nearest = Filter(rawValue: "nearest")
        public static let trilinear = Filter(rawValue: "trilinear")
    }

    // MARK: Tree

    /// `sublayers` (nil when there are none, as in Core Animation). Setting it removes the
    /// current sublayers (`removeFromSuperlayer()`: a subview's layer leaves with its view) and
    /// adds the new ones in order.
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            for l in children where !(newValue ?? []).contains(where: { $0 === l }) { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }
    @exclusivity(unchecked) package private(set) var children: [Layer] = []
    /// `superlayer`.
    @exclusivity(unchecked) public private(set) weak var superlayer: Layer?

    /// Animations attached to this layer.
    @exclusivity(unchecked) var animations: [PropertyAnimation] = []
    /// Explicit animations (`add(_:forKey:)`) attached to this layer, in the order added.
    @exclusivity(unchecked) var explicitAnimations: [ExplicitAnimation] = []

    // MARK: Timing (CAMediaTiming): local = (parent − beginTime) · speed + timeOffset

    /// `speed` (non-finite values are ignored).
    public var speed: Double {
        get { timingSpeed }
        set { if newValue.isFinite { timingSpeed = newValue } }
    }
    /// `timeOffset`.
    public var timeOffset: Double {
        get { timingOffset }
        set { if newValue.isFinite { timingOffset = newValue } }
    }
    /// `beginTime`.
    public var beginTime: Double {
        get { timingBegin }
        set { if newValue.isFinite { timingBegin = newValue } }
    }
    var timingSpeed = 1.0 { didSet { timingChanged() } }
    var timingOffset = 0.0 { didSet { timingChanged() } }
    var timingBegin = 0.0 { didSet { timingChanged() } }
    /// True while this layer's timing differs from its parent's.
    @exclusivity(unchecked) var hasOwnTiming = false

    // MARK: Life cycle

    /// `CALayer()`: a standalone layer of this thread's current simulation.
    public required init() {
        simulation = Simulation.current
    }

    /// `init(layer:)`: Core Animation's copy for presentation layers; a standalone copy of the
    /// model values here. (Not required, as in UIKit: the model makes no layer through it.)
    public init(layer: Any) {
        simulation = Simulation.current
        if let other = layer as? Layer {
            modelPosition = other.modelPosition
            modelBounds = other.modelBounds
            modelOpacity = other.modelOpacity
            modelTransform = other.modelTransform
            modelCornerRadius = other.modelCornerRadius
            transformExtras = other.transformExtras
            anchorPoint = other.anchorPoint
            copySettings(from: other)
        }
    }

    /// The settings a copy of `other` takes (`init(layer:)`, `presentation()`) besides the
    /// animated geometry: what is drawn and how. Each of the model's layer classes adds its own.
    package func copySettings(from other: Layer) {
        (anchorPointZ, sublayerTransform, isHidden, masksToBounds, zPosition) =
            (other.anchorPointZ, other.sublayerTransform, other.isHidden, other.masksToBounds, other.zPosition)
        (shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath) =
            (other.shadowOpacity, other.shadowRadius, other.shadowOffset, other.shadowColor, other.shadowPath)
        (borderWidth, borderColor, backgroundColor, cornerCurve, maskedCorners, name) =
            (other.borderWidth, other.borderColor, other.backgroundColor, other.cornerCurve, other.maskedCorners, other.name)
        (contents, contentsRect, contentsCenter, contentsGravity, contentsScale) =
            (other.contents, other.contentsRect, other.contentsCenter, other.contentsGravity, other.contentsScale)
        (shouldRasterize, drawsAsynchronously, rasterizationScale, isOpaque, allowsGroupOpacity, isDoubleSided) =
            (other.shouldRasterize, other.drawsAsynchronously, other.rasterizationScale, other.isOpaque, other.allowsGroupOpacity, other.isDoubleSided)
        isGeometryFlipped = other.isGeometryFlipped
        (magnificationFilter, minificationFilter, minificationFilterBias, needsDisplayOnBoundsChange) =
            (other.magnificationFilter, other.minificationFilter, other.minificationFilterBias, other.needsDisplayOnBoundsChange)
    }

    /// A presentation copy's own on-screen values beyond the base layer's (a shape layer's
    /// animated path and stroke).
    package func adoptPresentedSubclassValues(of original: Layer) {}

    /// `init?(coder:)` (the model decodes no layers; required, as `NSCoding` makes it in UIKit):
    /// a standalone layer of this thread's current simulation.
    public required init?(coder: NSCoder) {
        simulation = Simulation.current
    }

    /// A backing layer for a view of `simulation`.
    package init(simulation: Simulation) {
        self.simulation = simulation
    }

    deinit {
        if hasOwnTiming { simulation.animation.layersWithOwnTiming -= 1 }
    }

    public var description: String { name ?? owningView?.modelName ?? "\(type(of: self))" }

    // MARK: Geometry (model values)

    /// `position`: where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { modelPosition }
        set { setModel(.position, Lanes(newValue)) }
    }
    /// `bounds`.
    open var bounds: CGRect {
        get { modelBounds }
        set {
            let old = modelBounds.size
            setModel(.bounds, Lanes(newValue))
            if old != modelBounds.size {
                if let v = owningView { v.boundsSizeChanged(from: old) } else { setNeedsLayout() }
            }
        }
    }
    /// `frame`, from `position`, `bounds.size` and `anchorPoint`.
    open var frame: CGRect {
        get { Layer.frame(position: modelPosition, bounds: modelBounds, anchor: anchorPoint) }
        set {
            observerList?.willChange()
            bounds = CGRect(origin: modelBounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
            observerList?.didChange()
        }
    }
    /// `opacity`, clamped to [0, 1] (NaN is 0).
    public var opacity: Double {
        get { modelOpacity }
        set { setModel(.opacity, Lanes(min(max(newValue.isNaN ? 0 : newValue, 0), 1))) }
    }
    /// `transform` as a 3-D transform; the model animates its affine part and keeps the rest.
    public var transform: Transform3D {
        get { transform3D(affine: modelTransform) }
        set {
            transformExtras = newValue
            setAffineTransform(newValue.affine)
        }
    }
    /// `affineTransform()` / `setAffineTransform(_:)`: the transform's affine part (a method, as
    /// in Core Animation).
    public func affineTransform() -> AffineTransform2D { modelTransform }
    public func setAffineTransform(_ t: AffineTransform2D) { setModel(.transform, Lanes(t)) }
    /// `cornerRadius` (animatable; clips with `masksToBounds`).
    public var cornerRadius: Double {
        get { modelCornerRadius }
        set { setModel(.cornerRadius, Lanes(newValue.isFinite ? max(newValue, 0) : 0)) }
    }

    static func frame(position: CGPoint, bounds: CGRect, anchor: CGPoint) -> CGRect {
        CGRect(
            x: position.x - bounds.width * anchor.x, y: position.y - bounds.height * anchor.y,
            width: bounds.width, height: bounds.height)
    }

    /// `contains(_:)`: a point of the bounds inside them (Core Animation's default; a shape
    /// layer's is its path).
    open func contains(_ p: CGPoint) -> Bool { modelBounds.contains(p) }

    // MARK: Delegate and content

    /// `delegate` (`CALayerDelegate`, weak): a backing layer's is its view; a standalone layer's is
    /// the object set here. Setting another on a backing layer is refused and recorded (the view
    /// must stay its layer's delegate in UIKit: its layout and animations go through it).
    open weak var delegate: (any LayerDelegate)? {
        get { owningView ?? ownDelegate }
        set {
            if let v = owningView {
                guard newValue !== v else { return }
                simulation.record(.rejectedCall, "delegate set on the layer of \(v.modelName): a view must stay its layer's delegate")
                return
            }
            ownDelegate = newValue
        }
    }
    private weak var ownDelegate: (any LayerDelegate)?
    /// Values set for keys the layer does not define (`Layer+KeyValueCoding.swift`).
    var keyedValues: [String: Any] = [:]

    /// `needsDisplayOnBoundsChange` (stored: content is not drawn).
    open var needsDisplayOnBoundsChange = false
    /// Whether `setNeedsDisplay()` was called since the last `displayIfNeeded()`.
    private var displayRequested = false
    /// `setNeedsDisplay()`: marks the content stale. The model draws no content, so nothing is
    /// displayed later (notes/uikit-surface.md: drawing is stored only); `needsDisplay()` reads it.
    open func setNeedsDisplay() { displayRequested = true }
    /// `setNeedsDisplay(_:)`: as `setNeedsDisplay()` (there is no partial content).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// `needsDisplay()`.
    public func needsDisplay() -> Bool { displayRequested }
    /// `displayIfNeeded()`: clears the request; `display()` is not called (no content is drawn).
    open func displayIfNeeded() { displayRequested = false }
    /// `display()`: where Core Animation makes the layer's content (the delegate's `display(_:)`,
    /// else `draw(in:)`). The model never calls it; called directly, it asks the delegate as Core
    /// Animation does (with a context of the layer's size for `draw(in:)`).
    open func display() {
        displayRequested = false
        if let d = delegate { d.display(self) } else { drawContent() }
    }
    /// A context of the layer's size, drawn into by `draw(in:)`.
    func drawContent() { draw(in: GraphicsContext(size: modelBounds.size)) }
    /// `draw(in:)`: the default asks the delegate (`draw(_:in:)`); subclasses override it to draw.
    open func draw(in ctx: GraphicsContext) { delegate?.draw(self, in: ctx) }
    /// `needsDisplay(forKey:)`: whether a change of `key` redraws the content (none by default;
    /// the model never asks).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// `classForCoder()` called on a layer class: the class itself (`NSObject`'s class method).
    open class func classForCoder() -> AnyClass { self }
    /// `defaultValue(forKey:)`: the value of a key never set (`value(forKey:)` reads it for the
    /// custom keys of `Layer+KeyValueCoding.swift`).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// `shouldArchiveValue(forKey:)`: whether archiving the layer keeps `key`'s value (Core
    /// Animation's default: yes). Layers are never archived here; subclasses override it as on iOS.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Layout

    /// `layoutSublayers()`: lays out the sublayers (subclasses override it). The default tells the
    /// delegate (`LayerDelegate.layoutSublayers(of:)`): for a view's backing layer that is the
    /// view's layout — `layoutSubviews()` and its controller's callbacks — so a layer subclass
    /// that overrides this without calling `super` keeps its view from laying out, as in UIKit.
    /// A backing layer is told in the view's layout pass; a standalone layer in the next frame's
    /// layout pass after `setNeedsLayout()` or a change of its bounds' size, as Core Animation
    /// does at commit.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// `setNeedsLayout()`: a standalone layer is laid out in the next layout pass; a backing
    /// layer asks its view (`View.setNeedsLayout()`).
    public func setNeedsLayout() {
        if let v = owningView { return v.setNeedsLayout() }
        guard !layoutPending else { return }
        layoutPending = true
        simulation.pendingLayerLayouts.append(Weak(self))
        simulation.layoutPending = true
    }

    /// `needsLayout()`.
    public func needsLayout() -> Bool { owningView.map { $0.needsLayout } ?? layoutPending }

    /// `layoutIfNeeded()`: the pending layout now.
    public func layoutIfNeeded() {
        if let v = owningView { return v.layoutIfNeeded() }
        guard layoutPending else { return }
        layoutPending = false
        layoutSublayers()
    }

    /// A standalone layer's layout is pending.
    var layoutPending = false

    /// `defaultAction(forKey:)`: the class's action for a property change (none: implicit
    /// animations are not modelled, so the model never asks).
    open class func defaultAction(forKey event: String) -> (any LayerAction)? { nil }

    /// `action(forKey:)`: the delegate's action (`LayerDelegate.action(for:forKey:)`; a view's
    /// gives none), else `actions`' entry, else the class's default. Implicit animations are not
    /// modelled: the model never asks.
    open func action(forKey event: String) -> (any LayerAction)? {
        delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
    }

    /// `hitTest(_:)`: the farthest descendant (or this layer) that contains `p`, a point in the
    /// superlayer's coordinates; nil when this layer is hidden or does not contain it. Sublayers
    /// are tried front to back (higher `zPosition` first, then later siblings). Transforms are
    /// not inverted (the model's layer frames are untransformed boxes).
    open func hitTest(_ p: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let f = frame, b = bounds
        let local = CGPoint(x: p.x - f.minX + b.minX, y: p.y - f.minY + b.minY)
        guard contains(local) else { return nil }
        let ordered = children.enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, child) in ordered { if let hit = child.hitTest(local) { return hit } }
        return self
    }

    /// `actions`: actions by property key (an `NSNull` turns a key's implicit animation off).
    /// Implicit layer animations are not modelled (a standalone layer's change is immediate), so
    /// the dictionary is kept and read back, with nothing to turn off.
    public var actions: [String: any LayerAction]?

    // MARK: Tree

    /// `addSublayer(_:)`: on top, removed from its old superlayer first; a cycle is refused.
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: children.count) }

    /// `insertSublayer(_:at:)` (index clamped).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard !isSublayer(of: layer), layer !== self else {
            return simulation.reject(.viewCycle(view: layer.description, superview: description))
        }
        if let v = layer.owningView, v.superview?.layer !== self {
            // A view's layer moves with its view (UIKit keeps the trees in step).
            return simulation.reject(.viewCycle(view: layer.description, superview: description))
        }
        attach(layer, at: index)
    }

    /// `insertSublayer(_:below:)` / `insertSublayer(_:above:)`.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let s = sibling, let i = children.firstIndex(where: { $0 === s }) else { return insertSublayer(layer, at: 0) }
        insertSublayer(layer, at: i)
    }
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let s = sibling, let i = children.firstIndex(where: { $0 === s }) else { return addSublayer(layer) }
        insertSublayer(layer, at: i + 1)
    }

    /// `replaceSublayer(_:with:)`: `newLayer` takes `oldLayer`'s place among the sublayers and
    /// `oldLayer` leaves. Core Animation leaves the result undefined when `oldLayer` is not a
    /// sublayer: the model refuses that (recorded), as it refuses replacing a view's layer (which
    /// moves with its view) and a cycle.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer else { return }
        guard oldLayer.superlayer === self, let i = children.firstIndex(where: { $0 === oldLayer }) else {
            return simulation.record(.rejectedCall, "replaceSublayer(_:with:) on \(description): the layer replaced is not one of its sublayers")
        }
        guard oldLayer.owningView == nil else {
            return simulation.record(.rejectedCall, "replaceSublayer(_:with:) on \(description): the layer replaced is a view's (it moves with its view)")
        }
        guard !isSublayer(of: newLayer), newLayer !== self, newLayer.owningView == nil else {
            return simulation.reject(.viewCycle(view: newLayer.description, superview: description))
        }
        oldLayer.detachFromSuperlayer()
        attach(newLayer, at: newLayer.superlayer === self && (children.firstIndex { $0 === newLayer } ?? i) < i ? i - 1 : i)
    }

    /// `removeFromSuperlayer()` (a view's layer leaves with its view: use `removeFromSuperview`).
    public func removeFromSuperlayer() {
        if let v = owningView, v.superview != nil { return v.removeFromSuperview() }
        detachFromSuperlayer()
    }

    /// Places `layer` at `index` among the children (the view tree's moves call this).
    func attach(_ layer: Layer, at index: Int) {
        if layer.superlayer === self, let old = children.firstIndex(where: { $0 === layer }) {
            children.remove(at: old)
        } else {
            layer.detachFromSuperlayer()
        }
        children.insert(layer, at: max(0, min(index, children.count)))
        layer.superlayer = self
        simulation.animation.timingEpoch &+= 1
        layer.maskedLayer?.mask = nil
    }

    func detachFromSuperlayer() {
        guard let s = superlayer else { return }
        s.children.removeAll { $0 === self }
        superlayer = nil
        simulation.animation.timingEpoch &+= 1
    }

    /// True if `self` is below `layer` in the layer tree.
    func isSublayer(of layer: Layer) -> Bool {
        var l = superlayer
        while let cur = l {
            if cur === layer { return true }
            l = cur.superlayer
        }
        return false
    }

    // MARK: Time

    private func timingChanged() {
        simulation.animation.timingEpoch &+= 1
        let own = timingSpeed != 1 || timingOffset != 0 || timingBegin != 0
        guard own != hasOwnTiming else { return }
        hasOwnTiming = own
        simulation.animation.layersWithOwnTiming += own ? 1 : -1
    }

    /// This layer's local time at global time `t`.
    ///
    /// `local = (parent − beginTime)·speed + timeOffset`, composed from the root down. Every
    /// animation asks for its layer's local time once per frame and per check, so the last
    /// answer is memoised under the registry's timing epoch (bumped by any timing or tree
    /// change): a walk to the root only when something changed.
    package func localTime(at t: Double) -> Double {
        let registry = simulation.animation
        guard registry.layersWithOwnTiming > 0 else { return t }
        if localTimeMemo.t == t, localTimeMemo.epoch == registry.timingEpoch { return localTimeMemo.value }
        let parent = superlayer?.localTime(at: t) ?? t
        let value = hasOwnTiming ? (parent - timingBegin) * timingSpeed + timingOffset : parent
        localTimeMemo = (t, registry.timingEpoch, value)
        return value
    }
    @exclusivity(unchecked) private var localTimeMemo: (t: Double, epoch: Int, value: Double) = (.nan, -1, 0)

    /// The product of speeds from here to the root (0 = frozen).
    package var effectiveSpeed: Double {
        guard simulation.animation.layersWithOwnTiming > 0 else { return 1 }
        var s = timingSpeed
        var l = superlayer
        while let cur = l {
            s *= cur.timingSpeed
            l = cur.superlayer
        }
        return s
    }

    /// The global time at which this layer's local time is `local`: each layer's
    /// `local = (parent − beginTime)·speed + timeOffset` undone, from this layer up to the root.
    /// A layer of speed 0 (paused) has the same local time at every parent time: the parent time
    /// taken is its `beginTime` (where its timeline is anchored).
    func globalTime(fromLocal local: Double) -> Double {
        guard simulation.animation.layersWithOwnTiming > 0 else { return local }
        var t = local
        var l: Layer? = self
        while let cur = l {
            if cur.hasOwnTiming { t = cur.timingSpeed == 0 ? cur.timingBegin : (t - cur.timingOffset) / cur.timingSpeed + cur.timingBegin }
            l = cur.superlayer
        }
        return t
    }

    /// `convertTime(_:from:)`: `t`, a time of `layer`'s timeline (global time, as
    /// `CACurrentMediaTime()` gives, for nil), on this layer's timeline. Every layer's time is
    /// Core Animation's `local = (parent − beginTime)·speed + timeOffset` along its superlayer
    /// chain, so times convert through the global time: up from `layer`, then down to this one.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        localTime(at: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// `convertTime(_:to:)`: `t`, a time of this layer's timeline, on `layer`'s (global time for
    /// nil).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let global = globalTime(fromLocal: t)
        return layer?.localTime(at: global) ?? global
    }

    // MARK: Override points
    // Overridable as in Core Animation, so declared here; the work is done in the animation files.

    /// `add(_:forKey:)`: attaches a copy of `animation`'s settings. An animation already under
    /// `key` is removed first (its delegate hears `finished: false`). `beginTime` 0 starts it now.
    /// A transition added without a key goes under `kCATransition`, as Core Animation files it.
    /// The current `CATransaction`'s properties apply as Core Animation applies them: a duration
    /// of 0 is the transaction's `animationDuration` (0.25 s unless set), and a transaction
    /// `animationTimingFunction` replaces the animation's timing function (in the attached copy:
    /// `animation` itself is unchanged).
    open func add(_ animation: LayerAnimation, forKey key: String?) {
        let key = key ?? (animation is LayerTransition ? LayerTransition.defaultKey : nil)
        if let key { removeAnimation(forKey: key) }
        let now = localTime(at: simulation.now)
        let begin = animation.beginTime == 0 ? now : animation.beginTime
        let timing = animation.timing(begin: begin, inheritedDuration: simulation.transactionAnimationDuration)
        let tracks: [ExplicitTrack]
        if let function = simulation.transactionAnimationTimingFunction {
            let own = animation.timingFunction
            animation.timingFunction = function
            tracks = animation.tracks(layer: self, timing: timing)
            animation.timingFunction = own
        } else {
            tracks = animation.tracks(layer: self, timing: timing)
        }
        let groups = simulation.animation.openGroups(simulation)
        for g in groups { g.pending += 1 }
        let record = ExplicitAnimation(layer: self, key: key, animation: animation, tracks: tracks, timing: timing, groups: groups)
        explicitAnimations.append(record)
        simulation.animation.explicit.append(record)
    }

    /// `removeAllAnimations()`: completions report `finished == false`; the model values stay.
    open func removeAllAnimations() {
        var groups: [AnimationGroup] = []
        for a in animations where !a.isRemoved { a.remove(finished: false, collect: &groups) }
        animations.removeAll()
        simulation.animation.active.removeAll { $0.isRemoved }
        if !explicitAnimations.isEmpty { removeExplicitAnimations(collect: &groups) }
        for g in groups { simulation.schedule { g.fireIfDone() } }
    }
}

/// `CACornerMask`.
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minXMinY = CornerMask(rawValue: 1)
    public static let maxXMinY = CornerMask(rawValue: 2)
    public static let minXMaxY = CornerMask(rawValue: 4)
    public static let maxXMaxY = CornerMask(rawValue: 8)
    public static let layerMinXMinYCorner = minXMinY
    public static let layerMaxXMinYCorner = maxXMinY
    public static let layerMinXMaxYCorner = minXMaxY
    public static let layerMaxXMaxYCorner = maxXMaxY
}

/// `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, Hashable { case circular, continuous }

extension Layer {
    /// `CALayerContentsGravity`.
    public struct ContentsGravity: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let center = ContentsGravity(rawValue: "center")
        public static let top = ContentsGravity(rawValue: "top")
        public static let bottom = ContentsGravity(rawValue: "bottom")
        public static let left = ContentsGravity(rawValue: "left")
        public static let right = ContentsGravity(rawValue: "right")
        public static let topLeft = ContentsGravity(rawValue: "topLeft")
        public static let topRight = ContentsGravity(rawValue: "topRight")
        public static let bottomLeft = ContentsGravity(rawValue: "bottomLeft")
        public static let bottomRight = ContentsGravity(rawValue: "bottomRight")
        public static let resize = ContentsGravity(rawValue: "resize")
        public static let resizeAspect = ContentsGravity(rawValue: "resizeAspect")
        public static let resizeAspectFill = ContentsGravity(rawValue: "resizeAspectFill")
    }
}
