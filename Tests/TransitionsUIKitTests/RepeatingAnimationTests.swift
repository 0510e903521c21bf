import Foundation
import Testing
import TransitionsUIKit

/// `.repeat` and `.autoreverse` on `UIView.animate`, `modifyAnimations(withRepeatCount:…)` and
/// the legacy block settings: timed as Core Animation times the animations UIKit makes for them.
@Suite struct RepeatingAnimationTests {
    private func alpha(_ v: UIView) -> Double { Double(v.layer.presentation()?.opacity ?? -1) }

    /// A pulse (`[.repeat, .autoreverse]`): forward over the duration, back over the same, again
    /// and again; the model value is the new one at once; the simulation can become idle with it
    /// running; removing it ends it (completion false) and shows the model value.
    @Test func aPulseRunsUntilRemoved() throws {
        try withUIKitStage { sim, root in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(dot)
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { dot.alpha = 0.2 }) { finished.append($0) }
            #expect(dot.alpha == 0.2)
            sim.advance(by: 0.25)
            let forward = alpha(dot)
            #expect(forward < 1 && forward > 0.2)
            sim.advance(by: 0.5)  // t = 0.75: as far back from the end as 0.25 was from the start
            #expect(abs(alpha(dot) - forward) < 1e-9)
            sim.advance(by: 0.25)  // t = 1.0: a cycle done, back at the start value
            #expect(abs(alpha(dot) - 1) < 1e-9)
            sim.advance(by: 10.25)  // t = 11.25: a quarter into the twelfth cycle
            #expect(abs(alpha(dot) - forward) < 1e-9)
            try sim.runUntilIdle()
            #expect(finished.isEmpty, "an endless animation does not finish on its own")
            dot.layer.removeAllAnimations()
            try sim.runUntilIdle()
            #expect(finished == [false] && abs(alpha(dot) - 0.2) < 1e-6)
        }
    }

    /// `.autoreverse` alone: forward and back once, then the view shows its new value (the jump
    /// UIKit is known for); the completion runs with true after twice the duration.
    @Test func autoreverseAloneEndsAtTheNewValue() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            var done: [(Double, Bool)] = []
            UIView.animate(withDuration: 0.4, delay: 0, options: [.autoreverse, .curveLinear], animations: { v.center.x = 105 }) {
                done.append((sim.now, $0))
            }
            sim.advance(by: 0.6)
            #expect(abs((v.layer.presentation()?.position.x ?? 0) - 55) < 1e-6, "half-way back on a linear curve")
            try sim.runUntilIdle()
            #expect(done.count == 1 && done[0].1 && abs(done[0].0 - 0.8) < 1.0 / 60 + 1e-9)
            #expect(v.layer.presentation()?.position.x == 105)
        }
    }

    /// `.repeat` alone restarts from the old value each cycle; `modifyAnimations` repeats a part
    /// of a block a given number of times; the legacy block settings too.
    @Test func repeatCountsAndLegacyBlocks() throws {
        try withUIKitStage { sim, root in
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            for v in [a, b, c] { root.view.addSubview(v) }
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { a.center.x = 105 })
            var bDone: [(Double, Bool)] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { b.center.x = 105 }
            }) { bDone.append((sim.now, $0)) }
            UIView.beginAnimations("legacy", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatCount(3)
            c.center.x = 105
            UIView.commitAnimations()
            sim.advance(by: 1.25)
            #expect(abs((a.layer.presentation()?.position.x ?? 0) - 30) < 1e-6, "a quarter into the second cycle, from the start")
            #expect(abs((b.layer.presentation()?.position.x ?? 0) - 80) < 1e-6, "a quarter of the way back")
            #expect(abs((c.layer.presentation()?.position.x ?? 0) - 30) < 1e-6)
            try sim.runUntilIdle()
            #expect(bDone.count == 1 && bDone[0].1 && abs(bDone[0].0 - 4) < 1.0 / 60 + 1e-9, "two cycles of forward and back")
            #expect(c.layer.presentation()?.position.x == 105, "three plays, then the new value")
            #expect(a.layer.animationKeys()?.isEmpty == false, "the endless one is still on")
        }
    }

    /// Bad repeat counts play once; an endless Core Animation spinner lets the model go idle.
    @Test func badCountsAndEndlessSpinners() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            var done = 0
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                UIView.modifyAnimations(withRepeatCount: .nan, autoreverses: false) { v.alpha = 0 }
                UIView.modifyAnimations(withRepeatCount: -3, autoreverses: false) { v.center.x = 50 }
            }) { _ in done += 1 }
            UIView.modifyAnimations(withRepeatCount: 4, autoreverses: true) { v.center.y = 80 }
            #expect(v.layer.presentation()?.position.y == 80, "outside a block: at once")
            try sim.runUntilIdle()
            #expect(done == 1 && abs(sim.now - 0.5) < 0.05)

            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.fromValue = 0
            spin.toValue = Double.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            v.layer.add(spin, forKey: "spin")
            try sim.runUntilIdle()
            #expect(v.layer.animation(forKey: "spin") != nil)
        }
    }
}
