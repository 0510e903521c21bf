import Foundation

/// The presentation layer, as Core Animation has it: `presentation()` is a *copy of the layer*,
/// an instance of the same class whose properties hold what is on screen now (the model values
/// plus every in-flight animation), and `model()` leads back to the layer it copies.
///
/// Code uses the copy as a layer: it reads `frame`, `position`, `opacity`, `transform`,
/// `value(forKeyPath:)`; it casts it (`layer.presentation() as CALayer?`,
/// `presentation() as! CALayer`, both valid on iOS); it falls back to the layer itself
/// (`(layer.presentation() ?? layer).position`); it converts points and hit-tests with it to find
/// where a moving view is (`layer.presentation()?.convert(p, from: superview.layer)`).
///
/// Here the copy is made by the class's required `init()` (Core Animation calls `init(layer:)`,
/// which is not required; the model's own layer classes copy their settings either way — see
/// `copySettings(from:)`; an app's own layer subclass gets the base layer's values, not its
/// own stored properties). It is standalone: no superlayer, no sublayers. Converting to or from
/// it goes through the layer it copies with on-screen values, so `convert` gives the
/// presentation tree's answer as Core Animation's does. Changing the copy changes nothing on
/// screen (Core Animation leaves changes to a presentation layer undefined).
extension Layer {
    /// `presentation()`: a copy of the layer as it is on screen now. Always available here (Core
    /// Animation returns nil before the layer's first commit). The presentation of a presentation
    /// is itself.
    public func presentation() -> Self? {
        if presentedModel != nil { return self }
        let copy = simulation.asCurrent { type(of: self).init() }
        copy.presentedModel = self
        copy.copySettings(from: self)
        copy.adoptPresentedValues(of: self)
        return copy
    }

    /// `model()`: the layer a presentation copy was made from; the layer itself otherwise.
    public func model() -> Self { (presentedModel as? Self) ?? self }

    /// True for a copy `presentation()` returned.
    @inline(__always)
    package var isPresentationLayer: Bool { presentedModel != nil }

    /// The copy's geometry, opacity, transform and corner radius: `original`'s on-screen values.
    func adoptPresentedValues(of original: Layer) {
        let p = original.presentationValues
        (modelPosition, modelBounds, modelOpacity, modelTransform) = (p.position, p.bounds, p.opacity, p.transform)
        anchorPoint = p.anchorPoint
        modelCornerRadius = original.presented(.cornerRadius)[0]
        transformExtras = original.transformExtras
        adoptPresentedSubclassValues(of: original)
    }
}
