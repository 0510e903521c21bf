import Foundation
import Testing
import TransitionChecks
import Transitions

// Faults written as app code (not the seeded switches), one per class the per-frame, whole-window
// and census checks exist for. Each must be caught with a short trace.

/// Pushes by sliding the new view in *under* the old one, which stays put: nothing moves on
/// screen until the old view is removed at the end.
final class UnderneathSlideAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        if let to {
            if let from, from.superview === container { container.insertSubview(to, belowSubview: from) } else { container.addSubview(to) }
            to.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        }
        context.simulation.animate(duration: 0.3, animations: { to?.frame = container.bounds }) { _ in
            if context.transitionWasCancelled, let to, to !== from { to.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// An interactor that runs its own copy of the animation instead of letting the percent-driven
/// machinery scrub the transition's animator: the animation plays on its own.
final class SelfAnimatingInteractor: PercentDrivenInteractiveTransition {
    private let animation = UserFadeAnimator()
    override func startInteractiveTransition(_ ctx: any ViewControllerContextTransitioning) {
        animation.animateTransition(using: ctx)
    }
}

/// Shrinks the container view for depth and disables touches on the incoming view during the
/// animation — and forgets both.
final class DepthAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let to = context.view(forKey: .to)
        if let to, to.superview !== container { container.addSubview(to) }
        to?.isUserInteractionEnabled = false
        context.simulation.animate(duration: 0.3, animations: { container.transform = AffineTransform2D(scaleX: 0.97, y: 0.97) }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Caches the presented controller "for the dismissal" in a strong property.
final class CachingAnimator: ViewControllerAnimatedTransitioning {
    var presented: ViewController?
    let fade = UserFadeAnimator()
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.25 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        if context.transitionKind == .present { presented = context.viewController(forKey: .to) }
        fade.animateTransition(using: context)
    }
}

final class CachingDelegate: ViewControllerTransitioningDelegate {
    let animator = CachingAnimator()
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

/// Sets its own transitioning delegate from a local: nothing keeps it (the property is weak).
final class ForgetfulCard: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .custom
        transitioningDelegate = CachingDelegate()
    }
}

@Suite struct UserFaultTests {
    static let faults: [(String, UserProgram, Set<String>)] = {
        var layering = UserProgram()
        layering.navigationDelegate = {
            final class D: NavigationControllerDelegate {
                func navigationController(
                    _ nav: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
                ) -> (any ViewControllerAnimatedTransitioning)? { operation == .push ? UnderneathSlideAnimator() : nil }
            }
            return D()
        }
        var playing = UserProgram(animators: [{ UserFadeAnimator() }])
        playing.dismissInteraction = { SelfAnimatingInteractor() }
        let leftovers = UserProgram(animators: [{ DepthAnimator() }])
        var leak = UserProgram()
        leak.transitioningDelegate = { _ in CachingDelegate() }
        var released = UserProgram()
        released.makePresented = { sim, title in
            let card = ForgetfulCard(sim, title: title)
            _ = card.view
            return card
        }
        var doubleTap = UserProgram()
        doubleTap.buttonTap = { nav, make in try? nav.push(make(), animated: true) }
        return [
            ("push slides in under the old view", layering, ["checked on every frame"]),
            ("interactor animates by itself", playing, ["checked on every frame"]),
            // The shrunk container also shows as a presented view that no longer fills the window.
            ("container transform and touches left behind", leftovers, ["no leftover view state", "no black screen"]),
            ("animator caches the presented controller", leak, ["no leaked controllers or views"]),
            ("delegate held by nothing", released, ["no tolerated misuse"]),
            ("button pushes without a guard", doubleTap, ["no tolerated misuse"]),
        ]
    }()

    @Test(arguments: 0..<6)
    func userFaultIsCaught(index: Int) {
        let (name, program, invariant) = Self.faults[index]
        let checker = Checker(TransitionScenario(program: program), configuration: .init(cases: 300, maxSteps: 25, seed: 23))
        guard let failure = checker.run().failures.first else {
            Issue.record("\(name) was not caught")
            return
        }
        #expect(invariant.contains(failure.invariant), "\(name):\n\(failure)")
        #expect(failure.trace.count <= 8, "\(name): \(failure.trace.count) steps\n\(failure)")
        #expect(checker.replay(failure.choices).failedInvariant == failure.invariant)
    }

    /// The same faults in your code, found exhaustively: a shortest program, no longer than the
    /// random checker's shrunk one.
    @Test(arguments: 0..<6)
    func userFaultIsFoundExhaustively(index: Int) {
        let (name, program, _) = Self.faults[index]
        let checker = Checker(TransitionScenario(program: program), configuration: .init(cases: 300, maxSteps: 25, seed: 23))
        let e = checker.explore(depth: 3)
        guard let found = e.failures.first else {
            Issue.record("\(name) not found to depth 3:\n\(e.table)")
            return
        }
        #expect(checker.replay(found.choices).failedInvariant == found.invariant, "\(name)")
        if let random = checker.run().failures.first {
            #expect(found.originalSteps <= random.trace.filter { !$0.hasSuffix(". settle") }.count, "\(name)")
        }
    }

    /// The leak report names the holder.
    @Test func leakReportNamesTheHolder() {
        var leak = UserProgram()
        leak.transitioningDelegate = { _ in CachingDelegate() }
        let failure = Checker(TransitionScenario(program: leak), configuration: .init(cases: 300, maxSteps: 25, seed: 23)).run().failures.first
        #expect(failure?.messages.contains { $0.contains("CachingAnimator.presented") } == true, "\(failure.map(String.init(describing:)) ?? "none")")
    }
}
