import Foundation
import Testing

import TransitionCatalogue
@testable import Transitions

@Suite struct ContainmentAndAppearanceTests {
    @Test func addChildCallsWillMoveRemoveFromParentCallsDidMoveNil() {
        let sim = Simulation()
        let parent = ViewController(sim, title: "P"), child = ViewController(sim, title: "C")
        parent.addChild(child)
        #expect(sim.journal.map(\.event) == [.willMove(parent: "P")])
        child.didMove(toParent: parent)  // the container's job
        child.willMove(toParent: nil)  // the container's job
        child.removeFromParent()
        #expect(sim.journal.map(\.event) == [.willMove(parent: "P"), .didMove(parent: "P"), .willMove(parent: nil), .didMove(parent: nil)])
        #expect(ModelInvariants.containmentBalance(sim, atRest: true).isEmpty)
        child.removeFromParent()  // no parent: no-op
        #expect(sim.journal.count == 4)
    }

    /// An app sets `title` whenever it likes (PresenterKit names its controllers in `viewDidLoad`),
    /// and two controllers may share one: the balances belong to the controllers, not the names.
    @Test func balancesFollowTheControllerNotItsTitle() {
        let sim = Simulation()
        let parent = ViewController(sim, title: "P")
        let a = ViewController(sim, title: "Same"), b = ViewController(sim, title: "Same")
        parent.addChild(a)
        parent.addChild(b)  // two willMoves under one name, one per controller: balanced so far
        #expect(ModelInvariants.containmentBalance(sim, atRest: false).isEmpty)
        a.title = "Renamed"  // between willMove and didMove
        a.didMove(toParent: parent)
        b.didMove(toParent: parent)
        #expect(ModelInvariants.containmentBalance(sim, atRest: true).isEmpty)
        a.title = "Again"
        a.beginAppearanceTransition(true, animated: false)
        a.title = "Once more"
        a.endAppearanceTransition()
        #expect(ModelInvariants.appearanceSequence(sim).isEmpty)
        // A real imbalance is still found, and named by the controller's current title.
        b.didMove(toParent: parent)
        #expect(ModelInvariants.containmentBalance(sim, atRest: true).map { $0.hasPrefix("Same: didMove without willMove") } == [true])
        // Reports print the name the controller had when the callback ran.
        #expect(sim.journal.first { $0.controllerID == a.journalID && $0.event == .didMove(parent: "P") }?.controller == "Renamed")
    }

    @Test func cancelledInteractiveAppearanceOrder() {
        let sim = Simulation()
        let vc = ViewController(sim, title: "V")
        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(false, animated: true)  // cancelled
        vc.endAppearanceTransition()
        #expect(sim.journal.map(\.event) == [.viewWillAppear, .viewWillDisappear, .viewDidDisappear])
        #expect(vc.appearanceState == .disappeared)
        #expect(ModelInvariants.appearanceSequence(sim).isEmpty)
        vc.endAppearanceTransition()  // not in a transition
        #expect(sim.violations.map(\.kind) == [.appearanceWhileNotInTransition])
    }
}

@Suite struct PresentationTests {
    @Test func fullScreenRemovesPresenterViewAndPutsItBack() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        var presented = false
        root.present(modal, animated: true) { presented = true }
        #expect(stage.sim.application.isIgnoringInteractionEvents)  // non-interactive presentation
        #expect(root.view.window != nil)  // still visible underneath during the animation
        stage.settle()
        #expect(presented)
        #expect(root.view.window == nil)
        #expect(root.appearanceState == .disappeared && modal.appearanceState == .appeared)
        modal.dismiss(animated: true)
        stage.settle()
        #expect(root.view.window === stage.window)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(stage.window.visibleViewController === root)
    }

    @Test func overFullScreenKeepsPresenterAndHidesItFromTheAnimator() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = .overFullScreen
        let delegate = Delegate()
        var sawFromView: Bool?
        final class Spy: BaseAnimator {
            var onStart: (any ViewControllerContextTransitioning) -> Void = { _ in }
            override func animateTransition(using context: any ViewControllerContextTransitioning) {
                onStart(context)
                if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
                context.completeTransition(true)
            }
        }
        let spy = Spy(duration: 0.1, curve: .linear)
        spy.onStart = { sawFromView = $0.view(forKey: .from) != nil }
        delegate.presentAnimator = spy
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        stage.settle()
        #expect(sawFromView == false)  // view(forKey: .from) is nil: the animator must not touch it
        #expect(root.view.window === stage.window)  // kept in the window
        #expect(root.appearanceState == .appeared)  // no disappearance callbacks
        modal.dismiss(animated: false)
        stage.settle()
    }

    @Test func customDismissReparentingPresenterCausesBlackScreen() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = .custom
        let delegate = Delegate()
        delegate.presentAnimator = CrossfadeAnimator()
        delegate.dismissAnimator = ReparentingDismissAnimator()
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        stage.settle()
        modal.dismiss(animated: true)
        try stage.sim.runUntilIdle()
        let problems = ModelInvariants.quiescent(stage.sim, window: stage.window)
        #expect(problems.contains { $0.contains("black screen") }, "\(problems)")
    }

    @Test func contextCompletesExactlyOnce() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        let delegate = Delegate()
        delegate.presentAnimator = DoubleCompleteAnimator()
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        try stage.sim.runUntilIdle()
        #expect(stage.sim.violations.map(\.kind) == [.contextCompletedTwice])
        #expect(stage.sim.application.ignoringDepth == 0)
    }

    /// Misuse UIKit logs and ignores (or raises for) is refused and recorded, typed.
    @Test func misuseIsRefusedAndRecorded() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let a = ViewController(stage.sim, title: "a"), b = ViewController(stage.sim, title: "b")
        root.dismiss(animated: true)  // nothing to dismiss
        root.present(a, animated: true)
        root.present(b, animated: true)  // already presenting
        a.dismiss(animated: true)  // transition in flight
        try stage.sim.runUntilIdle()
        #expect(stage.sim.violations.map(\.kind) == [.rejectedCall, .rejectedCall, .nestedTransition])
        #expect(root.presentedViewController === a && b.presentingViewController == nil)
        let orphan = ViewController(stage.sim, title: "orphan")
        orphan.present(b, animated: true)  // not in a window
        #expect(stage.sim.violations.last?.kind == .rejectedCall)
        #expect(stage.sim.violations.last?.detail.contains("not in a window") == true)
    }

    @Test func bouncePresentAndVelocityAwareSwipeDismiss() throws {
        let stage = Stage(root: { ViewController($0, title: "root") }, frameRate: 120)
        let root = try #require(stage.window.rootViewController)
        let card = ViewController(stage.sim, title: "card")
        card.modalPresentationStyle = .custom
        let delegate = Delegate()
        delegate.presentAnimator = BouncePresentAnimator()
        let dismiss = DismissAnimator()
        delegate.dismissAnimator = dismiss
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        stage.settle()
        #expect(card.view.frame == stage.window.bounds)
        // Swipe down: the interaction controller scrubs the dismiss animator, then hands over
        // to a spring that starts with the gesture's velocity.
        let swipe = SwipeDismissInteraction()
        delegate.dismissInteraction = swipe
        card.dismiss(animated: true)
        let h = stage.window.bounds.height
        for i in 1...10 {
            swipe.handle(PanGesture(state: .changed, translation: CGPoint(x: 0, y: Double(i) * 20), velocity: CGPoint(x: 0, y: 1200)))
            stage.sim.advanceFrame()
        }
        let before = card.view.presentation.center.y
        swipe.handle(PanGesture(state: .ended, translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1200)))
        #expect(abs(card.view.presentation.center.y - before) < 1e-6)  // value continuous at hand-over
        let dt = 1e-5
        stage.sim.advance(by: dt)
        let v = (card.view.presentation.center.y - before) / dt
        #expect(abs(v - 1200) < 0.02 * 1200, "velocity after hand-over \(v)")  // velocity continuous
        stage.settle()
        #expect(root.presentedViewController == nil)
        _ = h
    }
}
