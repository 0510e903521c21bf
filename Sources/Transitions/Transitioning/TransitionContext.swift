import Foundation
import Springs

/// The one concrete transition context every container uses.
///
/// It completes exactly once: later `completeTransition` calls are ignored and recorded as
/// violations. `finishInteractiveTransition`/`cancelInteractiveTransition` called before the
/// transition is in flight are recorded and decide `transitionWasCancelled` when it starts.
public final class TransitionContext: ViewControllerContextTransitioning {
    public let simulation: Simulation
    public let kind: TransitionKind
    public var transitionKind: TransitionKind? { kind }
    public let containerView: View
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public let presentationStyle: ModalPresentationStyle
    public private(set) var transitionWasCancelled = false
    package private(set) var isComplete = false
    package private(set) var didComplete = false
    public private(set) var percentComplete = 0.0
    /// True once the animator or interaction controller has been started.
    package internal(set) var isInFlight = false
    /// An outcome decided (finish/cancel) before the transition was in flight.
    package private(set) var pendingOutcome: Bool?
    /// How many times completeTransition was called (1 when healthy).
    package private(set) var completionCalls = 0

    let fromVC: ViewController
    let toVC: ViewController
    let fromView: View?
    let toView: View?
    var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    let onComplete: (TransitionContext, Bool) -> Void
    /// Set by the interaction controller: the animator it drives, for hand-over checks.
    package internal(set) var animator: (any ViewControllerAnimatedTransitioning)?
    /// Identifier of this context in the simulation (for traces).
    package let id: Int
    var alongsideAnimations: [() -> Void] = []
    var alongsideCompletions: [() -> Void] = []
    /// `notifyWhenInteractionChanges(_:)` handlers: called when the interactive part ends
    /// (finish or cancel while interactive) and when a pause makes it interactive again.
    var interactionChangeHandlers: [() -> Void] = []
    var alongsideStarted = false
    /// The coordinator other code uses to run animations alongside this transition.
    public private(set) lazy var coordinator = TransitionCoordinator(self)

    /// The interaction controller, retained for the life of the transition (as UIKit does).
    package internal(set) var interactionController: (any ViewControllerInteractiveTransitioning)?

    /// Drops the links an unfinished transition holds (`Simulation.discardPendingWork`).
    func discardPendingWork() {
        guard !isComplete else { return }
        animator = nil
        interactionController = nil
        alongsideAnimations.removeAll()
        alongsideCompletions.removeAll()
        interactionChangeHandlers.removeAll()
    }
    /// The property animator an interaction controller scrubs for this transition, if any.
    package weak var drivenAnimator: ViewPropertyAnimator?
    /// True once `finishInteractiveTransition` or `cancelInteractiveTransition` was called.
    package private(set) var interactionDecided = false
    /// The frame count when the transition started.
    package internal(set) var startFrame = 0
    /// The runner began ignoring interaction events for this transition.
    var endsIgnoring = false

    init(
        simulation: Simulation, kind: TransitionKind, container: View, from: ViewController, to: ViewController,
        fromView: View?, toView: View?, animated: Bool, interactive: Bool, style: ModalPresentationStyle,
        onComplete: @escaping (TransitionContext, Bool) -> Void
    ) {
        self.simulation = simulation
        self.kind = kind
        containerView = container
        fromVC = from
        toVC = to
        self.fromView = fromView
        self.toView = toView
        isAnimated = animated
        isInteractive = interactive
        presentationStyle = style
        self.onComplete = onComplete
        simulation.contextCount += 1
        id = simulation.contextCount
        simulation.liveContexts.append(Weak(self))
        simulation.census.registerOwned(self, .context, name: "context \(id) (\(kind.rawValue) \(from.reportTitle) → \(to.reportTitle))")
    }

    deinit { simulation.census.unregister(ObjectIdentifier(self)) }

    public func viewController(forKey key: TransitionKey) -> ViewController? { key == .from ? fromVC : toVC }
    /// `view(forKey:)`. In a presentation the presented side is the presentation controller's
    /// `presentedView` — the controller's view, or the wrapper a custom presentation controller
    /// puts it in (Apple's custom-presentation sample wraps it for rounded corners and a shadow;
    /// UIKit hands the animator the wrapper) — asked when the animator asks, after
    /// `presentationTransitionWillBegin` made it.
    public func view(forKey key: TransitionKey) -> View? {
        switch (kind, key) {
        case (.present, .to): return toView.map { presentation?.presentedView ?? $0 }
        case (.dismiss, .from): return fromView.map { presentation?.presentedView ?? $0 }
        default: return key == .from ? fromView : toView
        }
    }
    /// The presentation this transition presents or dismisses (nil for the other kinds).
    package weak var presentation: PresentationController?

    public func initialFrame(for vc: ViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    public func finalFrame(for vc: ViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    public func completeTransition(_ didComplete: Bool) {
        completionCalls += 1
        guard !isComplete else {
            simulation.record(.contextCompletedTwice, "context \(id) (\(kind.rawValue) \(fromVC) → \(toVC)) completed again")
            return
        }
        isComplete = true
        self.didComplete = didComplete
        if isInteractive && didComplete == transitionWasCancelled {
            simulation.record(
                .contextCompletedWithoutFinishOrCancel,
                "context \(id) completed(\(didComplete)) but was \(transitionWasCancelled ? "cancelled" : "finished")")
        }
        onComplete(self, didComplete)
        TransitionRunner.finish(self, completed: didComplete)
        let completions = alongsideCompletions
        alongsideCompletions = []
        for c in completions { c() }
        interactionController = nil
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        let p = Double(percentComplete)
        guard !isComplete else {
            simulation.record(.interactionUpdateAfterCompletion, "context \(id) updated after completion")
            return
        }
        self.percentComplete = min(max(p.isNaN ? 0 : p, 0), 1)
    }

    public func finishInteractiveTransition() {
        guard !isComplete else { return simulation.record(.finishAfterComplete, "context \(id) finish after completion") }
        if !isInFlight { pendingOutcome = true }
        let changes = isInteractive && !interactionDecided
        interactionDecided = true
        transitionWasCancelled = false
        if changes { for h in interactionChangeHandlers { h() } }
    }

    public func cancelInteractiveTransition() {
        guard !isComplete else { return simulation.record(.finishAfterComplete, "context \(id) cancel after completion") }
        if !isInFlight { pendingOutcome = false }
        let changes = isInteractive && !interactionDecided
        interactionDecided = true
        transitionWasCancelled = true
        if changes { for h in interactionChangeHandlers { h() } }
    }

    /// `pauseInteractiveTransition()` (iOS 10): an interruptible transition, running on its own
    /// (started non-interactively, or finished or cancelled earlier), is grabbed again: it becomes
    /// interactive and undecided until the next `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()` (UIKit: a transition that starts non-interactive "may become
    /// interactive later"; code such as Apple's interruptible sample pauses, then checks
    /// `isInteractive` before finishing).
    public func pauseInteractiveTransition() {
        guard !isComplete, isInFlight else { return }
        let changes = !isInteractive || interactionDecided
        isInteractive = true
        interactionDecided = false
        if changes { for h in interactionChangeHandlers { h() } }
    }
}
