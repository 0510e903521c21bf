import Springs

/// An open animation block (UIView.animate, a keyframe, a property animator's animations).
final class AnimationContext {
    let duration: Double
    let delay: Double
    let curve: TimingCurve
    let groups: [AnimationGroup]
    weak var driver: ViewPropertyAnimator?
    let driverWindow: (Double, Double)
    /// `.repeat` / `modifyAnimations(withRepeatCount:…)`: how many times the animations play
    /// (1: once; `.infinity`: until removed), and `.autoreverse`: each play runs forward, then back.
    let repeatCount: Double
    let autoreverses: Bool
    var created: [PropertyAnimation] = []

    init(
        duration: Double, delay: Double, curve: TimingCurve, groups: [AnimationGroup],
        driver: ViewPropertyAnimator? = nil, driverWindow: (Double, Double) = (0, 1), repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.groups = groups
        self.driver = driver
        self.driverWindow = driverWindow
        // A repeat count that is not a positive number plays once (Core Animation's rule for 0).
        self.repeatCount = repeatCount > 0 ? repeatCount : 1
        self.autoreverses = autoreverses
    }

    /// This context with other repetition (`modifyAnimations(withRepeatCount:autoreverses:)`).
    func repeating(_ count: Double, autoreverses: Bool) -> AnimationContext {
        AnimationContext(
            duration: duration, delay: delay, curve: curve, groups: groups, driver: driver, driverWindow: driverWindow,
            repeatCount: count, autoreverses: autoreverses)
    }

    func addAnimation(layer: Layer, property: AnimatableProperty, offset: Lanes) {
        let sim = layer.simulation
        let begin = layer.localTime(at: sim.now) + delay
        let a = PropertyAnimation(
            layer: layer, property: property, offset: offset, begin: begin, duration: duration,
            curve: curve, driver: driver, driverWindow: driverWindow, groups: groups,
            repeatCount: driver == nil ? repeatCount : 1, autoreverses: driver == nil && autoreverses)
        for g in groups { g.pending += 1 }
        layer.animations.append(a)
        sim.animation.active.append(a)
        created.append(a)
    }
}
