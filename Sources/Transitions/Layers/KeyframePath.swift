import Foundation

/// Motion along a path (`CAKeyframeAnimation.path`), as Core Animation runs it: the path's
/// elements after the first move are the keyframe segments — a line, a quadratic or cubic Bézier
/// to its end point, a close back to the subpath's start; a later move jumps. Segment `i` takes
/// the time between key times `i` and `i + 1` (`keyTimes` when there is one per end point, else
/// evenly spaced) through `timingFunctions[i]`. In the paced modes (`paced`, `cubicPaced`) the
/// key times and timing functions are ignored and the point moves at constant speed along the
/// whole path, arc length measured on 32 samples per curve.
struct KeyframePath {
    /// One segment: its start and a point at parameter u ∈ [0, 1].
    struct Segment {
        let point: (Double) -> CGPoint
        /// Arc length at u = k / samples, k = 0…samples (lines: exact with two entries).
        let lengths: [Double]
        var length: Double { lengths.last ?? 0 }

        /// The parameter at arc length fraction `s` of the segment.
        func parameter(atLengthFraction s: Double) -> Double {
            guard lengths.count > 2, length > 0 else { return s }
            let target = s * length
            var k = 1
            while k < lengths.count - 1 && lengths[k] < target { k += 1 }
            let a = lengths[k - 1], b = lengths[k]
            let w = b > a ? (target - a) / (b - a) : 0
            return (Double(k - 1) + w) / Double(lengths.count - 1)
        }
    }

    static let samples = 32
    let segments: [Segment]
    let start: CGPoint

    init(_ path: ShapePath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var first: CGPoint?
        func add(_ f: @escaping (Double) -> CGPoint, curved: Bool) {
            let n = curved ? Self.samples : 1
            var lengths = [0.0]
            var last = f(0)
            for k in 1...n {
                let p = f(Double(k) / Double(n))
                lengths.append(lengths[k - 1] + hypot(Double(p.x - last.x), Double(p.y - last.y)))
                last = p
            }
            segments.append(Segment(point: f, lengths: lengths))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                if first == nil { first = p } else { add({ _ in p }, curved: false) }  // a jump
            case .line(let p):
                let a = current
                add({ u in CGPoint(x: a.x + (p.x - a.x) * u, y: a.y + (p.y - a.y) * u) }, curved: false)
                current = p
            case .quadCurve(let p, let c):
                let a = current
                add({ u in
                    let v = 1 - u
                    return CGPoint(x: v * v * a.x + 2 * v * u * c.x + u * u * p.x, y: v * v * a.y + 2 * v * u * c.y + u * u * p.y)
                }, curved: true)
                current = p
            case .curve(let p, let c1, let c2):
                let a = current
                add({ u in
                    let v = 1 - u
                    let (w0, w1, w2, w3) = (v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
                    return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * p.y)
                }, curved: true)
                current = p
            case .close:
                let a = current, b = subpathStart
                add({ u in CGPoint(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u) }, curved: false)
                current = subpathStart
            }
            if first == nil { first = current }
        }
        self.segments = segments
        start = first ?? .zero
    }

    /// Where the motion is at time fraction `f`, with the animation's keyframe settings: a
    /// segment and the parameter within it (nil: no segments, the start point).
    func location(at f: Double, keyTimes: [Double]?, mode: KeyframeAnimation.CalculationMode, functions: [MediaTimingFunction]?) -> (segment: Int, u: Double)? {
        guard !segments.isEmpty else { return nil }
        if mode == .paced || mode == .cubicPaced {
            let total = segments.reduce(0) { $0 + $1.length }
            guard total > 0 else { return (segments.count - 1, 1) }
            var target = min(max(f, 0), 1) * total
            for (i, s) in segments.enumerated() {
                if target <= s.length || s.length == 0 && target == 0 {
                    return (i, s.parameter(atLengthFraction: s.length > 0 ? target / s.length : 1))
                }
                target -= s.length
            }
            return (segments.count - 1, 1)
        }
        let n = segments.count + 1
        let times = keyTimes.flatMap { $0.count == n ? $0 : nil } ?? (0..<n).map { Double($0) / Double(n - 1) }
        let (i, u) = KeyframeAnimation.segment(at: f, times: times, mode: mode, functions: functions)
        if mode == .discrete { return i == 0 ? nil : (min(i, segments.count) - 1, 1) }
        return (min(i, segments.count - 1), u)
    }

    /// The point at time fraction `f`, with the animation's keyframe settings.
    func point(at f: Double, keyTimes: [Double]?, mode: KeyframeAnimation.CalculationMode, functions: [MediaTimingFunction]?) -> CGPoint {
        guard let (i, u) = location(at: f, keyTimes: keyTimes, mode: mode, functions: functions) else { return start }
        return segments[i].point(u)
    }

    /// The direction of motion at time fraction `f`, as an angle from the x axis (radians,
    /// y down as the layer's coordinates): the tangent `rotationMode` turns the layer to,
    ///
    ///     θ = atan2(dy/du, dx/du)
    ///
    /// by a central difference over ±10⁻⁴ of the segment's parameter (one-sided at its ends). A
    /// segment without a direction there (a jump, a cusp, a zero-length line) takes its chord,
    /// then the nearest earlier segment's end direction; a path with none at all, 0.
    func tangentAngle(at f: Double, keyTimes: [Double]?, mode: KeyframeAnimation.CalculationMode, functions: [MediaTimingFunction]?) -> Double {
        let (i, u) = location(at: f, keyTimes: keyTimes, mode: mode, functions: functions) ?? (0, 0)
        for k in stride(from: min(i, segments.count - 1), through: 0, by: -1) {
            let s = segments[k]
            let at = k == i ? u : 1
            let h = 1e-4
            let a = s.point(max(at - h, 0)), b = s.point(min(at + h, 1))
            for (dx, dy) in [(b.x - a.x, b.y - a.y), (s.point(1).x - s.point(0).x, s.point(1).y - s.point(0).y)] {
                if hypot(Double(dx), Double(dy)) > 1e-9 { return atan2(Double(dy), Double(dx)) }
            }
        }
        return 0
    }
}
