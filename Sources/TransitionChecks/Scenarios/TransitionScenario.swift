import Foundation
import TransitionCatalogue
import Transitions

/// Container operations, presentations in every style, realistic gestures (tens of frames, back
/// and forth, stalls, releases across velocities, system cancellation), double taps and clock
/// steps against a navigation controller over a container — with the built-in program, a seeded
/// fault, or your own `UserProgram`.
///
/// The actions behave like a careful app: a transition is requested only when the controller has
/// no `transitionCoordinator` (a second one while one runs is UIKit misuse, reported by the
/// model), and touches — taps, pans — arrive only while the app receives interaction events.
public struct TransitionScenario: Scenario {
    public let fault: SeededFault?
    public let program: UserProgram

    /// The built-in program, optionally with one seeded fault.
    public init(fault: SeededFault? = nil) {
        self.fault = fault
        program = UserProgram()
    }

    /// Your transition code: delegates, animators, interaction controllers, presentation
    /// controllers, controllers, a container, gesture handlers.
    public init(program: UserProgram) {
        fault = nil
        self.program = program
    }

    /// Your animators: every presentation, push/pop and container switch uses one of them.
    public init(animators: [@Sendable () -> any ViewControllerAnimatedTransitioning]) {
        self.init(program: UserProgram(animators: animators))
    }

    public var name: String {
        if let fault { return "transitions (fault: \(fault.rawValue))" }
        return program.isEmpty ? "transitions" : "transitions (your program)"
    }
    public func makeSystem() -> TransitionWorld { TransitionWorld(fault: fault, program: program) }
    public var invariants: [Invariant<TransitionWorld>] { InvariantCatalogue.always }
    public var quiescentInvariants: [Invariant<TransitionWorld>] { InvariantCatalogue.atRest }
    public func settle(_ w: TransitionWorld) throws { try w.sim.runUntilIdle(maxFrames: 20_000) }

    public func features(of w: TransitionWorld) -> [String] {
        var f: [String] = []
        if w.nav.ownPresentedViewController != nil { f.append("presenting") }
        if w.nav.viewControllers.count > 1 { f.append("pushed") }
        let live = w.sim.liveContexts.compactMap(\.value).filter { !$0.isComplete }
        if live.contains(where: \.isInteractive) { f.append("interactive transition") }
        if !live.isEmpty { f.append("transition in flight") }
        if live.contains(where: \.transitionWasCancelled) { f.append("cancelling") }
        if w.sim.application.isIgnoringInteractionEvents { f.append("ignoring events") }
        // Your code reached (coverage): animators, interaction and presentation controllers,
        // the targets of your recognizers and controls.
        for r in w.sim.reached { f.append("reached " + r) }
        return f
    }

    public func window(of w: TransitionWorld) -> Window? { w.window }

    /// The simulation's fingerprint plus the world's own bookkeeping that later checks read:
    /// the journal audit's state, the first-seen values of every view a transition touched,
    /// the transitions being tracked frame by frame, and the problems recorded so far.
    public func fingerprint(of w: TransitionWorld) -> StateFingerprint? {
        w.sim.fingerprint(window: w.window) { h, labels in
            w.journalAudit.catchUp(with: w.sim.journal)
            w.journalAudit.fingerprint(into: &h, labels)
            for n in [w.restoreProblems.count, w.handoverProblems.count, w.frameProblems.count, w.presentationOnlyDelegates.count] {
                h.combine(n)
            }
            // The controllers the app keeps (the leak census counts them as kept).
            h.combine(w.keptControllers.count)
            for c in w.keptControllers { h.combine(labels.label(c)) }
            var entries: [String] = []
            for b in w.baselines.values {
                guard let v = b.view else { continue }
                let t = b.transform
                entries.append("b\(labels.label(v)) \(v.modelName) \([b.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty]) \(b.isHidden) \(b.isUserInteractionEnabled)")
            }
            for t in w.tracks.values {
                entries.append(
                    "t\(labels.label(t.context?.containerView)) \(t.frames) \(t.movingForward) \(t.movingViewSeen) \(t.offScreen) \(t.lastCover ?? "-") \(t.before.count)")
            }
            entries.sort()
            for e in entries { h.combine(e) }
            h.combine(entries.count)
        }
    }

    public func describe(_ w: TransitionWorld) -> String {
        var chain: [String] = []
        var vc: ViewController? = w.nav
        while let cur = vc {
            chain.append("\(cur.reportTitle)[\(cur.appearanceState.rawValue)]")
            vc = cur.ownPresentedViewController
        }
        return "t=\(w.sim.now) stack=\(w.nav.viewControllers.map(\.reportTitle)) selected=\(w.container.selectedChild?.reportTitle ?? "-") "
            + "presented=\(chain.joined(separator: " → ")) ignoring=\(w.sim.application.ignoringDepth) window=\(w.window.subviews.map(\.modelName))"
    }

    public func actions(in w: TransitionWorld) -> [Action<TransitionWorld>] {
        var a: [Action<TransitionWorld>] = [
            Action(kind: "time", name: "advance", parameters: [25]) { w, p in
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
        ]
        // Touches reach the screen the user sees: the navigation stack's only when nothing is
        // presented over it.
        let touches = !w.sim.application.isIgnoringInteractionEvents && w.nav.ownPresentedViewController == nil
        if w.nav.transitionCoordinator == nil {
            a.append(
                Action(kind: "push", name: "push", parameters: [1, 0]) { w, p in
                    let vc = w.makePushed()
                    return attempt("\(vc.reportTitle) animated \(p % 3 != 0)") { try w.nav.push(vc, animated: p % 3 != 0) }
                })
            a.append(
                Action(kind: "pop", name: "pop", parameters: [1, 0]) { w, p in
                    attempt("animated \(p % 3 != 0)") { w.nav.popViewController(animated: p % 3 != 0) }
                })
        }
        if touches {
            a.append(
                Action(kind: "tap", name: "button") { w, _ in
                    w.tapButton()
                    return "tap"
                })
            a.append(
                Action(kind: "tap", name: "double tap") { w, _ in
                    w.tapButton()
                    w.tapButton()  // the second tap of the same frame
                    return "two taps in one frame"
                })
        }
        if touches, w.container.transitionCoordinator == nil {
            a.append(
                Action(kind: "select", name: "container select", parameters: selectChoices(w)) { w, p in
                    let n = max(w.container.switchableChildren.count, 1)
                    return attempt("index \(p % n) animated \(p % 2 == 0)") { try w.container.selectChild(at: p % n, animated: p % 2 == 0) }
                })
        }
        if touches, w.tabs.transitionCoordinator == nil, w.tabs.parent != nil {
            a.append(
                Action(kind: "select", name: "tab select", parameters: [0, 1]) { w, p in
                    attempt("tab \(p % 2)") { try w.tabs.select(index: p % 2) }
                })
        }
        if w.top.transitionCoordinator == nil {
            a.append(
                Action(kind: "present", name: "present", parameters: w.presentChoices) { w, p in
                    let vc = w.makePresented(p)
                    let style = "\(vc.modalPresentationStyle)"
                    let d = vc.transitioningDelegate.map { "\(type(of: $0))" } ?? "no delegate"
                    return attempt("\(vc.reportTitle) \(style) \(d) animated \(p % 4 != 0)") { w.top.present(vc, animated: p % 4 != 0) }
                })
            if w.top.ownPresentingViewController != nil {
                a.append(
                    Action(kind: "dismiss", name: "dismiss", parameters: [1, 0]) { w, p in
                        attempt("\(w.top.reportTitle) animated \(p % 4 != 0)") { w.top.dismiss(animated: p % 4 != 0) }
                    })
            }
        }
        a += gestureActions(in: w)
        return a
    }

    /// Pans and pinches on whatever handles them in the current state.
    private func gestureActions(in w: TransitionWorld) -> [Action<TransitionWorld>] {
        var a: [Action<TransitionWorld>] = []
        if w.nav.ownPresentedViewController == nil, let handle = panHandler(w.container) {
            a.append(
                Action(kind: "gesture", name: "container pan", parameters: GestureScript.grid.flatMap { [2 * $0, 2 * $0 + 1] }) { w, p in
                    let dir = p % 2 == 0 ? -1.0 : 1.0
                    let script = GestureScript(choice: p / 2)
                    return drive(w, script, distance: w.container.view.bounds.width, axis: CGPoint(x: dir, y: 0), handle) + ", dir \(dir)"
                })
            a.append(
                Action(kind: "gesture", name: "second finger", parameters: [0, 1]) { w, p in
                    // A second gesture while something may be in flight: ignored or rejected, never harmful.
                    let began = PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: p % 2 == 0 ? -500 : 500, y: 0))
                    guard w.sim.application.accepts(began) else { return "ignored" }
                    handle(began)
                    handle(PanGesture(state: .cancelled, translation: .zero, velocity: .zero))
                    return "began + cancelled"
                })
        }
        if w.nav.ownPresentedViewController == nil {
            // The library's edge pan (edge-pan recognizers of yours are reached by touches).
            a.append(
                Action(kind: "gesture", name: "edge pan", parameters: GestureScript.grid) { w, p in
                    let script = GestureScript(choice: p)
                    return drive(w, script, distance: w.nav.view.bounds.width, axis: CGPoint(x: 1, y: 0), location: CGPoint(x: 4, y: 300)) {
                        w.nav.handleEdgePan($0)
                    }
                })
        }
        // Fingers on whatever the app made touchable (its recognizers and controls), through
        // hit-testing: no wiring needed.
        if !w.sim.application.isIgnoringInteractionEvents {
            let targets = TouchTarget.all(in: w.window)
            if !targets.isEmpty {
                a.append(
                    Action(kind: "touch", name: "touch", parameters: (0..<min(targets.count, 4)).flatMap { t in TouchMove.grid.map { $0 * 8 + t } }) { w, p in
                        let now = TouchTarget.all(in: w.window)
                        guard !now.isEmpty else { return "nothing to touch" }
                        return w.acceptingAppChanges { TouchMove.play(on: now[(p % 8) % now.count], choice: p / 8, in: w.window) }
                    })
            }
        }
        guard w.top.ownPresentingViewController != nil, w.top.transitionCoordinator == nil, !w.sim.application.isIgnoringInteractionEvents
        else { return a }
        if let handle = panHandler(w.top) {
            a.append(
                Action(kind: "gesture", name: "presented pan", parameters: GestureScript.grid) { w, p in
                    drive(w, GestureScript(choice: p), distance: w.window.bounds.height, axis: CGPoint(x: 0, y: 1), handle)
                })
        }
        if w.top.standInDelegate != nil, w.fault == nil || w.fault == .playsThroughGesture {
            a.append(Action(kind: "gesture", name: "swipe dismiss", parameters: GestureScript.grid) { w, p in swipeDismiss(w, p) })
            if w.program.dismissInteraction == nil {
                a.append(Action(kind: "gesture", name: "pinch dismiss", parameters: GestureScript.grid) { w, p in pinchDismiss(w, p) })
            }
        }
        return a
    }
}

/// The container's selections: each index, animated and not.
private func selectChoices(_ w: TransitionWorld) -> [Int] {
    let n = max(w.container.switchableChildren.count, 1)
    return Action<TransitionWorld>.choices(below: 2 * n) { [$0 % n, $0 % 2] }
}

extension ViewController {
    /// The stand-in delegate of a presented controller (nil for your own delegates).
    fileprivate var standInDelegate: PresentationDelegate? { transitioningDelegate as? PresentationDelegate }
}

/// Who receives digested pans on `vc`'s screen: the controller itself when it adopts
/// `PanGestureHandling` (nil otherwise: the app's own recognizers are reached by touches, the
/// "touch" action).
func panHandler(_ vc: ViewController) -> ((PanGesture) -> Void)? {
    if let handler = vc as? PanGestureHandling { return { handler.handlePan($0) } }
    return nil
}

/// The enabled pan (or only screen-edge pan) recognizers in `view`'s subtree.
func recognizers(in view: View, edgeOnly: Bool) -> [TranslationGestureRecognizer] {
    ([view] + view.allDescendants).flatMap { v in
        v.recognizers.compactMap { r -> TranslationGestureRecognizer? in
            guard r.isEnabled, let t = r as? TranslationGestureRecognizer else { return nil }
            return (t is ScreenEdgePanGestureRecognizer) == edgeOnly ? t : nil
        }
    }
}

/// Delivers a scripted drag to `handle`, one changed sample per frame; returns the trace text.
/// The `interactionNeverEnds` fault drops the end sample.
func drive(
    _ w: TransitionWorld, _ script: GestureScript, distance: Double, axis: CGPoint, location: CGPoint = CGPoint(x: 200, y: 300),
    _ handle: (PanGesture) -> Void
) -> String {
    var samples = script.samples(distance: distance, frameRate: 1 / w.sim.frameInterval, along: axis)
    for i in samples.indices { samples[i].location = location }
    guard let began = samples.first, w.sim.application.accepts(began) else { return "ignored (interaction events off)" }
    for s in samples.dropLast() {
        handle(s)
        if s.state == .changed { w.sim.advanceFrame() }
    }
    if w.fault == .interactionNeverEnds { return "\(script), end never delivered" }
    if let end = samples.last { handle(end) }
    return "\(script)"
}

/// Swipe-to-dismiss through the stand-in delegate: your interaction controller if the program
/// has one, else the library's (`SwipeDismissInteraction` over an animator with an interruptible
/// animator, else `PercentDrivenInteractiveTransition`) — always driving the dismiss animator the
/// delegate vends, never a substitute.
private func swipeDismiss(_ w: TransitionWorld, _ p: Int) -> String {
    guard let d = w.top.transitioningDelegate as? PresentationDelegate else { return "no delegate" }
    let script = GestureScript(choice: p)
    let distance = w.window.bounds.height
    let axis = CGPoint(x: 0, y: 1)
    defer { d.dismissInteraction = nil }
    if w.program.dismissInteraction == nil, d.dismiss is DismissAnimator {
        let swipe = SwipeDismissInteraction()
        d.dismissInteraction = swipe
        w.top.dismiss(animated: true)
        var samples = script.samples(distance: distance, along: axis)
        let end = samples.removeLast()
        for s in samples.dropFirst() {
            swipe.handle(s)
            w.sim.advanceFrame()
        }
        if w.fault == .interactionNeverEnds { return "\(script), end never delivered" }
        measureHandover(w, swipe, end)
        return "\(script) (SwipeDismissInteraction)"
    }
    let interaction =
        w.program.dismissInteraction?()
        ?? (w.fault == .playsThroughGesture ? PlaysThroughInteraction() : PercentDrivenInteractiveTransition())
    d.dismissInteraction = interaction
    w.top.dismiss(animated: true)
    let handoff = GestureHandoff(completionThreshold: 0.5, flingSpeed: 800)
    var last = 0.0
    for s in script.samples(distance: distance, along: axis).dropFirst() {
        let progress = GestureHandoff.progress(translation: s.translation.y, distance: distance)
        switch s.state {
        case .began, .changed:
            interaction.update(progress)
            last = progress
            w.sim.advanceFrame()
        case .ended, .cancelled:
            if w.fault == .interactionNeverEnds { return "\(script), end never delivered" }
            if handoff.shouldFinish(progress: last, velocity: s.velocity.y, state: s.state) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        }
    }
    return "\(script) (\(type(of: interaction)))"
}

/// Checks the release of a swipe: value continuous, velocity equal to the gesture's.
private func measureHandover(_ w: TransitionWorld, _ swipe: SwipeDismissInteraction, _ end: PanGesture) {
    let presented = swipe.context?.viewController(forKey: .from)?.view
    let y0 = presented?.presentation.center.y
    swipe.handle(end)
    guard end.state == .ended, let presented, let y0, let ctx = swipe.context, !ctx.isComplete else { return }
    // With (almost) nothing left to travel the completion cannot carry the finger's velocity:
    // its motion is a fraction of a zero distance.
    let remaining = ctx.transitionWasCancelled ? ctx.percentComplete : 1 - ctx.percentComplete
    guard remaining * w.window.bounds.height >= 1 else { return }
    let v = end.velocity.y
    let y1 = presented.presentation.center.y
    let dt = 1e-8  // the completion spring can be stiff: keep the finite-difference error small
    w.sim.advance(by: dt)
    let measured = (presented.presentation.center.y - y1) / dt
    if abs(y1 - y0) > 1e-6 { w.handoverProblems.append("value jumped \(y0) → \(y1) at release") }
    // A release against the direction (v < 0) on the finishing side, or a cancel, runs the
    // spring the other way: its start velocity is still the finger's.
    if abs(measured - v) > 0.02 * abs(v) + 1 {
        w.handoverProblems.append("velocity \(measured) pt/s after release of a \(v) pt/s swipe")
    }
}

/// Pinch-to-dismiss with the library's `PinchDismissInteraction` scrubbing the delegate's animator.
private func pinchDismiss(_ w: TransitionWorld, _ p: Int) -> String {
    guard let d = w.top.transitioningDelegate as? PresentationDelegate else { return "no delegate" }
    let pinch = PinchDismissInteraction()
    d.dismissInteraction = pinch
    defer { d.dismissInteraction = nil }
    w.top.dismiss(animated: true)
    let script = GestureScript(choice: p)
    var previous = 1.0
    for f in script.path {
        let scale = 1 - pinch.scaleDistance * f
        pinch.handle(PinchGesture(state: .changed, scale: scale, velocity: (scale - previous) / w.sim.frameInterval))
        previous = scale
        w.sim.advanceFrame()
    }
    if w.fault == .interactionNeverEnds { return "\(script), end never delivered" }
    let v = -script.releaseVelocity / 600  // scale per second (pinching in completes)
    pinch.handle(PinchGesture(state: script.systemCancelled ? .cancelled : .ended, scale: previous, velocity: v))
    return "\(script) (pinch, release at \(v)/s)"
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
