/// `UIViewImplicitlyAnimating` (with `UIViewAnimating`): the interface of an interruptible
/// animator, which `ViewPropertyAnimator` implements. UIKit-spelled animators return one from
/// `interruptibleAnimator(using:)`.
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

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
