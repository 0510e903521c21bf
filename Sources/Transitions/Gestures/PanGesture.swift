import Foundation

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
