/// `UIPercentDrivenInteractiveTransition`: scrubs the animator's animations by percent.
///
/// With an interruptible animator (iOS 10+) it drives the animator's `fractionComplete` and
/// finishes or cancels by continuing it forwards or reversed. Otherwise it freezes the container
/// view's layer (speed 0) and scrubs its `timeOffset`; finishing runs the layer time to the end and
/// cancelling runs it back to the start (where the animations complete, as UIKit's do),
/// at `completionSpeed` along `completionCurve`.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    public let animator: any ViewControllerAnimatedTransitioning
    public private(set) weak var context: TransitionContext?
    public private(set) var percentComplete = 0.0
    /// ≤ 0 counts as 1, as in UIKit.
    public var completionSpeed = 1.0
    public var completionCurve: AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The transition's duration (the animator's).
    public private(set) var duration = 0.0

    private var propertyAnimator: ViewPropertyAnimator?
    private var baseTime = 0.0
    private var observer: Int?
    private var transitionAnimations: [PropertyAnimation] = []
    private var pending: Bool?

    public init(animator: any ViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    open func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        guard let ctx = ctx as? TransitionContext else { return }
        context = ctx
        duration = max(animator.transitionDuration(using: ctx), 1e-6)
        if let pa = animator.interruptibleAnimator(using: ctx) {
            propertyAnimator = pa
            try? pa.pauseAnimation()
            pa.fractionComplete = percentComplete
        } else {
            let container = ctx.containerView
            container.pauseLayer()
            baseTime = container.layerTimeOffset
            let before = Set(ctx.simulation.activeAnimations.map(ObjectIdentifier.init))
            animator.animateTransition(using: ctx)
            transitionAnimations = ctx.simulation.activeAnimations.filter { !before.contains(ObjectIdentifier($0)) }
            container.layerTimeOffset = baseTime + percentComplete * duration
        }
        if let outcome = ctx.pendingOutcome ?? pending {
            outcome ? finish() : cancel()
        }
    }

    /// Sets the progress (clamped to [0, 1]).
    open func update(_ percent: Double) {
        percentComplete = min(max(percent.isNaN ? 0 : percent, 0), 1)
        guard let ctx = context, !ctx.isComplete, observer == nil else { return }
        ctx.updateInteractiveTransition(percentComplete)
        if let pa = propertyAnimator {
            pa.fractionComplete = percentComplete
        } else {
            ctx.containerView.layerTimeOffset = baseTime + percentComplete * duration
        }
    }

    open func pause() {
        guard let ctx = context else { return }
        if let o = observer {
            ctx.simulation.removeFrameObserver(o)
            observer = nil
        }
        try? propertyAnimator?.pauseAnimation()
        ctx.pauseInteractiveTransition()
    }

    open func finish() { complete(forward: true) }
    open func cancel() { complete(forward: false) }

    private func complete(forward: Bool) {
        guard let ctx = context else {
            pending = forward  // decided before the transition is in flight
            return
        }
        if forward { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        let speed = completionSpeed > 0 ? completionSpeed : 1
        if let pa = propertyAnimator {
            if !forward { try? pa.setReversed(true) }
            let remaining = forward ? 1 - pa.fractionComplete : pa.fractionComplete
            try? pa.continueAnimation(curve: completionCurve, durationFactor: max(remaining, 1e-6) / speed)
            return
        }
        let sim = ctx.simulation
        let start = percentComplete
        let target = forward ? 1.0 : 0.0
        let total = abs(target - start) * duration / speed
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
            self.percentComplete = min(max(p, 0), 1)
            ctx.containerView.layerTimeOffset = self.baseTime + (f >= 1 ? target : self.percentComplete) * self.duration
            if f >= 1 { self.land(forward: forward) }
        }
    }

    /// At the end (or start) of the layer time: let the animations complete and restore timing.
    private func land(forward: Bool) {
        guard let ctx = context else { return }
        if let o = observer { ctx.simulation.removeFrameObserver(o) }
        observer = nil
        var groups: [AnimationGroup] = []
        if !forward {
            // Run back to the start: the animations end there (completion finished = true).
            for a in transitionAnimations where !a.isRemoved { a.remove(finished: true, collect: &groups) }
        } else {
            ctx.containerView.layerTimeOffset = baseTime + duration + 1e-9
            for a in transitionAnimations where !a.isRemoved { a.remove(finished: true, collect: &groups) }
        }
        ctx.simulation.activeAnimations.removeAll { $0.isRemoved }
        let container = ctx.containerView
        container.layerSpeed = 1
        container.layerTimeOffset = 0
        container.layerBeginTime = 0
        transitionAnimations = []
        for g in groups { g.fireIfDone() }
    }
}
