import Foundation
import Transitions

/// Container operations, presentations in every style with every animator, gestures with
/// realistic kinematics and clock steps against a navigation controller over a custom container.
public struct TransitionScenario: Scenario {
    public let fault: SeededFault?
    public let animators: [@Sendable () -> any ViewControllerAnimatedTransitioning]

    /// The built-in animators, optionally with one seeded fault.
    public init(fault: SeededFault? = nil) {
        self.fault = fault
        animators = []
    }

    /// Your animators: every presentation, push/pop and container switch uses one of them.
    public init(animators: [@Sendable () -> any ViewControllerAnimatedTransitioning]) {
        fault = nil
        self.animators = animators
    }

    public var name: String { "transitions" + (fault.map { " (fault: \($0.rawValue))" } ?? "") }
    public func makeSystem() -> TransitionWorld { TransitionWorld(fault: fault, animators: animators) }
    public var invariants: [Invariant<TransitionWorld>] { InvariantCatalogue.always }
    public var quiescentInvariants: [Invariant<TransitionWorld>] { InvariantCatalogue.atRest }
    public func settle(_ w: TransitionWorld) throws { try w.sim.runUntilIdle(maxFrames: 20_000) }

    public func features(of w: TransitionWorld) -> [String] {
        var f: [String] = []
        if w.nav.presentedViewController != nil { f.append("presenting") }
        if w.nav.viewControllers.count > 1 { f.append("pushed") }
        let live = w.sim.liveContexts.compactMap(\.value).filter { !$0.isComplete }
        if live.contains(where: \.isInteractive) { f.append("interactive transition") }
        if !live.isEmpty { f.append("transition in flight") }
        if live.contains(where: \.transitionWasCancelled) { f.append("cancelling") }
        if w.sim.application.isIgnoringInteractionEvents { f.append("ignoring events") }
        return f
    }

    public func describe(_ w: TransitionWorld) -> String {
        var chain: [String] = []
        var vc: ViewController? = w.nav
        while let cur = vc {
            chain.append("\(cur.title)[\(cur.appearanceState.rawValue)]")
            vc = cur.presentedViewController
        }
        return "t=\(w.sim.now) stack=\(w.nav.viewControllers.map(\.title)) selected=\(w.container.selectedViewController?.title ?? "-") "
            + "presented=\(chain.joined(separator: " → ")) ignoring=\(w.sim.application.ignoringDepth) window=\(w.window.subviews.map(\.name))"
    }

    public func actions(in w: TransitionWorld) -> [Action<TransitionWorld>] {
        var a: [Action<TransitionWorld>] = [
            Action(kind: "time", name: "advance") { w, p in
                let dt = Double(p % 50) / 100
                w.sim.advance(by: dt)
                return "\(dt) s"
            },
            Action(kind: "time", name: "frame") { w, _ in
                w.sim.advanceFrame()
                return "t=\(w.sim.now)"
            },
            Action(kind: "time", name: "run until idle") { w, _ in
                do { try w.sim.runUntilIdle(maxFrames: 20_000) } catch { return "\(error)" }
                return "t=\(w.sim.now)"
            },
            Action(kind: "push", name: "push") { w, p in
                w.counter += 1
                let vc = ViewController(w.sim, title: "v\(w.counter)")
                return attempt("v\(w.counter) animated \(p % 3 != 0)") { try w.nav.push(vc, animated: p % 3 != 0) }
            },
            Action(kind: "pop", name: "pop") { w, p in
                attempt("animated \(p % 3 != 0)") { try w.nav.popViewController(animated: p % 3 != 0) }
            },
            Action(kind: "select", name: "container select") { w, p in
                attempt("index \(p % 3) animated \(p % 2 == 0)") { try w.container.select(index: p % 3, animated: p % 2 == 0) }
            },
            Action(kind: "select", name: "tab select") { w, p in
                attempt("tab \(p % 2)") { try w.tabs.select(index: p % 2) }
            },
            Action(kind: "present", name: "present") { w, p in
                w.counter += 1
                let vc = ViewController(w.sim, title: "m\(w.counter)")
                vc.modalPresentationStyle = ModalPresentationStyle.allCases[p % 3]
                let d = PresentationDelegate(present: w.makeAnimator(p / 3), dismiss: w.makeAnimator(p / 7))
                w.delegates.append(d)
                vc.transitioningDelegate = d
                return attempt("m\(w.counter) \(vc.modalPresentationStyle.rawValue) \(type(of: d.present)) animated \(p % 4 != 0)") {
                    try w.top.present(vc, animated: p % 4 != 0)
                }
            },
            Action(kind: "dismiss", name: "dismiss") { w, p in
                guard w.top.presentingViewController != nil else { return "nothing presented" }
                return attempt("\(w.top.title) animated \(p % 4 != 0)") { try w.top.dismiss(animated: p % 4 != 0) }
            },
            Action(kind: "gesture", name: "container pan") { w, p in
                let dir = p % 2 == 0 ? -1.0 : 1.0
                let n = 1 + (p / 2) % 6
                let end = (p / 12) % 4  // 0 fling, 1 slow release, 2 cancelled, 3 reversal then release
                w.container.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 300 * dir, y: 0)))
                var x = 0.0
                for i in 1...n {
                    x = dir * Double(i) * 40 * (end == 3 && i > n / 2 ? -0.5 : 1)
                    w.container.handlePan(
                        PanGesture(state: .changed, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: 400 * dir, y: 0)))
                    w.sim.advanceFrame()
                }
                if w.fault == .interactionNeverEnds { return "\(n) steps, end never delivered" }
                let v = end == 0 ? 900 * dir : -100 * dir
                w.container.handlePan(
                    PanGesture(state: end == 2 ? .cancelled : .ended, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: v, y: 0)))
                return "dir \(dir), \(n) steps, end \(["fling", "release", "cancelled", "reversal"][end])"
            },
            Action(kind: "gesture", name: "edge pan") { w, p in
                let n = 1 + p % 5
                let fling = (p / 5) % 2 == 0
                w.nav.handleEdgePan(
                    PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 4, y: 300)))
                for i in 1...n {
                    w.nav.handleEdgePan(
                        PanGesture(state: .changed, translation: CGPoint(x: Double(i) * 30, y: 0), velocity: CGPoint(x: 300, y: 0)))
                    w.sim.advanceFrame()
                }
                if w.fault == .interactionNeverEnds { return "\(n) steps, end never delivered" }
                w.nav.handleEdgePan(
                    PanGesture(state: .ended, translation: CGPoint(x: Double(n) * 30, y: 0), velocity: CGPoint(x: fling ? 900 : -20, y: 0)))
                return "\(n) steps, fling \(fling)"
            },
            Action(kind: "gesture", name: "second finger") { w, p in
                // A second gesture while something may be in flight: ignored or rejected, never harmful.
                w.container.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: p % 2 == 0 ? -500 : 500, y: 0)))
                w.container.handlePan(PanGesture(state: .cancelled, translation: .zero, velocity: .zero))
                return "began + cancelled"
            },
        ]
        if w.top.presentingViewController != nil, w.fault == nil {
            a.append(
                Action(kind: "gesture", name: "pinch dismiss") { w, p in
                    guard let d = w.top.transitioningDelegate as? PresentationDelegate else { return "no delegate" }
                    let pinch = PinchDismissInteraction()
                    d.dismissInteraction = pinch
                    defer { d.dismissInteraction = nil }
                    do { try w.top.dismiss(animated: true) } catch { return "\(error)" }
                    let n = 1 + p % 5
                    var scale = 1.0
                    for _ in 1...n {
                        scale -= 0.08
                        pinch.handle(PinchGesture(state: .changed, scale: scale, velocity: -0.8))
                        w.sim.advanceFrame()
                    }
                    let v = (p / 5) % 2 == 0 ? -2.0 : 0.5
                    pinch.handle(PinchGesture(state: .ended, scale: scale, velocity: v))
                    return "\(n) steps to scale \(scale), release at \(v)/s"
                })
            a.append(
                Action(kind: "gesture", name: "swipe dismiss") { w, p in
                    guard let d = w.top.transitioningDelegate as? PresentationDelegate else { return "no delegate" }
                    let dismiss = DismissAnimator()
                    let saved = d.dismiss
                    d.dismiss = dismiss
                    let swipe = SwipeDismissInteraction()
                    d.dismissInteraction = swipe
                    defer {
                        d.dismissInteraction = nil
                        d.dismiss = saved
                    }
                    let n = 1 + p % 6
                    do { try w.top.dismiss(animated: true) } catch { return "\(error)" }
                    for i in 1...n {
                        swipe.handle(
                            PanGesture(state: .changed, translation: CGPoint(x: 0, y: Double(i) * 50), velocity: CGPoint(x: 0, y: 600)))
                        w.sim.advanceFrame()
                    }
                    let v = (p / 6) % 3 == 0 ? 1500.0 : 100
                    // Measure the hand-over: value continuous, velocity equal to the gesture's.
                    let presented = swipe.context?.viewController(forKey: .from)?.view
                    let y0 = presented?.presentation.center.y
                    swipe.handle(PanGesture(state: .ended, translation: CGPoint(x: 0, y: Double(n) * 50), velocity: CGPoint(x: 0, y: v)))
                    if let presented, let y0, swipe.context?.isComplete == false {
                        let y1 = presented.presentation.center.y
                        let dt = 1e-8  // the completion spring can be stiff: keep the finite-difference error small
                        w.sim.advance(by: dt)
                        let measured = (presented.presentation.center.y - y1) / dt
                        if abs(y1 - y0) > 1e-6 { w.handoverProblems.append("value jumped \(y0) → \(y1) at release") }
                        if abs(measured - v) > 0.02 * abs(v) + 1 {
                            w.handoverProblems.append("velocity \(measured) pt/s after release of a \(v) pt/s swipe")
                        }
                    }
                    return "\(n) steps, release at \(v) pt/s"
                })
        }
        return a
    }
}

/// Runs `body`; a typed error UIKit would raise is part of the program, not a failure.
func attempt(_ text: String, _ body: () throws -> Void) -> String {
    do {
        try body()
        return text
    } catch {
        return text + " → \(error)"
    }
}
