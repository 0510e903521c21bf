import Foundation
import Transitions

public struct PageSwitcherScenario: Scenario {
    public init() {}
    public var name: String { "page switcher" }
    public func makeSystem() -> PageSwitcherWorld { PageSwitcherWorld(pages: 3) }
    public func settle(_ w: PageSwitcherWorld) throws { try w.sim.runUntilIdle(maxFrames: 20_000) }

    public func features(of w: PageSwitcherWorld) -> [String] {
        var f: [String] = []
        if w.switcher.isShowingPresentation { f.append("showing") }
        if w.switcher.viewControllers.isEmpty { f.append("empty") }
        if w.switcher.animationsInFlight > 0 { f.append("animating") }
        if w.switcher.orientation == .landscape { f.append("landscape") }
        if w.dragsWhileShowing > 0 { f.append("dragged") }
        return f
    }

    public func window(of w: PageSwitcherWorld) -> Window? { w.window }

    public func describe(_ w: PageSwitcherWorld) -> String {
        "t=\(w.sim.now) pages=\(w.switcher.viewControllers.map(\.reportTitle)) selected=\(w.switcher.selectedIndex.map(String.init) ?? "none") "
            + "showing=\(w.switcher.isShowingPresentation) orientation=\(w.switcher.orientation.rawValue) ignoring=\(w.sim.application.ignoringDepth)"
    }

    public var invariants: [Invariant<PageSwitcherWorld>] { [PageSwitcherInvariants.structure] }
    public var quiescentInvariants: [Invariant<PageSwitcherWorld>] { [PageSwitcherInvariants.atRest] }

    /// Exhaustive positions among `n`: the first, the middle and the last (every one for n ≤ 3).
    static func ends(_ n: Int) -> [Int] { n <= 3 ? Array(0..<max(1, n)) : [0, n / 2, n - 1] }

    /// Exhaustive taps: left, middle and right (10/50/90 % across), high and low.
    static let tapChoices: [Int] = [10, 50, 90].flatMap { x in
        [true, false].compactMap { top in (0..<300).first { $0 % 100 == x && ($0 % 3 == 0) == top } }
    }

    /// Exhaustive drags: three frames, −4, −1, 0, +1, +4 page widths' worth (×90 pt), released;
    /// and +1 cancelled by the system.
    static let dragChoices: [Int] =
        [0, 3, 4, 5, 8].compactMap { k in (0..<10_000).first { $0 % 5 == 2 && ($0 / 5) % 9 == k && $0 % 7 != 0 } }
        + [(0..<10_000).first { $0 % 5 == 2 && ($0 / 5) % 9 == 5 && $0 % 7 == 0 } ?? 0]

    public func actions(in w: PageSwitcherWorld) -> [Action<PageSwitcherWorld>] {
        [
            Action(kind: "pages", name: "add") { w, _ in
                w.counter += 1
                return attempt("n\(w.counter)") { try w.switcher.addViewController(ViewController(w.sim, title: "n\(w.counter)")) }
            },
            Action(kind: "pages", name: "insert", parameters: Self.ends(w.switcher.numberOfViewControllers + 1)) { w, p in
                w.counter += 1
                let i = p % (w.switcher.numberOfViewControllers + 1)
                return attempt("n\(w.counter) at \(i)") {
                    try w.switcher.insertViewController(ViewController(w.sim, title: "n\(w.counter)"), at: i)
                }
            },
            Action(kind: "pages", name: "remove", parameters: Self.ends(w.switcher.numberOfViewControllers)) { w, p in
                guard w.switcher.numberOfViewControllers > 0 else { return "no pages" }
                let i = p % w.switcher.numberOfViewControllers
                return attempt("at \(i)") { try w.switcher.removeViewController(at: i) }
            },
            Action(kind: "present", name: "show", parameters: [1, 0]) { w, p in
                w.switcher.showPresentation(animated: p % 4 != 0)
                return "animated \(p % 4 != 0)"
            },
            Action(kind: "present", name: "dismiss", parameters: [1, 0]) { w, p in
                w.switcher.dismissPresentation(animated: p % 4 != 0)
                return "animated \(p % 4 != 0)"
            },
            Action(kind: "gesture", name: "tap", parameters: Self.tapChoices) { w, p in
                let b = w.switcher.view.bounds
                let pt = CGPoint(x: Double(p % 100) / 100 * b.width, y: b.height * (p % 3 == 0 ? 0.2 : 0.45))
                w.switcher.handleTap(at: pt)
                return "at (\(Int(pt.x)), \(Int(pt.y)))"
            },
            Action(kind: "gesture", name: "drag", parameters: Self.dragChoices) { w, p in
                let n = 1 + p % 5
                let dx = Double((p / 5) % 9 - 4) * 90
                if w.switcher.isShowingPresentation { w.dragsWhileShowing += 1 }
                w.switcher.handleDrag(PanGesture(state: .began, translation: .zero, velocity: .zero))
                for i in 1...n {
                    w.switcher.handleDrag(
                        PanGesture(
                            state: .changed, translation: CGPoint(x: dx * Double(i) / Double(n), y: 0), velocity: CGPoint(x: dx * 4, y: 0)))
                    w.sim.advanceFrame()
                }
                let cancelled = p % 7 == 0
                w.switcher.handleDrag(
                    PanGesture(
                        state: cancelled ? .cancelled : .ended, translation: CGPoint(x: dx, y: 0), velocity: CGPoint(x: dx * 3, y: 0)))
                return "dx \(dx) in \(n) frames\(cancelled ? ", cancelled" : "")"
            },
            Action(kind: "pages", name: "select", parameters: Self.ends(w.switcher.numberOfViewControllers)) { w, p in
                guard w.switcher.numberOfViewControllers > 0 else { return "no pages" }
                let i = p % w.switcher.numberOfViewControllers
                w.switcher.select(i)
                return "page \(i)"
            },
            Action(kind: "rotate", name: "resize", parameters: [0, 1, 2]) { w, p in
                let sizes = [CGSize(width: 390, height: 844), CGSize(width: 320, height: 844), CGSize(width: 744, height: 1133)]
                let size =
                    w.switcher.orientation == .portrait ? sizes[p % 3] : CGSize(width: sizes[p % 3].height, height: sizes[p % 3].width)
                w.switcher.resize(to: size)
                return "\(Int(size.width))×\(Int(size.height))"
            },
            Action(kind: "rotate", name: "rotate") { w, _ in
                w.switcher.setOrientation(w.switcher.orientation == .portrait ? .landscape : .portrait)
                return w.switcher.orientation.rawValue
            },
            Action(kind: "time", name: "advance", parameters: [5, 25]) { w, p in
                w.sim.advance(by: Double(p % 40) / 100)
                return "t=\(w.sim.now)"
            },
            Action(kind: "time", name: "run until idle") { w, _ in
                do { try w.sim.runUntilIdle(maxFrames: 20_000) } catch { return "\(error)" }
                return "t=\(w.sim.now)"
            },
        ]
    }
}
