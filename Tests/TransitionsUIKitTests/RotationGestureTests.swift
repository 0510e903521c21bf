import Foundation
import Testing
import TransitionsUIKit

/// A controller rotating a card with two fingers, as fluid-interface demos do: the handler
/// applies the increment and resets `rotation` to 0.
private final class Spinner: NSObject {
    var angle: CGFloat = 0
    var states: [UIGestureRecognizer.State] = []
    var lastVelocity: CGFloat = 0
    func rotated(_ g: UIRotationGestureRecognizer) {
        states.append(g.state)
        angle += g.rotation
        g.rotation = 0
        lastVelocity = g.velocity
    }
}

@Suite struct RotationGestureTests {
    /// Two fingers on a circle of radius 100 about (200, 400), turning a quarter turn clockwise
    /// (on screen) over 20 frames.
    private func quarterTurn(from start: Double = 0, by turn: Double = .pi / 2, frames: Int = 20) -> [Stroke] {
        let c = CGPoint(x: 200, y: 400)
        func points(_ phase: Double) -> [CGPoint] {
            (0...frames).map { i in
                let a = start + phase + turn * Double(i) / Double(frames)
                return CGPoint(x: c.x + 100 * cos(a), y: c.y + 100 * sin(a))
            }
        }
        return [Stroke(points: points(0)), Stroke(points: points(.pi))]
    }

    @Test func twoFingersTurningReportTheAngleAndVelocity() throws {
        try withUIKitStage { sim, root in
            let spinner = Spinner()
            let r = UIRotationGestureRecognizer(target: spinner, action: Selector(Spinner.rotated(_:), "rotated:"))
            root.view.addGestureRecognizer(r)
            root.view.window?.play(quarterTurn())
            try sim.runUntilIdle()
            #expect(spinner.states.first == .began && spinner.states.last == .ended)
            #expect(spinner.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            // The increments add up to the turn; the sign is clockwise on screen.
            #expect(abs(spinner.angle - .pi / 2) < 1e-9)
            #expect(spinner.lastVelocity > 0)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Past ±π the angle keeps counting (no jump by 2π), and a counter-clockwise turn is negative.
    @Test func theAngleIsUnwrapped() throws {
        try withUIKitStage { sim, root in
            let spinner = Spinner()
            root.view.addGestureRecognizer(UIRotationGestureRecognizer(target: spinner, action: Selector(Spinner.rotated(_:), "rotated:")))
            root.view.window?.play(quarterTurn(from: .pi * 0.9, by: -1.5 * .pi, frames: 40))
            try sim.runUntilIdle()
            #expect(abs(spinner.angle + 1.5 * .pi) < 1e-9)
        }
    }

    /// Fingers that only spread apart (a pinch) do not begin a rotation; one finger never does.
    @Test func aPinchOrOneFingerIsNoRotation() throws {
        try withUIKitStage { sim, root in
            let spinner = Spinner()
            let r = UIRotationGestureRecognizer(target: spinner, action: Selector(Spinner.rotated(_:), "rotated:"))
            root.view.addGestureRecognizer(r)
            root.view.window?.play([
                .drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 50, y: 400), frames: 10),
                .drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 350, y: 400), frames: 10),
            ])
            try sim.runUntilIdle()
            root.view.window?.play([.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 200), frames: 10)])
            try sim.runUntilIdle()
            #expect(spinner.states.isEmpty)
            #expect(r.state == .possible)
        }
    }
}
