import Testing
import TransitionsUIKit

/// The app's pull-up panel (MyApp/Transitions/PullUpPanel.swift), compiled unchanged: a pan
/// that catches the panel mid-flight finds it where it is on screen (its presentation layer),
/// the animator's `isRunning` reaches its observer, and the close button's coerced `#selector`
/// calls the overload it names.
@Suite struct PullUpPanelTests {
    @Test func aPanCatchesThePanelWhereItIsOnScreen() throws {
        let sim = Simulation()
        let window = Window(sim)
        let controller = sim.asCurrent { PullUpPanelController() }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        let height = controller.view.bounds.height
        #expect(controller.panel.frame.minY == height - 120)

        controller.expand()
        sim.advance(by: 0.2)
        #expect(controller.runningChanges == [true])
        // Grab the panel near its top edge, where it is now, and drag it down 40 points.
        let top = try #require(controller.panel.layer.presentation()).frame.minY
        #expect(top > 60 && top < height - 120)
        window.play([.drag(from: CGPoint(x: 200, y: top + 60), to: CGPoint(x: 200, y: top + 100), frames: 8)])
        try sim.runUntilIdle()
        let caught = try #require(controller.caughtAt.first)
        #expect(controller.caughtAt.count == 1)
        #expect(caught < top && caught > 60, "caught further up than where the drag started, short of the target")
        #expect(controller.runningChanges == [true, false])
        #expect(controller.animator?.state == .inactive)
        // The panel stayed where it was caught, then followed the finger (the pan's first
        // movement past the recognition threshold is not applied, as the translation is reset).
        #expect(controller.panel.frame.minY > caught && controller.panel.frame.minY <= caught + 40)
        #expect(controller.panel.layer.presentation()?.frame.minY == controller.panel.frame.minY)

        // The close button calls `collapse()`, the overload the coerced selector names.
        let button = controller.closeButton.convert(CGPoint(x: 22, y: 22), to: nil)
        window.play([.tap(at: button)])
        try sim.runUntilIdle()
        #expect(controller.panel.frame.minY == height - 120 && !controller.isExpanded)
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }
}
