/// How an interactive gesture drives a transition and hands it over on release: progress from
/// the distance travelled, the finish-or-cancel decision, and the velocity the completion
/// animation starts with. Every interactive handler of the library uses one, so the rules are
/// named parameters instead of literals scattered over the handlers.
///
/// ```
/// progress  p = clamp(translation / distance, 0, 1)          (translation along the gesture)
/// finish    ⇔ state == .ended ∧ (p > completionThreshold ∨ velocity > flingSpeed)
/// velocity  v̂ = v / (to − from)                               (UISpringTimingParameters' unit)
/// ```
/// A system-cancelled gesture (`.cancelled`) always cancels. `v̂` is the gesture velocity as a
/// fraction of the distance still to travel per second, the `initialVelocity` convention of
/// `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
public struct GestureHandoff: Sendable, Hashable {
    /// Progress past which a release finishes the transition (strictly greater).
    public var completionThreshold: Double
    /// Velocity along the gesture, in the gesture's units per second, past which a release
    /// finishes whatever the progress (a fling).
    public var flingSpeed: Double

    /// The seeds' pull-down rule (articles 001/002): finish only past 50 %, whatever the speed.
    public static let halfwayOnly = GestureHandoff(completionThreshold: 0.5, flingSpeed: .infinity)

    public init(completionThreshold: Double = 0.5, flingSpeed: Double = 500) {
        self.completionThreshold = completionThreshold
        self.flingSpeed = flingSpeed
    }

    /// The progress of a gesture that has travelled `translation` of `distance` (clamped to
    /// [0, 1]; a distance that is not finite and positive counts as 1 unit, NaN as no travel).
    public static func progress(translation: Double, distance: Double) -> Double {
        let d = distance.isFinite && distance > 0 ? distance : 1
        let p = translation / d
        return p.isNaN ? 0 : min(max(p, 0), 1)
    }

    /// Whether releasing the gesture in `state` at `progress` with `velocity` (along the
    /// gesture, positive towards completion) finishes the transition.
    public func shouldFinish(progress: Double, velocity: Double, state: GestureState) -> Bool {
        guard state == .ended else { return false }
        return progress > completionThreshold || velocity > flingSpeed
    }

    /// The gesture velocity as a spring's normalised initial velocity for a motion from `from`
    /// to `to` (same units as `velocity`); 0 when there is (almost) nowhere left to go.
    public static func normalizedVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
        let delta = to - from
        guard velocity.isFinite, delta.isFinite, abs(delta) > 1e-9 else { return 0 }
        return velocity / delta
    }
}
