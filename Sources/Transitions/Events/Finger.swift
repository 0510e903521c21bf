import Foundation

/// A finger on a window's screen: the way tests and the checker touch the model as a person
/// does. Each call sends one `Event` through `Window.sendEvent(_:)` at the simulation's current
/// time; `Window.play(_:)` spreads strokes over frames.
public final class Finger {
    public let touch: Touch
    public let window: Window
    /// The finger has lifted or been cancelled.
    public private(set) var isUp = false

    /// Puts a finger down at `point` (window coordinates). Taps in quick succession at about
    /// the same place count up `tapCount` (within 0.35 s and 40 points, UIKit's multi-tap rule).
    public init(downAt point: CGPoint, in window: Window) {
        let now = window.simulation.now
        var taps = 1
        if let last = window.lastTap, now - last.time <= 0.35, hypot(point.x - last.point.x, point.y - last.point.y) <= 40 {
            taps = last.count + 1
        }
        touch = Touch(window: window, view: nil, at: point, time: now, tapCount: taps)
        self.window = window
        window.sendEvent(Event(timestamp: now, touches: [touch]))
    }

    /// Moves the finger to `point`.
    public func move(to point: CGPoint) {
        guard !isUp else { return }
        touch.move(to: point, time: window.simulation.now)
        window.sendEvent(Event(timestamp: touch.timestamp, touches: [touch]))
    }

    /// Lifts the finger.
    public func lift() {
        guard !isUp else { return }
        isUp = true
        touch.phase = .ended
        touch.timestamp = window.simulation.now
        window.lastTap = (touch.timestamp, touch.windowLocation, touch.tapCount)
        window.sendEvent(Event(timestamp: touch.timestamp, touches: [touch]))
    }

    /// The system cancels the touch (an incoming call, a system gesture).
    public func cancel() {
        guard !isUp else { return }
        isUp = true
        touch.phase = .cancelled
        touch.timestamp = window.simulation.now
        window.sendEvent(Event(timestamp: touch.timestamp, touches: [touch]))
    }
}

/// One finger's path over frames: down at `points[0]`, at `points[i]` on frame i, then lifted
/// (or cancelled by the system) one frame after the last point.
public struct Stroke: Sendable, Hashable {
    public enum End: Sendable, Hashable { case lift, cancel }
    public var points: [CGPoint]
    public var end: End
    public init(points: [CGPoint], end: End = .lift) {
        self.points = points
        self.end = end
    }

    /// A straight drag from `a` to `b` over `frames` frames (≥ 1), eased or linear.
    public static func drag(from a: CGPoint, to b: CGPoint, frames: Int, end: End = .lift) -> Stroke {
        let n = max(1, frames)
        return Stroke(points: (0...n).map { i in
            let t = Double(i) / Double(n)
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }, end: end)
    }

    /// A tap at `p` (down, then lifted on the next frame).
    public static func tap(at p: CGPoint) -> Stroke { Stroke(points: [p]) }
}

extension Window {
    /// Plays strokes (one per finger, in parallel) over the coming frames, in the frames'
    /// `events` phase: on the next frame every finger goes down at its first point, then moves
    /// one point per frame, then lifts or is cancelled. Returns when scheduled; advance the
    /// clock to play it.
    public func play(_ strokes: [Stroke]) {
        var fingers: [Finger?] = Array(repeating: nil, count: strokes.count)
        var frame = 0
        var id = 0
        id = simulation.addParticipant(.events, keepsAwake: true) { [weak self] _ in
            guard let self else { return }
            var done = true
            for (i, s) in strokes.enumerated() {
                if frame < s.points.count {
                    done = false
                    if let f = fingers[i] { f.move(to: s.points[frame]) } else { fingers[i] = Finger(downAt: s.points[frame], in: self) }
                } else if frame == s.points.count, let f = fingers[i] {
                    done = false
                    if s.end == .lift { f.lift() } else { f.cancel() }
                }
            }
            frame += 1
            if done { self.simulation.removeParticipant(id) }
        }
    }
}
