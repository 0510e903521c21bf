/// `UIPercentDrivenInteractiveTransition`: scrubs the transition's own animator by percent.
///
/// Create it with `init()`, vend it from a delegate's `interactionController…` method and call
/// `update(_:)`, `finish()` / `cancel()` from a gesture handler, as in UIKit. When the transition
/// starts it drives the animator of that transition (the one the delegate vended for it):
///
/// * with an interruptible animator (iOS 10+, `interruptibleAnimator(using:)` non-nil) it sets the
///   animator's `fractionComplete`, and finishes or cancels by continuing it forwards or reversed;
/// * otherwise it calls `animateTransition(using:)` with the container view's layer frozen
///   (speed 0) and scrubs the layer's `timeOffset`; finishing runs the layer time to the end,
///   cancelling runs it back to the start, where the animations complete (`finished == true`, as
///   UIKit's do), at `completionSpeed` along `completionCurve`.
///
/// Subclasses override what UIKit apps override: `completionSpeed` (seed 002 returns
/// `1 − percentComplete`), `completionCurve`, `duration`, `wantsInteractiveStart`, the four
/// gesture calls and `startInteractiveTransition(_:)` (call `super`).
///
/// Model values: on cancel the animations run back to their start and the properties they
/// animated are left at their start values, so an animator written for UIKit (the seeds' dismiss
/// animators) need not undo its block when `transitionWasCancelled`; views it added must still be
/// removed. See notes/transitions.md for the sources.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning, KeyValueStringObserver {
    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`, as on every
    /// UIKit `NSObject`): subclasses that observe string keys override it.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// The transition being driven, while it runs.
    package private(set) weak var context: (any ViewControllerContextTransitioning)?
    /// The animator being driven (the transition's own), once started.
    package private(set) var animator: (any ViewControllerAnimatedTransitioning)?

    var storedPercent = 0.0
    var storedDuration = 0.0
    /// Progress, 0…1: the last `update`, then the completion's progress.
    open var percentComplete: Double { storedPercent }
    /// The transition's duration: the animator's `transitionDuration(using:)`, once started.
    open var duration: Double { storedDuration }
    /// How fast the completion runs relative to the animation (≤ 0 or non-finite counts as 1).
    open var completionSpeed = 1.0
    /// The timing curve of the completion.
    open var completionCurve: AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true

    var propertyAnimator: ViewPropertyAnimator?
    var baseTime = 0.0
    var observer: Int?
    var transitionAnimations: [PropertyAnimation] = []
    var pending: Bool?

    public init() { explicitAnimator = nil }

    /// Drives `animator` rather than the transition's own (Transit's earlier spelling; UIKit has
    /// only `init()`, which is what apps should use).
    public init(animator: any ViewControllerAnimatedTransitioning) {
        explicitAnimator = animator
    }
    let explicitAnimator: (any ViewControllerAnimatedTransitioning)?

    open func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        if !wantsInteractiveStart, let c = ctx as? TransitionContext, !c.isInteractive, let animator = explicitAnimator ?? c.animator {
            // Started as a non-interactive transition: the animator runs on the clock, and
            // interaction events are ignored until the context completes, as without an
            // interaction controller.
            c.interactionController = nil
            c.simulation.application.beginIgnoringInteractionEvents()
            c.endsIgnoring = true
            animator.animateTransition(using: c)
            return
        }
        guard let animator = explicitAnimator ?? (ctx as? TransitionContext)?.animator else {
            // A context that does not say which animator runs it (a container's own context):
            // nothing to scrub; the transition completes when its owner completes it.
            context = ctx
            return
        }
        context = ctx
        self.animator = animator
        let d = animator.transitionDuration(using: ctx)
        storedDuration = d.isFinite && d > 1e-6 ? d : 1e-6
        if let pa = animator.interruptibleAnimator(using: ctx) {
            propertyAnimator = pa
            (ctx as? TransitionContext)?.drivenAnimator = pa
            pa.pauseAnimation()
            pa.fractionComplete = storedPercent
        } else {
            let container = ctx.containerView
            container.pauseLayer()
            baseTime = container.layerTimeOffset
            let before = Set(ctx.simulation.animation.active.map(ObjectIdentifier.init))
            animator.animateTransition(using: ctx)
            transitionAnimations = ctx.simulation.animation.active.filter { !before.contains(ObjectIdentifier($0)) }
            container.layerTimeOffset = scrubbedTime
            // However the transition ends — landed here, or completed by the animator when the
            // finger scrubbed to the end — the container's layer runs on the clock again.
            (ctx as? TransitionContext)?.coordinator.animate(alongsideTransition: nil) { [weak self, weak container] _ in
                self?.endDriving()
                if let container { Self.resumeTiming(of: container) }
            }
        }
        if let outcome = (ctx as? TransitionContext)?.pendingOutcome ?? pending {
            outcome ? finish() : cancel()
        }
    }

    private var isDriving: Bool {
        guard let ctx = context else { return false }
        return !((ctx as? TransitionContext)?.isComplete ?? false)
    }

    /// Sets the progress (clamped to [0, 1]; NaN counts as 0).
    open func update(_ percent: Double) {
        storedPercent = min(max(percent.isNaN ? 0 : percent, 0), 1)
        guard let ctx = context, isDriving, observer == nil else { return }
        ctx.updateInteractiveTransition(storedPercent)
        if let pa = propertyAnimator {
            pa.fractionComplete = storedPercent
        } else if animator != nil {
            ctx.containerView.layerTimeOffset = scrubbedTime
        }
    }

    /// The frozen layer's time for the current progress. A finger at 100 % shows the last frame
    /// but does not end the animations: only `finish()` completes the transition (UIKit's
    /// interactive transitions end on finish or cancel, not when the finger reaches the end).
    private var scrubbedTime: Double {
        baseTime + min(storedPercent, 1 - 1e-9) * storedDuration
    }

    open func pause() {
        guard let ctx = context else { return }
        if let o = observer {
            ctx.simulation.removeFrameObserver(o)
            observer = nil
        }
        propertyAnimator?.pauseAnimation()
        ctx.pauseInteractiveTransition()
    }

    open func finish() { complete(forward: true) }
    open func cancel() { complete(forward: false) }

    private func complete(forward: Bool) {
        guard let ctx = context else {
            pending = forward  // decided before the transition is in flight
            return
        }
        // Scrubbed to 100 %, the layer time reached the end: the animations ended and the
        // animator completed the transition while the finger was down. Nothing left to finish.
        guard isDriving else { return }
        if forward { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        guard animator != nil else { return }
        let s = completionSpeed
        let speed = s.isFinite && s > 0 ? s : 1
        if let pa = propertyAnimator {
            if !forward { pa.setReversed(true) }
            let remaining = forward ? 1 - pa.fractionComplete : pa.fractionComplete
            pa.continueAnimation(curve: completionCurve, durationFactor: max(remaining, 1e-6) / speed)
            return
        }
        let sim = ctx.simulation
        let start = storedPercent
        let target = forward ? 1.0 : 0.0
        let total = abs(target - start) * storedDuration / speed
        let curve = completionCurve.resolved(duration: max(total, 1e-6))
        var elapsed = 0.0
        if let o = observer { sim.removeFrameObserver(o) }
        // The observer keeps the controller alive until it lands (it removes itself there).
        observer = sim.addFrameObserver { dt in
            guard let ctx = self.context else {
                if let o = self.observer { sim.removeFrameObserver(o) }
                return
            }
            elapsed += dt
            let f = total > 0 ? min(elapsed / total, 1) : 1
            let p = start + (target - start) * curve.progress(at: f)
            self.storedPercent = min(max(p, 0), 1)
            ctx.containerView.layerTimeOffset = self.baseTime + (f >= 1 ? target : self.storedPercent) * self.storedDuration
            if f >= 1 { self.land(forward: forward) }
        }
    }

    /// At the end (or start) of the layer time: let the animations complete and restore timing.
    private func land(forward: Bool) {
        guard let ctx = context else { return }
        if let o = observer { ctx.simulation.removeFrameObserver(o) }
        observer = nil
        var groups: [AnimationGroup] = []
        if forward {
            ctx.containerView.layerTimeOffset = baseTime + storedDuration + 1e-9
        } else {
            // Run back to the start, the animated properties land on their start values: the
            // model values the animation block set are put back (see notes/transitions.md).
            for a in transitionAnimations where !a.isRemoved { a.restoreStartValue() }
        }
        // The animations end there (finished = true).
        for a in transitionAnimations where !a.isRemoved { a.remove(finished: true, collect: &groups) }
        ctx.simulation.animation.active.removeAll { $0.isRemoved }
        Self.resumeTiming(of: ctx.containerView)
        transitionAnimations = []
        for g in groups { g.fireIfDone() }
    }

    /// Lets go of the transition once it has completed (by landing, or on its own).
    private func endDriving() {
        if let o = observer, let sim = context?.simulation { sim.removeFrameObserver(o) }
        observer = nil
        transitionAnimations = []
    }

    /// The container's layer back on the clock (speed 1, no offset).
    private static func resumeTiming(of container: View) {
        container.layerSpeed = 1
        container.layerTimeOffset = 0
        container.layerBeginTime = 0
    }
}
