import Foundation

/// `UIPress`: a press of a physical button — a game controller's, a TV remote's, or (iOS 13.4) a
/// hardware keyboard key. Only the type exists in the model: the simulated device has no remote
/// or game controller, and its keyboard (`Window.pressKey(_:modifierFlags:)`) reaches key
/// commands, not `pressesBegan(_:with:)`. So no press is ever delivered: responders' `presses…`
/// methods (which forward to `next` by default, as UIKit's) and the gesture delegate's
/// `gestureRecognizer(_:shouldReceive:)` for presses are never called by the model.
open class Press: UIKitNSObject {
    /// `UIPress.PressType`.
    public enum PressType: Int, Sendable, Hashable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp = 30, pageDown = 31 }
    /// `UIPress.Phase`.
    public enum Phase: Int, Sendable, Hashable { case began, changed, stationary, ended, cancelled }

    public let type: PressType
    public let phase: Phase
    public let timestamp: TimeInterval
    /// `force`: 0 or 1 for a digital button.
    public let force: CGFloat
    public weak var window: Window?
    public weak var responder: Responder?

    public init(type: PressType, phase: Phase, timestamp: TimeInterval = 0, force: CGFloat = 1) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.force = force
        super.init()
    }
}

/// `UIPressesEvent`: the presses of one event (never delivered; see `Press`).
open class PressesEvent: UIKitNSObject {
    public let allPresses: Set<Press>
    public init(presses: Set<Press>) {
        allPresses = presses
        super.init()
    }
    public func presses(for gesture: GestureRecognizer) -> Set<Press> { [] }
}
