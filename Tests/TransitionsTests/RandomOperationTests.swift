import Foundation
import PropertyBased
import Testing

@testable import Transitions

/// Interprets a list of random choices as a program of container operations, gestures and clock
/// steps against a window whose root is a navigation controller over a custom container. Every
/// choice is valid in every state (operations that UIKit rejects throw typed errors, which are
/// part of the model), so any shrunk list replays.
final class RandomProgram {
    let stage: Stage
    let nav: NavigationController
    let container: ContainerViewController
    var delegates: [Delegate] = []
    var counter = 0
    var trace: [String] = []

    init() {
        var c: ContainerViewController!
        stage = Stage { sim in
            c = ContainerViewController(sim, title: "container", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
            return NavigationController(sim, root: c)
        }
        container = c
        nav = stage.window.rootViewController as! NavigationController
    }

    var sim: Simulation { stage.sim }

    /// The top presented controller (the one the user sees).
    var top: ViewController { nav.topPresented }

    func animator(_ k: Int) -> BaseAnimator {
        switch k % 8 {
        case 0: return SlideAnimator()
        case 1: return CrossfadeAnimator()
        case 2: return BouncePresentAnimator()
        case 3: return DismissAnimator()
        case 4: return RotateAboutCornerAnimator()
        case 5: return CardsAnimator()
        case 6: return ZoomAnimator()
        default: return CoverVerticalAnimator()
        }
    }

    func step(_ c: Int) {
        let op = c % 11
        let arg = c / 11
        do {
            switch op {
            case 0:
                counter += 1
                trace.append("push v\(counter)")
                try nav.push(ViewController(sim, title: "v\(counter)"), animated: arg % 3 != 0)
            case 1:
                trace.append("pop")
                try nav.popViewController(animated: arg % 3 != 0)
            case 2:
                trace.append("select \(arg % 3)")
                try container.select(index: arg % 3, animated: arg % 2 == 0)
            case 3:
                counter += 1
                let vc = ViewController(sim, title: "m\(counter)")
                vc.modalPresentationStyle = ModalPresentationStyle.allCases[arg % 3]
                let d = Delegate()
                d.presentAnimator = animator(arg / 3)
                d.dismissAnimator = animator(arg / 5)
                delegates.append(d)
                vc.transitioningDelegate = d
                trace.append("present m\(counter) \(vc.modalPresentationStyle) \(type(of: d.presentAnimator!))")
                try top.present(vc, animated: arg % 4 != 0)
            case 4:
                trace.append("dismiss")
                if top.presentingViewController != nil { try top.dismiss(animated: arg % 4 != 0) }
            case 5:
                trace.append("advance \(Double(arg % 50) / 100)")
                sim.advance(by: Double(arg % 50) / 100)
            case 6:
                trace.append("frame")
                sim.advanceFrame()
            case 7:
                // A container pan: began, a few changes with frames, then end or cancel.
                let dir = arg % 2 == 0 ? -1.0 : 1.0
                let n = 1 + arg % 6
                let finish = (arg / 6) % 3
                trace.append("pan dir \(dir) steps \(n) end \(finish)")
                container.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 300 * dir, y: 0)))
                for i in 1...n {
                    container.handlePan(PanGesture(state: .changed, translation: CGPoint(x: dir * Double(i) * 40, y: 0), velocity: CGPoint(x: 400 * dir, y: 0)))
                    sim.advanceFrame()
                }
                let v = finish == 0 ? 900 * dir : -100 * dir
                container.handlePan(PanGesture(state: finish == 2 ? .cancelled : .ended, translation: CGPoint(x: dir * Double(n) * 40, y: 0), velocity: CGPoint(x: v, y: 0)))
            case 8:
                let n = 1 + arg % 5
                let fling = arg % 2 == 0
                trace.append("edge pan steps \(n) fling \(fling)")
                nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: 200, y: 0), location: CGPoint(x: 4, y: 300)))
                for i in 1...n {
                    nav.handleEdgePan(PanGesture(state: .changed, translation: CGPoint(x: Double(i) * 30, y: 0), velocity: CGPoint(x: 300, y: 0)))
                    sim.advanceFrame()
                }
                nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: Double(n) * 30, y: 0), velocity: CGPoint(x: fling ? 900 : -20, y: 0)))
            case 9:
                // Interactive swipe-down dismissal of the top presentation.
                guard let presenter = top.presentingViewController, let d = top.transitioningDelegate as? Delegate else { return }
                let dismiss = DismissAnimator()
                d.dismissAnimator = dismiss
                let swipe = SwipeDismissInteraction(animator: dismiss)
                d.dismissInteraction = swipe
                // Return the interaction controller only for this gesture-driven dismissal (a stale
                // one would wait for a gesture forever, as in UIKit).
                defer { d.dismissInteraction = nil }
                let n = 1 + arg % 6
                trace.append("swipe dismiss steps \(n)")
                _ = presenter
                try top.dismiss(animated: true)
                for i in 1...n {
                    swipe.handle(PanGesture(state: .changed, translation: CGPoint(x: 0, y: Double(i) * 50), velocity: CGPoint(x: 0, y: 600)))
                    sim.advanceFrame()
                }
                swipe.handle(PanGesture(state: .ended, translation: CGPoint(x: 0, y: Double(n) * 50), velocity: CGPoint(x: 0, y: arg % 3 == 0 ? 1500 : 100)))
            default:
                trace.append("run until idle")
                try sim.runUntilIdle()
            }
        } catch {
            trace.append("  → \(error)")
        }
    }

    func invariants(atRest: Bool) -> [String] {
        var p = stage.check(atRest: atRest)
        guard atRest else { return p }
        // The containers' own structure at rest.
        if nav.children.map(ObjectIdentifier.init) != nav.viewControllers.map(ObjectIdentifier.init) {
            p.append("nav children \(nav.children) ≠ stack \(nav.viewControllers)")
        }
        if let top = nav.topViewController {
            if top.view.superview !== nav.contentView { p.append("nav top \(top) not in the content view") }
            if top.view.frame != nav.contentView.bounds { p.append("nav top \(top) frame \(top.view.frame)") }
            if top.view.alpha != 1 || !top.view.transform.isIdentity { p.append("nav top \(top) alpha/transform not restored") }
        }
        for vc in nav.viewControllers.dropLast() where vc.view.superview != nil { p.append("covered \(vc) still in a superview") }
        if let sel = container.selectedViewController {
            if container.children.count != 1 || container.children.first !== sel { p.append("container children \(container.children)") }
            if sel.view.superview !== container.childHost || sel.view.frame != container.childHost.bounds {
                p.append("selected \(sel) misplaced: \(sel.view.frame)")
            }
        }
        var levels = 0
        var vc: ViewController = nav
        while let next = vc.presentedViewController {
            levels += 1
            if next.view.frame != stage.window.bounds || next.view.alpha != 1 || !next.view.transform.isIdentity {
                p.append("presented \(next) frame \(next.view.frame) alpha \(next.view.alpha)")
            }
            vc = next
        }
        if stage.window.subviews.count != 1 + levels - fullScreenRemovals() {
            p.append("window has \(stage.window.subviews.count) subviews for \(levels) presentations")
        }
        for v in [stage.window as View] + stage.window.allDescendants where v.hasAnimations { p.append("\(v) still animating at rest") }
        return p
    }

    /// Presenter views removed by full-screen presentations (they leave the window).
    private func fullScreenRemovals() -> Int {
        var n = 0
        var vc: ViewController = nav
        while let next = vc.presentedViewController {
            if next.presentationController?.shouldRemovePresentersView == true, vc === nav { n += 1 }
            vc = next
        }
        return n
    }
}

@Suite struct RandomOperationTests {
    @Test func invariantsHoldOverRandomOperationSequences() async {
        let count = Int(ProcessInfo.processInfo.environment["TRANSIT_CASES"] ?? "") ?? 150
        await propertyCheck(count: count, input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { choices in
            let program = RandomProgram()
            for c in choices {
                program.step(c)
                let p = program.invariants(atRest: false)
                if !p.isEmpty {
                    Issue.record("after \(program.trace.joined(separator: "; ")): \(p)")
                    return
                }
            }
            do { try program.sim.runUntilIdle() } catch { Issue.record("\(error)") }
            let p = program.invariants(atRest: true)
            #expect(p.isEmpty, "after \(program.trace.joined(separator: "; ")): \(p)")
        }
    }
}
