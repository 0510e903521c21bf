import Foundation
import Testing

@testable import Transitions

@Suite struct ContainerTests {
    func makeContainer(_ sim: Simulation) -> ContainerViewController {
        ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
    }

    @Test func animatedSelectFollowsContainmentAndAppearanceRules() throws {
        let stage = Stage { sim in
            ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
        }
        let c = try #require(stage.window.rootViewController as? ContainerViewController)
        stage.settle()
        #expect(c.selectedViewController?.reportTitle == "c0")
        #expect(c.viewControllers[0].appearanceState == .appeared)
        try c.select(index: 2)
        #expect(throws: TransitionError.self) { try c.select(index: 1) }  // one transition at a time
        try stage.sim.runUntilIdle()
        #expect(stage.sim.violations.map(\.kind) == [.nestedTransition])
        #expect(c.selectedViewController?.reportTitle == "c2")
        #expect(c.children.map(\.reportTitle) == ["c2"])
        #expect(c.viewControllers[0].appearanceState == .disappeared && c.viewControllers[2].appearanceState == .appeared)
        #expect(c.viewControllers[2].view.frame == c.childHost.bounds)
        #expect(c.viewControllers[0].view.superview == nil)
    }

    @Test func interactivePanCancelRestoresEverything() throws {
        let stage = Stage { sim in
            ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
        }
        let c = try #require(stage.window.rootViewController as? ContainerViewController)
        stage.settle()
        let c0 = c.viewControllers[0]
        let frameBefore = c0.view.frame
        c.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: -300, y: 0)))
        let ctx = try #require(c.activeTransition)
        #expect(ctx.isInteractive)
        #expect(!stage.sim.application.isIgnoringInteractionEvents)  // interactive: events still flow
        for i in 1...5 {
            c.handlePan(PanGesture(state: .changed, translation: CGPoint(x: -Double(i) * 20, y: 0), velocity: CGPoint(x: -100, y: 0)))
            stage.sim.advanceFrame()
        }
        #expect(c0.view.presentation.frame.minX < 0)  // scrubbed part way
        c.handlePan(PanGesture(state: .ended, translation: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 50, y: 0)))
        stage.settle()
        #expect(c.selectedViewController === c0)
        #expect(c0.view.frame == frameBefore && c0.view.presentation.frame == frameBefore)
        #expect(c.viewControllers[1].view.superview == nil)
        #expect(c.children.map(\.reportTitle) == ["c0"])
        #expect(c0.appearanceState == .appeared && c.viewControllers[1].appearanceState == .disappeared)
        #expect(ctx.transitionWasCancelled && !ctx.didComplete && ctx.completionCalls == 1)
    }

    @Test func interactivePanFinishSelectsNeighbour() throws {
        let stage = Stage { sim in
            ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
        }
        let c = try #require(stage.window.rootViewController as? ContainerViewController)
        stage.settle()
        c.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: -300, y: 0)))
        c.handlePan(PanGesture(state: .changed, translation: CGPoint(x: -250, y: 0), velocity: CGPoint(x: -900, y: 0)))
        stage.sim.advanceFrame()
        c.handlePan(PanGesture(state: .ended, translation: CGPoint(x: -250, y: 0), velocity: CGPoint(x: -900, y: 0)))
        stage.settle()
        #expect(c.selectedViewController?.reportTitle == "c1")
        #expect(c.viewControllers[1].view.frame == c.childHost.bounds)
    }

    @Test func tabBarSwitchesWithoutAnimation() throws {
        let stage = Stage { sim in
            TabBarController(sim, title: "tabs", viewControllers: (0..<3).map { ViewController(sim, title: "t\($0)") })
        }
        let t = try #require(stage.window.rootViewController as? TabBarController)
        stage.settle()
        try t.select(index: 1)
        #expect(t.selectedIndex == 1)  // at once
        stage.settle()
    }
}

@Suite struct NavigationTests {
    @Test func pushPopAndInteractivePop() throws {
        let stage = Stage { sim in NavigationController(sim, root: ViewController(sim, title: "root")) }
        let nav = try #require(stage.window.rootViewController as? NavigationController)
        stage.settle()
        let detail = ViewController(stage.sim, title: "detail")
        try nav.push(detail)
        #expect(stage.sim.application.isIgnoringInteractionEvents)
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "detail"])
        #expect(nav.children.map(\.reportTitle) == ["root", "detail"])
        #expect(nav.viewControllers[0].view.superview == nil)
        // Interactive pop, cancelled.
        nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 5, y: 400)))
        nav.handleEdgePan(PanGesture(state: .changed, translation: CGPoint(x: 80, y: 0), velocity: CGPoint(x: 100, y: 0)))
        stage.sim.advanceFrame()
        nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: 80, y: 0), velocity: CGPoint(x: -50, y: 0)))
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "detail"])
        #expect(detail.view.frame == nav.contentView.bounds && detail.appearanceState == .appeared)
        // Interactive pop, finished by a fling.
        nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 5, y: 400)))
        nav.handleEdgePan(PanGesture(state: .changed, translation: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 900, y: 0)))
        nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 900, y: 0)))
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root"])
        #expect(detail.parent == nil && detail.appearanceState == .disappeared)
        #expect(try nav.popViewController(animated: true) == nil)  // at the root
    }
}
