import Foundation
import Testing
import TransitionChecks

import TransitionCatalogue
@testable import Transitions

/// The five articles' published numbers and behaviours, on the model.
@Suite struct SeedBehaviourTests {
    // MARK: Seed 000 — custom container

    @Test func seed000DefaultAnimatorAndButtons() throws {
        final class Vendor: ContainerViewControllerDelegate {
            func containerViewController(
                _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController
            ) -> (any ViewControllerAnimatedTransitioning)? { PaddedSlideFadeAnimator() }
        }
        let vendor = Vendor()
        let stage = Stage { sim in ContainerViewController(sim, title: "c", viewControllers: (0..<3).map { ViewController(sim, title: "p\($0)") }) }
        let c = try #require(stage.window.rootViewController as? ContainerViewController)
        c.delegate = vendor
        stage.settle()
        #expect(c.buttonsView.subviews.count == 3)
        let animator = PaddedSlideFadeAnimator()
        #expect(animator.duration == 1 && animator.padding == 16)
        #expect(animator.curve == .spring(dampingRatio: 0.75, initialVelocity: 0.5))
        c.tapButton(at: 2)
        #expect(!c.buttonsView.isUserInteractionEnabled)  // the row ignores taps while a switch runs
        c.tapButton(at: 1)  // ignored
        let to: View = c.viewControllers[2].view
        let width = c.childHost.bounds.width
        // Going to a later child: it starts one width + 16 pt to the right, transparent.
        #expect(abs(to.presentation.transform.tx - (width + 16)) < 1e-9 && to.presentation.alpha < 1e-9)
        stage.sim.advance(by: 0.5)
        #expect(c.viewControllers[0].view.presentation.alpha < 1 && to.presentation.alpha > 0)
        stage.sim.advance(by: 0.5)
        stage.settle()
        #expect(c.selectedViewController === c.viewControllers[2] && c.buttonsView.isUserInteractionEnabled)
        #expect(c.viewControllers[0].view.alpha == 1 && c.viewControllers[0].view.transform.isIdentity)
    }

    // MARK: Seeds 001/002 — bounce-present and the pull-down

    @Test func seed001DropsFromTheTopWithABounce() throws {
        let animator = DropFromTopAnimator()
        #expect(animator.duration == 1.0 && animator.curve == .spring(dampingRatio: 0.4, initialVelocity: 0))
        let (stage, card, delegate) = try present(with: animator)
        defer { withExtendedLifetime(delegate) {} }
        let h = stage.window.bounds.height
        #expect(abs(card.view.presentation.frame.minY + h) < 1e-6)  // starts one screen above
        var lowest = -Double.infinity
        for _ in 0..<60 {
            stage.sim.advanceFrame()
            lowest = max(lowest, card.view.presentation.frame.minY)
        }
        #expect(lowest > 1, "damping 0.4 overshoots past its final place (max y \(lowest))")
        stage.settle()
        #expect(card.view.frame == stage.window.bounds)
    }

    @Test func seed002RisesFromTheBottom() throws {
        let animator = RiseFromBottomAnimator()
        #expect(animator.duration == 0.8 && animator.curve == .spring(dampingRatio: 0.6, initialVelocity: 0))
        let (stage, card, delegate) = try present(with: animator)
        defer { withExtendedLifetime(delegate) {} }
        #expect(abs(card.view.presentation.frame.minY - stage.window.bounds.height) < 1e-6)
        stage.sim.advance(by: 0.8)
        stage.settle()
        #expect(abs(stage.sim.now - 0.8) < 0.02)
    }

    /// The articles' pull-down: finish only past 50 %, whatever the speed; a system cancel cancels.
    @Test(arguments: [(0.49, 3000.0, GestureState.ended, false), (0.51, 0.0, .ended, true), (0.9, 3000.0, .cancelled, false)])
    func seedPullDownDecidesAtHalfway(progress: Double, velocity: Double, state: GestureState, finishes: Bool) throws {
        #expect(!GestureHandoff.halfwayOnly.shouldFinish(progress: 0.5, velocity: .greatestFiniteMagnitude, state: .ended))
        let modal = try PresentedModal(style: .fullScreen, present: CrossfadeAnimator(), dismiss: DismissAnimator())
        let swipe = SwipeDismissInteraction(handoff: .halfwayOnly)
        modal.delegate.dismissInteraction = swipe
        modal.modal.dismiss(animated: true)
        let h = modal.stage.window.bounds.height
        swipe.handle(PanGesture(state: .changed, translation: CGPoint(x: 0, y: progress * h), velocity: .zero))
        modal.stage.sim.advanceFrame()
        swipe.handle(PanGesture(state: state, translation: CGPoint(x: 0, y: progress * h), velocity: CGPoint(x: 0, y: velocity)))
        modal.stage.settle()
        #expect((modal.root.presentedViewController == nil) == finishes)
    }

    // MARK: Seed 003 — iOS 8's view(forKey:) and the black screen

    @Test(arguments: SystemVersion.allCases)
    func seed003SameAnimatorBlacksOutOnlyOnIOS8(version: SystemVersion) throws {
        let stage = Stage { ViewController($0, title: "root") }
        stage.sim.systemVersion = version
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = .custom
        let delegate = Delegate()
        delegate.presentAnimator = CrossfadeAnimator()
        delegate.dismissAnimator = ReparentingDismissAnimator()  // uses viewController(forKey: .to).view
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        try stage.sim.runUntilIdle()
        modal.dismiss(animated: true)
        try stage.sim.runUntilIdle()
        let problems = ModelInvariants.quiescent(stage.sim, window: stage.window)
        if version == .iOS8 {
            #expect(problems.contains { $0.contains("black screen") }, "\(problems)")
        } else {
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    // MARK: Seed 004 — the page switcher

    func showingSwitcher(pages: Int) throws -> (Stage, PageSwitcherController) {
        var made: PageSwitcherController!
        let stage = Stage { sim in
            made = PageSwitcherController(sim, pages: (0..<pages).map { ViewController(sim, title: "p\($0)") })
            return made
        }
        made.showPresentation()
        try stage.sim.runUntilIdle()
        return (stage, made)
    }

    @Test func seed004TapMovesInHalfASecondEasingOut() throws {
        let (stage, ps) = try showingSwitcher(pages: 3)
        #expect(ps.selectionDuration == 0.5)
        let layer = ps.pageLayers[1]
        let start = layer.presentation.frame.minX
        let end = PageSwitcherController.pageFrame(index: 1, selected: 1, bounds: ps.view.bounds, orientation: .portrait).minX
        ps.select(1)
        stage.sim.advance(by: 0.25)
        let halfway = (layer.presentation.frame.minX - start) / (end - start)
        #expect(halfway > 0.6, "ease-out: more than half the way at half the time (\(halfway))")
        stage.sim.advance(by: 0.25)
        #expect(abs(layer.presentation.frame.minX - end) < 1e-6)
    }

    @Test func seed004AddingAPageScrollsPerPageThenShowsThenZooms() throws {
        let (stage, ps) = try showingSwitcher(pages: 3)
        let t0 = stage.sim.now
        try ps.addViewController(ViewController(stage.sim, title: "new"))
        // 3 pages moved × 0.2 s, then 0.3 s to show it, then the 0.3 s zoom.
        stage.sim.advance(by: 0.55)
        #expect(ps.pageLayers[3].presentation.alpha < 1e-9, "the new page stays transparent while the strip moves")
        stage.sim.advance(by: 0.3)
        #expect(ps.pageLayers[3].presentation.alpha > 0.5)
        try stage.sim.runUntilIdle()
        #expect(!ps.isShowingPresentation && ps.selectedIndex == 3)
        // Idle a few frames after the 1.2 s: the selected page's view enters the window at the end
        // of the zoom and is laid out in the next layout pass.
        #expect(abs((stage.sim.now - t0) - 1.2) < 0.1, "took \(stage.sim.now - t0) s")
    }

    @Test func seed004SystemCancelledDragGoesBack() throws {
        let (stage, ps) = try showingSwitcher(pages: 3)
        ps.handleDrag(PanGesture(state: .began, translation: .zero, velocity: .zero))
        ps.handleDrag(PanGesture(state: .changed, translation: CGPoint(x: -300, y: 0), velocity: CGPoint(x: -900, y: 0)))
        ps.handleDrag(PanGesture(state: .cancelled, translation: CGPoint(x: -300, y: 0), velocity: CGPoint(x: -900, y: 0)))
        try stage.sim.runUntilIdle()
        #expect(ps.selectedIndex == 0)
    }

    @Test func seed004RotationResizesEveryLoadedPage() throws {
        var made: PageSwitcherController!
        let stage = Stage { sim in
            made = PageSwitcherController(sim, pages: (0..<3).map { ViewController(sim, title: "p\($0)") })
            return made
        }
        let ps = try #require(made)
        for p in ps.viewControllers { _ = p.view }
        ps.setOrientation(.landscape)
        try stage.sim.runUntilIdle()
        for p in ps.viewControllers { #expect(p.view.frame.size == ps.view.bounds.size, "\(p) is \(p.view.frame.size)") }
    }

    @Test func seed004CloseButtonAndShadows() throws {
        var made: PageSwitcherController!
        let stage = Stage { sim in
            made = PageSwitcherController(sim, pages: (0..<2).map { ViewController(sim, title: "p\($0)") })
            return made
        }
        let ps = try #require(made)
        ps.showsShadow = true
        ps.showsCloseButton = false
        ps.showPresentation()
        try stage.sim.runUntilIdle()
        for l in ps.pageLayers {
            #expect(l.closeButton.isHidden && l.closeButton.bounds.size == CGSize(width: 25, height: 25))
            #expect(l.layer.shadowOpacity == 0.5 && l.layer.shadowRadius == 4 && l.layer.shadowOffset == CGSize(width: 1, height: 3))
        }
        #expect(ps.pageLayers[1].alpha == 0.4)
    }

    @Test func seed004NameOrderControllerThenViewThenPlaceholder() {
        final class NamedView: View, PageSwitcherNaming { var presentationName: String? { "view name" } }
        final class ViewNamedPage: ViewController {
            override func loadView() -> View { NamedView(simulation, frame: .zero, name: "v") }
        }
        let sim = Simulation()
        let byController = NamedPage(sim, title: "a", name: "controller name")
        let byView = ViewNamedPage(sim, title: "b")
        _ = byView.view
        let neither = ViewController(sim, title: "c")
        _ = neither.view
        #expect(PageSwitcherController.name(of: byController) == "controller name")
        #expect(PageSwitcherController.name(of: byView) == "view name")
        #expect(PageSwitcherController.name(of: neither) == PageSwitcherController.placeholderName)
    }

    /// Presents a controller with `animator` over a plain root; returns right after the present call.
    func present(with animator: any ViewControllerAnimatedTransitioning) throws -> (Stage, ViewController, Delegate) {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let card = ViewController(stage.sim, title: "card")
        let delegate = Delegate()
        delegate.presentAnimator = animator
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        return (stage, card, delegate)  // delegates are weak: the caller keeps it
    }
}
