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
    public func run(_ context: any ViewControllerContextTransitioning, animations: @escaping () -> Void,
                    undo: @escaping () -> Void, cleanup: @escaping () -> Void = {}) {
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

/// UIKit's default modal animation: the presented view slides up from the bottom (down to dismiss).
public final class CoverVerticalAnimator: BaseAnimator {
    public init(duration: Double = 0.3) { super.init(duration: duration, curve: .easeInOut) }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let h = container.bounds.height
        if let to = context.view(forKey: .to), context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from) {
            // Presenting.
            let final = finalFrame(context, context.viewController(forKey: .to))
            try? container.addSubview(to)
            to.frame = final.offsetBy(dx: 0, dy: h)
            run(context, animations: { to.frame = final }, undo: { to.removeFromSuperview() })
        } else if let from = context.view(forKey: .from) {
            let start = from.frame
            if let to = context.view(forKey: .to) { try? container.insertSubview(to, belowSubview: from) }
            run(context, animations: { from.frame = start.offsetBy(dx: 0, dy: h) }, undo: { from.frame = start })
        } else {
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The custom container's default: both views slide horizontally (direction from the order).
public final class SlideAnimator: BaseAnimator {
    /// +1 slides the new view in from the right, −1 from the left.
    public var direction: Double

    public init(duration: Double = 0.35, direction: Double = 1, curve: AnimationCurve = .spring(dampingRatio: 1, initialVelocity: 0)) {
        self.direction = direction
        super.init(duration: duration, curve: curve)
    }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let container = context.containerView
        let w = container.bounds.width * direction
        let fromStart = from.frame
        let toFinal = finalFrame(context, context.viewController(forKey: .to))
        try? container.addSubview(to)
        to.frame = toFinal.offsetBy(dx: w, dy: 0)
        run(context, animations: {
            from.frame = fromStart.offsetBy(dx: -w, dy: 0)
            to.frame = toFinal
        }, undo: {
            from.frame = fromStart
            to.removeFromSuperview()
        })
    }
}

/// Cross-dissolve: the new view fades in over the old one.
public final class CrossfadeAnimator: BaseAnimator {
    public init(duration: Double = 0.25) { super.init(duration: duration, curve: .easeInOut) }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        let fromAlpha = from?.alpha ?? 1
        if let to {
            to.frame = finalFrame(context, context.viewController(forKey: .to))
            try? container.addSubview(to)
            to.alpha = 0
        }
        let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
        run(context, animations: {
            to?.alpha = 1
            if !presenting || to == nil { from?.alpha = 0 }
        }, undo: {
            to?.alpha = 1
            to?.removeFromSuperview()
            from?.alpha = fromAlpha
        }, cleanup: {
            if !context.transitionWasCancelled { from?.alpha = fromAlpha }
        })
    }
}

/// Presents with a bouncy spring (scale and slide up) and dismisses by sliding down with a fade.
public final class BouncePresentAnimator: BaseAnimator {
    public var dampingRatio: Double
    public init(duration: Double = 0.6, dampingRatio: Double = 0.6) {
        self.dampingRatio = dampingRatio
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: 0))
    }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to) else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        let final = finalFrame(context, context.viewController(forKey: .to))
        try? container.addSubview(to)
        to.frame = final
        to.center = CGPoint(x: final.midX, y: final.midY + container.bounds.height)
        to.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
        run(context, animations: {
            to.center = CGPoint(x: final.midX, y: final.midY)
            to.transform = .identity
        }, undo: {
            to.transform = .identity
            to.removeFromSuperview()
        })
    }
}

/// Dismisses by sliding the presented view down and fading it (pairs with bounce-present).
public final class DismissAnimator: BaseAnimator {
    public init(duration: Double = 0.35) { super.init(duration: duration, curve: .easeIn) }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from) else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        if let to = context.view(forKey: .to), to.superview == nil { try? container.insertSubview(to, belowSubview: from) }
        let start = from.frame
        let alpha = from.alpha
        run(context, animations: {
            from.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
            from.alpha = 0.3
        }, undo: {
            from.frame = start
            from.alpha = alpha
        })
    }

    /// An interruptible animator for velocity-aware interactive dismissal.
    override public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        if let a = cached, a.state != .inactive || cachedContext === context { return a }
        guard let from = context.view(forKey: .from) else { return nil }
        let container = context.containerView
        if let to = context.view(forKey: .to), to.superview == nil { try? container.insertSubview(to, belowSubview: from) }
        let start = from.frame
        let alpha = from.alpha
        let a = ViewPropertyAnimator(context.simulation, duration: duration, curve: .linear) {
            from.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
            from.alpha = 0.3
        }
        a.addCompletion { position in
            let completed = position == .end
            if !completed {
                from.frame = start
                from.alpha = alpha
            }
            context.completeTransition(completed)
        }
        cached = a
        cachedContext = context
        return a
    }

    private var cached: ViewPropertyAnimator?
    private weak var cachedContext: AnyObject?
}

/// Rotates the incoming view about the container's top-left corner (the "rotate" demo animator).
/// Uses `view(forKey:)`, so in a `.custom` presentation it never touches the presenter's view.
public final class RotateAboutCornerAnimator: BaseAnimator {
    public init(duration: Double = 0.5) { super.init(duration: duration, curve: .easeInOut) }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let to = context.view(forKey: .to)
        let from = context.view(forKey: .from)
        let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
        let moving = presenting ? to : from
        guard let moving else { return context.completeTransition(!context.transitionWasCancelled) }
        if let to { try? container.addSubview(to) }
        if let to, !presenting, let from { try? container.insertSubview(to, belowSubview: from) }
        let frame = presenting ? finalFrame(context, context.viewController(forKey: .to)) : moving.frame
        moving.anchorPoint = CGPoint(x: 0, y: 0)
        moving.frame = frame
        let off = AffineTransform2D(rotationAngle: -Double.pi / 2)
        if presenting { moving.transform = off }
        run(context, animations: { moving.transform = presenting ? .identity : off }, undo: {
            moving.transform = .identity
            if presenting { moving.removeFromSuperview() }
        }, cleanup: {
            moving.transform = .identity
            moving.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            moving.frame = frame
        })
    }
}

/// Cards: the old view shrinks back while the new one slides up over it.
public final class CardsAnimator: BaseAnimator {
    public init(duration: Double = 0.45) { super.init(duration: duration, curve: .spring(dampingRatio: 0.85, initialVelocity: 0)) }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to) else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        let from = context.view(forKey: .from)
        let final = finalFrame(context, context.viewController(forKey: .to))
        try? container.addSubview(to)
        to.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        let fromTransform = from?.transform ?? .identity
        run(context, animations: {
            to.frame = final
            from?.transform = AffineTransform2D(scaleX: 0.92, y: 0.92)
        }, undo: {
            to.removeFromSuperview()
        }, cleanup: {
            from?.transform = fromTransform
        })
    }
}

/// Zoom: the new view grows from a source rect (e.g. a thumbnail) to its final frame.
public final class ZoomAnimator: BaseAnimator {
    public var sourceRect: CGRect
    public init(duration: Double = 0.4, sourceRect: CGRect = CGRect(x: 150, y: 300, width: 90, height: 120)) {
        self.sourceRect = sourceRect
        super.init(duration: duration, curve: .easeInOut)
    }

    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to) else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        let final = finalFrame(context, context.viewController(forKey: .to))
        try? container.addSubview(to)
        to.frame = final
        let sx = sourceRect.width / max(final.width, 1), sy = sourceRect.height / max(final.height, 1)
        to.transform = AffineTransform2D(scaleX: sx, y: sy)
        to.center = CGPoint(x: sourceRect.midX, y: sourceRect.midY)
        to.alpha = 0
        run(context, animations: {
            to.transform = .identity
            to.center = CGPoint(x: final.midX, y: final.midY)
            to.alpha = 1
        }, undo: {
            to.transform = .identity
            to.alpha = 1
            to.removeFromSuperview()
        })
    }
}
