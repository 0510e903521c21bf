import Testing
import TransitionChecks
import TransitionsUIKit

/// A screen that fades its close button in once it has appeared (hidden from `viewDidLoad`).
private final class FadingInScreen: UIViewController {
    let close = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        close.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
        close.alpha = 0
        view.addSubview(close)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) { self.close.alpha = 1 }
    }
}

/// Hides the incoming screen's button for the flight and forgets to show it again (the zoom
/// transitions' classic leftover).
private final class ForgetfulFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let screen = transitionContext.viewController(forKey: .to) as? FadingInScreen else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(to)
        to.frame = transitionContext.finalFrame(for: screen)
        screen.close.isHidden = true
        UIView.animate(withDuration: 0.25, animations: {}) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class ForgetfulDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { ForgetfulFade() }
}

@Suite struct AppearanceChangesTests {
    /// What the app changes in `viewDidAppear` is its own doing: no leftover.
    @Test func aControlFadedInAfterAppearingIsTheAppsOwn() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.makePresented = { sim, _ in sim.asCurrent { FadingInScreen() } }
        UIKitSeedsTests.expectClean("fade-in after appearing", program, seed: 12, maxSteps: 20, actions: ["present", "dismiss"])
    }

    /// A transition that hides the incoming screen's control and never shows it again is still
    /// caught.
    @Test func aControlATransitionLeftHiddenIsStillCaught() throws {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.makePresented = { sim, _ in sim.asCurrent { FadingInScreen() } }
        program.transitioningDelegate = { _ in ForgetfulDelegate() }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 40, maxSteps: 12, seed: 12)).run()
        let failure = try #require(report.failures.first)
        #expect(failure.messages.contains { $0.contains("isHidden") || $0.contains("hidden") }, "\(failure)")
    }
}
