import Foundation
import Transitions

// Core Animation API the model does not run: each names what to use instead.

/// `CAAnimationRotationMode` (`.rotateAuto`, `.rotateAutoReverse`): the type of the unavailable
/// `rotationMode`, so that `animation.rotationMode = .rotateAuto` reports why, not a type error.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

extension KeyframeAnimation {
    @available(*, unavailable, message: "rotationMode is not modelled: animate transform.rotation.z alongside the position keyframes")
    public var rotationMode: CAAnimationRotationMode? {
        get { fatalError() }
        set {}
    }
}

extension LayerPropertyAnimation {
    @available(*, unavailable, message: "cumulative repeats are not modelled: use a keyframe animation whose values continue from cycle to cycle")
    public var isCumulative: Bool {
        get { fatalError() }
        set {}
    }
    @available(*, unavailable, message: "value functions are not modelled: use the transform.rotation / transform.scale / transform.translation key paths")
    public var valueFunction: Any? {
        get { fatalError() }
        set {}
    }
}
