import Foundation
import Testing

import TransitionCatalogue
@testable import Transitions

/// Records the presentation controller hooks.
final class RecordingPresentationController: PresentationController {
    var log: [String] = []
    override func presentationTransitionWillBegin() { log.append("presentWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.append("dismissWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissDidEnd(\(completed))") }
}

@Suite struct AnimatorTests {
    static let makers: [(String, @Sendable () -> BaseAnimator)] = [
        ("slide", { SlideAnimator() }), ("crossfade", { CrossfadeAnimator() }), ("bounce", { BouncePresentAnimator() }),
        ("dismiss", { DismissAnimator() }), ("rotate", { RotateAboutCornerAnimator() }), ("cards", { CardsAnimator() }),
        ("zoom", { ZoomAnimator() }), ("cover", { CoverVerticalAnimator() }),
    ]

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .custom])
    func everyAnimatorPresentsAndDismisses(style: ModalPresentationStyle) throws {
        for (name, make) in AnimatorTests.makers {
            let m = try PresentedModal(style: style, present: make(), dismiss: make())
            let (stage, root, modal) = (m.stage, m.root, m.modal)
            #expect(modal.view.frame == stage.window.bounds, "\(name) \(style)")
            #expect(modal.view.transform.isIdentity && modal.view.alpha == 1, "\(name) \(style)")
            #expect(root.view.alpha == 1 && root.view.transform.isIdentity, "\(name) \(style) touched the presenter")
            modal.dismiss(animated: true)
            stage.settle()
            #expect(root.view.window === stage.window && root.view.frame == stage.window.bounds, "\(name) \(style)")
            #expect(stage.window.subviews.count == 1, "\(name) \(style): \(stage.window.subviews)")
        }
    }

    @Test func everyAnimatorRestoresTheStartWhenAnInteractiveDismissIsCancelled() throws {
        for (name, make) in AnimatorTests.makers {
            let dismiss = make()
            let m = try PresentedModal(style: .custom, present: make(), dismiss: dismiss)
            let (stage, root, modal, delegate) = (m.stage, m.root, m.modal, m.delegate)
            let frame = modal.view.frame, alpha = modal.view.alpha
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 0  // ≤ 0 counts as 1
            delegate.dismissInteraction = interaction
            modal.dismiss(animated: true)
            interaction.update(1.7)  // clamps
            #expect(interaction.percentComplete == 1)
            interaction.update(0.4)
            stage.sim.advance(by: 0.3)
            interaction.cancel()
            stage.settle()
            #expect(root.presentedViewController === modal, "\(name)")
            #expect(modal.view.frame == frame && modal.view.alpha == alpha && modal.view.transform.isIdentity, "\(name)")
            #expect(modal.view.presentation.frame == frame, "\(name)")
            #expect(modal.view.window === stage.window, "\(name)")
        }
    }

    @Test func finishBeforeInFlightDecidesTheOutcome() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        let delegate = Delegate()
        let dismiss = DismissAnimator()
        delegate.presentAnimator = CrossfadeAnimator()
        delegate.dismissAnimator = dismiss
        modal.transitioningDelegate = delegate
        root.present(modal, animated: false)
        stage.settle()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.finish()  // decided before the transition exists
        delegate.dismissInteraction = interaction
        delegate.dismissAnimator = CrossfadeAnimator()
        modal.dismiss(animated: true)
        stage.settle()
        #expect(root.presentedViewController == nil)
    }

    @Test func coordinatorRunsAlongsideAnimationsAndCompletions() throws {
        final class Watcher: ViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let badge = View(simulation, name: "badge")
                view.addSubview(badge)
                let ok = transitionCoordinator?.animate(
                    alongsideTransition: { _ in
                        badge.alpha = 0.5
                        self.log.append("alongside")
                    }, completion: { c in self.log.append("completion cancelled=\(c.isCancelled)") })
                log.append("registered \(ok == true)")
            }
        }
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let w = Watcher(stage.sim, title: "watcher")
        root.present(w, animated: true)
        #expect(w.log == ["registered true", "alongside"])
        #expect(w.view.subviews[0].hasAnimations)
        stage.settle()
        #expect(w.log == ["registered true", "alongside", "completion cancelled=false"])
        #expect(w.transitionCoordinator == nil)
    }

    @Test func presentationControllerHooksAndWeakDelegate() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = .custom
        var pc: RecordingPresentationController?
        do {
            let delegate = Delegate()
            delegate.presentationControllerFactory = { p, s in
                let c = RecordingPresentationController(presentedViewController: p, presenting: s)
                pc = c
                return c
            }
            modal.transitioningDelegate = delegate
            root.present(modal, animated: true)
            stage.settle()
        }
        #expect(modal.transitioningDelegate == nil)  // weak: released with the test's reference
        modal.dismiss(animated: true)
        try stage.sim.runUntilIdle()
        // UIKit silently falls back to the default dismissal; the model reports the released delegate.
        #expect(stage.sim.violations.map(\.kind) == [.delegateReleased])
        #expect(pc?.log == ["presentWillBegin", "presentDidEnd(true)", "dismissWillBegin", "dismissDidEnd(true)"])
    }
}

@Suite struct PercentDrivenTests {
    @Test func pauseStopsTheCompletionRunAndFinishResumesIt() throws {
        let dismiss = CoverVerticalAnimator(duration: 1)
        let m = try PresentedModal(style: .custom, present: CrossfadeAnimator(), dismiss: dismiss, animated: false)
        let (stage, root, modal, delegate) = (m.stage, m.root, m.modal, m.delegate)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        delegate.dismissInteraction = interaction
        modal.dismiss(animated: true)
        interaction.update(0.2)
        interaction.finish()
        stage.sim.advance(by: 0.2)
        let p = interaction.percentComplete
        #expect(p > 0.2 && p < 1)
        interaction.pause()
        stage.sim.advance(by: 1)
        #expect(interaction.percentComplete == p)  // paused: no progress
        #expect(root.presentedViewController === modal)
        interaction.finish()
        stage.settle()
        #expect(root.presentedViewController == nil)
    }

    @Test func completionSpeedScalesTheRemainingTime() throws {
        for speed in [0.5, 1.0, 2.0] {
            let dismiss = CoverVerticalAnimator(duration: 1)
            let m = try PresentedModal(style: .custom, present: CrossfadeAnimator(), dismiss: dismiss, animated: false)
            let (stage, root, modal, delegate) = (m.stage, m.root, m.modal, m.delegate)
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = speed
            delegate.dismissInteraction = interaction
            modal.dismiss(animated: true)
            interaction.update(0.5)
            let start = stage.sim.now
            var done: Double?
            interaction.finish()
            while done == nil && stage.sim.now - start < 5 {
                stage.sim.advanceFrame()
                if root.presentedViewController == nil { done = stage.sim.now - start }
            }
            // Remaining half of a 1 s transition at `speed`: 0.5 / speed seconds (± two frames).
            let expected = 0.5 / speed
            #expect(abs((done ?? 99) - expected) <= 2.5 / 60, "speed \(speed): \(String(describing: done))")
        }
    }
}
