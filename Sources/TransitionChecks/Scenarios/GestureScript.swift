import Foundation
import Transitions

/// A realistic drag, decoded from one choice: tens of frames long, through waypoints that reach
/// 0 % and 100 % (and past it), scrubbing back and forth with stalls, then released at one of a
/// spread of velocities — or cancelled by the system.
///
/// Progress is along the gesture's direction as a fraction of `distance`; the samples carry the
/// translation in points and the finger's velocity (finite differences at the display rate, the
/// release velocity as given).
struct GestureScript: Sendable, Equatable, CustomStringConvertible {
    /// The finger's progress at each frame (values past 1 are an overshoot the handler clamps).
    let path: [Double]
    /// Velocity at release along the gesture (points per second, positive towards completion).
    let releaseVelocity: Double
    /// The system cancels the gesture instead of the finger lifting (an incoming call, …).
    let systemCancelled: Bool

    static let waypoints: [Double] = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1, 1.15]
    static let releaseVelocities: [Double] = [-1800, -600, -150, 0, 150, 600, 1800]

    /// Choices from here on decode to the exhaustive grid (random cases draw below 10⁶).
    static let gridBase = 1 << 40
    /// Where a grid drag ends, as a fraction of the distance.
    static let gridEnds: [Double] = [0, 0.25, 0.5, 0.75, 1]
    /// The grid's release velocities: against, still, with (past every fling threshold).
    static let gridVelocities: [Double] = [-1800, 0, 1800]
    /// The exhaustive set: a 10-frame drag to each end point released at each velocity
    /// (5 × 3), plus one the system cancels at 50 %.
    static let grid: [Int] = (0...15).map { gridBase + $0 }

    /// Decodes `choice`: the same choice is the same gesture; 0 is the plainest (a slow, short
    /// drag to 10 % and a still release); `grid` choices are the exhaustive grid's drags.
    init(choice: Int) {
        if choice >= Self.gridBase, choice - Self.gridBase <= 15 {
            let code = choice - Self.gridBase
            let end = code == 15 ? 0.5 : Self.gridEnds[code % 5]
            path = (1...10).map { end * Double($0) / 10 }
            releaseVelocity = code == 15 ? 0 : Self.gridVelocities[code / 5]
            systemCancelled = code == 15
            return
        }
        var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: choice))
        func pick(_ n: Int) -> Int { choice == 0 ? 0 : Int(rng.next() % UInt64(n)) }
        let frames = 8 + pick(48)
        let stops = 1 + pick(4)
        var targets = (0..<stops).map { _ in Self.waypoints[pick(Self.waypoints.count)] }
        if choice == 0 { targets = [0.1] }
        // Frames per segment, a stall (held finger) after some segments.
        var path: [Double] = []
        var at = 0.0
        let perSegment = max(2, frames / stops)
        for target in targets {
            for i in 1...perSegment { path.append(at + (target - at) * Double(i) / Double(perSegment)) }
            at = target
            if pick(3) == 0 { path += Array(repeating: at, count: 2 + pick(6)) }
        }
        self.path = path
        releaseVelocity = choice == 0 ? 0 : Self.releaseVelocities[pick(Self.releaseVelocities.count)]
        systemCancelled = pick(7) == 0
    }

    /// The pan samples for a gesture of `distance` points along `axis` (±1 · x or y): began, one
    /// changed per frame, then ended or cancelled. The caller advances one frame after each
    /// changed sample.
    func samples(distance: Double, frameRate: Double = 60, along axis: CGPoint) -> [PanGesture] {
        func point(_ s: Double) -> CGPoint { CGPoint(x: axis.x * s, y: axis.y * s) }
        var out = [PanGesture(state: .began, translation: .zero, velocity: point(300))]
        var previous = 0.0
        for p in path {
            let v = (p - previous) * distance * frameRate
            out.append(PanGesture(state: .changed, translation: point(p * distance), velocity: point(v)))
            previous = p
        }
        out.append(
            PanGesture(
                state: systemCancelled ? .cancelled : .ended, translation: point(previous * distance),
                velocity: point(systemCancelled ? 0 : releaseVelocity)))
        return out
    }

    var description: String {
        let peak = path.max() ?? 0
        return "\(path.count) frames, peak \(Int((peak * 100).rounded())) %, last \(Int(((path.last ?? 0) * 100).rounded())) %, "
            + (systemCancelled ? "cancelled by the system" : "released at \(Int(releaseVelocity)) pt/s")
    }
}
