import Foundation

/// `CAAnimationDelegate`: told when an explicit animation starts and stops. Both members have
/// defaults (they are optional in Core Animation).
public protocol LayerAnimationDelegate: SelectorPerforming {
    /// `animationDidStart(_:)`: the first frame at or after the animation's begin time.
    func animationDidStart(_ animation: LayerAnimation)
    /// `animationDidStop(_:finished:)`: `finished` is true when it ran its whole active duration,
    /// false when it was removed first (`removeAnimation(forKey:)`, replaced under its key,
    /// `removeAllAnimations()`, its layer gone).
    func animationDidStop(_ animation: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
    public func animationDidStart(_ animation: LayerAnimation) {}
    public func animationDidStop(_ animation: LayerAnimation, finished flag: Bool) {}
}

/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
public struct FillMode: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default).
    public static let removed = FillMode(rawValue: "removed")
    /// The final value after the end (while the animation stays attached).
    public static let forwards = FillMode(rawValue: "forwards")
    /// The initial value before the begin time.
    public static let backwards = FillMode(rawValue: "backwards")
    public static let both = FillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// `CAAnimation`: an explicit animation, added to a layer with `Layer.add(_:forKey:)`, with Core
/// Animation's timing (`CAMediaTiming`).
///
/// An explicit animation changes the *presentation* value only; the model value stays what it
/// was, so a layer whose model is not set to the final value jumps back when the animation is
/// removed (the classic "snaps back"), as in Core Animation. Adding copies the animation's
/// settings: changing the object afterwards does not change the running animation.
///
/// Timing: with `t` the layer's local time,
/// ```
/// a = (t − begin) · speed + timeOffset                 (active time)
/// cycle = duration · (autoreverses ? 2 : 1)
/// active duration = repeatDuration > 0 ? repeatDuration : cycle · max(repeatCount, 1)
/// u = a mod cycle;  local = u < duration ? u : 2·duration − u
/// ```
/// before `a = 0` the animation shows its start only with a backwards fill mode, after the active
/// duration its end only with a forwards one (and only while attached: `isRemovedOnCompletion`
/// false). `beginTime` 0 means "when added"; otherwise it is in the layer's time
/// (`CACurrentMediaTime() + delay` for a layer with the default timing). A `duration` of 0 is Core
/// Animation's default, 0.25 s.
open class LayerAnimation {
    /// `beginTime`, `duration`, `speed`, `timeOffset`, `repeatCount`, `repeatDuration`,
    /// `autoreverses`, `fillMode` (`CAMediaTiming`).
    public var beginTime: Double = 0
    public var duration: Double = 0
    public var speed: Float = 1
    public var timeOffset: Double = 0
    public var repeatCount: Float = 0
    public var repeatDuration: Double = 0
    public var autoreverses = false
    public var fillMode: FillMode = .removed
    /// `timingFunction` (nil: linear).
    public var timingFunction: MediaTimingFunction?
    /// `isRemovedOnCompletion` (default true): removed from the layer when it ends.
    public var isRemovedOnCompletion = true
    /// `delegate`, strong as in Core Animation (the animation retains its delegate).
    public var delegate: (any LayerAnimationDelegate)?
    /// Core Animation's default when `duration` is 0.
    public static let defaultDuration = 0.25

    public init() {}

    /// Values set for keys the animation does not define (`LayerAnimation+Copying.swift`).
    var keyedValues: [String: Any] = [:]

    /// `copy(with:)` (`NSCopying`): a new animation of the model class with the same settings
    /// (an app subclass's copy is of the nearest model class unless it overrides this).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = blankCopy()
        copyState(into: c)
        return c
    }
    /// A new animation of this model class, with default settings.
    func blankCopy() -> LayerAnimation { LayerAnimation() }
    /// Copies this class's settings into `c` (subclasses add theirs, then call `super`).
    func copyState(into c: LayerAnimation) {
        (c.beginTime, c.duration, c.speed, c.timeOffset) = (beginTime, duration, speed, timeOffset)
        (c.repeatCount, c.repeatDuration, c.autoreverses, c.fillMode) = (repeatCount, repeatDuration, autoreverses, fillMode)
        (c.timingFunction, c.isRemovedOnCompletion, c.delegate, c.keyedValues) = (timingFunction, isRemovedOnCompletion, delegate, keyedValues)
    }

    /// What the animation drives, with `timing` (the subclasses'; none for the base class).
    func tracks(layer: Layer, timing: ExplicitTiming) -> [ExplicitTrack] { [] }

    /// The timing as added (begin resolved by the caller).
    func timing(begin: Double, inheritedDuration: Double?) -> ExplicitTiming {
        let d = duration > 0 && duration.isFinite ? duration : (inheritedDuration ?? Self.defaultDuration)
        return ExplicitTiming(
            begin: begin, duration: d, speed: speed.isFinite ? Double(speed) : 1, offset: timeOffset.isFinite ? timeOffset : 0,
            repeatCount: repeatCount.isNaN ? 0 : Double(repeatCount), repeatDuration: repeatDuration.isFinite ? repeatDuration : 0,
            autoreverses: autoreverses, fill: fillMode)
    }

    /// `defaultValue(forKey:)`: none.
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// An animation's timing as resolved when it was added.
struct ExplicitTiming {
    let begin: Double
    let duration: Double
    let speed: Double
    let offset: Double
    let repeatCount: Double
    let repeatDuration: Double
    let autoreverses: Bool
    let fill: FillMode

    var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration, in the animation's own time.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycle * max(repeatCount, 1)
    }

    /// When the active duration ends, in the parent's time (∞ if it never does).
    var end: Double {
        guard speed > 0 else { return .infinity }
        return begin + (activeDuration - offset) / speed
    }

    /// Time within the simple duration [0, duration] at parent time `t`; nil when the animation
    /// has no effect then (outside the active time without a fill).
    func local(at t: Double) -> Double? {
        let a = (t - begin) * speed + offset
        if a < 0 { return fill.fillsBackwards ? 0 : nil }
        let total = activeDuration
        if a >= total {
            guard fill.fillsForwards else { return nil }
            return fold(total, atEnd: true)
        }
        return fold(a, atEnd: false)
    }

    private func fold(_ a: Double, atEnd: Bool) -> Double {
        guard duration > 0, cycle.isFinite else { return duration }
        var u = a.truncatingRemainder(dividingBy: cycle)
        // The end of a whole number of cycles is the end of the last one, not the start of the next.
        if atEnd && u == 0 && a > 0 { u = cycle }
        return u <= duration ? u : 2 * duration - u
    }
}

/// One key path an explicit animation drives, sampled at the animation's local time over the
/// value beneath it (the model plus the additive animations: what `fromValue` nil means).
struct ExplicitTrack {
    let component: KeyPathComponent?
    let keyPath: String
    /// Lanes at local time `t` (seconds within the simple duration) over `base`.
    let sample: (_ t: Double, _ base: Lanes) -> Lanes
    /// For a shape layer's `path`: the path at local time `t` over `base`.
    let samplePath: ((_ t: Double, _ base: ShapePath?) -> ShapePath?)?
    /// The animation's timing (for a group's child, composed with the group's).
    let localTime: (_ parentTime: Double) -> Double?
}

/// `CAAction`: what a layer runs for a property change (`Layer.actions`). Implicit animations are
/// not modelled: actions are stored, never run by the model.
public protocol LayerAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: LayerAction {
    /// `NSNull` as an action: nothing (Core Animation's "no implicit animation").
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension LayerAnimation: LayerAction {
    /// `CAAnimation` as an action: adds itself to the layer for the key, as Core Animation's does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}
