import Foundation
import Testing

@testable import Transitions

/// UIKit's controller flags, layout callbacks, autoresizing and gesture delegates, as the model
/// keeps them.
@Suite struct UIKitStateTests {
    /// Records the flags in each appearance callback.
    final class Recorder: ViewController {
        var seen: [String] = []
        func note(_ callback: String) {
            seen.append(
                "\(callback):\(isBeingPresented ? "P" : "")\(isBeingDismissed ? "D" : "")\(isMovingToParent ? "M" : "")\(isMovingFromParent ? "F" : "")"
            )
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("didDisappear") }
        override func viewWillLayoutSubviews() { seen.append("willLayout") }
        override func viewDidLayoutSubviews() { seen.append("didLayout") }
    }

    @Test func beingPresentedAndDismissedHoldThroughTheirAppearanceCallbacks() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = Recorder(stage.sim, title: "modal")
        var flagInCompletion = true
        root.present(modal, animated: true) { flagInCompletion = modal.isBeingPresented }
        stage.settle()
        modal.dismiss(animated: true)
        #expect(modal.isBeingDismissed)
        stage.settle()
        #expect(!modal.isBeingPresented && !modal.isBeingDismissed && !flagInCompletion)
        let appearance = modal.seen.filter { !$0.contains("Layout") }
        #expect(appearance == ["willAppear:P", "didAppear:P", "willDisappear:D", "didDisappear:D"])
    }

    @Test func movingToAndFromParentHoldThroughPushAndPop() throws {
        let sim = Simulation()
        let window = Window(sim)
        let first = ViewController(sim, title: "first")
        let nav = NavigationController(sim, root: first)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let pushed = Recorder(sim, title: "pushed")
        try nav.push(pushed, animated: true)
        try sim.runUntilIdle()
        #expect(!pushed.isMovingToParent)
        _ = nav.popViewController(animated: true)
        try sim.runUntilIdle()
        #expect(!pushed.isMovingFromParent)
        let appearance = pushed.seen.filter { !$0.contains("Layout") }
        #expect(appearance == ["willAppear:M", "didAppear:M", "willDisappear:F", "didDisappear:F"])
    }

    @Test func rootViewLayoutCallsTheControllerAround() throws {
        let sim = Simulation()
        let vc = Recorder(sim, title: "vc")
        vc.view.layoutIfNeeded()
        vc.view.layoutIfNeeded()  // nothing pending
        vc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)  // a size change lays out again
        vc.view.layoutIfNeeded()
        #expect(vc.seen == ["willLayout", "didLayout", "willLayout", "didLayout"])
    }

    @Test func presentationContainerLaysOutOnce() throws {
        final class Counting: PresentationController {
            var layouts = 0
            override func containerViewWillLayoutSubviews() { layouts += 1 }
        }
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        modal.modalPresentationStyle = .custom
        var made: Counting?
        let delegate = Delegate()
        delegate.presentationControllerFactory = { presented, presenting in
            let pc = Counting(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        stage.settle()
        #expect(made?.layouts == 1)
    }

    @Test func autoresizingFollowsUIKitsRule() {
        let sim = Simulation()
        let parent = View(sim, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = View(sim, frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(sim, frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = View(sim, frame: CGRect(x: 50, y: 0, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(sim, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for v in [fill, pinnedRight, centred, fixed] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fill.frame.width == 280)
    }

    @Test func aRefusingDelegateFailsTheGesture() {
        final class Refuser: GestureRecognizerDelegate {
            var allow = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { allow }
        }
        let stage = Stage { ViewController($0, title: "root") }
        let view: View = stage.window.rootViewController!.view
        var states: [GestureRecognizer.State] = []
        var touches: [Int] = []
        let pan = PanGestureRecognizer(target: nil) { r in
            states.append(r.state)
            touches.append(r.numberOfTouches)
        }
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 1)
        let refuser = Refuser()
        pan.delegate = refuser
        func swipe() {
            for s in [GestureState.began, .changed, .ended] {
                pan.deliver(PanGesture(state: s, translation: CGPoint(x: 0, y: 10), velocity: .zero))
            }
        }
        swipe()
        #expect(states.isEmpty && pan.state == .possible)
        refuser.allow = true
        swipe()
        #expect(states == [.began, .changed, .ended] && touches == [1, 1, 0])
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil)
    }
}
