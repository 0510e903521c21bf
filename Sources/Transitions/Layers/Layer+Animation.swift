import Foundation

/// The additive animation machinery on a layer: model values by `AnimatableProperty`, the
/// presentation value (model + Σ offset · (1 − progress)), and removal.
extension Layer {
    /// The model value of `p`, as lanes.
    func lanes(_ p: AnimatableProperty) -> Lanes { p.read(self) }

    /// Writes the model value of `p` without animating.
    func assign(_ p: AnimatableProperty, _ v: Lanes) {
        observerList?.willChange()
        p.write(self, v)
        observerList?.didChange()
    }

    /// Sets the model value of `p`; inside an animation block the change also adds an additive
    /// animation from the old value — unless the current `CATransaction` disables actions (UIKit's
    /// block animations are the layer's actions, which Core Animation then does not look up).
    func setModel(_ p: AnimatableProperty, _ new: Lanes) {
        let old = p.read(self)
        observerList?.willChange()
        p.write(self, new)
        observerList?.didChange()
        if old != new, let context = simulation.animation.contexts.last, !simulation.transactionDisablesActions {
            context.addAnimation(layer: self, property: p, offset: old - new)
        }
    }

    /// The on-screen value of `p`: the model plus every in-flight additive offset.
    func presented(_ p: AnimatableProperty) -> Lanes {
        var v = p.read(self)
        for a in animations where a.property == p && !a.isRemoved {
            v += a.offset * (1 - a.progress)
        }
        return explicitAnimations.isEmpty ? v : applyExplicit(p, over: v)
    }

    /// True while an animation is attached to this layer.
    package var hasAnimations: Bool { animations.contains { !$0.isRemoved } || explicitAnimations.contains { !$0.isRemoved } }

    /// `animationKeys()`: the key paths animating now (nil when none, as in Core Animation).
    public func animationKeys() -> [String]? {
        let keys = animations.filter { !$0.isRemoved }.map(\.property.keyPath) + explicitAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The classic pause: speed 0, timeOffset = the current local time.
    public func pause() {
        let paused = localTime(at: simulation.now)
        speed = 0
        timeOffset = paused
    }

    /// The classic resume: speed 1, beginTime chosen so local time continues from the pause.
    public func resume() {
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = localTime(at: simulation.now) - paused
    }

    /// The on-screen geometry, opacity and transform now.
    package var presentationValues: LayerValues {
        guard !animations.isEmpty || !explicitAnimations.isEmpty else { return modelValues }
        return LayerValues(
            position: presented(.position).point, bounds: presented(.bounds).rect, opacity: presented(.opacity)[0],
            transform: presented(.transform).affine, anchorPoint: anchorPoint)
    }

    /// The model geometry, opacity and transform.
    package var modelValues: LayerValues {
        LayerValues(position: modelPosition, bounds: modelBounds, opacity: modelOpacity, transform: modelTransform, anchorPoint: anchorPoint)
    }

    /// `presentation()`: the layer as it is on screen now (model values plus in-flight
    /// animations). Always available here (Core Animation returns nil before the first commit).
    public func presentation() -> LayerPresentation? {
        let p = presentationValues
        return LayerPresentation(
            opacity: p.opacity, frame: p.frame, bounds: p.bounds, position: p.position, anchorPoint: p.anchorPoint,
            affine: p.transform, transform: transform3D(affine: p.transform), cornerRadius: presented(.cornerRadius)[0],
            isHidden: isHidden, zPosition: zPosition,
            sublayerTransform: sublayerTransform)
    }

    /// The 3-D transform whose affine part is `a` and whose other entries (perspective `m34`,
    /// depth) are the layer's.
    func transform3D(affine a: AffineTransform2D) -> Transform3D {
        var t = transformExtras
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (a.a, a.b, a.c, a.d, a.tx, a.ty)
        return t
    }

    /// `model()`: the model values.
    public func model() -> LayerPresentation {
        let p = modelValues
        return LayerPresentation(
            opacity: p.opacity, frame: p.frame, bounds: p.bounds, position: p.position, anchorPoint: p.anchorPoint,
            affine: p.transform, transform: transform, cornerRadius: modelCornerRadius, isHidden: isHidden, zPosition: zPosition,
            sublayerTransform: sublayerTransform)
    }
}

/// What `Layer.presentation()` returns: the on-screen values of a layer (Core Animation returns
/// a copy of the layer; the values code reads from it are here, under the layer's names).
public struct LayerPresentation: Sendable, Hashable {
    public var opacity: Double
    public var frame: CGRect
    public var bounds: CGRect
    public var position: CGPoint
    public var anchorPoint: CGPoint
    /// The on-screen affine transform (`affineTransform()`).
    public var affine: AffineTransform2D
    /// `affineTransform()`, as on the presentation layer in Core Animation.
    public func affineTransform() -> AffineTransform2D { affine }
    /// `transform`: the on-screen affine part with the layer's 3-D entries.
    public var transform: Transform3D
    public var cornerRadius: Double
    public var isHidden: Bool
    public var zPosition: Double
    /// `sublayerTransform` (the layer's: the model draws no perspective, so it is not animated).
    public var sublayerTransform: Transform3D

    /// `opacity` under a name no UIKit spelling shadows (TransitionsUIKit's `Float` one).
    package var modelOpacity: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

/// `layer.presentation() ?? layer`: Core Animation's presentation is a copy of the layer, so code
/// falls back to the layer itself when there is none and reads the same properties from either
/// (`(layer.presentation() ?? layer).position`). Here the fallback is the layer's model values
/// (`model()`), so the expression reads as it does on iOS.
public func ?? (presentation: LayerPresentation?, layer: @autoclosure () throws -> Layer) rethrows -> LayerPresentation {
    if let presentation { return presentation }
    return try layer().model()
}
