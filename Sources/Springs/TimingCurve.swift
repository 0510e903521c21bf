/// A timing curve: maps the fraction of an animation's duration that has elapsed, f ∈ [0, 1], to
/// its progress (0 at the start, 1 at the end; springs and some Béziers overshoot in between).
public indirect enum TimingCurve: Sendable, Hashable {
    case cubicBezier(CubicBezier)
    case steps(Steps)
    case linear(LinearEasing)
    /// A spring's unit progress 1 − x(f·duration), snapped to exactly 1 at f = 1 (UIKit's spring
    /// curve over the animation's duration).
    case spring(Spring, duration: Double)
    /// The time-reversed curve f ↦ 1 − c(1 − f) — what a cancelled transition runs back along.
    case reversed(TimingCurve)
    /// The curve played `speed` times faster over the same duration: f ↦ c(min(1, f·speed)).
    case scaled(TimingCurve, speed: Double)

    // MARK: Presets (exact control points)
    public static let linear = TimingCurve.cubicBezier(.linear)
    public static let easeIn = TimingCurve.cubicBezier(.easeIn)
    public static let easeOut = TimingCurve.cubicBezier(.easeOut)
    public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)
    public static let `default` = TimingCurve.cubicBezier(.default)

    /// A cubic Bézier curve; throws for x1, x2 ∉ [0, 1] or non-finite coordinates.
    public static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(SpringError) -> TimingCurve {
        .cubicBezier(try CubicBezier(x1, y1, x2, y2))
    }

    /// A spring curve over `duration` seconds; throws for a non-positive duration.
    public static func spring(_ spring: Spring, over duration: Double) throws(SpringError) -> TimingCurve {
        .spring(spring, duration: try Check.positive("duration", duration))
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` curve for an animation of `duration`.
    public static func uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
        throws(SpringError) -> TimingCurve
    {
        let s = try Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        return .spring(s, duration: duration)
    }

    /// The same curve played back to front (for cancel).
    public var reversed: TimingCurve {
        switch self {
        case .cubicBezier(let b): return .cubicBezier(b.reversed)
        case .reversed(let c): return c
        default: return .reversed(self)
        }
    }

    /// The curve sped up by `speed` > 0 (≤ 0, NaN or ∞ throw).
    public func scaled(by speed: Double) throws(SpringError) -> TimingCurve {
        .scaled(self, speed: try Check.positive("speed", speed))
    }

    /// Progress at elapsed fraction `f` (clamped to [0, 1]; NaN counts as 0).
    public func progress(at f: Double) -> Double {
        let x = f.isNaN ? 0 : min(max(f, 0), 1)
        switch self {
        case .cubicBezier(let b): return b.progress(at: x)
        case .steps(let s): return s.progress(at: x)
        case .linear(let l): return l.progress(at: x)
        case .spring(let s, let d): return x >= 1 ? 1 : s.progress(at: x * d)
        case .reversed(let c): return 1 - c.progress(at: 1 - x)
        case .scaled(let c, let speed): return c.progress(at: min(1, x * speed))
        }
    }

    /// d(progress)/d(fraction) at `f` — the rate a gesture hand-over must match.
    public func slope(at f: Double) -> Double {
        let x = f.isNaN ? 0 : min(max(f, 0), 1)
        switch self {
        case .cubicBezier(let b): return b.slope(at: x)
        case .steps: return 0
        case .linear(let l):
            let h = 1e-7
            let lo = max(0, x - h), hi = min(1, x + h)
            return (l.progress(at: hi) - l.progress(at: lo)) / (hi - lo)
        case .spring(let s, let d): return s.progressVelocity(at: x * d) * d
        case .reversed(let c): return c.slope(at: 1 - x)
        case .scaled(let c, let speed): return x * speed >= 1 ? 0 : c.slope(at: x * speed) * speed
        }
    }
}
