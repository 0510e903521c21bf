import Springs

/// The timing of an `animate` call: a Bézier/step/linear timing curve over the duration, or a spring.
public enum AnimationCurve: Sendable, Hashable {
    case timing(TimingCurve)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` (duration from the call).
    case spring(dampingRatio: Double, initialVelocity: Double)

    public static let easeInOut = AnimationCurve.timing(.easeInEaseOut)
    public static let easeIn = AnimationCurve.timing(.easeIn)
    public static let easeOut = AnimationCurve.timing(.easeOut)
    public static let linear = AnimationCurve.timing(.linear)

    /// The timing curve over `duration` (the spring solved with UIKit's converter).
    func resolved(duration: Double) -> TimingCurve {
        switch self {
        case .timing(let c): return c
        case .spring(let z, let v):
            guard duration > 0, let s = try? Spring(uikitDuration: duration, dampingRatio: max(z, 1e-3), initialVelocity: v)
            else { return .linear }
            return .spring(s, duration: duration)
        }
    }
}
