import Springs

/// The timing of an `animate` call: a Bézier/step/linear timing curve over the duration, or a spring.
public enum AnimationCurve: Sendable, Hashable {
    case timing(TimingCurve)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` (duration from the call).
    case spring(dampingRatio: Double, initialVelocity: Double)

    public static let easeInOut = AnimationCurve.timing(.easeInEaseOut)
    public static let easeIn = AnimationCurve.timing(.easeIn)
    public static let easeOut = AnimationCurve.timing(.easeOut)
    public static let linear = AnimationCurve.timing(.linear)

    /// The timing curve over `duration` (the spring solved with UIKit's converter).
    func resolved(duration: Double) -> TimingCurve {
        switch self {
        case .timing(let c): return c
        case .spring(let z, let v):
            guard duration > 0, let s = try? Spring(uikitDuration: duration, dampingRatio: max(z, 1e-3), initialVelocity: v)
            else { return .linear }
            return .spring(s, duration: duration)
        }
    }
}

/// Shared completion of the animations created by one `animate` call or one transaction.
final class AnimationGroup {
    var pending = 0
    var allFinished = true
    var sealed = false
    var fired = false
    var completion: ((Bool) -> Void)?
    unowned let simulation: Simulation

    init(_ simulation: Simulation, completion: ((Bool) -> Void)?) {
        self.simulation = simulation
        self.completion = completion
    }

    func fireIfDone() {
        guard sealed, pending == 0 else { return }
        if fired {
            return
        }
        fired = true
        completion?(allFinished)
    }
}

/// One additive animation of one property of one view.
///
/// presentation = model + offset · (1 − progress), offset = old model − new model.
final class PropertyAnimation {
    weak var view: View?
    let property: AnimatableProperty
    let offset: Lanes
    /// Start in the view's layer-local time, and duration.
    let begin: Double
    let duration: Double
    let curve: TimingCurve
    /// When set, progress comes from a property animator instead of the clock.
    weak var driver: ViewPropertyAnimator?
    /// For animator-driven keyframes: the fraction window [start, start + length].
    let driverWindow: (start: Double, length: Double)
    var groups: [AnimationGroup]
    var isRemoved = false

    init(
        view: View, property: AnimatableProperty, offset: Lanes, begin: Double, duration: Double, curve: TimingCurve,
        driver: ViewPropertyAnimator?, driverWindow: (Double, Double), groups: [AnimationGroup]
    ) {
        self.view = view
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
        guard let v = view else { return .infinity }
        return v.localTime(at: v.simulation.now) - begin
    }

    var hasEnded: Bool { elapsed >= duration }

    /// Curve progress in [0, 1] (springs may overshoot), 1 once ended.
    var progress: Double {
        if isRemoved { return 1 }
        if let d = driver {
            let f = (d.fractionComplete - driverWindow.start) / max(driverWindow.length, 1e-12)
            return d.curveProgress(min(max(f, 0), 1))
        }
        let e = elapsed
        if e <= 0 { return duration <= 0 && e >= 0 ? 1 : 0 }
        if e >= duration { return 1 }
        return curve.progress(at: e / duration)
    }

    /// A clock-driven animation can still move: not removed and its layer is not frozen.
    /// An animation whose view is gone counts as progressing: it ends on the next frame.
    var canProgress: Bool {
        guard !isRemoved, isClockDriven else { return false }
        guard let v = view else { return true }
        return v.effectiveSpeed != 0
    }

    func remove(finished: Bool, collect: inout [AnimationGroup]) {
        guard !isRemoved else { return }
        isRemoved = true
        view?.animations.removeAll { $0 === self }
        for g in groups {
            g.pending -= 1
            if !finished { g.allFinished = false }
            if g.pending == 0 { collect.append(g) }
        }
    }
}

/// An open animation block (UIView.animate, a keyframe, a property animator's animations).
final class AnimationContext {
    let duration: Double
    let delay: Double
    let curve: TimingCurve
    let groups: [AnimationGroup]
    weak var driver: ViewPropertyAnimator?
    let driverWindow: (Double, Double)
    var created: [PropertyAnimation] = []

    init(
        duration: Double, delay: Double, curve: TimingCurve, groups: [AnimationGroup],
        driver: ViewPropertyAnimator? = nil, driverWindow: (Double, Double) = (0, 1)
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.groups = groups
        self.driver = driver
        self.driverWindow = driverWindow
    }

    func addAnimation(view: View, property: AnimatableProperty, offset: Lanes) {
        let sim = view.simulation
        let begin = view.localTime(at: sim.now) + delay
        let a = PropertyAnimation(
            view: view, property: property, offset: offset, begin: begin, duration: duration,
            curve: curve, driver: driver, driverWindow: driverWindow, groups: groups)
        for g in groups { g.pending += 1 }
        view.animations.append(a)
        sim.activeAnimations.append(a)
        created.append(a)
    }
}

extension Simulation {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Property changes inside `animations` become additive animations. `completion(finished)` runs
    /// when all of them end (true) or when one is removed early (false); with no animation it runs
    /// on the next turn of the event loop with `true`, as UIKit does.
    public func animate(
        duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        let group = AnimationGroup(self, completion: completion)
        let groups = [group] + openTransactionGroups
        let ctx = AnimationContext(
            duration: d, delay: delay.isFinite && delay > 0 ? delay : 0,
            curve: curve.resolved(duration: d), groups: groups)
        if d == 0 {
            animations()  // applied at once, no animation
        } else {
            animationContexts.append(ctx)
            animations()
            animationContexts.removeLast()
        }
        group.sealed = true
        if group.pending == 0 { schedule { group.fireIfDone() } }
    }

    /// `UIView.performWithoutAnimation`: changes inside are not animated even within a block.
    public func performWithoutAnimation(_ body: () -> Void) {
        let saved = animationContexts
        animationContexts = []
        body()
        animationContexts = saved
    }

    /// `UIView.animateKeyframes`: `animations` calls `addKeyframe` to lay out the keyframes.
    public func animateKeyframes(
        duration: Double, delay: Double = 0, animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        let group = AnimationGroup(self, completion: completion)
        keyframeStack.append(
            KeyframeFrame(
                duration: d, delay: max(0, delay.isFinite ? delay : 0),
                groups: [group] + openTransactionGroups))
        animations()
        keyframeStack.removeLast()
        group.sealed = true
        if group.pending == 0 { schedule { group.fireIfDone() } }
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration length: Double, animations: () -> Void) {
        guard let frame = keyframeStack.last else {
            animations()
            return
        }
        let s = min(max(start.isNaN ? 0 : start, 0), 1)
        let l = min(max(length.isNaN ? 0 : length, 0), 1 - s)
        if frame.duration == 0 || l == 0 {
            // A zero-length keyframe applies its values at its start: model it as an instant step.
            let ctx = AnimationContext(duration: 1e-9, delay: frame.delay + s * frame.duration, curve: .linear, groups: frame.groups)
            animationContexts.append(ctx)
            animations()
            animationContexts.removeLast()
            return
        }
        let ctx = AnimationContext(
            duration: l * frame.duration, delay: frame.delay + s * frame.duration,
            curve: .linear, groups: frame.groups)
        animationContexts.append(ctx)
        animations()
        animationContexts.removeLast()
    }
}

struct KeyframeFrame {
    let duration: Double
    let delay: Double
    let groups: [AnimationGroup]
}
