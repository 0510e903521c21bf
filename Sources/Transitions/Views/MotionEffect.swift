import Foundation

/// `UIMotionEffect`: parallax that follows the device's tilt. The simulated device is never
/// tilted, so an effect never moves its view: effects are stored (`View.motionEffects`), as
/// UIKit's drawing-only settings are.
open class MotionEffect {
    public init() {}
    /// `init?(coder:)`: there are no archives here; an empty effect.
    public required init?(coder: NSCoder) {}
}

/// `UIInterpolatingMotionEffect`: interpolates `keyPath` between its relative values along one
/// tilt axis (stored).
public final class InterpolatingMotionEffect: MotionEffect {
    /// `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: Int, Sendable, Hashable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }
    public let keyPath: String
    public let type: EffectType
    public var minimumRelativeValue: Any?
    public var maximumRelativeValue: Any?

    /// `init(keyPath:type:)`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}

/// `UIMotionEffectGroup`: effects applied together (stored).
public final class MotionEffectGroup: MotionEffect {
    public var motionEffects: [MotionEffect]?
}

extension MotionEffect: IdentityHashable {}

extension View {
    /// `motionEffects`: the effects added to the view (stored: the device is never tilted).
    public var motionEffects: [MotionEffect] {
        get { motionEffectList }
        set { motionEffectList = newValue }
    }
    /// `addMotionEffect(_:)`.
    public func addMotionEffect(_ effect: MotionEffect) {
        if !motionEffectList.contains(where: { $0 === effect }) { motionEffectList.append(effect) }
    }
    /// `removeMotionEffect(_:)`.
    public func removeMotionEffect(_ effect: MotionEffect) { motionEffectList.removeAll { $0 === effect } }
}
