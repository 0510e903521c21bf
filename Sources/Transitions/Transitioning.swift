import Foundation
import Springs

/// Keys of the two controllers/views of a transition.
public enum TransitionKey: String, Sendable, Hashable { case from, to }

/// `UIViewControllerContextTransitioning`.
public protocol ViewControllerContextTransitioning: AnyObject {
    var simulation: Simulation { get }
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view the animator may animate, or nil where it must not touch it (iOS 8 rules).
    func view(forKey key: TransitionKey) -> View?
    /// `.zero` means unknown / no constraint.
    func initialFrame(for vc: ViewController) -> CGRect
    func finalFrame(for vc: ViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: Double)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// What kind of transition this is (present, dismiss, push, pop, select), when known.
    var transitionKind: TransitionKind? { get }
}

extension ViewControllerContextTransitioning {
    public var transitionKind: TransitionKind? { nil }
}

/// `UIViewControllerAnimatedTransitioning`.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double
    func animateTransition(using context: any ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// iOS 10+: an interruptible animator that drives the transition (nil: layer-time scrubbing).
    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator?
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? { nil }
}

/// `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning)
    var wantsInteractiveStart: Bool { get }
}

/// `UIViewControllerTransitioningDelegate` (all optional).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}

/// What kind of transition a context runs.
public enum TransitionKind: String, Sendable, Hashable {
    case present, dismiss, push, pop, select
}

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
    public private(set) var isComplete = false
    public private(set) var didComplete = false
    public private(set) var percentComplete = 0.0
    /// True once the animator or interaction controller has been started.
    public internal(set) var isInFlight = false
    /// An outcome decided (finish/cancel) before the transition was in flight.
    public private(set) var pendingOutcome: Bool?
    /// How many times completeTransition was called (1 when healthy).
    public private(set) var completionCalls = 0

    let fromVC: ViewController
    let toVC: ViewController
    let fromView: View?
    let toView: View?
    var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    let onComplete: (TransitionContext, Bool) -> Void
    /// Set by the interaction controller: the animator it drives, for hand-over checks.
    public internal(set) var animator: (any ViewControllerAnimatedTransitioning)?
    /// Identifier of this context in the simulation (for traces).
    public let id: Int
    var alongsideAnimations: [() -> Void] = []
    var alongsideCompletions: [() -> Void] = []
    var alongsideStarted = false
    /// The coordinator other code uses to run animations alongside this transition.
    public private(set) lazy var coordinator = TransitionCoordinator(self)

    /// The interaction controller, retained for the life of the transition (as UIKit does).
    public internal(set) var interactionController: (any ViewControllerInteractiveTransitioning)?
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
    }

    public func viewController(forKey key: TransitionKey) -> ViewController? { key == .from ? fromVC : toVC }
    public func view(forKey key: TransitionKey) -> View? { key == .from ? fromView : toView }

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

    public func updateInteractiveTransition(_ p: Double) {
        guard !isComplete else {
            simulation.record(.interactionUpdateAfterCompletion, "context \(id) updated after completion")
            return
        }
        percentComplete = min(max(p.isNaN ? 0 : p, 0), 1)
    }

    public func finishInteractiveTransition() {
        guard !isComplete else { return simulation.record(.finishAfterComplete, "context \(id) finish after completion") }
        if !isInFlight { pendingOutcome = true }
        transitionWasCancelled = false
    }

    public func cancelInteractiveTransition() {
        guard !isComplete else { return simulation.record(.finishAfterComplete, "context \(id) cancel after completion") }
        if !isInFlight { pendingOutcome = false }
        transitionWasCancelled = true
    }

    public func pauseInteractiveTransition() {}
}

/// A weak box for liveness checks.
public struct Weak<T: AnyObject> {
    public weak var value: T?
    public init(_ v: T) { value = v }
}

/// `UIPresentationController`: owns the presented view's frame and the presentation's chrome.
open class PresentationController {
    public unowned let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
    /// The container view of the presentation (set when the transition starts).
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting: ViewController) {
        self.presentedViewController = presentedViewController
        presentingViewController = presenting
    }

    /// Whether the presenter's view is removed when the presentation completes. UIKit's
    /// `UIPresentationController` returns false; full-screen presentations return true.
    open var shouldRemovePresentersView: Bool { false }

    open var frameOfPresentedViewInContainerView: CGRect {
        CGRect(origin: .zero, size: containerView?.bounds.size ?? presentingViewController.view.bounds.size)
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// The presentation controller of `.fullScreen` (removes the presenter's view) and
/// `.overFullScreen` (keeps it).
final class SystemPresentationController: PresentationController {
    let removesPresenter: Bool
    init(presented: ViewController, presenting: ViewController, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
}
