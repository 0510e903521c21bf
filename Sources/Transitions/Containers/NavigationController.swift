import Foundation

/// `UINavigationController`: a stack with push/pop transitions and an interactive edge-pan pop.
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController]
    public weak var delegate: (any NavigationControllerDelegate)?
    public var topViewController: ViewController? { viewControllers.last }
    public private(set) lazy var contentView: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(title).content")
        try? view.addSubview(v)
        return v
    }()
    public private(set) var edgePanInteraction: PercentDrivenInteractiveTransition?

    public init(_ simulation: Simulation, title: String = "nav", root: ViewController) {
        viewControllers = [root]
        super.init(simulation, title: title)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        guard let root = viewControllers.first else { return }
        addChild(root)
        root.view.frame = contentView.bounds
        try? contentView.addSubview(root.view)
        root.didMove(toParent: self)
    }

    /// Pushes `vc`; throws while a transition is in flight or when `vc` is already in a container.
    public func push(_ vc: ViewController, animated: Bool = true) throws(TransitionError) {
        _ = view
        guard vc.parent == nil, vc.presentingViewController == nil else { throw .alreadyPresenting(vc.title) }
        guard let from = topViewController else { throw .notFound("top of \(title)") }
        let animator =
            delegate?.navigationController(self, animationControllerFor: .push, from: from, to: vc)
            ?? SlideAnimator(direction: 1, curve: .easeInOut)
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        try ChildTransition.run(
            container: self, in: contentView, from: from, to: vc, kind: .push, animated: animated,
            keepsFrom: true, removesTo: true, animator: animator, interaction: interaction
        ) { [weak self] completed in
            if completed { self?.viewControllers.append(vc) }
        }
    }

    /// Pops the top controller; returns it, or nil at the root.
    @discardableResult
    public func popViewController(
        animated: Bool = true,
        interaction explicit: (any ViewControllerInteractiveTransitioning)? = nil
    )
        throws(TransitionError) -> ViewController?
    {
        _ = view
        guard viewControllers.count > 1 else { return nil }
        let from = viewControllers[viewControllers.count - 1]
        let to = viewControllers[viewControllers.count - 2]
        let animator =
            delegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to)
            ?? SlideAnimator(direction: -1, curve: .easeInOut)
        let interaction = explicit ?? delegate?.navigationController(self, interactionControllerFor: animator)
        try ChildTransition.run(
            container: self, in: contentView, from: from, to: to, kind: .pop, animated: animated,
            keepsFrom: false, removesTo: false, animator: animator, interaction: interaction
        ) { [weak self] completed in
            if completed { self?.viewControllers.removeLast() }
        }
        return from
    }

    /// The interactive pop: a pan from the left edge scrubs the pop; release past half way or
    /// with a rightward fling (> 500 pt/s) finishes, otherwise it cancels.
    public func handleEdgePan(_ pan: PanGesture) {
        guard simulation.application.accepts(pan) else { return }
        let width = max(contentView.bounds.width, 1)
        switch pan.state {
        case .began:
            guard activeTransition == nil, viewControllers.count > 1, pan.location.x <= 30 else { return }
            let from = viewControllers[viewControllers.count - 1], to = viewControllers[viewControllers.count - 2]
            let animator =
                delegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to)
                ?? SlideAnimator(direction: -1, curve: .linear)
            let pi = PercentDrivenInteractiveTransition(animator: animator)
            edgePanInteraction = pi
            do { try popViewController(animated: true, interaction: pi) } catch { edgePanInteraction = nil }
        case .changed:
            edgePanInteraction?.update(max(0, pan.translation.x) / width)
        case .ended:
            guard let pi = edgePanInteraction else { return }
            if pan.translation.x / width > 0.5 || pan.velocity.x > 500 { pi.finish() } else { pi.cancel() }
            edgePanInteraction = nil
        case .cancelled:
            edgePanInteraction?.cancel()
            edgePanInteraction = nil
        }
    }
}
