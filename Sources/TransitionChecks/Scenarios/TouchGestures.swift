import Foundation
import Transitions

/// Gestures as a person makes them: fingers on the window, aimed at what can be touched.
///
/// A *target* is a view with an enabled gesture recognizer (or a control) that is seen on
/// screen and that a touch at some point of it reaches (`Window.hitTest` lands on it or below
/// it, so its recognizers receive the touch) — the presented content, a dimming view outside it,
/// a handle, a scroll view — or, for a screen-edge recognizer, the window's edge. Touches travel
/// UIKit's path (`Window.sendEvent`): the app's own recognizers, their delegates and its views'
/// `touches…` methods are exercised with no wiring.
struct TouchTarget: CustomStringConvertible {
    let view: View
    /// Where the finger goes down, in window coordinates.
    let point: CGPoint
    /// A screen-edge pan target: the drag goes away from `edge`.
    let edge: ScreenEdgePanGestureRecognizer.RectEdge?

    var description: String {
        let kind = edge.map { "edge \($0.rawValue)" } ?? "view"
        return "\(kind) \(view.modelName) at (\(Int(point.x)), \(Int(point.y)))"
    }

    /// The touchable targets on `window`'s screen now, in tree order.
    static func all(in window: Window) -> [TouchTarget] {
        var out: [TouchTarget] = []
        for v in [window as View] + window.allDescendants {
            let recognizers = v.recognizers.filter(\.isEnabled)
            let isControl = (v as? Control)?.isEnabled == true
            guard !recognizers.isEmpty || isControl, v.effectivePresentationAlpha > 0.01 else { continue }
            for r in recognizers {
                guard let edge = r as? ScreenEdgePanGestureRecognizer else { continue }
                let b = window.bounds
                for (e, p) in [
                    (ScreenEdgePanGestureRecognizer.RectEdge.left, CGPoint(x: b.minX + 4, y: b.midY)),
                    (.right, CGPoint(x: b.maxX - 4, y: b.midY)), (.top, CGPoint(x: b.midX, y: b.minY + 4)),
                    (.bottom, CGPoint(x: b.midX, y: b.maxY - 4)),
                ] where edge.edges.contains(e) && reaches(window, p, v) {
                    out.append(TouchTarget(view: v, point: p, edge: e))
                }
            }
            guard isControl || recognizers.contains(where: { !($0 is ScreenEdgePanGestureRecognizer) }) else { continue }
            guard let rect = v.clippedRectInWindow?.intersection(window.bounds), !rect.isNull, rect.width > 1, rect.height > 1 else { continue }
            let candidates = [
                CGPoint(x: rect.midX, y: rect.midY), CGPoint(x: rect.midX, y: rect.minY + rect.height / 4),
                CGPoint(x: rect.midX, y: rect.maxY - rect.height / 4), CGPoint(x: rect.minX + rect.width / 4, y: rect.midY),
                CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY), CGPoint(x: rect.minX + 2, y: rect.minY + 2),
            ]
            if let p = candidates.first(where: { reaches(window, $0, v) }) { out.append(TouchTarget(view: v, point: p, edge: nil)) }
        }
        return out
    }

    /// A touch at `p` is delivered to `view`'s recognizers: the hit view is `view` or below it.
    private static func reaches(_ window: Window, _ p: CGPoint, _ view: View) -> Bool {
        guard let hit = window.hitTest(p, with: nil) else { return false }
        return hit.isDescendant(of: view)
    }
}

/// The drags and taps a touch action plays, decoded from one choice.
enum TouchMove {
    /// Directions a drag may take.
    static let directions = [CGPoint(x: 0, y: 1), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), CGPoint(x: -1, y: 0)]

    /// Plays a gesture on `target`: `choice` picks a tap (1 in 6) or a drag along one of the
    /// directions (away from the edge for an edge target) following a `GestureScript` — tens of
    /// frames back and forth with stalls, a release at the script's velocity (the finger keeps
    /// that velocity for its last three frames) or a system cancel. Advances one frame per move.
    static func play(on target: TouchTarget, choice: Int, in window: Window) -> String {
        let sim = window.simulation
        // Controls are mostly tapped; views with recognizers mostly dragged.
        if target.edge == nil, choice % 6 == 5 || (target.view is Control && choice % 3 != 0) {
            let f = Finger(downAt: target.point, in: window)
            sim.advanceFrame()
            f.lift()
            return "tap \(target)"
        }
        let axis: CGPoint
        switch target.edge {
        case .some(let e) where e.contains(.left): axis = CGPoint(x: 1, y: 0)
        case .some(let e) where e.contains(.right): axis = CGPoint(x: -1, y: 0)
        case .some(let e) where e.contains(.top): axis = CGPoint(x: 0, y: 1)
        case .some: axis = CGPoint(x: 0, y: -1)
        case .none: axis = directions[(choice / 6) % directions.count]
        }
        let script = GestureScript(choice: choice / 24)
        let distance = abs(axis.x) > 0 ? window.bounds.width : window.bounds.height
        func at(_ s: Double) -> CGPoint { CGPoint(x: target.point.x + axis.x * s, y: target.point.y + axis.y * s) }
        let f = Finger(downAt: target.point, in: window)
        var s = 0.0
        for progress in script.path {
            sim.advanceFrame()
            s = progress * distance
            f.move(to: at(s))
        }
        if script.systemCancelled {
            sim.advanceFrame()
            f.cancel()
            return "drag \(target) along (\(Int(axis.x)), \(Int(axis.y))), \(script)"
        }
        for _ in 0..<3 {
            sim.advanceFrame()
            s += script.releaseVelocity * sim.frameInterval
            f.move(to: at(s))
        }
        f.lift()
        return "drag \(target) along (\(Int(axis.x)), \(Int(axis.y))), \(script)"
    }

    /// The exhaustive grid: a tap, and each direction with the gesture grid's first drags.
    static let grid: [Int] = [5] + (0..<4).flatMap { d in [0, 1, 4, 14].map { g in (GestureScript.gridBase + g) * 24 + d * 6 } }
}
