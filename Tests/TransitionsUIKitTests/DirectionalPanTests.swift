import Foundation
import Testing
import TransitionsUIKit

// A common subclass: a pan that only accepts one direction. It lets `super` track the touch, then
// fails the gesture when the finger goes the wrong way. UIKit sends actions at the next turn of
// the run loop with the state the recognizer has then, so a gesture failed in the same
// `touchesMoved` never reaches the target — not even its `.began`.

private final class RightwardPan: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed else { return }
        let v = velocity(in: view)
        if abs(v.y) > abs(v.x) || v.x < 0 { state = .failed }
    }
}

private final class Log: NSObject {
    var states: [UIGestureRecognizer.State] = []
    func pan(_ g: UIPanGestureRecognizer) { states.append(g.state) }
}

@Suite struct DirectionalPanTests {
    private func drag(by step: CGPoint, _ body: (Log) -> Void) {
        withUIKitStage { sim, root in
            let log = Log()
            root.view.addGestureRecognizer(RightwardPan(target: log, action: Selector(Log.pan(_:), "pan:")))
            let window = root.view.window!
            var p = CGPoint(x: 100, y: 300)
            let f = Finger(downAt: p, in: window)
            for _ in 0..<8 {
                sim.advanceFrame()
                p = CGPoint(x: p.x + step.x, y: p.y + step.y)
                f.move(to: p)
            }
            sim.advanceFrame()
            f.lift()
            body(log)
        }
    }

    @Test func theWrongWayNeverReachesTheTarget() {
        drag(by: CGPoint(x: 0, y: 20)) { log in #expect(log.states.isEmpty, "\(log.states)") }
    }

    @Test func theRightWayBeginsChangesAndEnds() {
        drag(by: CGPoint(x: 20, y: 0)) { log in
            #expect(log.states.first == .began && log.states.last == .ended && log.states.contains(.changed), "\(log.states)")
        }
    }
}
