import Testing

@testable import Transitions

/// Which controller makes a presentation asked of a child, and what the children see of it
/// (UIKit's presentation context; notes/uikit-surface.md § Presentation context).
@Suite struct PresentationContextTests {
    /// A delegate that records what UIKit tells it.
    final class Recorder: ViewControllerTransitioningDelegate {
        var presenting: [String] = []
        var sources: [String] = []
        func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
            -> (any ViewControllerAnimatedTransitioning)?
        {
            self.presenting.append(presenting.reportTitle)
            sources.append(source.reportTitle)
            return nil
        }
    }

    private func navigationStage() throws -> (Stage, NavigationController, ViewController) {
        let stage = Stage { sim in NavigationController(sim, root: ViewController(sim, title: "content")) }
        let nav = try #require(stage.window.rootViewController as? NavigationController)
        nav.title = "nav"
        let content = try #require(nav.topViewController)
        return (stage, nav, content)
    }

    /// A full-screen presentation asked of a navigation controller's child is made by the
    /// navigation controller: its whole view leaves the window while the modal covers it, and
    /// comes back after the dismissal (the child's view alone would leave a bar on screen).
    @Test func aChildsFullScreenPresentationIsMadeByItsFarthestAncestor() throws {
        let (stage, nav, content) = try navigationStage()
        let modal = ViewController(stage.sim, title: "modal")
        let recorder = Recorder()
        modal.transitioningDelegate = recorder
        content.present(modal, animated: true)
        stage.settle()
        #expect(recorder.presenting == ["nav"] && recorder.sources == ["content"])
        #expect(modal.presentingViewController === nav)
        #expect(nav.ownPresentedViewController === modal && content.ownPresentedViewController == nil)
        #expect(content.presentedViewController === modal && nav.presentedViewController === modal)
        #expect(nav.visibleViewController === modal)
        #expect(nav.view.window == nil && content.view.window == nil)
        #expect(nav.appearanceState == .disappeared && content.appearanceState == .disappeared)
        content.dismiss(animated: true)  // what the child asked for, it may take back
        stage.settle()
        #expect(nav.view.window === stage.window && content.view.superview != nil)
        #expect(content.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(stage.sim.violations.isEmpty, "\(stage.sim.violations)")
    }

    /// The common guard `if presentedViewController == nil { present(…) }` in a child sees what
    /// its ancestor presented for it, so the second call does not present (nor is refused).
    @Test func aChildsGuardSeesWhatItsAncestorPresented() throws {
        let (stage, nav, content) = try navigationStage()
        for n in 0..<2 {
            if content.presentedViewController == nil { content.present(ViewController(stage.sim, title: "m\(n)"), animated: false) }
        }
        stage.settle()
        #expect(nav.ownPresentedViewController?.reportTitle == "m0")
        #expect(stage.sim.violations.isEmpty, "\(stage.sim.violations)")
    }

    /// A child of a presented navigation controller dismisses the navigation controller (the
    /// presentation that shows its farthest ancestor); `presentingViewController` is the
    /// ancestor's presenter.
    @Test func aChildOfAPresentedControllerDismissesIt() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let form = ViewController(stage.sim, title: "form")
        let nav = NavigationController(stage.sim, root: form)
        #expect(form.presentingViewController == nil)
        root.present(nav, animated: true)
        stage.settle()
        #expect(form.presentingViewController === root && nav.presentingViewController === root)
        #expect(form.presentedViewController == nil)
        form.dismiss(animated: true)
        stage.settle()
        #expect(root.ownPresentedViewController == nil && nav.view.window == nil)
        #expect(root.view.window === stage.window)
        #expect(stage.sim.violations.isEmpty, "\(stage.sim.violations)")
        form.dismiss(animated: false)  // nothing shows it now: refused, recorded
        #expect(stage.sim.violations.map(\.kind) == [.rejectedCall])
    }

    /// Context styles go to the nearest controller that defines the presentation context, else
    /// to the farthest ancestor, like every other style.
    @Test func contextStylesStopAtTheControllerThatDefinesTheContext() throws {
        let stage = Stage { sim in
            TabBarController(sim, title: "tabs", viewControllers: [NavigationController(sim, root: ViewController(sim, title: "list"))])
        }
        let tabs = try #require(stage.window.rootViewController as? TabBarController)
        let nav = try #require(tabs.viewControllers?.first as? NavigationController)
        let list = try #require(nav.topViewController)
        #expect(list.presentationHost(for: .currentContext) === tabs)
        #expect(list.presentationHost(for: .custom) === tabs)
        nav.definesPresentationContext = true
        #expect(list.presentationHost(for: .overCurrentContext) === nav)
        #expect(list.presentationHost(for: .fullScreen) === tabs)
        list.definesPresentationContext = true
        #expect(list.presentationHost(for: .currentContext) === list)
        let sheet = ViewController(stage.sim, title: "over")
        sheet.modalPresentationStyle = .overCurrentContext
        list.present(sheet, animated: false)
        stage.settle()
        #expect(sheet.presentingViewController === list && nav.presentedViewController == nil)
        #expect(stage.window.visibleViewController === sheet)
    }

    /// A dismissal asked of a controller low in a stack of presentations dismisses everything
    /// above it: the ones above its immediate child go without animation (their delegates are
    /// not asked), the immediate child as asked; every view ends where it belongs.
    @Test func dismissingFromLowInAStackRemovesEverythingAbove() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let a = ViewController(stage.sim, title: "a"), b = ViewController(stage.sim, title: "b")
        let c = ViewController(stage.sim, title: "c")
        c.modalPresentationStyle = .overFullScreen
        let delegate = Delegate()
        let recorder = DismissCounter()
        delegate.dismissAnimator = recorder
        b.transitioningDelegate = delegate
        c.transitioningDelegate = delegate
        root.present(a, animated: false)
        stage.settle()
        a.present(b, animated: false)
        stage.settle()
        b.present(c, animated: false)
        stage.settle()
        #expect(a.view.window == nil && b.view.window === stage.window && c.view.window === stage.window)
        a.dismiss(animated: true)  // dismisses b and c
        stage.settle()
        #expect(a.ownPresentedViewController == nil && b.ownPresentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(a.view.window === stage.window && b.view.window == nil && c.view.window == nil)
        #expect(recorder.asked == 1)  // b's own dismissal only; c was removed
        #expect(stage.sim.violations.isEmpty, "\(stage.sim.violations)")
        #expect(stage.window.visibleViewController === a)
    }

    /// A dismissal in a stack is refused, and nothing moves, while any presentation in it is in
    /// flight.
    @Test func aStackWithATransitionInFlightIsLeftAlone() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let a = ViewController(stage.sim, title: "a"), b = ViewController(stage.sim, title: "b")
        root.present(a, animated: false)
        stage.settle()
        a.present(b, animated: true)  // in flight
        root.dismiss(animated: true)
        #expect(stage.sim.violations.map(\.kind) == [.nestedTransition])
        try stage.sim.runUntilIdle()
        #expect(root.ownPresentedViewController === a && a.ownPresentedViewController === b)
        #expect(b.view.window === stage.window)
    }

    /// Presenting a controller that is already in the hierarchy above the presenter ("Application
    /// tried to present modally an active controller"), or adopting as a child one that is
    /// presented or presents this one, is refused: no cycle of parents and presenters can form.
    @Test func noControllerPresentsOrContainsItsOwnPresenter() throws {
        let (stage, nav, content) = try navigationStage()
        let modal = ViewController(stage.sim, title: "modal")
        content.present(modal, animated: false)
        stage.settle()
        modal.present(nav, animated: false)  // nav presents modal
        modal.addChild(nav)  // nav is modal's presenter
        nav.addChild(modal)  // modal is presented
        let other = ViewController(stage.sim, title: "other")
        modal.present(other, animated: false)
        try stage.sim.runUntilIdle()
        other.present(modal, animated: false)  // modal presents other
        try stage.sim.runUntilIdle()
        #expect(stage.sim.violations.map(\.kind) == [.rejectedCall, .rejectedCall, .rejectedCall, .rejectedCall])
        #expect(nav.parent == nil && modal.parent == nil && nav.ownPresentedViewController === modal)
        #expect(modal.ownPresentedViewController === other && other.ownPresentedViewController == nil)
    }
}

/// A dismissal animator that counts how often it is asked, and slides nothing.
final class DismissCounter: BaseAnimator {
    var asked = 0
    init() { super.init(duration: 0.2, curve: .linear) }
    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        asked += 1
        run(context, animations: { context.view(forKey: .from)?.alpha = 0 }, undo: { context.view(forKey: .from)?.alpha = 1 })
    }
}
