import Foundation

/// `UIInputViewController`: the controller of a custom keyboard or of an input view a responder
/// supplies (`Responder.inputViewController`). The simulated device runs no keyboard extensions
/// and draws no keyboard, so nothing presents one on its own; an app that shows one as a child or
/// a presented controller gets an ordinary controller. `dismissKeyboard()` resigns the window's
/// first responder (what the system does for the extension); switching input modes does nothing
/// (there is one keyboard).
open class InputViewController: ViewController {
    /// `inputView`: the controller's view (reading it loads the view, as UIKit's).
    open override var inputView: View? {
        get { view }
        set { if let newValue { view = newValue } }
    }
    /// `hasFullAccess`, `needsInputModeSwitchKey`, `hasDictationKey` (a keyboard extension's
    /// situation: no extension runs here).
    open var hasFullAccess: Bool { false }
    open var needsInputModeSwitchKey: Bool { false }
    open var hasDictationKey = false
    /// `primaryLanguage` (stored).
    open var primaryLanguage: String?

    /// `dismissKeyboard()`: the first responder of this controller's window resigns.
    open func dismissKeyboard() {
        _ = (isViewLoaded ? view.window : nil)?.endEditing(true)
    }
    /// `advanceToNextInputMode()`: nothing (one keyboard).
    open func advanceToNextInputMode() {}
    /// `textWillChange(_:)`, `textDidChange(_:)`, `selectionWillChange(_:)`,
    /// `selectionDidChange(_:)`: override points a keyboard extension hears (never sent here).
    open func textWillChange(_ textInput: AnyObject?) {}
    open func textDidChange(_ textInput: AnyObject?) {}
    open func selectionWillChange(_ textInput: AnyObject?) {}
    open func selectionDidChange(_ textInput: AnyObject?) {}
}
