import Foundation

/// Explicit animations on a layer (`add(_:forKey:)`, `animation(forKey:)`,
/// `removeAnimation(forKey:)`): see `LayerAnimation` for their timing and `ExplicitAnimation`
/// for how they combine with the additive ones.
extension Layer {
    /// `add(_:forKey:)`: attaches a copy of `animation`'s settings. An animation already under
    /// `key` is removed first (its delegate hears `finished: false`). `beginTime` 0 starts it now.
    /// A transition added without a key goes under `kCATransition`, as Core Animation files it.
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        let key = key ?? (animation is LayerTransition ? LayerTransition.defaultKey : nil)
        if let key { removeAnimation(forKey: key) }
        let now = localTime(at: simulation.now)
        let begin = animation.beginTime == 0 ? now : animation.beginTime
        let timing = animation.timing(begin: begin, inheritedDuration: nil)
        let tracks = animation.tracks(layer: self, timing: timing)
        let groups = simulation.animation.transactions
        for g in groups { g.pending += 1 }
        let record = ExplicitAnimation(layer: self, key: key, animation: animation, tracks: tracks, timing: timing, groups: groups)
        explicitAnimations.append(record)
        simulation.animation.explicit.append(record)
    }

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
