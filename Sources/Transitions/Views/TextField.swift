import Foundation

/// `UITextField`: a single line of editable text — a control, as in UIKit. Text is stored (not
/// drawn) and there is no keyboard; what the keyboard would do is the public calls below.
///
/// Modelled (UIKit's documented sequence):
/// * `becomeFirstResponder()` asks the delegate `textFieldShouldBeginEditing` (false refuses),
///   then the field is first responder, the delegate hears `textFieldDidBeginEditing`, targets
///   `.editingDidBegin`, and `textDidBeginEditingNotification` is posted; a tap on an enabled
///   field (a touch that lifts inside) does the same, as UIKit's field does.
/// * `resignFirstResponder()` asks `textFieldShouldEndEditing` (false keeps editing), then
///   `textFieldDidEndEditing(_:reason:)` (by default `textFieldDidEndEditing(_:)`),
///   `.editingDidEnd`, `textDidEndEditingNotification`.
/// * The keyboard's input (`UIKeyInput`): `insertText(_:)` adds at the end (the model has no
///   caret: it stays at the end), `deleteBackward()` removes the last character. Each asks the
///   delegate `textField(_:shouldChangeCharactersIn:replacementString:)` with the UTF-16 range it
///   would replace (false: no change), then changes `text`, sends `.editingChanged` and posts
///   `textDidChangeNotification` — only while editing, as keys only reach the first responder.
/// * `tapReturnKey()` is the return key: the delegate's `textFieldShouldReturn` (true when there
///   is none); when true, `.editingDidEndOnExit` is sent, and the field resigns first responder
///   if a target is registered for that event (UIKit's rule).
/// * Setting `text` in code calls no delegate method, sends no action and posts nothing (Apple:
///   the delegate and the notification report the user's edits).
///
/// Stored: placeholder, font, colours, alignment, `returnKeyType`, `keyboardType`,
/// `isSecureTextEntry`, `clearButtonMode`, `borderStyle`.
open class TextField: Control {
    /// `UITextField.textDidBeginEditingNotification`, `textDidChangeNotification`,
    /// `textDidEndEditingNotification` (UIKit's names), posted to `NotificationCenter.default`
    /// with the field as the object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// `UITextField.BorderStyle`, `UITextField.ViewMode` (stored).
    public enum BorderStyle: Int, Sendable, Hashable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable, Hashable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.DidEndEditingReason` (the model's editing always ends by resigning:
    /// `.committed`).
    public enum DidEndEditingReason: Int, Sendable, Hashable { case committed }

    public var text: String? = ""
    public var placeholder: String? {
        didSet { if attributedPlaceholderStorage?.string != placeholder { attributedPlaceholderStorage = nil } }
    }
    /// `attributedPlaceholder` / `defaultTextAttributes` (stored: drawing only). Setting the
    /// attributed placeholder sets `placeholder` to its string, as in UIKit.
    public var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            attributedPlaceholderStorage = newValue
            placeholder = newValue?.string
        }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    public var font: Font? = .systemFont(ofSize: 17)
    public var textColor: Color? = .black
    public var textAlignment: TextAlignment = .natural
    public var isSecureTextEntry = false
    /// `delegate` (weak, as in UIKit).
    public weak var delegate: (any TextFieldDelegate)?
    /// `returnKeyType`, `keyboardType` (stored: there is no keyboard).
    public var returnKeyType: ReturnKeyType = .default
    public var keyboardType: KeyboardType = .default
    public var borderStyle: BorderStyle = .none
    public var clearButtonMode: ViewMode = .never
    /// `isEditing`: the field is first responder.
    public var isEditing: Bool { isFirstResponder }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `TextField()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: TextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap that lifts inside the field starts editing.
    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    // MARK: The keyboard

    /// `hasText`.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)`: typed text, at the end (see the type's notes).
    open func insertText(_ string: String) {
        let current = text ?? ""
        replace(NSRange(location: (current as NSString).length, length: 0), with: string)
    }

    /// `deleteBackward()`: the last character goes (see the type's notes).
    open func deleteBackward() {
        let current = text ?? ""
        guard let last = current.indices.last else { return }
        replace(NSRange(last..<current.endIndex, in: current), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard isFirstResponder else { return }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
    }

    /// The return key (see the type's notes); only while editing.
    public func tapReturnKey() {
        guard isFirstResponder, delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = !targetActions.matching(Event.editingDidEndOnExit.rawValue).isEmpty
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }
}
