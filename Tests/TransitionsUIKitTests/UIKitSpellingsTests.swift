import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// What the UIKit spellings added for user code do in the model.
@Suite struct UIKitSpellingsTests {
    @Test func disabledAnimationsApplyAtOnce() throws {
        try withUIKitStage { sim, root in
            UIView.setAnimationsEnabled(false)
            var finished = false
            UIView.animate(withDuration: 1, animations: { root.view.alpha = 0.25 }) { finished = $0 }
            #expect(root.view.layer.presentation()?.opacity == 0.25 && !root.view.hasAnimations)
            try sim.runUntilIdle()
            #expect(finished)
            UIView.setAnimationsEnabled(true)
            UIView.animate(withDuration: 1) { root.view.alpha = 1 }
            #expect(root.view.hasAnimations && UIView.areAnimationsEnabled)
            try sim.runUntilIdle()
        }
    }

    @Test func presentationLayerFollowsTheAnimation() throws {
        try withUIKitStage { sim, root in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.view.alpha = 0 })
            sim.advance(by: 0.5)
            let opacity = try #require(root.view.layer.presentation()?.opacity)
            #expect(abs(opacity - 0.5) < 0.05, "\(opacity)")
            #expect(root.view.layer.opacity == 0)  // the model value
            try sim.runUntilIdle()
        }
    }

    @Test func transactionCompletionWaitsForItsAnimations() throws {
        try withUIKitStage { sim, root in
            var done = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            UIView.animate(withDuration: 0.5) { root.view.alpha = 0 }
            CATransaction.commit()
            sim.advance(by: 0.25)
            #expect(!done)
            try sim.runUntilIdle()
            #expect(done)
        }
    }

    @Test func childSwapMovesViewsAndForwardsAppearance() throws {
        try withUIKitStage { sim, root in
            let a = ViewController(sim, title: "a"), b = ViewController(sim, title: "b")
            root.addChild(a)
            root.view.addSubview(a.view)
            a.didMove(toParent: root)
            root.addChild(b)
            var finished = false
            root.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve, animations: { b.view.alpha = 1 }) {
                finished = $0
            }
            #expect(b.view.superview === root.view && a.view.superview === root.view)
            #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
            try sim.runUntilIdle()
            #expect(finished && a.view.superview == nil && b.view.superview === root.view)
            #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
            let stranger = ViewController(sim, title: "stranger")
            root.transition(from: b, to: stranger, duration: 0.3, animations: nil)  // not a child: refused
            #expect(sim.violations.contains { $0.kind == .rejectedCall })
        }
    }

    @Test func insetByEdgeInsets() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    /// A navigation controller subclass overriding push and pop, its own delegate with an
    /// interruptible animator: the overrides run, and each transition completes.
    @Test func navigationSubclassOverridesAndInterruptibleAnimator() throws {
        try withUIKitStage { sim, _ in
            let nav = P3Nav(rootViewController: P3Child())
            let window = try #require(sim.application.keyWindow)
            window.rootViewController = nav
            nav.pushViewController(P3Child(), animated: true)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 2 && nav.pushes == 1)
            _ = nav.popViewController(animated: true)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 1 && nav.pops == 1)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }
}
