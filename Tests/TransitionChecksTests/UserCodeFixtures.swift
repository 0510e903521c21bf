import Foundation
import TransitionChecks
import Transitions

// Transition code written the way apps write it for UIKit (minus the UI prefix), used by
// UserCodeTests: correct pieces that must produce no report, and the seeds' published shapes.

/// A fade: the incoming view on top, fading in; undone on cancel.
final class UserFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.25 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let to = context.view(forKey: .to) else {
            // A dismissal that keeps the presenter: fade the presented view out.
            let from = context.view(forKey: .from)
            context.simulation.animate(duration: 0.25, animations: { from?.alpha = 0 }) { _ in
                if context.transitionWasCancelled { from?.alpha = 1 }
                context.completeTransition(!context.transitionWasCancelled)
            }
            return
        }
        let added = to.superview !== container
        container.addSubview(to)
        if let vc = context.viewController(forKey: .to), context.finalFrame(for: vc) != .zero { to.frame = context.finalFrame(for: vc) }
        to.alpha = 0
        context.simulation.animate(duration: 0.25, animations: { to.alpha = 1 }) { _ in
            let cancelled = context.transitionWasCancelled
            if cancelled {
                to.alpha = 1
                if added { to.removeFromSuperview() }
            }
            context.completeTransition(!cancelled)
        }
    }
}

/// A horizontal slide to `finalFrame(for:)`: in from the right going forward, the outgoing view
/// out to the right going back; frames restored afterwards.
final class UserSlideAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.35 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let width = container.bounds.width
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        let fromStart = from?.frame, toStart = to?.frame
        let forward = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
            || context.transitionKind == .push || context.transitionKind == .select
        let toAdded = to.map { $0.superview !== container } ?? false
        let final = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        if let to {
            if forward { container.addSubview(to) } else if let from { container.insertSubview(to, belowSubview: from) }
            to.frame = final == .zero ? container.bounds : final
            if forward { to.frame = to.frame.offsetBy(dx: width, dy: 0) }
        }
        context.simulation.animate(
            duration: 0.35, curve: .easeOut,
            animations: {
                if forward {
                    to?.frame = final == .zero ? container.bounds : final
                } else if let from {
                    from.frame = from.frame.offsetBy(dx: width, dy: 0)
                }
            }
        ) { _ in
            let cancelled = context.transitionWasCancelled
            if let from, let fromStart { from.frame = fromStart }
            if cancelled, let to {
                if let toStart { to.frame = toStart }
                if toAdded { to.removeFromSuperview() }
            }
            context.completeTransition(!cancelled)
        }
    }
}

/// Seed 001's bounce-present: drops from above the container with a spring (1 s, damping 0.4),
/// completing with `true` as published.
final class BouncesAnimatedTransitioning: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 1.0 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to) else { return }
        let bounds = context.containerView.bounds
        let finalFrame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        toVC.view.frame = bounds.offsetBy(dx: 0, dy: -bounds.height)
        context.containerView.addSubview(toVC.view)
        context.simulation.animate(
            duration: transitionDuration(using: context), curve: .spring(dampingRatio: 0.4, initialVelocity: 0),
            animations: { toVC.view.frame = finalFrame }
        ) { _ in context.completeTransition(true) }
    }
}

/// The seeds' dismissal: the presented view slides down off the screen. It does not undo its
/// block on cancel: a cancelled percent-driven transition lands on the start values (UIKit).
final class NormalDismissAnimatedTransition: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.5 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else { return }
        let container = context.containerView
        container.insertSubview(toVC.view, belowSubview: fromVC.view)
        let offscreen = fromVC.view.frame.offsetBy(dx: 0, dy: container.bounds.height)
        context.simulation.animate(duration: transitionDuration(using: context), animations: { fromVC.view.frame = offscreen }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Seeds 001/002's pull-down interactor: a percent-driven subclass with its own pan handler that
/// finishes only past 50 %, cancels otherwise or when the system cancels, and overrides
/// `completionSpeed` as seed 002 does (`1 − percentComplete`).
final class SwipePercentDrivenInteractiveTransition: PercentDrivenInteractiveTransition {
    var isInteracting = false
    private var shouldComplete = false
    private weak var presentedVC: ViewController?

    func wire(to viewController: ViewController) { presentedVC = viewController }

    override var completionSpeed: Double {
        get { 1 - percentComplete }
        set { super.completionSpeed = newValue }
    }

    func handlePanGesture(_ pan: PanGesture) {
        switch pan.state {
        case .began:
            isInteracting = true
            presentedVC?.dismiss(animated: true)
        case .changed:
            let fraction = min(max(pan.translation.y / 834.0, 0), 1)
            shouldComplete = fraction > 0.5
            update(fraction)
        case .ended, .cancelled:
            isInteracting = false
            if !shouldComplete || pan.state == .cancelled { cancel() } else { finish() }
        }
    }
}

/// The presented page with the pan recognizer wired to the interactor.
final class SwipeablePage: ViewController, PanGestureHandling {
    var interactor: SwipePercentDrivenInteractiveTransition?
    func handlePan(_ pan: PanGesture) { interactor?.handlePanGesture(pan) }
}

/// The presenting side's transitioning delegate (seed 001's first view controller).
final class BounceTransitionDelegate: ViewControllerTransitioningDelegate {
    let presentingAnimation = BouncesAnimatedTransitioning()
    let dismissingAnimation = NormalDismissAnimatedTransition()
    let transitionController = SwipePercentDrivenInteractiveTransition()

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { presentingAnimation }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismissingAnimation }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { transitionController.isInteracting ? transitionController : nil }
}

// MARK: Seed 000: a custom container with its own context

/// Seed 000's private context: direction-aware frames, `.custom`, a completion block.
final class PrivateTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let presentationStyle = ModalPresentationStyle.custom
    var isAnimated = true
    var isInteractive = false
    var transitionWasCancelled: Bool { false }
    var completionBlock: ((Bool) -> Void)?
    private let from: ViewController
    private let to: ViewController
    private let disappearingFromRect, disappearingToRect, appearingFromRect, appearingToRect: CGRect

    init?(from: ViewController, to: ViewController, goingRight: Bool) {
        guard from.isViewLoaded, let container = from.view.superview else { return nil }
        containerView = container
        self.from = from
        self.to = to
        let travel = goingRight ? -container.bounds.width : container.bounds.width
        disappearingFromRect = container.bounds
        appearingToRect = container.bounds
        disappearingToRect = container.bounds.offsetBy(dx: travel, dy: 0)
        appearingFromRect = container.bounds.offsetBy(dx: -travel, dy: 0)
    }

    func viewController(forKey key: TransitionKey) -> ViewController? { key == .from ? from : to }
    func view(forKey key: TransitionKey) -> View? { viewController(forKey: key)?.view }
    func initialFrame(for vc: ViewController) -> CGRect { vc === from ? disappearingFromRect : appearingFromRect }
    func finalFrame(for vc: ViewController) -> CGRect { vc === from ? disappearingToRect : appearingToRect }
    func completeTransition(_ didComplete: Bool) { completionBlock?(didComplete) }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}

/// Seed 000's default animator: slide with 16 pt padding, spring (damping 0.75, initial velocity
/// 0.5), 1 s, cross-fade; direction read from the context's frames.
final class PrivateAnimatedTransition: ViewControllerAnimatedTransitioning {
    static let childViewPadding = 16.0
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 1 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let fromVC = context.viewController(forKey: .from) else { return }
        let goingRight = context.initialFrame(for: toVC).origin.x < context.finalFrame(for: toVC).origin.x
        let distance = context.containerView.bounds.width + Self.childViewPadding
        let travel = AffineTransform2D(translationX: goingRight ? distance : -distance, y: 0)
        context.containerView.addSubview(toVC.view)
        toVC.view.alpha = 0
        toVC.view.transform = AffineTransform2D(translationX: -travel.tx, y: 0)
        context.simulation.animate(
            duration: transitionDuration(using: context), curve: .spring(dampingRatio: 0.75, initialVelocity: 0.5),
            animations: {
                fromVC.view.transform = travel
                fromVC.view.alpha = 0
                toVC.view.transform = .identity
                toVC.view.alpha = 1
            }
        ) { _ in
            fromVC.view.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Seed 000's container (phase 3), with a guard against a second switch while one runs.
final class SeedContainerViewController: ViewController, SwitchingContainer {
    let viewControllers: [ViewController]
    private(set) var selectedViewController: ViewController?
    private var privateContainerView: View?
    private var isTransitioning = false

    init(_ simulation: Simulation, title: String, viewControllers: [ViewController]) {
        self.viewControllers = viewControllers
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        pending.end()
    }

    var switchableChildren: [ViewController] { viewControllers }
    required init?(coder: NSCoder) { fatalError("not made from archives") }
    var selectedChild: ViewController? { selectedViewController }

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = View(simulation, frame: view.bounds, name: "\(reportTitle).privateContainer")
        view.addSubview(host)
        privateContainerView = host
        if let first = viewControllers.first {
            addChild(first)
            first.view.frame = host.bounds
            host.addSubview(first.view)
            first.didMove(toParent: self)
            selectedViewController = first
        }
    }

    func selectChild(at index: Int, animated: Bool) throws {
        guard viewControllers.indices.contains(index) else { return }
        transition(to: viewControllers[index])
    }

    private func transition(to toViewController: ViewController) {
        guard !isTransitioning, let fromViewController = selectedViewController, toViewController !== fromViewController,
            let fromIndex = viewControllers.firstIndex(where: { $0 === fromViewController }),
            let toIndex = viewControllers.firstIndex(where: { $0 === toViewController })
        else { return }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        let animator = PrivateAnimatedTransition()
        guard let context = PrivateTransitionContext(from: fromViewController, to: toViewController, goingRight: toIndex > fromIndex)
        else { return }
        context.completionBlock = { [weak self] didComplete in
            fromViewController.view.removeFromSuperview()
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
            animator.animationEnded(didComplete)
            self?.isTransitioning = false
            self?.selectedViewController = toViewController
        }
        isTransitioning = true
        animator.animateTransition(using: context)
    }
}
