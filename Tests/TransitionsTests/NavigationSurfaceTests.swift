import Foundation
import Testing

@testable import Transitions

private final class OperationRecorder: NavigationControllerDelegate {
    var operations: [String] = []
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        operations.append("\(operation) \(from.reportTitle)→\(to.reportTitle)")
        return nil
    }
}

@Suite struct NavigationSurfaceTests {
    private func makeNav() -> (Stage, NavigationController) {
        let stage = Stage { sim in NavigationController(sim, root: ViewController(sim, title: "root")) }
        return (stage, stage.window.rootViewController as! NavigationController)
    }

    private func push(_ titles: [String], on nav: NavigationController, _ stage: Stage) throws {
        for t in titles {
            try nav.push(ViewController(stage.sim, title: t))
            stage.settle()
        }
    }

    @Test func popToRootPopsEverythingInOneTransition() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        try push(["a", "b", "c"], on: nav, stage)
        let d = OperationRecorder()
        nav.delegate = d
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map(\.reportTitle) == ["a", "b", "c"])  // returned at once
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root"] && nav.children.map(\.reportTitle) == ["root"])
        #expect(d.operations == ["pop c→root"])
        #expect(nav.topViewController?.appearanceState == .appeared && nav.contentView.subviews.map(\.modelName) == ["root.view"])
        #expect(popped?.allSatisfy { $0.parent == nil && $0.appearanceState == .disappeared } == true)
        #expect(nav.popToRootViewController(animated: true) == nil)
    }

    @Test func popToViewControllerStopsThere() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        try push(["a", "b", "c"], on: nav, stage)
        let a = nav.viewControllers[1]
        #expect(nav.popToViewController(a, animated: false)?.map(\.reportTitle) == ["b", "c"])
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "a"] && nav.visibleViewController === a)
        let stranger = ViewController(stage.sim, title: "x")
        #expect(nav.popToViewController(stranger, animated: true) == nil)
        #expect(stage.sim.violations.map(\.kind) == [.rejectedCall])
    }

    @Test func setViewControllersPushesOrPopsToTheNewTop() throws {
        let (stage, nav) = makeNav()
        let d = OperationRecorder()
        nav.delegate = d
        stage.settle()
        let root = nav.viewControllers[0]
        let x = ViewController(stage.sim, title: "x"), y = ViewController(stage.sim, title: "y")
        nav.setViewControllers([root, x, y], animated: true)
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "x", "y"] && nav.children.map(\.reportTitle) == ["root", "y", "x"] || nav.children.count == 3)
        #expect(x.parent === nav && y.appearanceState == .appeared && root.appearanceState == .disappeared)
        nav.setViewControllers([root, x], animated: true)
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "x"] && y.parent == nil && x.appearanceState == .appeared)
        // Same top: the stack below changes without a transition.
        nav.viewControllers = [x]
        #expect(nav.viewControllers.map(\.reportTitle) == ["x"] && root.parent == nil && x.appearanceState == .appeared)
        #expect(d.operations == ["push root→y", "pop y→x"])
        stage.settle()
    }

    @Test func visibleViewControllerIsWhatIsPresentedOverTheStack() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        #expect(nav.visibleViewController === nav.topViewController)
        let modal = ViewController(stage.sim, title: "modal")
        nav.present(modal, animated: false)
        stage.settle()
        #expect(nav.visibleViewController === modal && nav.topViewController?.reportTitle == "root")
    }

    @Test func showPushesInANavigationControllerElsePresents() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        let root = nav.viewControllers[0]
        root.show(ViewController(stage.sim, title: "detail"), sender: nil)
        stage.settle()
        #expect(nav.viewControllers.map(\.reportTitle) == ["root", "detail"])

        let lone = Stage { sim in ViewController(sim, title: "lone") }
        lone.settle()
        let vc = try #require(lone.window.rootViewController)
        vc.show(ViewController(lone.sim, title: "shown"), sender: nil)
        lone.settle()
        #expect(vc.presentedViewController?.reportTitle == "shown")
    }

    @Test func hidingAnOpaqueBarMovesTheContent() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        let root = nav.viewControllers[0]
        let top = nav.view.safeAreaInsets.top  // the status bar: 47 on the default device
        #expect(top == 47)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: top, width: 390, height: 44))
        #expect(root.view.frameInWindow.minY == 0)  // translucent: content under the bar
        nav.navigationBar.isTranslucent = false
        #expect(root.view.frameInWindow == CGRect(x: 0, y: top + 44, width: 390, height: 844 - top - 44))
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden && !nav.navigationBar.isHidden)  // still sliding out
        stage.sim.advance(by: 0.1)
        let mid = nav.contentView.onScreen.frame.minY
        #expect(mid > 0 && mid < top + 44)
        stage.settle()
        #expect(nav.navigationBar.isHidden && root.view.frameInWindow == CGRect(x: 0, y: 0, width: 390, height: 844))
        nav.isNavigationBarHidden = false
        #expect(!nav.navigationBar.isHidden && root.view.frameInWindow.minY == top + 44)
    }

    @Test func navigationItemsAndBarButtons() throws {
        let (stage, nav) = makeNav()
        stage.settle()
        let root = nav.viewControllers[0]
        var taps = 0
        let done = BarButtonItem(barButtonSystemItem: .done) { _ in taps += 1 }
        root.navigationItem.title = "Home"
        root.navigationItem.rightBarButtonItem = done
        root.navigationItem.setHidesBackButton(true, animated: false)
        #expect(root.navigationItem.rightBarButtonItems?.count == 1 && root.navigationItem.hidesBackButton)
        done.tap()
        done.isEnabled = false
        done.tap()
        #expect(taps == 1)
        try push(["next"], on: nav, stage)
        #expect(nav.navigationBar.topItem === nav.viewControllers[1].navigationItem)
        #expect(nav.navigationBar.backItem?.title == "Home")
    }

    @Test func barButtonTargetActionWithATypedSelector() throws {
        final class Screen: ViewController {
            var closed: [BarButtonItem] = []
            func close(_ sender: BarButtonItem) { closed.append(sender) }
        }
        let stage = Stage { sim in Screen(sim, title: "screen") }
        let screen = try #require(stage.window.rootViewController as? Screen)
        let item = BarButtonItem(title: "Close", style: .done, target: screen, action: TypedSelector(Screen.close(_:), "close:"))
        item.tap()
        #expect(screen.closed.count == 1 && screen.closed[0] === item)
        // No target: the first responder up the chain from the visible controller with the method.
        let chained = BarButtonItem(barButtonSystemItem: .cancel, target: nil, action: TypedSelector(Screen.close(_:), "close:"))
        chained.tap()
        #expect(screen.closed.count == 2)
    }

    @Test func interactivePopGestureRecognizerExists() {
        let (_, nav) = makeNav()
        #expect(nav.interactivePopGestureRecognizer != nil)
    }
}
