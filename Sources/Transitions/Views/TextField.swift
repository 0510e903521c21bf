import Foundation

/// `UITextField`: a single line of editable text — a control, as in UIKit. Text is stored (not
/// drawn); editing raises the software keyboard (`Keyboard`: frames and notifications), whose
/// keys are the public calls below.
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
open class TextField: Control, KeyInput, TextDocument {
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

    open var text: String? = "" {
        // UIKit moves the caret to the end.
        didSet { selection = NSRange(location: ((text ?? "") as NSString).length, length: 0) }
    }
    /// `inputAccessoryView` / `inputView` (settable here, as UIKit's text inputs; read back only:
    /// the keyboard is not drawn).
    open override var inputAccessoryView: View? {
        get { storedInputViews.accessory }
        set { storedInputViews.accessory = newValue }
    }
    open override var inputView: View? {
        get { storedInputViews.input }
        set { storedInputViews.input = newValue }
    }
    private var storedInputViews: (accessory: View?, input: View?) = (nil, nil)
    /// `attributedText`: setting it sets `text` to its string and keeps the attributes (drawing)
    /// until `text` changes; then it reads as the plain text.
    open var attributedText: NSAttributedString? {
        get {
            if let a = attributedStorage, a.string == text { return a }
            return text.map { NSAttributedString(string: $0) }
        }
        set {
            attributedStorage = newValue
            text = newValue?.string
        }
    }
    private var attributedStorage: NSAttributedString?
    open var placeholder: String? {
        didSet { if attributedPlaceholderStorage?.string != placeholder { attributedPlaceholderStorage = nil } }
    }
    /// `attributedPlaceholder` / `defaultTextAttributes` (stored: drawing only). Setting the
    /// attributed placeholder sets `placeholder` to its string, as in UIKit.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            attributedPlaceholderStorage = newValue
            placeholder = newValue?.string
        }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    open var font: Font? = .systemFont(ofSize: 17)
    open var textColor: Color? = .black
    /// `clearsOnBeginEditing` (default false): the text is removed when editing begins.
    open var clearsOnBeginEditing = false
    open var textAlignment: TextAlignment = .natural
    open var isSecureTextEntry = false
    /// `delegate` (weak, as in UIKit).
    public weak var delegate: (any TextFieldDelegate)?
    /// `returnKeyType`, `keyboardType` (stored: every keyboard type has the device's keyboard height).
    public var returnKeyType: ReturnKeyType = .default
    open var keyboardType: KeyboardType = .default
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    /// `isEditing`: the field is first responder.
    public var isEditing: Bool { isFirstResponder }

    // MARK: Overlay views and the rects UIKit lays the field out by

    /// `leftView` / `rightView`: overlay views at the field's leading and trailing edges, shown as
    /// `leftViewMode` / `rightViewMode` say (laid out in `layoutSubviews()` at
    /// `leftViewRect(forBounds:)` / `rightViewRect(forBounds:)`; hidden views leave the field).
    open var leftView: View? {
        didSet { if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }; setNeedsLayout() }
    }
    open var rightView: View? {
        didSet { if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }; setNeedsLayout() }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// `leftViewRect(forBounds:)`: the left view's own size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return .zero }
        let s = v.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// `rightViewRect(forBounds:)`: the right view's own size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return .zero }
        let s = v.bounds.size
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// `clearButtonRect(forBounds:)`: a 19-point square at the trailing edge (inside a right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard clearButtonMode != .never else { return .zero }
        let trailing = shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: trailing - 19 - 5, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// `textRect(forBounds:)`: the bounds between the overlay views that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds
        if shows(leftViewMode), leftView != nil {
            let l = leftViewRect(forBounds: bounds)
            r.size.width -= max(0, l.maxX - r.minX)
            r.origin.x = max(r.minX, l.maxX)
        }
        if shows(rightViewMode), rightView != nil { r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX) }
        return r
    }
    /// `editingRect(forBounds:)` / `placeholderRect(forBounds:)`: the text rect by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// `drawText(in:)` and `drawPlaceholder(in:)`: drawing, which the model does not render (it
    /// never calls them; overrides that draw are kept).
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}
    /// `borderRect(forBounds:)`: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Lays the overlay views out at their rects (shown ones join the field, hidden ones leave it).
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds:)), (rightView, rightViewMode, rightViewRect(forBounds:))] {
            guard let view else { continue }
            if shows(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect(bounds)
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

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
        // `clearsOnBeginEditing`: the old text goes as editing begins (UIKit asks
        // `textFieldShouldClear` first, as for the clear button).
        if clearsOnBeginEditing, !(text ?? "").isEmpty, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsLayout()  // overlay views shown while editing
        NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        setNeedsLayout()
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
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)`: typed text, replacing the selection (at the caret: inserted there).
    open func insertText(_ string: String) { typeText(string) }

    /// `deleteBackward()`: the selection goes, or the character before the caret.
    open func deleteBackward() { deleteBackwardInText() }

    // The edit actions (`UIResponderStandardEditActions`), on the selection (UITextInput's
    // `selectedTextRange`; the caret follows the end of the text when the text is set): copy and
    // cut through `UIPasteboard.general`; paste replaces the selection; each change goes through
    // the delegate and the notifications as typing does (so only while editing, as in UIKit).

    /// `selectAll(_:)`: all of the text is selected.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// `select(_:)`: the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// `copy(_:)`: the selection to the general pasteboard (nothing without one).
    open override func copy(_ sender: Any?) { copySelection() }
    /// `cut(_:)`: copy, then delete the selection.
    open override func cut(_ sender: Any?) {
        copy(sender)
        delete(sender)
    }
    /// `delete(_:)`: the selection goes.
    open override func delete(_ sender: Any?) { deleteSelection() }
    /// `paste(_:)`: the pasteboard's string replaces the selection.
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    /// The selection, in UTF-16 units (an empty range is the caret).
    private var selection = NSRange(location: 0, length: 0) {
        didSet { selection = clampedSelection(selection, length: ((text ?? "") as NSString).length) }
    }

    @discardableResult
    private func replace(_ range: NSRange, with string: String) -> Bool {
        guard isFirstResponder else { return false }
        let range = clampedSelection(range, length: ((text ?? "") as NSString).length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        return true
    }

    /// The return key (see the type's notes); only while editing.
    public func tapReturnKey() {
        guard isFirstResponder, delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = !targetActions.matching(Event.editingDidEndOnExit.rawValue).isEmpty
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }
}

extension TextField {
    public var documentText: String { text ?? "" }
    public var documentSelection: NSRange {
        get { selection }
        set { selection = newValue }
    }
    @discardableResult
    public func replaceDocumentText(in range: NSRange, with string: String) -> Bool { replace(range, with: string) }
    public var documentFont: Font { font ?? .systemFont(ofSize: 17) }
    /// The field's text rectangle, one line of unbounded width.
    public var documentTextFrame: CGRect {
        let r = editingRect(forBounds: bounds)
        return CGRect(x: r.minX, y: r.minY, width: .greatestFiniteMagnitude, height: r.height)
    }
}
