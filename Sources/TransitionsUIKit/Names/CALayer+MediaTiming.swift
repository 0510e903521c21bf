import Foundation
import Transitions

// The rest of `CALayer`'s `CAMediaTiming` conformance and its compositing filter. `beginTime`,
// `speed` and `timeOffset` are the model's (Layer.swift: they map the parent's time to the
// layer's, and pause or scrub its animations). These are stored and read back:
// - `duration`, `repeatCount`, `repeatDuration`, `autoreverses`, `fillMode` bound a layer's own
//   active time. At their defaults (0, 0, 0, false, `.removed`) Core Animation leaves a layer's
//   time unbounded, and apps set them on layers by mistake for an animation's (`shapeLayer
//   .fillMode = .forwards` beside a stroke animation, which is what the animation's own
//   `fillMode` does). A layer whose own timing is bounded is not modelled; its animations run
//   on the unbounded local time.
// - `compositingFilter` (a blend mode's name, "multiplyBlendMode"): drawing only.

private enum LayerTimingKeys {
    static func key() -> UnsafeRawPointer { UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
    nonisolated(unsafe) static let duration = key()
    nonisolated(unsafe) static let repeatCount = key()
    nonisolated(unsafe) static let repeatDuration = key()
    nonisolated(unsafe) static let autoreverses = key()
    nonisolated(unsafe) static let fillMode = key()
    nonisolated(unsafe) static let compositingFilter = key()
}

extension Layer {
    /// `duration` (stored; non-finite or negative values are ignored).
    public var duration: TimeInterval {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.duration) as? TimeInterval ?? 0 }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            AssociatedObjects.set(self, key: LayerTimingKeys.duration, value: newValue, policy: .retain)
        }
    }
    /// `repeatCount` (stored; NaN and negative values are ignored; `.infinity` is kept, as Core
    /// Animation's "forever").
    public var repeatCount: Float {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.repeatCount) as? Float ?? 0 }
        set {
            guard !newValue.isNaN, newValue >= 0 else { return }
            AssociatedObjects.set(self, key: LayerTimingKeys.repeatCount, value: newValue, policy: .retain)
        }
    }
    /// `repeatDuration` (stored; NaN and negative values are ignored).
    public var repeatDuration: TimeInterval {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.repeatDuration) as? TimeInterval ?? 0 }
        set {
            guard !newValue.isNaN, newValue >= 0 else { return }
            AssociatedObjects.set(self, key: LayerTimingKeys.repeatDuration, value: newValue, policy: .retain)
        }
    }
    /// `autoreverses` (stored).
    public var autoreverses: Bool {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.autoreverses) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: LayerTimingKeys.autoreverses, value: newValue, policy: .retain) }
    }
    /// `fillMode` (stored; `.removed` by default, as Core Animation's).
    public var fillMode: FillMode {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.fillMode) as? FillMode ?? .removed }
        set { AssociatedObjects.set(self, key: LayerTimingKeys.fillMode, value: newValue, policy: .retain) }
    }
    /// `compositingFilter`: a Core Image filter or a blend mode's name (stored: layers are not
    /// composited).
    public var compositingFilter: Any? {
        get { AssociatedObjects.get(self, key: LayerTimingKeys.compositingFilter) }
        set { AssociatedObjects.set(self, key: LayerTimingKeys.compositingFilter, value: newValue, policy: .retain) }
    }
}
