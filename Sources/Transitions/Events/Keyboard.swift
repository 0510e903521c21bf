import Foundation
import Springs

/// `UIKeyInput`: a responder that takes typed text. When one becomes first responder, the
/// software keyboard shows (text fields and editable text views adopt it, as in UIKit).
public protocol KeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// The software keyboard of the simulated device, one per application (`Application.keyboard`).
///
/// It follows the first responder (`Responder.becomeFirstResponder()`):
/// * it shows for a responder that takes keys (`KeyInput`: text fields, editable text views, an
///   app's own key-input views) or has an `inputView`; its height is the device's keyboard height
///   (`Device.keyboardHeight`) or the input view's, plus the `inputAccessoryView`'s. With a
///   hardware keyboard (`Device.hasHardwareKeyboard`) only the input and accessory views show.
/// * it sits at the bottom of the screen, full width; hidden, it rests just below the screen.
/// * every change posts UIKit's notifications to `NotificationCenter.default`: first
///   `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` (or `…WillHide…`),
///   inside one animation block of the keyboard's duration (0.25 s) and curve (raw value 7), so the
///   views an observer moves there move with the keyboard, as on iOS; the views that own a
///   `keyboardLayoutGuide` are laid out in that block too. After the duration,
///   `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification` (or `…DidHide…`).
///   The `userInfo` is UIKit's: begin and end frames (`NSValue`, screen coordinates), duration
///   (`NSNumber`, seconds), curve (`NSNumber`, 7), `isLocal` (true), begin and end centres.
///   The object is the screen (`UIScreen.main` where TransitionsUIKit is in use; iOS 16.1 and
///   later post the screen, earlier versions nil).
/// * focus moving from one text input to another with the keyboard up posts another
///   `keyboardWillShowNotification` / `keyboardDidShowNotification` pair (with frame-change
///   notifications only when the height changes), as UIKit does.
/// * a rotation re-posts the frame for the new screen.
package final class Keyboard {
    unowned let application: Application
    /// The responder the keyboard serves (weak: a responder that goes away takes its keyboard).
    weak var owner: Responder?
    /// The frame now, in screen coordinates; nil while hidden.
    private(set) var frame: CGRect?
    /// The last height shown (where a hidden keyboard rests below the screen).
    private var lastHeight: CGFloat = 0
    /// Suppresses refreshes while one responder hands over to another.
    var handingOver = false

    init(application: Application) { self.application = application }

    /// UIKit's keyboard animation duration (the `userInfo` value).
    static let duration = 0.25
    /// UIKit's keyboard animation curve (undocumented raw value 7).
    static let curveRawValue = 7

    /// The keyboard a responder asks for: its height, 0 for none.
    func height(for responder: Responder?) -> CGFloat {
        guard let r = responder, r.isFirstResponder else { return 0 }
        let device = application.device
        let input = r.inputView
        var main: CGFloat = 0
        if let input {
            let h = input.frame.height.isFinite ? input.frame.height : 0
            main = h > 0 ? h : device.keyboardHeight
        } else if r.takesKeys, !device.hasHardwareKeyboard {
            main = device.keyboardHeight
        }
        var accessory: CGFloat = 0
        if let a = r.inputAccessoryView {
            let h = a.frame.height.isFinite && a.frame.height > 0 ? a.frame.height : a.intrinsicContentSize.height
            accessory = h.isFinite && h > 0 ? h : 0
        }
        return main + accessory
    }

    /// Brings the keyboard in line with the first responder, posting UIKit's notifications.
    func refresh(previousOwner: Responder? = nil, force: Bool = false) {
        guard !handingOver, let sim = application.simulation else { return }
        let screen = application.device.bounds
        let h = min(height(for: owner), screen.height)
        let newFrame: CGRect? = h > 0 ? CGRect(x: screen.minX, y: screen.maxY - h, width: screen.width, height: h) : nil
        let oldFrame = frame
        let switched = previousOwner != nil && previousOwner !== owner
        guard newFrame != oldFrame || (newFrame != nil && (switched || force)) else { return }
        let offscreen = { (height: CGFloat) in CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height) }
        let begin = oldFrame ?? offscreen(h)
        let end = newFrame ?? offscreen(oldFrame?.height ?? lastHeight)
        frame = newFrame
        if h > 0 { lastHeight = h }
        let showing = newFrame != nil
        let frameChanged = begin != end
        let info = Self.userInfo(begin: begin, end: end)
        let object = application.screenNotificationObject
        let center = NotificationCenter.default
        sim.animate(duration: Self.duration, curve: .keyboard, animations: {
            if frameChanged { center.post(name: Responder.keyboardWillChangeFrameNotification, object: object, userInfo: info) }
            center.post(name: showing ? Responder.keyboardWillShowNotification : Responder.keyboardWillHideNotification, object: object, userInfo: info)
            self.layOutKeyboardGuides(in: sim)
        })
        _ = sim.schedule(after: Self.duration) {
            if frameChanged { center.post(name: Responder.keyboardDidChangeFrameNotification, object: object, userInfo: info) }
            center.post(name: showing ? Responder.keyboardDidShowNotification : Responder.keyboardDidHideNotification, object: object, userInfo: info)
        }
    }

    /// The views that own a keyboard layout guide take the new keyboard now (inside the
    /// keyboard's animation block, so their layout animates with it).
    private func layOutKeyboardGuides(in sim: Simulation) {
        var windows: [Window] = []
        for w in sim.windows.compactMap(\.value) {
            var found = false
            for v in [w] + w.allDescendants where v.layoutStorage?.keyboardGuide != nil {
                v.layoutInputsChanged()
                found = true
            }
            if found { windows.append(w) }
        }
        for w in windows { w.layoutIfNeeded() }
    }

    /// UIKit's `userInfo` for a keyboard change from `begin` to `end`.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
            Responder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
            Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curveRawValue),
            Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            Responder.keyboardCenterBeginUserInfoKey: NSValue(point: CGPoint(x: begin.midX, y: begin.midY)),
            Responder.keyboardCenterEndUserInfoKey: NSValue(point: CGPoint(x: end.midX, y: end.midY)),
        ]
    }
}

extension Responder {
    /// Whether this responder takes keys (and so raises the software keyboard as first
    /// responder): `KeyInput` adopters; a text view only while editable.
    package var takesKeys: Bool {
        if let t = self as? TextView { return t.isEditable }
        return self is KeyInput
    }
}

extension Application {
    /// `keyboardFrame`: the software keyboard's frame in screen coordinates, nil while hidden.
    /// (UIKit tells apps only through the keyboard notifications; tests read it here.)
    public var keyboardFrame: CGRect? { keyboard.frame }
}

extension AnimationCurve {
    /// The keyboard's curve (UIKit's undocumented curve 7, `UIView.AnimationOptions(rawValue: 7 << 16)`):
    /// the cubic Bézier (0.38, 0.7, 0.125, 1), a reverse-engineered fit of the keyboard's motion
    /// (Apple Developer Forums thread 48088; notes/uikit-surface.md). UIKit does not publish the
    /// curve: its end points and timing are exact here, its shape in between approximate.
    public static let keyboard = AnimationCurve.timing((try? TimingCurve.bezier(0.38, 0.7, 0.125, 1)) ?? .easeInEaseOut)
}

// The keyboard's notifications and their userInfo keys, with UIKit's names and raw values.
extension Responder {
    /// `UIResponder.keyboardWillShowNotification`.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder.keyboardDidShowNotification`.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIResponder.keyboardWillHideNotification`.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder.keyboardDidHideNotification`.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardDidChangeFrameNotification`.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `UIResponder.keyboardFrameBeginUserInfoKey`: the keyboard's frame before, an `NSValue`.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`: the keyboard's frame after, an `NSValue`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds, an `NSNumber`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value (7).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`: a `Bool` `NSNumber`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// `UIKeyboardCenterBeginUserInfoKey` / `UIKeyboardCenterEndUserInfoKey` (deprecated in UIKit,
    /// still sent): the frames' centres, `NSValue`s.
    static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
}

// `UIApplication` is a `UIResponder` on iOS, so the keyboard's names are reached through it too
// (`UIApplication.keyboardWillShowNotification`); the model's application is not a responder.
extension Application {
    public static var keyboardWillShowNotification: Notification.Name { Responder.keyboardWillShowNotification }
    public static var keyboardDidShowNotification: Notification.Name { Responder.keyboardDidShowNotification }
    public static var keyboardWillHideNotification: Notification.Name { Responder.keyboardWillHideNotification }
    public static var keyboardDidHideNotification: Notification.Name { Responder.keyboardDidHideNotification }
    public static var keyboardWillChangeFrameNotification: Notification.Name { Responder.keyboardWillChangeFrameNotification }
    public static var keyboardDidChangeFrameNotification: Notification.Name { Responder.keyboardDidChangeFrameNotification }
    public static var keyboardFrameBeginUserInfoKey: String { Responder.keyboardFrameBeginUserInfoKey }
    public static var keyboardFrameEndUserInfoKey: String { Responder.keyboardFrameEndUserInfoKey }
    public static var keyboardAnimationDurationUserInfoKey: String { Responder.keyboardAnimationDurationUserInfoKey }
    public static var keyboardAnimationCurveUserInfoKey: String { Responder.keyboardAnimationCurveUserInfoKey }
    public static var keyboardIsLocalUserInfoKey: String { Responder.keyboardIsLocalUserInfoKey }
}
