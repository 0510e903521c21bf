import Foundation
import Testing

@testable import Transitions

/// Vends one animator (counting its ends) and, optionally, an interaction controller.
private final class TabsDelegate: TabBarControllerDelegate {
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interaction: PercentDrivenInteractiveTransition?
    var refuse: Set<String> = []
    var calls: [String] = []
    func tabBarController(_ t: TabBarController, shouldSelect vc: ViewController) -> Bool {
        calls.append("shouldSelect \(vc.reportTitle)")
        return !refuse.contains(vc.reportTitle)
    }
    func tabBarController(_ t: TabBarController, didSelect vc: ViewController) { calls.append("didSelect \(vc.reportTitle)") }
    func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        calls.append("animator \(from.reportTitle)→\(to.reportTitle)")
        return animator
    }
    func tabBarController(
        _ t: TabBarController, interactionControllerFor a: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
}

private final class CountingAnimator: BaseAnimator {
    var ended: [Bool] = []
    init() { super.init(duration: 0.3, curve: .easeInOut) }
    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to) else { return context.completeTransition(false) }
        context.containerView.addSubview(to)
        to.alpha = 0
        run(context, animations: { to.alpha = 1 }, undo: { to.alpha = 1 })
    }
    override func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@Suite struct TabBarControllerTests {
    private func makeTabs(_ n: Int = 3) -> (Stage, TabBarController) {
        let stage = Stage { sim in TabBarController(sim, title: "tabs", viewControllers: (0..<n).map { ViewController(sim, title: "t\($0)") }) }
        return (stage, stage.window.rootViewController as! TabBarController)
    }

    @Test func shapeAsInUIKit() throws {
        let (stage, t) = makeTabs()
        stage.settle()
        #expect(t.selectedIndex == 0 && t.selectedViewController?.reportTitle == "t0")
        #expect(t.tabBar.items?.map(\.title) == ["t0", "t1", "t2"])
        #expect(t.tabBar.selectedItem === t.viewControllers?[0].tabBarItem)
        let bottom = t.view.safeAreaInsets.bottom  // the home indicator: 34 on the default device
        #expect(bottom == 34)
        #expect(t.tabBar.frame == CGRect(x: 0, y: 844 - 49 - bottom, width: 390, height: 49 + bottom))
        #expect(t.tabBar.superview === t.view && t.view.subviews.last === t.tabBar)  // over the content
        #expect(t.viewControllers?[0].view.frame == t.childHost.bounds)  // translucent: full size
        let empty = TabBarController(stage.sim, title: "empty")
        #expect(empty.viewControllers == nil && empty.selectedIndex == NSNotFound && empty.selectedViewController == nil)
    }

    /// A tab bar controller whose view enters the window after it loaded (a page of a container
    /// selected without animation) still sizes its bar to the home indicator: entering the
    /// window changes its safe area, and UIKit tells it (`viewSafeAreaInsetsDidChange`). Before,
    /// its bar stayed 49 pt until some later layout pass (found by the exhaustive search: two
    /// programs at rest differed only there).
    @Test func theBarFollowsTheSafeAreaWhenTheViewEntersTheWindow() throws {
        let stage = Stage { sim in
            ContainerViewController(sim, title: "container", viewControllers: [
                ViewController(sim, title: "page"),
                TabBarController(sim, title: "tabs", viewControllers: [ViewController(sim, title: "t0")]),
            ])
        }
        let container = stage.window.rootViewController as! ContainerViewController
        stage.settle()
        let tabs = container.viewControllers[1] as! TabBarController
        tabs.loadViewIfNeeded()
        #expect(tabs.tabBar.frame.height == 49, "outside the window: no safe area")
        try container.select(index: 1, animated: false)
        #expect(tabs.view.window != nil && tabs.view.safeAreaInsets.bottom == 34)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
    }

    @Test func programmaticSelectionIsImmediateWithoutAnAnimatorAndSkipsShouldAndDidSelect() throws {
        let (stage, t) = makeTabs()
        let d = TabsDelegate()
        t.delegate = d
        stage.settle()
        t.selectedIndex = 2
        #expect(t.selectedIndex == 2 && t.children.map(\.reportTitle) == ["t2"])
        #expect(t.viewControllers?[2].appearanceState == .appeared && t.viewControllers?[0].appearanceState == .disappeared)
        #expect(d.calls == ["animator t0→t2"])
        t.selectedViewController = t.viewControllers?[1]
        #expect(t.selectedIndex == 1)
        stage.settle()
    }

    @Test func tapAsksShouldSelectThenTellsDidSelect() throws {
        let (stage, t) = makeTabs()
        let d = TabsDelegate()
        d.refuse = ["t1"]
        t.delegate = d
        stage.settle()
        t.tapTab(at: 1)
        #expect(t.selectedIndex == 0)
        t.tapTab(at: 2)
        #expect(t.selectedIndex == 2)
        t.tapTab(at: 2)  // the selected tab again: asked and told, nothing switches
        #expect(d.calls == ["shouldSelect t1", "shouldSelect t2", "animator t0→t2", "didSelect t2", "shouldSelect t2", "didSelect t2"])
        t.viewControllers?[0].tabBarItem.isEnabled = false
        t.tapTab(at: 0)
        #expect(t.selectedIndex == 2)
        stage.settle()
    }

    @Test func delegateAnimatorRunsTheSwitchAndCompletesOnce() throws {
        let (stage, t) = makeTabs()
        let d = TabsDelegate()
        let animator = CountingAnimator()
        d.animator = animator
        t.delegate = d
        stage.settle()
        var completed = 0
        stage.sim.transitionDidEnd = { ctx, done in
            #expect(ctx.completionCalls == 1)
            if done { completed += 1 }
        }
        t.selectedIndex = 1
        #expect(t.selectedIndex == 1)  // reads back at once
        #expect(t.transitionCoordinator != nil && stage.sim.application.isIgnoringInteractionEvents)
        #expect(t.viewControllers?[1].appearanceState == .appearing && t.viewControllers?[0].appearanceState == .disappearing)
        stage.settle()
        #expect(completed == 1 && animator.ended == [true])
        #expect(t.children.map(\.reportTitle) == ["t1"] && t.childHost.subviews.map(\.modelName) == ["t1.view"])
        #expect(t.viewControllers?[1].appearanceState == .appeared && t.viewControllers?[0].appearanceState == .disappeared)
        let entries = stage.sim.journal.filter { $0.controller == "t0" || $0.controller == "t1" }.map { "\($0.controller) \($0.event)" }
        #expect(entries.filter { $0.contains("viewWillAppear") }.count == entries.filter { $0.contains("viewDidAppear") }.count)
    }

    @Test func interactiveSwitchCancelledRevertsTheSelection() throws {
        let (stage, t) = makeTabs()
        let d = TabsDelegate()
        d.animator = CountingAnimator()
        let pi = PercentDrivenInteractiveTransition()
        d.interaction = pi
        t.delegate = d
        stage.settle()
        t.selectedIndex = 2
        #expect(t.selectedIndex == 2)
        pi.update(0.3)
        stage.sim.advance(by: 0.1)
        pi.cancel()
        stage.settle()
        #expect(t.selectedIndex == 0 && t.children.map(\.reportTitle) == ["t0"])
        #expect(t.tabBar.selectedItem === t.viewControllers?[0].tabBarItem)
        #expect(t.viewControllers?[0].appearanceState == .appeared && t.viewControllers?[2].appearanceState == .disappeared)
    }

    @Test func settingViewControllersReselectsAsUIKitDoes() throws {
        let (stage, t) = makeTabs()
        stage.settle()
        let old = try #require(t.viewControllers)
        t.selectedIndex = 1
        let a = ViewController(stage.sim, title: "a")
        // The selected controller is kept when still there…
        t.viewControllers = [a, old[1]]
        #expect(t.selectedViewController === old[1] && t.selectedIndex == 1)
        #expect(old[0].parent == nil && old[2].parent == nil && t.children.map(\.reportTitle) == ["t1"])
        // …else the one at the same index…
        let b = ViewController(stage.sim, title: "b")
        t.setViewControllers([a, b], animated: false)
        #expect(t.selectedViewController === b && b.appearanceState == .appeared && old[1].appearanceState == .disappeared)
        // …else the first.
        let c = ViewController(stage.sim, title: "c")
        t.viewControllers = [c]
        #expect(t.selectedViewController === c && t.selectedIndex == 0)
        #expect(t.tabBar.items?.map(\.title) == ["c"])
        stage.settle()
    }

    @Test func tabBarItemsAsInUIKit() {
        let sim = Simulation()
        let vc = ViewController(sim, title: "home")
        #expect(vc.tabBarItem.title == "home")
        vc.tabBarItem = TabBarItem(title: "Feed", tag: 7)
        #expect(vc.tabBarItem.tag == 7)
        vc.tabBarItem.badgeValue = "3"
        #expect(vc.tabBarItem.badgeValue == "3")
    }
}
