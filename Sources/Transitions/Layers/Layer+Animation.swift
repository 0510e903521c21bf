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

    /// The 3-D transform whose affine part is `a` and whose other entries (perspective `m34`,
    /// depth) are the layer's.
    func transform3D(affine a: AffineTransform2D) -> Transform3D {
        var t = transformExtras
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (a.a, a.b, a.c, a.d, a.tx, a.ty)
        return t
    }
}
