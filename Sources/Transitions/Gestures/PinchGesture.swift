import Foundation

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
