/// `UIViewImplicitlyAnimating` (with `UIViewAnimating`): the interface of an interruptible
/// animator, which `ViewPropertyAnimator` implements. UIKit-spelled animators return one from
/// `interruptibleAnimator(using:)`.
///
/// As in UIKit, `UIViewAnimating`'s members (state, running, reversed, fraction, start, pause,
/// stop, finish) are required, while `UIViewImplicitlyAnimating`'s own (`addAnimations`,
/// `addCompletion`) are optional: an animator that does not implement them (a group of
/// animators that forwards only what it needs) conforms, and a call to one it lacks does
/// nothing, as `animator.addCompletion?(…)` does on iOS.
public protocol ViewImplicitlyAnimating: SelectorPerforming {
    var state: ViewPropertyAnimator.State { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: Double { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: Double)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewPropertyAnimator.Position)
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void)
}

extension ViewImplicitlyAnimating {
    // UIKit's optional requirements, not implemented.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    public func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void) {}
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
