import Foundation

/// One explicit animation (`CAAnimation`) attached to a layer: the sibling of the additive
/// `PropertyAnimation`. It is not additive (unless `isAdditive`): while in effect it *replaces*
/// the presented value of its key path — the model plus the additive animations — by its own,
/// and leaves the model alone.
final class ExplicitAnimation {
    weak var layer: Layer?
    /// The key it was added under (nil: none, as `add(_:forKey: nil)`).
    let key: String?
    /// The object added (what `animation(forKey:)` returns, and whose delegate is told).
    let animation: LayerAnimation
    let tracks: [ExplicitTrack]
    let timing: ExplicitTiming
    let removedOnCompletion: Bool
    /// Open `CATransaction`s when it was added: their completion waits for it.
    var groups: [AnimationGroup]
    var started = false
    var stopped = false
    var isRemoved = false

    init(layer: Layer, key: String?, animation: LayerAnimation, tracks: [ExplicitTrack], timing: ExplicitTiming, groups: [AnimationGroup]) {
        self.layer = layer
        self.key = key
        self.animation = animation
        self.tracks = tracks
        self.timing = timing
        self.removedOnCompletion = animation.isRemovedOnCompletion
        self.groups = groups
    }

    /// Still changing what is presented (begun or about to, not past its end on a running clock).
    /// One that repeats forever (`repeatCount = .infinity`) keeps the simulation awake only until
    /// it has started: after that nothing of it waits on a frame (its presentation is a function
    /// of time, and it never stops on its own), so the model can become idle with a spinner on.
    var isMoving: Bool {
        guard !isRemoved, !stopped else { return false }
        guard let l = layer else { return true }  // removed on the next commit
        if started && !timing.end.isFinite { return false }
        return l.effectiveSpeed != 0 && timing.speed != 0
    }

    /// The `commit` phase: start and stop callbacks, removal at the end.
    func commit(collect groupsDone: inout [AnimationGroup]) {
        guard !isRemoved else { return }
        guard let l = layer else { return stop(finished: false, remove: true, collect: &groupsDone) }
        let t = l.localTime(at: l.simulation.now)
        if !started && t >= timing.begin {
            started = true
            animation.delegate?.animationDidStart(animation)
        }
        if !stopped && t >= timing.end {
            stop(finished: true, remove: removedOnCompletion, collect: &groupsDone)
        }
    }

    /// Ends the animation: the delegate hears `animationDidStop(_:finished:)` once; the
    /// transactions it belongs to stop waiting for it.
    func stop(finished: Bool, remove: Bool, collect groupsDone: inout [AnimationGroup]) {
        if remove {
            isRemoved = true
            layer?.explicitAnimations.removeAll { $0 === self }
        }
        guard !stopped else { return }
        stopped = true
        for g in groups {
            g.pending -= 1
            if !finished { g.allFinished = false }
            if g.pending == 0 { groupsDone.append(g) }
        }
        groups = []
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}
