import Foundation
import Transitions

/// `CAFrameRateRange` (iOS 15): the frame rates an animation or display link would like.
public struct CAFrameRateRange: Sendable, Hashable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// `.default`: no preference (the display's rate).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

private enum FrameRateKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension LayerAnimation {
    /// `preferredFrameRateRange` (stored: the model's animations are sampled at the simulation's
    /// frame rate, whatever they prefer).
    public var preferredFrameRateRange: CAFrameRateRange {
        get { AssociatedObjects.get(self, key: FrameRateKey.key) as? CAFrameRateRange ?? .default }
        set { AssociatedObjects.set(self, key: FrameRateKey.key, value: newValue, policy: .retain) }
    }
}

extension DisplayLink {
    /// `preferredFrameRateRange`: the link fires at its preferred rate (else its maximum) as
    /// with `preferredFramesPerSecond`; `.default` fires every frame.
    public var preferredFrameRateRange: CAFrameRateRange {
        get {
            let fps = Float(preferredFramesPerSecond)
            return fps > 0 ? CAFrameRateRange(minimum: fps, maximum: fps, preferred: fps) : .default
        }
        set {
            let rate = newValue.preferred.flatMap { $0 > 0 ? $0 : nil } ?? newValue.maximum
            preferredFramesPerSecond = rate.isFinite && rate > 0 ? Int(min(rate, 1000)) : 0
        }
    }
}

extension WindowScene {
    /// `coordinateSpace`: the screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
