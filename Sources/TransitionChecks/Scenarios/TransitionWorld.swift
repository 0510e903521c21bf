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
