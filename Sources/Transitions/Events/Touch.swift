import Foundation

/// `UITouch`: one finger on the screen, from touch-down to lift-off or cancellation.
///
/// Its location is kept in window coordinates; `location(in:)` maps it into a view with the model
/// values, as UIKit does (hit-testing and touch locations use the model layer tree, not what is
/// on screen mid-animation).
public final class Touch: Hashable, CustomStringConvertible {
    /// `UITouch.Phase`.
    public enum Phase: Int, Sendable, Hashable {
        case began, moved, stationary, ended, cancelled
    }
    /// `UITouch.TouchType`.
    public enum TouchType: Int, Sendable, Hashable {
        case direct, indirect, pencil
        /// `stylus`: the name `pencil` had before iOS 10.3.
        public static var stylus: TouchType { .pencil }
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: Double
    /// `tapCount`: taps in quick succession at about the same place.
    public internal(set) var tapCount: Int
    /// `view`: the view hit at touch-down (kept for the touch's whole life).
    public internal(set) weak var view: View?
    /// `window`.
    public internal(set) weak var window: Window?
    public let type: TouchType = .direct
    /// `force`, `maximumPossibleForce`, `majorRadius` (a finger's typical values).
    public var force = 0.0
    public var maximumPossibleForce = 0.0
    public var majorRadius = 20.0
    /// `gestureRecognizers`: the recognizers this touch is delivered to.
    public internal(set) var gestureRecognizers: [GestureRecognizer]? = nil

    /// The location and the previous one, in window coordinates.
    package internal(set) var windowLocation: CGPoint
    package internal(set) var previousWindowLocation: CGPoint

    package init(window: Window?, view: View?, at point: CGPoint, time: Double, tapCount: Int = 1) {
        self.window = window
        self.view = view
        windowLocation = point
        previousWindowLocation = point
        timestamp = time
        phase = .began
        self.tapCount = tapCount
    }

    /// Moves the touch (phase `.moved`, or `.stationary` when it did not move).
    package func move(to point: CGPoint, time: Double) {
        previousWindowLocation = windowLocation
        phase = point == windowLocation ? .stationary : .moved
        windowLocation = point
        timestamp = time
    }

    /// `location(in:)`: in `view`'s bounds coordinates (the window's for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// `previousLocation(in:)`.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "touch(\(phase), \(windowLocation))" }
}

/// `UIEvent`: the touches of one moment.
open class Event {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Sendable, Hashable { case touches = 0, motion, remoteControl, presses, scroll = 10, hover = 11, transform = 14 }

    /// `UIEvent.EventSubtype` (motion and remote-control events; the model sends none).
    public enum EventSubtype: Int, Sendable, Hashable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause, remoteControlNextTrack,
            remoteControlPreviousTrack, remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward,
            remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    public let type: EventType
    /// `subtype`: `.none` for the touch events the model delivers.
    public var subtype: EventSubtype { .none }
    public let timestamp: Double
    package var touchSet: Set<Touch>

    package init(type: EventType = .touches, timestamp: Double, touches: Set<Touch>) {
        self.type = type
        self.timestamp = timestamp
        touchSet = touches
    }

    /// `allTouches`.
    public var allTouches: Set<Touch>? { touchSet }
    /// `touches(for:)` a view: the touches hit-tested to it.
    public func touches(for view: View) -> Set<Touch>? { touchSet.filter { $0.view === view } }
    /// `touches(for:)` a window.
    public func touches(for window: Window) -> Set<Touch>? { touchSet.filter { $0.window === window } }
    /// `touches(for:)` a gesture recognizer.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === recognizer } ?? false }
    }
}
