import Testing
import TransitionsUIKit

/// The app's full-screen pop (MyApp/Transitions/FullScreenPopNavigationController.swift),
/// compiled unchanged: a rightward swipe from the middle of the screen drives the navigation
/// controller's own interactive pop; a short one cancels; a leftward one does not begin.
@Suite struct FullScreenPopTests {
    @Test func aSwipeFromTheMiddlePops() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (nav, second) = sim.asCurrent { () -> (FullScreenPopNavigationController, UIViewController) in
            let nav = FullScreenPopNavigationController(rootViewController: UIViewController())
            return (nav, UIViewController())
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(second, animated: false)
        try sim.runUntilIdle()
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(nav.view.gestureRecognizers?.contains(nav.fullScreenPopGesture) == true)

        // A leftward swipe: refused by the delegate.
        window.play([.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 60, y: 400), frames: 8)])
        try sim.runUntilIdle()
        #expect(nav.topViewController === second)

        // A short rightward swipe, released slowly: the pop cancels.
        window.play([Stroke(points: [CGPoint(x: 150, y: 400), CGPoint(x: 160, y: 400), CGPoint(x: 170, y: 400), CGPoint(x: 175, y: 400),
                                     CGPoint(x: 176, y: 400), CGPoint(x: 176, y: 400), CGPoint(x: 176, y: 400)])])
        try sim.runUntilIdle()
        #expect(nav.topViewController === second && nav.viewControllers.count == 2)

        // Across most of the screen from the middle: the pop completes.
        window.play([.drag(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 380, y: 400), frames: 10)])
        try sim.runUntilIdle()
        #expect(nav.viewControllers.count == 1 && second.parent == nil)
        #expect(sim.violations.isEmpty)
    }
}
