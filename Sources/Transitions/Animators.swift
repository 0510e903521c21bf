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

/// How a view looks: the animatable state an animator moves between.
public struct ViewPose: Sendable, Hashable {
    public var frame: CGRect
    public var alpha: Double = 1
    public var transform: AffineTransform2D = .identity
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    public init(
        frame: CGRect, alpha: Double = 1, transform: AffineTransform2D = .identity,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    ) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    init(of v: View) {
        frame = v.frame
        alpha = v.alpha
        transform = v.transform
        anchorPoint = v.anchorPoint
    }

    /// Applies the pose (anchor first, so the frame lands where asked).
    func apply(to v: View) {
        if v.anchorPoint != anchorPoint {
            v.anchorPoint = anchorPoint
        }
        v.frame = frame
        v.alpha = alpha
        v.transform = transform
    }
}

/// An animator described by poses, reversible by construction.
///
/// Forward (present, push, select): the *to* view enters from `offPose` to its final pose while
/// the *from* view moves to `behindPose` and is restored afterwards. Backward (dismiss, pop): the
/// *from* view leaves to `offPose` while the *to* view comes back from `behindPose`. On cancel
/// every view returns to the pose it had when the transition began, and a view the animator added
/// is removed again. Only views from `view(forKey:)` are touched.
open class PoseAnimator: BaseAnimator {
    /// The pose of the entering/leaving view when it is off screen.
    open func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final) }
    /// The pose of the covered view, or nil to leave it untouched.
    open func behindPose(normal: CGRect, container: View) -> ViewPose? { nil }
    /// An anchor point held during the animation (rotation about a corner), reset to the centre after.
    open var animationAnchor: CGPoint? { nil }

    private func normalPose(_ frame: CGRect) -> ViewPose {
        ViewPose(frame: frame, anchorPoint: animationAnchor ?? CGPoint(x: 0.5, y: 0.5))
    }

    private func resetAnchor(_ views: [View?], _ sim: Simulation) {
        guard animationAnchor != nil else { return }
        sim.performWithoutAnimation {
            for v in views.compactMap({ $0 }) {
                let f = v.frame
                v.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                v.frame = f
            }
        }
    }

    public static func isForward(_ context: any ViewControllerContextTransitioning) -> Bool {
        if let k = context.transitionKind { return k == .present || k == .push || k == .select }
        return context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
    }

    override open func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        let forward = PoseAnimator.isForward(context)
        let fromStart = from.map(ViewPose.init(of:))
        let toStart = to.map(ViewPose.init(of:))
        let toAdded = to.map { $0.superview !== container } ?? false
        if forward {
            guard let to else { return context.completeTransition(!context.transitionWasCancelled) }
            let final = finalFrame(context, context.viewController(forKey: .to))
            try? container.addSubview(to)
            offPose(final: final, container: container).apply(to: to)
            let behind = from.flatMap { f in behindPose(normal: f.frame, container: container) }
            run(
                context,
                animations: {
                    self.normalPose(final).apply(to: to)
                    if let from, let behind { behind.apply(to: from) }
                },
                undo: {
                    if toAdded { to.removeFromSuperview() }
                    if let toStart { context.simulation.performWithoutAnimation { toStart.apply(to: to) } }
                },
                cleanup: {
                    self.resetAnchor([to], context.simulation)
                    if let from, let fromStart { context.simulation.performWithoutAnimation { fromStart.apply(to: from) } }
                })
        } else {
            guard let from else { return context.completeTransition(!context.transitionWasCancelled) }
            if let to, to.superview !== container { try? container.insertSubview(to, belowSubview: from) }
            let normal = to.map { t in
                let f = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
                return f == .zero ? t.frame : f
            }
            if let to, let normal, let behind = behindPose(normal: normal, container: container) { behind.apply(to: to) }
            if let anchor = animationAnchor {
                let f = from.frame
                context.simulation.performWithoutAnimation {
                    from.anchorPoint = anchor
                    from.frame = f
                }
            }
            let off = offPose(final: from.frame, container: container)
            run(
                context,
                animations: {
                    off.apply(to: from)
                    if let to, let normal { ViewPose(frame: normal).apply(to: to) }
                },
                undo: {
                    context.simulation.performWithoutAnimation {
                        if let fromStart { fromStart.apply(to: from) }
                        if let to, let toStart { toStart.apply(to: to) }
                    }
                },
                cleanup: {
                    self.resetAnchor([from, to], context.simulation)
                    if let to, let normal, context.transitionWasCancelled == false {
                        context.simulation.performWithoutAnimation { ViewPose(frame: normal).apply(to: to) }
                    }
                })
        }
    }
}

/// UIKit's default modal animation: the presented view slides up from the bottom (down to dismiss).
public final class CoverVerticalAnimator: PoseAnimator {
    public init(duration: Double = 0.3) { super.init(duration: duration, curve: .easeInOut) }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height))
    }
}

/// The custom container's default: the views slide horizontally (sign from the order).
public final class SlideAnimator: PoseAnimator {
    /// +1: the new view comes in from the right; −1: from the left.
    public var direction: Double

    public init(duration: Double = 0.35, direction: Double = 1, curve: AnimationCurve = .spring(dampingRatio: 1, initialVelocity: 0)) {
        self.direction = direction
        super.init(duration: duration, curve: curve)
    }

    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: container.bounds.width * direction, dy: 0))
    }
    override public func behindPose(normal: CGRect, container: View) -> ViewPose? {
        ViewPose(frame: normal.offsetBy(dx: -container.bounds.width * direction, dy: 0))
    }
}

/// Cross-dissolve: the new view fades in over the old one (and out on the way back).
public final class CrossfadeAnimator: PoseAnimator {
    public init(duration: Double = 0.25) { super.init(duration: duration, curve: .easeInOut) }
    override public func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final, alpha: 0) }
}

/// Presents with a bouncy spring (slides up from below, growing from 0.8) and goes back the same way.
public final class BouncePresentAnimator: PoseAnimator {
    public init(duration: Double = 0.6, dampingRatio: Double = 0.6) {
        super.init(duration: duration, curve: .spring(dampingRatio: dampingRatio, initialVelocity: 0))
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height), transform: AffineTransform2D(scaleX: 0.8, y: 0.8))
    }
}

/// Slides down with a fade (pairs with bounce-present); also vends an interruptible animator for
/// the velocity-aware swipe-to-dismiss.
public final class DismissAnimator: PoseAnimator {
    public init(duration: Double = 0.35) { super.init(duration: duration, curve: .easeIn) }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height), alpha: 0.3)
    }

    override public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        if let a = cached, cachedContext === context { return a }
        guard !PoseAnimator.isForward(context), let from = context.view(forKey: .from) else { return nil }
        let container = context.containerView
        if let to = context.view(forKey: .to), to.superview !== container { try? container.insertSubview(to, belowSubview: from) }
        let start = ViewPose(of: from)
        let off = offPose(final: from.frame, container: container)
        let a = ViewPropertyAnimator(context.simulation, duration: duration, curve: .linear) { off.apply(to: from) }
        a.addCompletion { position in
            let completed = position == .end
            if !completed { context.simulation.performWithoutAnimation { start.apply(to: from) } }
            context.completeTransition(completed)
        }
        cached = a
        cachedContext = context
        return a
    }

    private var cached: ViewPropertyAnimator?
    private weak var cachedContext: AnyObject?
}

/// Rotates the incoming view about the container's top-left corner. Uses `view(forKey:)`, so in a
/// `.custom` presentation it never touches the presenter's view.
public final class RotateAboutCornerAnimator: PoseAnimator {
    public init(duration: Double = 0.5) { super.init(duration: duration, curve: .easeInOut) }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final, transform: AffineTransform2D(rotationAngle: -Double.pi / 2), anchorPoint: CGPoint(x: 0, y: 0))
    }

    override public var animationAnchor: CGPoint? { CGPoint(x: 0, y: 0) }
}

/// Cards: the old view shrinks back while the new one slides up over it.
public final class CardsAnimator: PoseAnimator {
    public init(duration: Double = 0.45) { super.init(duration: duration, curve: .spring(dampingRatio: 0.85, initialVelocity: 0)) }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        ViewPose(frame: final.offsetBy(dx: 0, dy: container.bounds.height))
    }
    override public func behindPose(normal: CGRect, container: View) -> ViewPose? {
        ViewPose(frame: normal, transform: AffineTransform2D(scaleX: 0.92, y: 0.92))
    }
}

/// Zoom: the new view grows from a source rect (e.g. a thumbnail) to its final frame.
public final class ZoomAnimator: PoseAnimator {
    public var sourceRect: CGRect
    public init(duration: Double = 0.4, sourceRect: CGRect = CGRect(x: 150, y: 300, width: 90, height: 120)) {
        self.sourceRect = sourceRect
        super.init(duration: duration, curve: .easeInOut)
    }
    override public func offPose(final: CGRect, container: View) -> ViewPose {
        let sx = sourceRect.width / max(final.width, 1), sy = sourceRect.height / max(final.height, 1)
        let f = CGRect(
            x: sourceRect.midX - final.width / 2, y: sourceRect.midY - final.height / 2,
            width: final.width, height: final.height)
        return ViewPose(frame: f, alpha: 0, transform: AffineTransform2D(scaleX: sx, y: sy))
    }
}
