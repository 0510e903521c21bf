import Springs

/// One additive animation of one property of one layer.
///
/// presentation = model + offset · (1 − progress), offset = old model − new model.
///
/// Repetition (`.repeat`, `.autoreverse`, `modifyAnimations(withRepeatCount:autoreverses:)`), as
/// Core Animation times the animations UIKit makes for them: a cycle of d·(autoreverses ? 2 : 1),
/// played `repeatCount` times; within a cycle the curve runs forward over d, then (autoreversing)
/// back over d. Once the active time is over the layer shows its model value — the end value,
/// so an autoreversed view jumps there, as on iOS. An animation that repeats forever never ends:
/// it does not keep the simulation awake (its presentation is a function of time) and its
/// completion runs only when it is removed (finished false).
final class PropertyAnimation {
    @exclusivity(unchecked) weak var layer: Layer?
    /// The view whose layer this animates (nil for a standalone layer).
    var view: View? { layer?.owningView }
    let property: AnimatableProperty
    let offset: Lanes
    /// Start in the view's layer-local time, and duration.
    let begin: Double
    let duration: Double
    let curve: TimingCurve
    /// When set, progress comes from a property animator instead of the clock.
    @exclusivity(unchecked) weak var driver: ViewPropertyAnimator?
    /// For animator-driven keyframes: the fraction window [start, start + length].
    let driverWindow: (start: Double, length: Double)
    @exclusivity(unchecked) var groups: [AnimationGroup]
    @exclusivity(unchecked) var isRemoved = false
    /// Plays (1: once; `.infinity`: forever) and whether each plays back after forward.
    let repeatCount: Double
    let autoreverses: Bool
    /// One cycle: forward, and back when autoreversing.
    let cycle: Double
    /// The time it plays: `cycle · repeatCount` (infinite for an endless repeat).
    let activeDuration: Double
    /// Plays once forward (no repetition to compute).
    let playsOnce: Bool

    init(
        layer: Layer, property: AnimatableProperty, offset: Lanes, begin: Double, duration: Double, curve: TimingCurve,
        driver: ViewPropertyAnimator?, driverWindow: (Double, Double), groups: [AnimationGroup],
        repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        // Repetition needs a cycle to repeat: a zero-length animation plays once.
        self.repeatCount = duration > 0 && repeatCount > 0 ? repeatCount : 1
        self.autoreverses = duration > 0 && autoreverses
        cycle = self.autoreverses ? 2 * duration : duration
        activeDuration = self.repeatCount == 1 ? cycle : cycle * self.repeatCount
        playsOnce = self.repeatCount == 1 && !self.autoreverses
        self.layer = layer
        self.property = property
        self.offset = offset
        self.begin = begin
        self.duration = duration
        self.curve = curve
        self.driver = driver
        self.driverWindow = driverWindow
        self.groups = groups
    }

    var isClockDriven: Bool { driver == nil }

    /// Local time elapsed since the start (negative during a delay).
    var elapsed: Double {
        guard let l = layer else { return .infinity }
        return l.localTime(at: l.simulation.now) - begin
    }

    /// It repeats forever (never ends on its own).
    var repeatsForever: Bool { repeatCount.isInfinite }

    var hasEnded: Bool { elapsed >= activeDuration }

    /// Curve progress in [0, 1] (springs may overshoot), 1 once ended.
    var progress: Double {
        if isRemoved { return 1 }
        if let d = driver {
            let f = (d.fractionComplete - driverWindow.start) / max(driverWindow.length, 1e-12)
            return d.curveProgress(min(max(f, 0), 1))
        }
        let e = elapsed
        if e <= 0 { return duration <= 0 && e >= 0 ? 1 : 0 }
        if e >= activeDuration { return 1 }
        if playsOnce { return curve.progress(at: e / duration) }
        let local = e.truncatingRemainder(dividingBy: cycle)
        if autoreverses && local > duration { return curve.progress(at: (cycle - local) / duration) }
        return curve.progress(at: local / duration)
    }

    /// A clock-driven animation can still move: not removed and its layer is not frozen.
    /// An animation whose view is gone counts as progressing: it ends on the next frame.
    var canProgress: Bool {
        guard !isRemoved, isClockDriven, !repeatsForever else { return false }
        guard let l = layer else { return true }
        return l.effectiveSpeed != 0
    }

    /// Puts the model value back to where this animation started (model + offset).
    func restoreStartValue() {
        guard let l = layer, !isRemoved else { return }
        l.assign(property, l.lanes(property) + offset)
    }

    func remove(finished: Bool, collect: inout [AnimationGroup]) {
        guard !isRemoved else { return }
        isRemoved = true
        layer?.animations.removeAll { $0 === self }
        for g in groups {
            g.pending -= 1
            if !finished { g.allFinished = false }
            if g.pending == 0 { collect.append(g) }
        }
    }
}
