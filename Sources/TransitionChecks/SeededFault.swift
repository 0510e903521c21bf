import Foundation
import Transitions

/// Realistic bugs from transition libraries and Stack Overflow reports, each a switch in a test
/// animator, test container or test interaction controller — never in the production code paths.
public enum SeededFault: String, CaseIterable, Sendable {
    case doubleComplete
    case neverComplete
    case completeFinishedWhenCancelled
    case toViewLeftOnCancel
    case fromViewNotRestoredOnCancel
    case reparentPresenterOnCustomDismiss
    case toViewNotAdded
    case transformNotReset
    case presenterAlphaNotRestored
    case wrongFinalFrame
    case animatesPresenterInCustomPresentation
    case snapshotLeftBehind
    case unbalancedIgnoring
    case extraEndIgnoring
    case updateAfterCompletion
    case forgottenDidMove
    case didMoveWithoutWillMove
    case appearanceNotForwarded
    case oldChildViewLeftInHost
    case interactionNeverEnds
    case contextRetainedByAnimator

    /// The bug as people hit it.
    public var summary: String {
        switch self {
        case .doubleComplete: return "completeTransition called from two completion paths"
        case .neverComplete: return "an early return skips completeTransition: the UI freezes"
        case .completeFinishedWhenCancelled: return "completeTransition(true) after an interactive cancel"
        case .toViewLeftOnCancel: return "the container leaves the incoming view in place after a cancelled swipe"
        case .fromViewNotRestoredOnCancel: return "the outgoing view keeps its faded state after a cancel"
        case .reparentPresenterOnCustomDismiss: return "the presenter's view added to the container on a .custom dismissal: black screen"
        case .toViewNotAdded: return "the animator never adds the incoming view to the container: black screen"
        case .transformNotReset: return "a scale transform left on the presented view"
        case .presenterAlphaNotRestored: return "the presenter faded to 0 and never restored"
        case .wrongFinalFrame: return "finalFrame(for:) ignored: the view lands off by 20 pt"
        case .animatesPresenterInCustomPresentation:
            return "viewController(forKey:).view used instead of view(forKey:) in a .custom presentation"
        case .snapshotLeftBehind: return "a snapshot view is added and never removed"
        case .unbalancedIgnoring: return "beginIgnoringInteractionEvents without the matching end"
        case .extraEndIgnoring: return "endIgnoringInteractionEvents without a begin"
        case .updateAfterCompletion: return "updateInteractiveTransition after the transition completed"
        case .forgottenDidMove: return "the container forgets didMove(toParent:) after adding a child"
        case .didMoveWithoutWillMove: return "the container removes a child without willMove(toParent: nil)"
        case .appearanceNotForwarded: return "the container does not forward appearance to the incoming child"
        case .oldChildViewLeftInHost: return "the outgoing child's view is never removed from the container"
        case .interactionNeverEnds: return "the pan's end is not forwarded: the interactive transition never finishes"
        case .contextRetainedByAnimator: return "the animator keeps the transition context in a strong property: it leaks"
        }
    }
}

/// A cross-fading animator (works in every kind of transition) with an optional seeded fault.
public final class FaultyAnimator: ViewControllerAnimatedTransitioning {
    public let fault: SeededFault?
    public let duration: Double

    public init(fault: SeededFault?, duration: Double = 0.3) {
        self.fault = fault
        self.duration = duration
    }

    public func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { duration }

    /// Only set by the `.contextRetainedByAnimator` fault.
    private var keptContext: (any ViewControllerContextTransitioning)?

    public func animateTransition(using context: any ViewControllerContextTransitioning) {
        if fault == .contextRetainedByAnimator { keptContext = context }
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
            try? container.insertSubview(presenter, at: 0)
        }
        if fault == .unbalancedIgnoring { sim.application.beginIgnoringInteractionEvents() }
        if fault == .extraEndIgnoring { sim.application.endIgnoringInteractionEvents() }
        if fault == .snapshotLeftBehind {
            let snap = View(sim, frame: container.bounds, name: "snapshot")
            snap.isSnapshot = true
            try? container.addSubview(snap)
        }
        let fromAlpha = from?.alpha ?? 1
        let toAdded = to.map { $0.superview !== container } ?? false
        if let to {
            if forward {
                if fault != .toViewNotAdded { try? container.addSubview(to) }
            } else if to.superview !== container, let from {
                try? container.insertSubview(to, belowSubview: from)
            }
            let f = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
            var final = f == .zero ? to.frame : f
            if fault == .wrongFinalFrame { final = final.offsetBy(dx: 0, dy: 20) }
            sim.performWithoutAnimation {
                to.frame = final
                if forward { to.alpha = 0 }
                if fault == .transformNotReset { to.transform = AffineTransform2D(scaleX: 0.5, y: 0.5) }
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
                from?.alpha = 0
                presenterView?.alpha = 0
            }
        ) { _ in
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

/// The custom container with a seeded containment or appearance fault.
public final class FaultyContainerViewController: ContainerViewController {
    public let fault: SeededFault?
    public let animator: FaultyAnimator

    public init(_ simulation: Simulation, title: String, viewControllers: [ViewController], fault: SeededFault?) {
        self.fault = fault
        animator = FaultyAnimator(fault: fault)
        super.init(simulation, title: title, viewControllers: viewControllers)
    }

    override public func defaultAnimator(from: ViewController, to: ViewController) -> any ViewControllerAnimatedTransitioning { animator }

    override public func transitionStep(_ step: ContainerStep) {
        switch (fault, step) {
        case (.forgottenDidMove, .didMove(_, let p)) where p != nil: return
        case (.didMoveWithoutWillMove, .willMove(_, nil)): return
        case (.appearanceNotForwarded, .beginAppearance(_, true, _)): return
        case (.oldChildViewLeftInHost, .removeView): return
        case (.toViewLeftOnCancel, .removeIncomingView): return
        default: super.transitionStep(step)
        }
    }
}
