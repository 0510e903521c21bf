import Foundation
import TransitionCatalogue
import Transitions

/// Each article's system, run once and filmed: `transit demo <seed>` prints the callbacks and
/// writes the filmstrip.
public enum SeedDemo: String, CaseIterable, Sendable {
    case container = "000"
    case bouncePresent = "001"
    case pullDown = "002"
    case customPresentation = "003"
    case pageSwitcher = "004"

    public var title: String {
        switch self {
        case .container: return "Seed 000: custom container, PaddedSlideFadeAnimator (1 s, ζ 0.75)"
        case .bouncePresent: return "Seed 001: bounce-present from the top (1 s, ζ 0.4)"
        case .pullDown: return "Seed 002: rise from the bottom (0.8 s, ζ 0.6), then a pull-down dismissal past 50 %"
        case .customPresentation: return "Seed 003: .custom dismissal that moves the presenter's view (iOS 8: black screen)"
        case .pageSwitcher: return "Seed 004: page switcher — show, add a page (0.2 s per page, 0.3 s, zoom)"
        }
    }

    /// Runs the demo: the callbacks in order and the filmstrip of the transition.
    public func run(frames: Int = 8) -> (callbacks: [String], filmstrip: Filmstrip) {
        let sim = Simulation()
        let window = Window(sim)
        var strip = Filmstrip(windowSize: window.bounds.size)
        var keep: [AnyObject] = []
        switch self {
        case .container:
            final class Vendor: ContainerViewControllerDelegate {
                func containerViewController(
                    _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController
                ) -> (any ViewControllerAnimatedTransitioning)? { PaddedSlideFadeAnimator() }
            }
            let vendor = Vendor()
            keep.append(vendor)
            let c = ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "child\($0)") })
            c.delegate = vendor
            window.rootViewController = c
            window.makeKeyAndVisible()
            c.tapButton(at: 1)
            strip.film(window, for: 1, frames: frames)
        case .bouncePresent, .pullDown:
            let root = ViewController(sim, title: "first")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let delegate = DemoDelegate(present: self == .bouncePresent ? DropFromTopAnimator() : RiseFromBottomAnimator(), dismiss: DismissAnimator())
            keep.append(delegate)
            let second = ViewController(sim, title: "second")
            second.transitioningDelegate = delegate
            root.present(second, animated: true)
            if self == .bouncePresent {
                strip.film(window, for: 1, frames: frames)
            } else {
                try? sim.runUntilIdle()
                let swipe = SwipeDismissInteraction(handoff: .halfwayOnly)
                delegate.dismissInteraction = swipe
                second.dismiss(animated: true)
                let h = window.bounds.height
                for i in 1...6 {
                    swipe.handle(PanGesture(state: .changed, translation: CGPoint(x: 0, y: Double(i) * 0.1 * h), velocity: CGPoint(x: 0, y: 600)))
                    strip.capture(window)
                    sim.advanceFrame()
                }
                swipe.handle(PanGesture(state: .ended, translation: CGPoint(x: 0, y: 0.6 * h), velocity: CGPoint(x: 0, y: 600)))
                strip.film(window, for: 0.4, frames: max(2, frames / 2))
            }
        case .customPresentation:
            let root = ViewController(sim, title: "presenter")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let delegate = DemoDelegate(present: CrossfadeAnimator(), dismiss: PresenterMovingDismissAnimator())
            keep.append(delegate)
            let card = ViewController(sim, title: "card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            try? sim.runUntilIdle()
            card.dismiss(animated: true)
            strip.film(window, for: 0.4, frames: frames)
        case .pageSwitcher:
            let ps = PageSwitcherController(sim, pages: (0..<3).map { ViewController(sim, title: "page\($0)") })
            window.rootViewController = ps
            window.makeKeyAndVisible()
            ps.showPresentation()
            try? sim.runUntilIdle()
            try? ps.addViewController(ViewController(sim, title: "new"))
            strip.film(window, for: 1.3, frames: frames)
        }
        try? sim.runUntilIdle()
        strip.recordTimeline(sim)
        withExtendedLifetime(keep) {}
        return (sim.journal.map(\.description), strip)
    }
}

/// The demos' transitioning delegate.
final class DemoDelegate: ViewControllerTransitioningDelegate {
    let present: any ViewControllerAnimatedTransitioning
    let dismiss: any ViewControllerAnimatedTransitioning
    var dismissInteraction: (any ViewControllerInteractiveTransitioning)?
    init(present: any ViewControllerAnimatedTransitioning, dismiss: any ViewControllerAnimatedTransitioning) {
        self.present = present
        self.dismiss = dismiss
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { present }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismiss }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        dismissInteraction
    }
}

/// Seed 003's trap: the dismissal takes the presenter's view from the controller (not from
/// `view(forKey:)`) and puts it in the container, which leaves the window.
final class PresenterMovingDismissAnimator: BaseAnimator {
    init() {
        _ = FingerprintSchemas.checksRegistered
        super.init(duration: 0.3, curve: .easeInOut)
    }
    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        let from = context.view(forKey: .from)
        if let presenter = context.viewController(forKey: .to)?.view { context.containerView.insertSubview(presenter, at: 0) }
        run(context, animations: { from?.alpha = 0 }, undo: { from?.alpha = 1 })
    }
}
