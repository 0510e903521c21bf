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
