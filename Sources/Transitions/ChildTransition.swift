import Foundation

/// The child-swap transition shared by the custom container, the tab bar and the navigation
/// controller, with UIKit's containment and appearance order:
///
/// ```
/// begin:    from.willMove(nil), addChild(to) → to.willMove(container),
///           to.viewWillAppear, from.viewWillDisappear          (when the container is on screen)
/// complete: from.view removed, from.removeFromParent() → didMove(nil), to.didMove(container),
///           to.viewDidAppear, from.viewDidDisappear
/// cancel:   to.view removed, to.removeFromParent() → didMove(nil), from.didMove(container),
///           to.viewWillDisappear/DidDisappear, from.viewWillAppear/DidAppear
/// ```
/// When `keepsFrom` is true (navigation push), `from` stays a child: only its view leaves.
enum ChildTransition {
    static func run(
        container: ViewController, in host: View, from: ViewController, to: ViewController,
        kind: TransitionKind, animated: Bool, keepsFrom: Bool, removesTo: Bool,
        animator: (any ViewControllerAnimatedTransitioning)?,
        interaction: (any ViewControllerInteractiveTransitioning)?,
        done: @escaping (Bool) -> Void
    ) throws(TransitionError) {
        guard container.activeTransition == nil else { throw .transitionInFlight(container: container.title) }
        let onScreen = container.appearanceState == .appeared || container.appearanceState == .appearing
        if !keepsFrom { container.transitionStep(.willMove(from, nil)) }
        if to.parent !== container { container.addChild(to) }
        let interactive = animated && (interaction?.wantsInteractiveStart ?? false)
        let ctx = TransitionContext(
            simulation: container.simulation, kind: kind, container: host, from: from, to: to,
            fromView: from.view, toView: to.view, animated: animated, interactive: interactive, style: .fullScreen
        ) { ctx, completed in
            container.activeTransition = nil
            if completed {
                container.transitionStep(.removeView(from.view))
                if !keepsFrom { from.removeFromParent() }
                if removesTo { container.transitionStep(.didMove(to, container)) }
                if onScreen {
                    container.transitionStep(.endAppearance(to))
                    container.transitionStep(.endAppearance(from))
                }
                // The container may have started or ended its own appearance transition meanwhile
                // (a push over it, a pop back to it): the removed child ends disappeared, the
                // shown child follows the container.
                if !keepsFrom || from.view.window == nil { forceDisappeared(from, in: container) }
                sync(to, with: container)
            } else {
                container.transitionStep(.removeIncomingView(to.view))
                if removesTo { to.removeFromParent() }
                if !keepsFrom { from.didMove(toParent: container) }
                if from.view.superview !== host { try? host.addSubview(from.view) }
                // Undo the appearance changes — but `from` only reappears if the container is
                // still on screen (it may have been covered meanwhile, e.g. by a push).
                let stillOnScreen = container.appearanceState == .appeared || container.appearanceState == .appearing
                if onScreen {
                    to.beginAppearanceTransition(false, animated: animated)
                    to.endAppearanceIfNeeded()
                }
                if onScreen && stillOnScreen {
                    from.beginAppearanceTransition(true, animated: animated)
                    from.endAppearanceIfNeeded()
                }
                forceDisappeared(to, in: container)
                sync(from, with: container)
            }
            done(completed)
        }
        container.simulation.transitionWillBegin?(ctx)
        ctx.frames[ObjectIdentifier(from)] = (host.bounds, .zero)
        ctx.frames[ObjectIdentifier(to)] = (.zero, host.bounds)
        container.activeTransition = ctx
        if onScreen {
            container.transitionStep(.beginAppearance(to, true, animated))
            container.transitionStep(.beginAppearance(from, false, animated))
        }
        TransitionRunner.run(ctx, animator: animator, interaction: interaction)
    }
}

/// Delegate of the custom container: vends animators and interaction controllers.
public protocol ContainerViewControllerDelegate: AnyObject {
    func containerViewController(_ container: ContainerViewController, didSelect vc: ViewController)
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func containerViewController(
        _ container: ContainerViewController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
}

extension ContainerViewControllerDelegate {
    public func containerViewController(_ container: ContainerViewController, didSelect vc: ViewController) {}
    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func containerViewController(
        _ container: ContainerViewController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
}

/// The custom container of "Custom Container View Controller Transitions": a row of children,
/// one shown at a time, switched with an animator from the delegate (or the default spring slide)
/// and, optionally, interactively with a pan.
open class ContainerViewController: ViewController {
    public let viewControllers: [ViewController]
    public private(set) var selectedViewController: ViewController?
    public weak var delegate: (any ContainerViewControllerDelegate)?
    /// Animated switches by default (the tab bar turns this off).
    open var animatesByDefault: Bool { true }
    /// The view that hosts the selected child's view (the transition's container view).
    public private(set) lazy var childHost: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(title).host")
        try? view.addSubview(v)
        return v
    }()
    /// The interaction controller the current pan drives, if any.
    public private(set) var panInteraction: PercentDrivenInteractiveTransition?

    public init(_ simulation: Simulation, title: String, viewControllers: [ViewController]) {
        self.viewControllers = viewControllers
        super.init(simulation, title: title)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        if let first = viewControllers.first { showInitial(first) }
    }

    private func showInitial(_ vc: ViewController) {
        addChild(vc)
        vc.view.frame = childHost.bounds
        try? childHost.addSubview(vc.view)
        vc.didMove(toParent: self)
        selectedViewController = vc
        if appearanceState == .appearing || appearanceState == .appeared {
            vc.beginAppearanceTransition(true, animated: false)
            if appearanceState == .appeared { vc.endAppearanceIfNeeded() }
        }
    }

    /// The default animator: a critically damped spring slide in the direction of the order.
    open func defaultAnimator(from: ViewController, to: ViewController) -> any ViewControllerAnimatedTransitioning {
        let i = viewControllers.firstIndex { $0 === from } ?? 0
        let j = viewControllers.firstIndex { $0 === to } ?? 0
        return SlideAnimator(direction: j >= i ? 1 : -1)
    }

    /// Selects `vc` (a no-op when already selected). Throws while another switch is in flight.
    public func select(
        _ vc: ViewController, animated: Bool? = nil,
        interaction: (any ViewControllerInteractiveTransitioning)? = nil
    ) throws(TransitionError) {
        _ = view
        guard viewControllers.contains(where: { $0 === vc }) else { throw .notFound("\(vc.title) in \(title)") }
        guard let from = selectedViewController, from !== vc else { return }
        let animated = animated ?? animatesByDefault
        let animator =
            delegate?.containerViewController(self, animationControllerForTransitionFrom: from, to: vc)
            ?? defaultAnimator(from: from, to: vc)
        let interactive = interaction ?? delegate?.containerViewController(self, interactionControllerFor: animator)
        try ChildTransition.run(
            container: self, in: childHost, from: from, to: vc, kind: .select, animated: animated,
            keepsFrom: false, removesTo: true, animator: animator, interaction: interactive
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.selectedViewController = vc
                self.delegate?.containerViewController(self, didSelect: vc)
            }
        }
    }

    public func select(index: Int, animated: Bool? = nil) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else { throw .notFound("index \(index) in \(title)") }
        try select(viewControllers[index], animated: animated)
    }

    // MARK: Interactive pan

    /// Handles a horizontal pan: began picks the neighbour in the pan's direction and starts an
    /// interactive switch; changed scrubs; ended finishes when past half way or flung (|v| > 500
    /// pt/s in the direction), else cancels; cancelled cancels.
    public func handlePan(_ pan: PanGesture) {
        guard simulation.application.accepts(pan) else { return }
        switch pan.state {
        case .began:
            guard activeTransition == nil, let from = selectedViewController,
                let i = viewControllers.firstIndex(where: { $0 === from })
            else { return }
            let j = pan.velocity.x < 0 ? i + 1 : i - 1
            guard viewControllers.indices.contains(j) else { return }
            let to = viewControllers[j]
            let animator =
                delegate?.containerViewController(self, animationControllerForTransitionFrom: from, to: to)
                ?? defaultAnimator(from: from, to: to)
            let interaction = PercentDrivenInteractiveTransition(animator: animator)
            panInteraction = interaction
            panDirection = pan.velocity.x < 0 ? -1 : 1
            do {
                try select(to, animated: true, interaction: interaction)
            } catch {
                panInteraction = nil
            }
        case .changed:
            guard let pi = panInteraction else { return }
            pi.update(max(0, pan.translation.x * panDirection) / max(childHost.bounds.width, 1))
        case .ended:
            guard let pi = panInteraction else { return }
            let p = max(0, pan.translation.x * panDirection) / max(childHost.bounds.width, 1)
            let v = pan.velocity.x * panDirection
            if p > 0.5 || v > 500 { pi.finish() } else { pi.cancel() }
            panInteraction = nil
        case .cancelled:
            panInteraction?.cancel()
            panInteraction = nil
        }
    }
    private var panDirection = 1.0
}

/// `UITabBarController`: the container without animation by default.
open class TabBarController: ContainerViewController {
    override open var animatesByDefault: Bool { false }
    public var selectedIndex: Int? { selectedViewController.flatMap { s in viewControllers.firstIndex { $0 === s } } }
}

/// Ends `vc` disappeared (its view has left the screen), through the container's steps.
func forceDisappeared(_ vc: ViewController, in container: ViewController) {
    guard vc.appearanceState != .disappeared else { return }
    container.transitionStep(.beginAppearance(vc, false, false))
    container.transitionStep(.endAppearance(vc))
}

/// Brings a child's appearance state in line with its container's, through the container's steps.
func sync(_ child: ViewController, with container: ViewController) {
    switch container.appearanceState {
    case .appeared:
        if child.appearanceState != .appeared {
            container.transitionStep(.beginAppearance(child, true, false))
            container.transitionStep(.endAppearance(child))
        }
    case .appearing:
        if child.appearanceState == .disappeared || child.appearanceState == .disappearing {
            container.transitionStep(.beginAppearance(child, true, false))
        }
    case .disappearing:
        if child.appearanceState == .appeared || child.appearanceState == .appearing {
            container.transitionStep(.beginAppearance(child, false, false))
        }
    case .disappeared:
        forceDisappeared(child, in: container)
    }
}

/// One step a container performs around a child transition. Containers perform them through
/// `ViewController.transitionStep(_:)`, so a test container can inject a bug by overriding it
/// (TransitionChecks' seeded faults); production code never overrides it.
public enum ContainerStep {
    case willMove(ViewController, ViewController?)
    case didMove(ViewController, ViewController?)
    case beginAppearance(ViewController, Bool, Bool)
    case endAppearance(ViewController)
    /// The outgoing child's view, when the transition completes.
    case removeView(View)
    /// The incoming child's view, when the transition is cancelled.
    case removeIncomingView(View)
}
