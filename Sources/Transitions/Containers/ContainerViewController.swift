import Foundation

/// The custom container of "Custom Container View Controller Transitions": a row of children,
/// one shown at a time, switched with an animator from the delegate (or the default spring slide)
/// and, optionally, interactively with a pan.
open class ContainerViewController: ViewController {
    public let viewControllers: [ViewController]
    public private(set) var selectedViewController: ViewController?
    public weak var delegate: (any ContainerViewControllerDelegate)? {
        didSet { delegateWasSet = delegate != nil }
    }
    var delegateWasSet = false

    /// The delegate for a transition about to start (a released one is recorded).
    private var liveDelegate: (any ContainerViewControllerDelegate)? {
        simulation.noteDelegate(isNil: delegate == nil, wasSet: &delegateWasSet, "\(reportTitle).delegate")
        return delegate
    }
    /// Animated switches by default (the tab bar turns this off).
    open var animatesByDefault: Bool { true }
    /// The view that hosts the selected child's view (the transition's container view).
    public private(set) lazy var childHost: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(reportTitle).host")
        view.addSubview(v)
        return v
    }()
    /// The interaction controller the current pan drives, if any.
    public private(set) var panInteraction: PercentDrivenInteractiveTransition?

    public init(_ simulation: Simulation, title: String, viewControllers: [ViewController]) {
        self.viewControllers = viewControllers
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        pending.end()
    }

    /// `init?(coder:)` (never called by the model): a container without children.
    public required init?(coder: NSCoder) {
        viewControllers = []
        super.init(coder: coder)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        if let first = viewControllers.first { showInitial(first) }
        layOutButtons()
    }

    /// The row of buttons that selects the children (seed 000), one per child, along the bottom;
    /// it ignores taps while a switch runs.
    public private(set) lazy var buttonsView: View = View(simulation, frame: .zero, name: "\(reportTitle).buttons")
    /// The height of the row of buttons.
    public var buttonsHeight = 50.0

    private func layOutButtons() {
        let b = view.bounds
        buttonsView.frame = CGRect(x: 0, y: b.height - buttonsHeight, width: b.width, height: buttonsHeight)
        if buttonsView.superview !== view { view.addSubview(buttonsView) }
        let n = viewControllers.count
        for (i, child) in viewControllers.enumerated() where buttonsView.subviewList.count <= i {
            let w = b.width / Double(max(n, 1))
            let button = View(simulation, frame: CGRect(x: Double(i) * w, y: 0, width: w, height: buttonsHeight), name: "button(\(child.reportTitle))")
            button.tag = i
            buttonsView.addSubview(button)
        }
    }

    /// A tap on the button of the child at `index` (ignored while the row is disabled or the app
    /// ignores touches).
    public func tapButton(at index: Int) {
        guard isViewLoaded, buttonsView.isUserInteractionEnabled, !simulation.application.isIgnoringInteractionEvents,
            viewControllers.indices.contains(index)
        else { return }
        try? select(index: index)
    }

    private func showInitial(_ vc: ViewController) {
        addChild(vc)
        vc.view.frame = childHost.bounds
        childHost.addSubview(vc.view)
        vc.didMove(toParent: self)
        selectedViewController = vc
        if appearanceState == .appearing || appearanceState == .appeared {
            vc.beginAppearance(true, animated: false)
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
        guard viewControllers.contains(where: { $0 === vc }) else { throw .notFound("\(vc.reportTitle) in \(reportTitle)") }
        guard let from = selectedViewController, from !== vc else { return }
        try transition(from: from, to: vc, animated: animated ?? animatesByDefault, animator: animator(from: from, to: vc)) {
            interaction ?? self.delegate?.containerViewController(self, interactionControllerFor: $0)
        }
    }

    /// The animator for a switch: the delegate's, else the default. Asked once per transition.
    private func animator(from: ViewController, to: ViewController) -> any ViewControllerAnimatedTransitioning {
        liveDelegate?.containerViewController(self, animationControllerForTransitionFrom: from, to: to)
            ?? defaultAnimator(from: from, to: to)
    }

    /// Runs one switch with an animator resolved by the caller, so that an interaction controller
    /// created for it and the transition context share the same animator.
    private func transition(
        from: ViewController, to vc: ViewController, animated: Bool, animator: any ViewControllerAnimatedTransitioning,
        interaction: (any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)?
    ) throws(TransitionError) {
        // Direction-aware frames and the `.custom` style, as seed 000's private context reports:
        // going right (to a later child) the old view leaves to the left by the host's width.
        let i = viewControllers.firstIndex { $0 === from } ?? 0
        let j = viewControllers.firstIndex { $0 === vc } ?? 0
        let travel = (j > i ? -1 : 1) * childHost.bounds.width
        // The buttons ignore taps while the switch runs (set once it has started: a switch that
        // completes at once leaves them enabled).
        defer { if activeTransition != nil { buttonsView.isUserInteractionEnabled = false } }
        try ChildTransition.run(
            container: self, in: childHost, from: from, to: vc, kind: .select, animated: animated,
            keepsFrom: false, removesTo: true, travel: travel, style: .custom,
            animator: animator, interaction: interaction(animator)
        ) { [weak self] completed in
            guard let self else { return }
            self.buttonsView.isUserInteractionEnabled = true
            if completed {
                self.selectedViewController = vc
                self.delegate?.containerViewController(self, didSelect: vc)
            }
        }
    }

    public func select(index: Int, animated: Bool? = nil) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else { throw .notFound("index \(index) in \(reportTitle)") }
        try select(viewControllers[index], animated: animated)
    }

    // MARK: Interactive pan

    /// When a released pan finishes the switch: past half the width, or flung faster than
    /// 500 pt/s in the pan's direction.
    public var panHandoff = GestureHandoff(completionThreshold: 0.5, flingSpeed: 500)

    /// Handles a horizontal pan: began picks the neighbour in the pan's direction and starts an
    /// interactive switch; changed scrubs; ended finishes or cancels by `panHandoff`; cancelled
    /// cancels. The animator is resolved once and shared by the interaction and the context.
    public func handlePan(_ pan: PanGesture) {
        guard simulation.application.accepts(pan) else { return }
        let width = childHost.bounds.width
        switch pan.state {
        case .began:
            guard activeTransition == nil, let from = selectedViewController,
                let i = viewControllers.firstIndex(where: { $0 === from })
            else { return }
            let j = pan.velocity.x < 0 ? i + 1 : i - 1
            guard viewControllers.indices.contains(j) else { return }
            let to = viewControllers[j]
            let animator = animator(from: from, to: to)
            let interaction = PercentDrivenInteractiveTransition()
            panInteraction = interaction
            panDirection = pan.velocity.x < 0 ? -1 : 1
            do {
                try transition(from: from, to: to, animated: true, animator: animator) { _ in interaction }
            } catch {
                panInteraction = nil
            }
        case .changed:
            panInteraction?.update(GestureHandoff.progress(translation: pan.translation.x * panDirection, distance: width))
        case .ended, .cancelled:
            guard let pi = panInteraction else { return }
            let p = GestureHandoff.progress(translation: pan.translation.x * panDirection, distance: width)
            if panHandoff.shouldFinish(progress: p, velocity: pan.velocity.x * panDirection, state: pan.state) {
                pi.finish()
            } else {
                pi.cancel()
            }
            panInteraction = nil
        }
    }
    internal(set) var panDirection = 1.0
}
