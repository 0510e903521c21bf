import Foundation
import Transitions

/// A cross-fading animator (works in every kind of transition) with an optional seeded fault.
public final class FaultyAnimator: ViewControllerAnimatedTransitioning {
    public let fault: SeededFault?
    public let duration: Double

    public init(fault: SeededFault?, duration: Double = 0.3) {
        _ = FingerprintSchemas.checksRegistered
        self.fault = fault
        self.duration = duration
    }

    public func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { duration }

    /// Only set by the `.contextRetainedByAnimator` fault.
    var keptContext: (any ViewControllerContextTransitioning)?
    /// Only set by the `.presentedRetainedByAnimator` fault.
    var lastPresented: ViewController?
    /// The `.playsThroughGesture` fault's interruptible animator, per transition.
    var interruptible: ViewPropertyAnimator?
    weak var interruptibleContext: AnyObject?

    /// Only the `.playsThroughGesture` fault vends one (a crossfade that completes the context).
    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        guard fault == .playsThroughGesture else { return nil }
        if let a = interruptible, interruptibleContext === context { return a }
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        if let to, to.superview !== container {
            if let from, from.superview === container { container.insertSubview(to, belowSubview: from) } else { container.addSubview(to) }
        }
        let a = ViewPropertyAnimator(context.simulation, duration: duration, curve: .linear) { from?.alpha = 0 }
        a.addCompletion { position in
            let completed = position == .end
            context.simulation.performWithoutAnimation { from?.alpha = 1 }
            if !completed, let to, to !== from, PoseAnimator.isForward(context) { to.removeFromSuperview() }
            context.completeTransition(completed)
        }
        interruptible = a
        interruptibleContext = context
        return a
    }

    public func animateTransition(using context: any ViewControllerContextTransitioning) {
        if fault == .contextRetainedByAnimator { keptContext = context }
        if fault == .presentedRetainedByAnimator, context.transitionKind == .present {
            lastPresented = context.viewController(forKey: .to)
        }
        let sim = context.simulation
        let container = context.containerView
        let forward = PoseAnimator.isForward(context)
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        let style = context.presentationStyle
        let kind = context.transitionKind
        if fault == .reparentPresenterOnCustomDismiss, !forward, style == .custom, kind == .dismiss,
            let presenter = context.viewController(forKey: .to)?.view
        {
            container.insertSubview(presenter, at: 0)
        }
        if fault == .unbalancedIgnoring { sim.application.beginIgnoringInteractionEvents() }
        if fault == .extraEndIgnoring { sim.application.endIgnoringInteractionEvents() }
        if fault == .snapshotLeftBehind {
            if let snap = from?.snapshotView(afterScreenUpdates: false) ?? to?.snapshotView(afterScreenUpdates: false) {
                container.addSubview(snap)
            }
        }
        let fromAlpha = from?.alpha ?? 1
        let toAdded = to.map { $0.superview !== container } ?? false
        if let to {
            if forward {
                if fault == .wrongLayeringDuringTransition, let from, from.superview === container {
                    container.insertSubview(to, belowSubview: from)
                } else if fault != .toViewNotAdded {
                    container.addSubview(to)
                }
            } else if to.superview !== container, let from {
                container.insertSubview(to, belowSubview: from)
            }
            let f = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
            var final = f == .zero ? to.frame : f
            if fault == .wrongFinalFrame { final = final.offsetBy(dx: 0, dy: 20) }
            sim.performWithoutAnimation {
                to.frame = final
                if forward { to.alpha = 0 }
                if fault == .transformNotReset { to.transform = AffineTransform2D(scaleX: 0.5, y: 0.5) }
                if fault == .interactionLeftDisabled { to.isUserInteractionEnabled = false }
            }
        }
        let presenterView =
            fault == .animatesPresenterInCustomPresentation && forward && style == .custom && kind == .present
            ? context.viewController(forKey: .from)?.view : nil
        sim.animate(
            duration: duration, curve: .easeInOut,
            animations: {
                to?.alpha = 1
                if self.fault == .transformNotReset { to?.transform = AffineTransform2D(scaleX: 0.9, y: 0.9) }
                if self.fault != .wrongLayeringDuringTransition { from?.alpha = 0 }
                presenterView?.alpha = 0
                if self.fault == .containerTransformLeft { container.transform = AffineTransform2D(scaleX: 0.96, y: 0.96) }
            }
        ) { _ in
            if self.fault == .interactionLeftDisabled { from?.isUserInteractionEnabled = true }  // the wrong view
            let cancelled = context.transitionWasCancelled
            if cancelled {
                if self.fault != .toViewLeftOnCancel, toAdded { to?.removeFromSuperview() }
                if self.fault != .fromViewNotRestoredOnCancel { from?.alpha = fromAlpha }
                if self.fault == .fromViewNotRestoredOnCancel { from?.alpha = 0 }
            } else if self.fault != .presenterAlphaNotRestored {
                from?.alpha = fromAlpha
            }
            switch self.fault {
            case .neverComplete: return
            case .doubleComplete:
                context.completeTransition(!cancelled)
                context.completeTransition(!cancelled)
            case .completeFinishedWhenCancelled:
                context.completeTransition(true)
            case .updateAfterCompletion:
                context.completeTransition(!cancelled)
                context.updateInteractiveTransition(0.5)
            default:
                context.completeTransition(!cancelled)
            }
        }
    }
}
