import Springs

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

    func addAnimation(layer: Layer, property: AnimatableProperty, offset: Lanes) {
        let sim = layer.simulation
        let begin = layer.localTime(at: sim.now) + delay
        let a = PropertyAnimation(
            layer: layer, property: property, offset: offset, begin: begin, duration: duration,
            curve: curve, driver: driver, driverWindow: driverWindow, groups: groups)
        for g in groups { g.pending += 1 }
        layer.animations.append(a)
        sim.animation.active.append(a)
        created.append(a)
    }
}
