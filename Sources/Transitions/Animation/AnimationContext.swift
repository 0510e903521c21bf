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
