import Foundation
import Testing

import TransitionChecks

@testable import Transitions

/// `View.window` is kept by the moves that change it (UIKit's `_window`) instead of walked up the
/// superview chain on every read. Random programs of moves — between two windows, a window nested
/// in another's tree, subtrees taken out and put back, reorders within one superview — must leave
/// every view answering what the walk answers: itself for a window, else the first window above.
@Suite struct WindowMembershipTests {
    /// The definition `window` caches: the first window on the way up, the view included.
    private func walkedWindow(of view: View) -> Window? {
        var v: View? = view
        while let cur = v {
            if let w = cur as? Window { return w }
            v = cur.superview
        }
        return nil
    }

    @Test func windowFollowsEveryMoveOfRandomPrograms() {
        var rng = SplitMix64(seed: 0x5EED)
        for program in 0..<40 {
            let sim = Simulation()
            let windows = [Window(sim, name: "w0"), Window(sim, name: "w1"), Window(sim, name: "nested")]
            var views: [View] = windows
            for i in 0..<14 { views.append(View(sim, name: "v\(i)")) }
            for step in 0..<60 {
                let view = views[Int(rng.next() % UInt64(views.count))]
                let target = views[Int(rng.next() % UInt64(views.count))]
                switch rng.next() % 5 {
                case 0: view.removeFromSuperview()
                case 1: if view !== windows[0], view !== windows[1] { target.insertSubview(view, at: Int(rng.next() % 4)) }
                case 2: if let s = view.superview { s.bringSubviewToFront(view) }
                default: if view !== windows[0], view !== windows[1] { target.addSubview(view) }
                }
                for v in views {
                    #expect(v.window === walkedWindow(of: v), "program \(program) step \(step): \(v.modelName)")
                }
            }
        }
    }

    @Test func aRemovedSubtreeLeavesItsWindowAndANestedWindowAnswersItself() {
        let sim = Simulation()
        let w = Window(sim, name: "w"), inner = Window(sim, name: "inner")
        let a = View(sim, name: "a"), b = View(sim, name: "b"), c = View(sim, name: "c")
        w.addSubview(a)
        a.addSubview(b)
        b.addSubview(inner)
        inner.addSubview(c)
        #expect(w.window === w && a.window === w && b.window === w)
        #expect(inner.window === inner && c.window === inner)
        a.removeFromSuperview()
        #expect(a.window == nil && b.window == nil)
        #expect(inner.window === inner && c.window === inner)
        w.addSubview(b)  // out of a, straight into the window
        #expect(b.window === w && a.window == nil)
    }
}
