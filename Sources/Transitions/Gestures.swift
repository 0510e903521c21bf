import Foundation

public enum GestureState: String, Sendable, Hashable { case began, changed, ended, cancelled }

/// A pan sample: cumulative translation and current velocity (points, points per second).
public struct PanGesture: Sendable, Hashable {
    public var state: GestureState
    public var translation: CGPoint
    public var velocity: CGPoint
    public var location: CGPoint
    public init(state: GestureState, translation: CGPoint, velocity: CGPoint, location: CGPoint = .zero) {
        self.state = state
        self.translation = translation
        self.velocity = velocity
        self.location = location
    }
}

extension Application {
    /// UIKit drops touches while interaction events are ignored; a gesture already in progress
    /// still receives its end/cancel (it was recognised before).
    public func accepts(_ pan: PanGesture) -> Bool {
        !isIgnoringInteractionEvents || pan.state == .ended || pan.state == .cancelled || pan.state == .changed
    }
}

/// A pinch sample: cumulative scale (1 at the start) and its rate (per second).
public struct PinchGesture: Sendable, Hashable {
    public var state: GestureState
    public var scale: Double
    public var velocity: Double
    public init(state: GestureState, scale: Double, velocity: Double) {
        self.state = state
        self.scale = scale
        self.velocity = velocity
    }
}
