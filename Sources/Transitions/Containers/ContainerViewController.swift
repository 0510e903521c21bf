import Foundation

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
