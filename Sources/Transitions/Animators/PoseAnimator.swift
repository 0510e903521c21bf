import Foundation

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
        return context.viewController(forKey: .to)?.ownPresentingViewController === context.viewController(forKey: .from)
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
            container.addSubview(to)
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
            if let to, to.superview !== container { container.insertSubview(to, belowSubview: from) }
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
