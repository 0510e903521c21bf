import Foundation
import Testing
import TransitionChecks
import Transitions

// A deck of cards: the presentation controller shows a snapshot of the presenter behind the
// card for as long as the card is presented (correct, and it leaves with the container view),
// against an animator that flies a snapshot over the card and forgets it there.

final class DeckBackdropPresentation: PresentationController {
    private let backdrop = View(frame: .zero)
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 40, width: b.width, height: b.height - 40)
    }
    override func presentationTransitionWillBegin() {
        guard let container = containerView, let shot = presentingViewController.view.snapshotView(afterScreenUpdates: true) else { return }
        backdrop.frame = container.bounds
        backdrop.addSubview(shot)
        container.insertSubview(backdrop, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdrop.transform = AffineTransform2D(scaleX: 0.92, y: 0.92)
        }, completion: nil)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { backdrop.removeFromSuperview() }
    }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backdrop.transform = .identity
        }, completion: nil)
    }
}

/// Slides the card in; `forgetsStandIn` adds a snapshot of the card over it and never removes it.
final class DeckCardAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let forgetsStandIn: Bool
    init(presenting: Bool, forgetsStandIn: Bool) {
        self.presenting = presenting
        self.forgetsStandIn = forgetsStandIn
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let card = context.viewController(forKey: presenting ? .to : .from) else { return }
        let shown = context.finalFrame(for: card)
        let hidden = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(card.view)
            card.view.frame = hidden
            if forgetsStandIn, let standIn = card.view.snapshotView(afterScreenUpdates: true) {
                container.addSubview(standIn)
            }
        }
        context.simulation.animate(duration: 0.3, animations: { card.view.frame = self.presenting ? shown : hidden }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class DeckBackdropDelegate: ViewControllerTransitioningDelegate {
    let forgetsStandIn: Bool
    init(forgetsStandIn: Bool) { self.forgetsStandIn = forgetsStandIn }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { DeckCardAnimator(presenting: true, forgetsStandIn: forgetsStandIn) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DeckCardAnimator(presenting: false, forgetsStandIn: false)
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController?
    { DeckBackdropPresentation(presentedViewController: presented, presenting: presenting) }
}

@Suite struct BackdropSnapshotTests {
    private func checker(forgetsStandIn: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.custom]
        p.transitioningDelegate = { _ in DeckBackdropDelegate(forgetsStandIn: forgetsStandIn) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 150, maxSteps: 20, seed: 11))
    }

    /// The presenter's snapshot behind the card while it is presented: accepted.
    @Test func aSnapshotBehindThePresentedViewIsTheDecksBackdrop() {
        let checker = checker(forgetsStandIn: false)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    /// A stand-in left over the card: caught as a snapshot left behind.
    @Test func aSnapshotLeftOverThePresentedViewIsCaught() throws {
        let failure = try #require(checker(forgetsStandIn: true).explore(depth: 2).failures.first)
        #expect(failure.messages.contains { $0.contains("snapshot") }, "\(failure)")
    }
}

// A side menu: the animator slides a snapshot of the presenter aside and keeps it beside the menu
// as a control (touching it dismisses), against one that keeps the snapshot with nothing on it.

final class SideMenuSnapshotAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let makesItAControl: Bool
    let inWindow: Bool
    init(presenting: Bool, makesItAControl: Bool, inWindow: Bool = false) {
        self.presenting = presenting
        self.makesItAControl = makesItAControl
        self.inWindow = inWindow
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.25 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        if presenting {
            guard let menu = context.viewController(forKey: .to), let content = context.viewController(forKey: .from),
                let shot = content.view.snapshotView(afterScreenUpdates: true)
            else { return }
            container.addSubview(menu.view)
            menu.view.frame = container.bounds
            shot.frame = container.bounds
            if inWindow, let window = container.window { window.addSubview(shot) } else { container.addSubview(shot) }
            if makesItAControl {
                shot.addGestureRecognizer(TapGestureRecognizer(target: nil) { _ in menu.dismiss(animated: true) })
            }
            context.simulation.animate(duration: 0.25, animations: { shot.frame.origin.x = container.bounds.width * 0.7 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let menu = context.viewController(forKey: .from) else { return }
            let shots = (container.subviews + (container.window?.subviews ?? [])).filter(\.isSnapshot)
            context.simulation.animate(duration: 0.25, animations: { for s in shots { s.frame.origin.x = 0 } }) { _ in
                if !context.transitionWasCancelled {
                    for s in shots { s.removeFromSuperview() }
                    menu.view.removeFromSuperview()
                }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

final class SideMenuSnapshotDelegate: ViewControllerTransitioningDelegate {
    let makesItAControl: Bool
    let inWindow: Bool
    init(makesItAControl: Bool, inWindow: Bool = false) {
        self.makesItAControl = makesItAControl
        self.inWindow = inWindow
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { SideMenuSnapshotAnimator(presenting: true, makesItAControl: makesItAControl, inWindow: inWindow) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SideMenuSnapshotAnimator(presenting: false, makesItAControl: makesItAControl, inWindow: inWindow)
    }
}

@Suite struct SideMenuSnapshotTests {
    private func checker(makesItAControl: Bool, inWindow: Bool = false) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.overFullScreen]
        p.transitioningDelegate = { _ in SideMenuSnapshotDelegate(makesItAControl: makesItAControl, inWindow: inWindow) }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 100, maxSteps: 20, seed: 3))
    }

    /// The presenter's snapshot kept beside the menu with a recognizer on it is part of the menu's
    /// interface while it is presented: accepted.
    @Test func aSnapshotTheAppMadeAControlIsAccepted() {
        let outcome = checker(makesItAControl: true).explore(depth: 2)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
    }

    /// The same snapshot with nothing on it is a stand-in left behind: caught.
    @Test func aSnapshotKeptWithNothingOnItIsCaught() throws {
        let failure = try #require(checker(makesItAControl: false).explore(depth: 2).failures.first)
        #expect(failure.messages.contains { $0.contains("snapshot") }, "\(failure)")
    }

    /// The same control kept in the window itself while the menu is presented: accepted too.
    @Test func aSnapshotControlInTheWindowIsAccepted() {
        let outcome = checker(makesItAControl: true, inWindow: true).explore(depth: 2)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
    }
}
