import Foundation

// The animators from the literature, each reversible and each restoring what it changed when the
// transition is cancelled. They only touch views returned by `view(forKey:)`.

/// Shared skeleton: set up, animate, then complete with the right flag and undo on cancel.
open class BaseAnimator: ViewControllerAnimatedTransitioning {
    public var duration: Double
    public var curve: AnimationCurve

    public init(duration: Double, curve: AnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    public func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { duration }

    open func animateTransition(using context: any ViewControllerContextTransitioning) {
        context.completeTransition(!context.transitionWasCancelled)
    }

    // Declared here so subclasses can override them: a protocol-extension default would be the
    // conformance's witness and a subclass method would never be called.
    open func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? { nil }
    open func animationEnded(_ transitionCompleted: Bool) {}

    /// Runs `animations` and completes the context; on cancel calls `undo` first.
    public func run(
        _ context: any ViewControllerContextTransitioning, animations: @escaping () -> Void,
        undo: @escaping () -> Void, cleanup: @escaping () -> Void = {}
    ) {
        context.simulation.animate(duration: duration, curve: curve, animations: animations) { _ in
            let cancelled = context.transitionWasCancelled
            if cancelled { undo() }
            cleanup()
            context.completeTransition(!cancelled)
        }
    }

    /// The final frame for `vc`, or the container bounds when unknown.
    func finalFrame(_ context: any ViewControllerContextTransitioning, _ vc: ViewController?) -> CGRect {
        guard let vc else { return context.containerView.bounds }
        let f = context.finalFrame(for: vc)
        return f == .zero ? context.containerView.bounds : f
    }
}
