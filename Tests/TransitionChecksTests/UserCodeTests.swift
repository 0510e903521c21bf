import Foundation
import Testing
import TransitionChecks

@testable import Transitions

/// Programs of user code, each a `UserProgram` for the standard scenario.
enum UserPrograms {
    static var fade: UserProgram { UserProgram(animators: [{ UserFadeAnimator() }]) }
    static var slide: UserProgram { UserProgram(animators: [{ UserSlideAnimator() }]) }

    /// Seeds 001/002: bounce-present, slide-down dismissal, the pull-down interactor wired to the
    /// presented page's pan, the delegate kept by the presented page's presenter (the world).
    static var bounceWithInteractor: UserProgram {
        var p = UserProgram()
        p.presentationStyles = [.fullScreen]
        p.makePresented = { sim, title in SwipeablePage(sim, title: title) }
        p.transitioningDelegate = { presented in
            let d = BounceTransitionDelegate()
            d.transitionController.wire(to: presented)
            (presented as? SwipeablePage)?.interactor = d.transitionController
            return d
        }
        return p
    }

    /// Seed 000: a hand-written container with its own private context and default animator.
    static var seedContainer: UserProgram {
        var p = UserProgram()
        p.makeContainer = { sim, pages in SeedContainerViewController(sim, title: "container", viewControllers: pages) }
        return p
    }

    /// A percent-driven interactor subclass driving the stand-in delegates' dismissals.
    static var interactorSubclass: UserProgram {
        var p = UserProgram(animators: [{ UserFadeAnimator() }, { UserSlideAnimator() }])
        p.dismissInteraction = { SwipePercentDrivenInteractiveTransition() }
        return p
    }
}

@Suite struct UserCodeTests {
    static let programs: [(String, UserProgram, [String])] = [
        ("fade", UserPrograms.fade, ["present", "dismiss", "push", "pop", "container select", "container pan", "edge pan", "swipe dismiss"]),
        ("slide to finalFrame", UserPrograms.slide, ["present", "push", "pop", "container pan", "edge pan", "swipe dismiss"]),
        ("bounce-present + pull-down interactor (seeds 001/002)", UserPrograms.bounceWithInteractor, ["present", "presented pan"]),
        ("custom container with its own context (seed 000)", UserPrograms.seedContainer, ["container select", "push", "pop"]),
        ("interactor subclass", UserPrograms.interactorSubclass, ["swipe dismiss", "present"]),
    ]

    /// Correct user code produces no report, and the scenario exercised it.
    @Test(arguments: 0..<5)
    func correctUserCodeProducesNoReport(index: Int) {
        let (name, program, actions) = Self.programs[index]
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: campaignCases, maxSteps: 25, seed: 17)).run()
        #expect(report.failures.isEmpty, "\(name): \(report.failures.first.map(String.init(describing:)) ?? "")")
        for action in actions {
            #expect(report.actionCounts[action, default: 0] >= 3, "\(name): \(action) ran \(report.actionCounts[action, default: 0]) times")
        }
    }

    /// A window whose root presents a `SwipeablePage` wired to the seeds' interactor, at rest.
    func presentSwipeablePage() throws -> (Simulation, Window, ViewController, SwipeablePage, BounceTransitionDelegate) {
        let sim = Simulation()
        let window = Window(sim)
        let root = ViewController(sim, title: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let page = SwipeablePage(sim, title: "page")
        let delegate = BounceTransitionDelegate()
        delegate.transitionController.wire(to: page)
        page.interactor = delegate.transitionController
        page.transitioningDelegate = delegate
        root.present(page, animated: true)
        try sim.runUntilIdle()
        return (sim, window, root, page, delegate)
    }

    /// Seed 002's `completionSpeed = 1 − percentComplete`: whatever the release point, the rest
    /// of the dismissal takes the animator's full duration.
    @Test(arguments: [0.6, 0.8])
    func seedInteractorCompletionSpeedOverride(release: Double) throws {
        let (sim, window, root, page, delegate) = try presentSwipeablePage()
        page.handlePan(PanGesture(state: .began, translation: .zero, velocity: .zero))
        page.handlePan(PanGesture(state: .changed, translation: CGPoint(x: 0, y: release * 834), velocity: .zero))
        sim.advanceFrame()
        #expect(abs(delegate.transitionController.completionSpeed - (1 - release)) < 1e-12)
        let start = sim.now
        page.handlePan(PanGesture(state: .ended, translation: CGPoint(x: 0, y: release * 834), velocity: .zero))
        try sim.runUntilIdle()
        #expect(root.presentedViewController == nil)
        // (1 − p)·d / speed = d, to within a frame.
        #expect(abs((sim.now - start) - 0.5) <= sim.frameInterval + 1e-9, "took \(sim.now - start) s")
        #expect(ModelInvariants.quiescent(sim, window: window).isEmpty)
    }

    /// A cancelled pull-down leaves the presented page where it was although the seed's dismiss
    /// animator does not undo its block (UIKit lands a cancelled percent-driven transition on
    /// the start values).
    @Test func seedDismissCancelledIsNotABlackScreen() throws {
        let (sim, window, root, page, delegate) = try presentSwipeablePage()
        page.handlePan(PanGesture(state: .began, translation: .zero, velocity: .zero))
        page.handlePan(PanGesture(state: .changed, translation: CGPoint(x: 0, y: 300), velocity: .zero))
        sim.advanceFrame()
        page.handlePan(PanGesture(state: .ended, translation: CGPoint(x: 0, y: 300), velocity: .zero))
        try sim.runUntilIdle()
        #expect(root.presentedViewController === page)
        #expect(page.view.frame == window.bounds)
        #expect(ModelInvariants.quiescent(sim, window: window).isEmpty)
    }

    /// The library's container reports seed 000's frames and style, so the seed's default
    /// animator, used as a third-party animator through the delegate, slides the right way.
    @Test(arguments: [(0, 2), (2, 0)])
    func containerContextFramesAreDirectionAware(from: Int, to: Int) throws {
        final class Vendor: ContainerViewControllerDelegate {
            func containerViewController(
                _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController
            ) -> (any ViewControllerAnimatedTransitioning)? { PrivateAnimatedTransition() }
        }
        let vendor = Vendor()
        let sim = Simulation()
        let window = Window(sim)
        let c = ContainerViewController(sim, title: "c", viewControllers: (0..<3).map { ViewController(sim, title: "p\($0)") })
        window.rootViewController = c
        window.makeKeyAndVisible()
        try c.select(index: from, animated: false)
        try sim.runUntilIdle()
        c.delegate = vendor
        try c.select(index: to)
        let ctx = try #require(c.activeTransition)
        let w = c.childHost.bounds.width
        let toVC = c.viewControllers[to], fromVC = c.viewControllers[from]
        #expect(ctx.presentationStyle == .custom)
        #expect(ctx.initialFrame(for: toVC) == c.childHost.bounds.offsetBy(dx: to > from ? w : -w, dy: 0))
        #expect(ctx.finalFrame(for: fromVC) == c.childHost.bounds.offsetBy(dx: to > from ? -w : w, dy: 0))
        sim.advance(by: 0.1)
        // Going to a later child, the incoming view arrives from the right.
        let tx = toVC.view.presentation.transform.tx
        #expect(to > from ? tx > 0 : tx < 0, "incoming view at tx \(tx)")
        try sim.runUntilIdle()
        #expect(c.selectedViewController === toVC)
        #expect(ModelInvariants.quiescent(sim, window: window).isEmpty)
    }
}

/// A back-swipe handler made with the navigation controller it serves (it keeps it, as such
/// handlers do): the scenario hands it its own, so nothing is left outside the interface.
private final class ServingDelegate: NSObject, NavigationControllerDelegate {
    nonisolated(unsafe) static var served: [ObjectIdentifier] = []
    let navigationController: NavigationController
    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        ServingDelegate.served.append(ObjectIdentifier(navigationController))
    }
}

@Suite struct NavigationDelegateForControllerTests {
    @Test func theDelegateServesTheScenariosNavigationController() {
        var program = UserProgram()
        program.navigationDelegateForController = { nav in ServingDelegate(navigationController: nav) }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 20, maxSteps: 12, seed: 3)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        #expect(!ServingDelegate.served.isEmpty)
    }
}

/// A card presentation that lays the presented view out itself (two thirds of the container,
/// centred, in `containerViewWillLayoutSubviews`) without overriding
/// `frameOfPresentedViewInContainerView`, as real presentation controllers do: UIKit leaves that
/// frame to the app, so the checker does not report it.
private final class TwoThirdsCard: PresentationController {
    override func containerViewWillLayoutSubviews() {
        guard let c = containerView else { return }
        presentedView?.frame = CGRect(x: c.bounds.width / 6, y: c.bounds.height / 6, width: c.bounds.width * 2 / 3, height: c.bounds.height * 2 / 3)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        containerViewWillLayoutSubviews()
    }
}

@Suite struct AppLaidOutPresentationTests {
    @Test func anAppPlacedCardIsNotAnInconsistency() {
        var program = UserProgram(animators: [{ UserFadeAnimator() }])
        program.presentationStyles = [.custom]
        program.presentationController = { presented, presenting in TwoThirdsCard(presentedViewController: presented, presenting: presenting) }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 40, maxSteps: 12, seed: 9)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        #expect(report.actionCounts["present", default: 0] > 0)
    }
}
