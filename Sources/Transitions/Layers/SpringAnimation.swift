import Springs

/// `CASpringAnimation`: a basic animation whose progress is a damped spring's, in closed form
/// (`Springs.Spring`, exact in every damping regime):
/// ```
/// m·x'' + c·x' + k·x = 0,  x(0) = 1,  x'(0) = −initialVelocity,   progress(t) = 1 − x(t)
/// ```
/// with `t` in seconds of the animation's local time (the spring does not stretch to
/// `duration`: when `duration` is shorter than `settlingDuration` the animation ends, and is
/// removed, before the spring settles, as in Core Animation). `timingFunction` is ignored.
/// Invalid parameters (mass or stiffness ≤ 0, negative damping, non-finite) make the progress
/// linear over the duration.
open class SpringAnimation: BasicAnimation {
    /// `mass` (default 1), `stiffness` (100), `damping` (10), `initialVelocity` (0, in units of
    /// the whole distance per second; positive towards the target).
    public var mass: Double = 1
    public var stiffness: Double = 100
    public var damping: Double = 10
    public var initialVelocity: Double = 0
    /// `allowsOverdamping` (stored: the closed form handles every regime).
    public var allowsOverdamping = false

    override func blankCopy() -> LayerAnimation { SpringAnimation() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        guard let c = c as? SpringAnimation else { return }
        (c.mass, c.stiffness, c.damping, c.initialVelocity, c.allowsOverdamping) = (mass, stiffness, damping, initialVelocity, allowsOverdamping)
    }

    /// `init(perceptualDuration:bounce:)` (iOS 17): mass 1, stiffness (2π / duration)², damping
    /// 4π(1 − bounce) / duration for bounce ≥ 0 (SwiftUI's mapping).
    public convenience init(perceptualDuration duration: Double, bounce: Double) {
        self.init(keyPath: nil)
        if let s = try? Spring(duration: duration, bounce: bounce) {
            (mass, stiffness, damping) = (s.mass, s.stiffness, s.damping)
        }
    }

    var spring: Spring? { try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }

    /// `settlingDuration`: Core Animation's estimate of the time the spring needs to come to
    /// rest (`Spring.coreAnimationSettlingDuration`: 2.85 s for mass 1, stiffness 100, damping 5).
    public var settlingDuration: Double { spring?.coreAnimationSettlingDuration ?? 0 }

    override func progressFunction(duration d: Double) -> (Double) -> Double {
        guard let s = spring else { return { t in d > 0 ? min(max(t / d, 0), 1) : 1 } }
        return { t in s.progress(at: max(t, 0)) }
    }
}
