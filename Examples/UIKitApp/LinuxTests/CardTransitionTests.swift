import Testing
import TransitionChecks
import TransitionsUIKit

/// The app's unchanged UIKit files, compiled by the UIKitSources plugin, under the checker.
@Suite struct CardTransitionTests {
    @Test func cardTransitionIsCorrect() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen, .custom]
        let delegate = CardTransition()
        program.transitioningDelegate = { _ in delegate }
        let report = Checker(TransitionScenario(program: program), configuration: .init(cases: 50, maxSteps: 12, seed: 7)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
    }

    /// `observer?.cardCornerRadius?() ?? 16` and `if let opacity = observer?.cardShadowOpacity`:
    /// an observer without the optional requirement leaves the fallback, one with it gives its
    /// value (Objective-C's meaning, on Linux).
    @Test func anOptionalRequirementFallsBackWhenNotImplemented() throws {
        final class Quiet: NSObject, CardTransitionObserver {}
        final class Rounded: NSObject, CardTransitionObserver {
            func cardCornerRadius() -> CGFloat { 30 }
            var cardShadowOpacity: Float { 0.4 }
        }
        for (observer, radius, shadow) in [(Quiet() as CardTransitionObserver, 16.0 as CGFloat, Float(0)), (Rounded(), 30, 0.4)] {
            let sim = Simulation()
            do {
                let window = Window(sim)
                let root = ViewController(sim, title: "root")
                window.rootViewController = root
                window.makeKeyAndVisible()
                let delegate = CardTransition()
                delegate.observer = observer
                let card = CardViewController()
                card.modalPresentationStyle = .custom
                card.transitioningDelegate = delegate
                root.present(card, animated: true)
                try sim.runUntilIdle()
                #expect(card.view.layer.cornerRadius == radius)
                #expect(card.view.layer.shadowOpacity == shadow)
            }
        }
    }

    @Test func theCloseButtonAndThePanDismissThroughTheirSelectors() throws {
        let sim = Simulation()  // current on this thread: UIKit's initialisers find it
        do {
            let window = Window(sim)
            let root = ViewController(sim, title: "root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let card = CardViewController()
            root.present(card, animated: false)
            try sim.runUntilIdle()
            card.closeButton?.sendActions(for: .touchUpInside)
            try sim.runUntilIdle()
            #expect(card.dismissCount == 1 && root.presentedViewController == nil)

            root.present(card, animated: false)
            try sim.runUntilIdle()
            let pan = try #require(card.view.gestureRecognizers?.first as? UIPanGestureRecognizer)
            pan.deliver(PanGesture(state: .began, translation: .zero, velocity: .zero))
            pan.deliver(PanGesture(state: .ended, translation: CGPoint(x: 0, y: 150), velocity: .zero))
            try sim.runUntilIdle()
            #expect(card.dismissCount == 2 && root.presentedViewController == nil)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }
}
