import Foundation

/// `UISwitch`: an on/off control.
///
/// UIKit's rules, modelled: a tap (a touch that lifts within the control's tracking bounds)
/// toggles `isOn` and sends `.valueChanged` (then `.touchUpInside`, from `Control`); setting
/// `isOn` or calling `setOn(_:animated:)` in code sends nothing (Apple's documentation of
/// `setOn(_:animated:)`: setting the switch sends no action message). A disabled switch ignores
/// touches. The size is UIKit's, 51 × 31 points: `init(frame:)` takes it whatever the frame's
/// size (UIKit's switch enforces its own size there, ignoring the frame's), and
/// `intrinsicContentSize` and `sizeThatFits` are it (a frame set later is kept as set).
/// The thumb's slide is drawing: `animated` changes nothing else. Colours and images are stored.
open class Switch: Control {
    /// UIKit's fixed switch size (points).
    public static let size = CGSize(width: 51, height: 31)

    /// `isOn` (false).
    open var isOn = false
    /// `onTintColor`, `thumbTintColor` (stored: drawing).
    open var onTintColor: Color?
    open var thumbTintColor: Color?
    /// `onImage`, `offImage` (stored; ignored by UIKit since iOS 7).
    open var onImage: Image?
    open var offImage: Image?

    /// `init(frame:)`: at the frame's origin, 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "switch") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `setOn(_:animated:)`: sets the state without sending `.valueChanged`, as UIKit does.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Switch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    /// A touch that lifts inside the tracking bounds toggles the switch and sends
    /// `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let slop = Control.trackingSlop
        guard bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
