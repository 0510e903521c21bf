import Foundation
import Transitions

/// The system under test of `TransitionScenario`: a window whose root is a navigation controller
/// over a custom container, plus whatever is presented on top.
public final class TransitionWorld {
    public let sim: Simulation
    public let window: Window
    public let nav: NavigationController
    public let container: ContainerViewController
    /// A tab bar controller, the container's third page.
    public let tabs: TabBarController
    public let fault: SeededFault?
    /// Transitioning delegates are weak in UIKit: the world keeps them alive.
    var delegates: [PresentationDelegate] = []
    var navDelegate: NavDelegate?
    var counter = 0
    public internal(set) var transitionsStarted = 0
    /// Cancelled transitions that did not put their views back exactly.
    public internal(set) var restoreProblems: [String] = []
    /// Gesture hand-overs where value or velocity jumped.
    public internal(set) var handoverProblems: [String] = []
    private var before: [Int: [ViewSnapshot]] = [:]

    /// Animators under test (yours): used for presentations, pushes/pops and container switches.
    public let animators: [@Sendable () -> any ViewControllerAnimatedTransitioning]
    var containerDelegate: ContainerDelegate?

    public init(
        fault: SeededFault? = nil, animators: [@Sendable () -> any ViewControllerAnimatedTransitioning] = [],
        frameRate: Double = 60
    ) {
        self.fault = fault
        self.animators = animators
        let sim = Simulation(frameRate: frameRate)
        self.sim = sim
        window = Window(sim)
        let tabs = TabBarController(sim, title: "tabs", viewControllers: (0..<2).map { ViewController(sim, title: "t\($0)") })
        self.tabs = tabs
        let pages = (0..<2).map { ViewController(sim, title: "c\($0)") } + [tabs]
        let container: ContainerViewController =
            fault.map { FaultyContainerViewController(sim, title: "container", viewControllers: pages, fault: $0) }
            ?? ContainerViewController(sim, title: "container", viewControllers: pages)
        self.container = container
        nav = NavigationController(sim, root: container)
        if let fault {
            let d = NavDelegate(animator: FaultyAnimator(fault: fault))
            navDelegate = d
            nav.delegate = d
        }
        if !animators.isEmpty {
            let d = NavDelegate(animator: animators[0]())
            navDelegate = d
            nav.delegate = d
            let cd = ContainerDelegate(make: animators)
            containerDelegate = cd
            container.delegate = cd
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        sim.transitionWillBegin = { [unowned self] ctx in
            self.transitionsStarted += 1
            self.before[ctx.id] = [ctx.viewController(forKey: .from), ctx.viewController(forKey: .to)].compactMap { $0 }.map(
                ViewSnapshot.init)
        }
        sim.transitionDidEnd = { [unowned self] ctx, completed in
            defer { self.before[ctx.id] = nil }
            guard !completed, let snaps = self.before[ctx.id] else { return }
            for s in snaps {
                let now = ViewSnapshot(s.controller)
                if now != s {
                    self.restoreProblems.append(
                        "cancelled \(ctx.kind.rawValue) (context \(ctx.id)): \(s.controller.title)'s view \(s) became \(now)")
                }
            }
        }
    }

    /// The controller the user sees.
    public var top: ViewController { nav.topPresented }

    func makeAnimator(_ k: Int) -> any ViewControllerAnimatedTransitioning {
        if let fault { return FaultyAnimator(fault: fault) }
        if !animators.isEmpty { return animators[k % animators.count]() }
        switch k % 9 {
        case 0: return SlideAnimator()
        case 1: return CrossfadeAnimator()
        case 2: return BouncePresentAnimator()
        case 3: return DismissAnimator()
        case 4: return RotateAboutCornerAnimator()
        case 5: return CardsAnimator()
        case 6: return ZoomAnimator()
        case 7: return CoverVerticalAnimator(duration: 0)  // zero duration
        default: return LateCompletionAnimator()
        }
    }
}

final class PresentationDelegate: ViewControllerTransitioningDelegate {
    var present: any ViewControllerAnimatedTransitioning
    var dismiss: any ViewControllerAnimatedTransitioning
    var dismissInteraction: (any ViewControllerInteractiveTransitioning)?
    init(present: any ViewControllerAnimatedTransitioning, dismiss: any ViewControllerAnimatedTransitioning) {
        self.present = present
        self.dismiss = dismiss
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { present }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismiss }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { dismissInteraction }
}

final class NavDelegate: NavigationControllerDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    init(animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

/// Fault injection that must be tolerated: the completion arrives late (0.2 s after the animations).
public final class LateCompletionAnimator: PoseAnimator {
    public init() { super.init(duration: 0.2, curve: .linear) }
    override public func offPose(final: CGRect, container: View) -> ViewPose { ViewPose(frame: final, alpha: 0) }
    override public func animateTransition(using context: any ViewControllerContextTransitioning) {
        // Defer the real work's completion by wrapping the context's completion in a delay.
        let sim = context.simulation
        let proxy = DelayedCompletionContext(context, delay: 0.2)
        super.animateTransition(using: proxy)
        _ = sim
    }
}

/// Forwards to a context but delivers `completeTransition` after a delay.
final class DelayedCompletionContext: ViewControllerContextTransitioning {
    let base: any ViewControllerContextTransitioning
    let delay: Double
    init(_ base: any ViewControllerContextTransitioning, delay: Double) {
        self.base = base
        self.delay = delay
    }
    var simulation: Simulation { base.simulation }
    var containerView: View { base.containerView }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { base.isInteractive }
    var transitionWasCancelled: Bool { base.transitionWasCancelled }
    var presentationStyle: ModalPresentationStyle { base.presentationStyle }
    func viewController(forKey key: TransitionKey) -> ViewController? { base.viewController(forKey: key) }
    func view(forKey key: TransitionKey) -> View? { base.view(forKey: key) }
    func initialFrame(for vc: ViewController) -> CGRect { base.initialFrame(for: vc) }
    func finalFrame(for vc: ViewController) -> CGRect { base.finalFrame(for: vc) }
    func completeTransition(_ didComplete: Bool) {
        let b = base
        base.simulation.schedule(after: delay) { b.completeTransition(didComplete) }
    }
    func updateInteractiveTransition(_ p: Double) { base.updateInteractiveTransition(p) }
    func finishInteractiveTransition() { base.finishInteractiveTransition() }
    func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    var transitionKind: TransitionKind? { base.transitionKind }
}

final class ContainerDelegate: ContainerViewControllerDelegate {
    let make: [@Sendable () -> any ViewControllerAnimatedTransitioning]
    var next = 0
    init(make: [@Sendable () -> any ViewControllerAnimatedTransitioning]) { self.make = make }
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        next += 1
        return make[next % make.count]()
    }
}

/// What "restored exactly" compares: where a controller's view is and how it looks.
struct ViewSnapshot: Equatable, CustomStringConvertible {
    let controller: ViewController
    let superview: ObjectIdentifier?
    let frame: CGRect
    let alpha: Double
    let transform: AffineTransform2D
    let hidden: Bool

    init(_ vc: ViewController) {
        controller = vc
        let v = vc.view
        superview = v.superview.map(ObjectIdentifier.init)
        frame = v.frame
        alpha = v.alpha
        transform = v.transform
        hidden = v.isHidden
    }

    static func == (a: ViewSnapshot, b: ViewSnapshot) -> Bool {
        a.controller === b.controller && a.superview == b.superview && a.frame == b.frame && a.alpha == b.alpha
            && a.transform == b.transform && a.hidden == b.hidden
    }

    var description: String { "(in \(superview.map { "\($0.hashValue)" } ?? "nothing"), \(frame), alpha \(alpha), \(transform))" }
}
