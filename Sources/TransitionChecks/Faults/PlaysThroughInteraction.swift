import Transitions

/// The `.playsThroughGesture` fault's interaction controller: after the standard start it starts
/// the transition's interruptible animator, which then runs on its own clock while the finger's
/// `update` calls are ignored (a running `UIViewPropertyAnimator` ignores `fractionComplete`).
final class PlaysThroughInteraction: PercentDrivenInteractiveTransition {
    override init() {
        _ = FingerprintSchemas.checksRegistered
        super.init()
    }
    override func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        super.startInteractiveTransition(ctx)
        animator?.interruptibleAnimator(using: ctx)?.startAnimation()
    }
}
