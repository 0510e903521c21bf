import Foundation
import Transitions

// The keyboard's notifications and their userInfo keys, with UIKit's names and raw values, so
// code that moves views out of the keyboard's way compiles. The model has no keyboard: it never
// posts them. A test that wants the app's reaction posts one itself, with the userInfo UIKit
// sends (`keyboardFrameEndUserInfoKey`: an `NSValue(cgRect:)` in screen coordinates,
// `keyboardAnimationDurationUserInfoKey`: a `Double`, `keyboardAnimationCurveUserInfoKey`: an
// `Int`, UIKit's `UIView.AnimationCurve` raw value — 7 for the keyboard's own curve).
extension Responder {
    /// `UIResponder.keyboardWillShowNotification` (never posted by the model: no keyboard).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder.keyboardDidShowNotification` (never posted by the model: no keyboard).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIResponder.keyboardWillHideNotification` (never posted by the model: no keyboard).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder.keyboardDidHideNotification` (never posted by the model: no keyboard).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIResponder.keyboardWillChangeFrameNotification` (never posted by the model: no keyboard).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardDidChangeFrameNotification` (never posted by the model: no keyboard).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `UIResponder.keyboardFrameBeginUserInfoKey`: the keyboard's frame before, an `NSValue`.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`: the keyboard's frame after, an `NSValue`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds, a `Double`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`: a `Bool`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
