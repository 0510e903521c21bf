import Foundation

/// Explicit animations on a layer (`add(_:forKey:)`, `animation(forKey:)`,
/// `removeAnimation(forKey:)`): see `LayerAnimation` for their timing and `ExplicitAnimation`
/// for how they combine with the additive ones.
extension Layer {

    /// `animation(forKey:)`: the animation added under `key`, while attached.
    public func animation(forKey key: String) -> LayerAnimation? {
        explicitAnimations.last { $0.key == key && !$0.isRemoved }?.animation
    }

    /// `removeAnimation(forKey:)`: detaches it; the presented value goes back to what is beneath
    /// (the model, unless additive animations are in flight). Its delegate hears
    /// `finished: false` unless it had already ended.
    public func removeAnimation(forKey key: String) {
        let matching = explicitAnimations.filter { $0.key == key }
        guard !matching.isEmpty else { return }
        var done: [AnimationGroup] = []
        for a in matching { a.stop(finished: false, remove: true, collect: &done) }
        simulation.animation.explicit.removeAll { $0.isRemoved }
        for g in done { g.fireIfDone() }
    }

    /// Removes every explicit animation (part of `removeAllAnimations()`).
    func removeExplicitAnimations(collect done: inout [AnimationGroup]) {
        for a in explicitAnimations { a.stop(finished: false, remove: true, collect: &done) }
        explicitAnimations.removeAll()
        simulation.animation.explicit.removeAll { $0.isRemoved }
    }

    /// The value of `p` with the explicit animations in effect at this instant applied over
    /// `beneath` (in the order they were added: a later one replaces an earlier one).
    func applyExplicit(_ p: AnimatableProperty, over beneath: Lanes) -> Lanes {
        let t = localTime(at: simulation.now)
        var v = beneath
        for a in explicitAnimations where !a.isRemoved {
            for track in a.tracks where track.component?.property == p {
                if let local = track.localTime(t) { v = track.sample(local, v) }
            }
        }
        return v
    }

    /// A shape layer's path as presented: its model path, or the path an explicit `path`
    /// animation shows now.
    func presentedPath(model: ShapePath?) -> ShapePath? {
        let t = localTime(at: simulation.now)
        var path = model
        for a in explicitAnimations where !a.isRemoved {
            for track in a.tracks where track.keyPath == "path" {
                if let local = track.localTime(t), let s = track.samplePath { path = s(local, path) }
            }
        }
        return path
    }
}

extension ShapeLayer {
    /// The path on screen now (an explicit `path` animation's while one is in effect).
    public var presentedPath: ShapePath? { explicitAnimations.isEmpty ? path : presentedPath(model: path) }
}
