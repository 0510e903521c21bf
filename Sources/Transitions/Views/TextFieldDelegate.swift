import Foundation

/// `UITextFieldDelegate`: UIKit's optional requirements, each with the answer UIKit assumes
/// when the delegate does not implement it (true for the `should…` questions).
public protocol TextFieldDelegate: SelectorPerforming {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// UIKit calls this one in place of `textFieldDidEndEditing(_:)` when the delegate has it;
    /// the default forwards to `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// `UIReturnKeyType` (stored: the keyboard's keys are not drawn), with UIKit's raw values.
public enum ReturnKeyType: Int, Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UIKeyboardType` (stored: every type has the device's keyboard height), with UIKit's raw values.
public enum KeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
        asciiCapableNumberPad
    /// `alphabet` (deprecated in UIKit: `asciiCapable`).
    public static let alphabet = KeyboardType.asciiCapable
}
