import Foundation

/// `UITextView`: a scroll view of text — as in UIKit, a `UIScrollView` subclass (it scrolls,
/// bounces and tells a delegate as scroll views do; a sheet may take it as its scrollable). The
/// text is stored (not drawn, so its content size is what the app sets); it can become first
/// responder (raising the software keyboard while editable), so `endEditing(_:)` and
/// `resignFirstResponder()` behave as in UIKit.
/// Its delegate (`UITextViewDelegate`, a scroll view delegate) hears text changes made through
/// `insertText(_:)` and `deleteBackward()`, the model's typing.
open class TextView: ScrollView, KeyInput {
    /// `text`: `String!`, as in UIKit (nil reads back as "").
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            selectsAllText = false  // UIKit moves the caret to the end
        }
    }
    open var font: Font? = .systemFont(ofSize: 12)
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
    open var textColor: Color? = .black
    open var textAlignment: TextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    /// `attributedText`: its string is `text` (the attributes are drawing, stored).
    /// `attributedText` (`NSAttributedString!`, as UIKit's text view declares it).
    open var attributedText: NSAttributedString! {
        get { attributedStorage.flatMap { $0.string == text ? $0 : nil } ?? NSAttributedString(string: text ?? "") }
        set {
            attributedStorage = newValue
            text = newValue?.string
        }
    }
    private var attributedStorage: NSAttributedString?
    /// `textContainerInset`: the text's inset from the view's edges (UIKit's default, 8 points
    /// above and below; stored: text is not laid out).
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `TextView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// The delegate as a text view delegate (`delegate` is the scroll view's property: assign a
    /// `UITextViewDelegate` to it, as in UIKit).
    var textDelegate: (any TextViewDelegate)? { delegate as? TextViewDelegate }

    /// Typing, as the keyboard does while editing: when `textView(_:shouldChangeTextIn:replacementText:)`
    /// allows it, the text appends `string` and the delegate hears `textViewDidChange(_:)`.
    /// Ignored unless the view is editable.
    open func insertText(_ string: String) {
        replace(NSRange(location: (text as NSString).length, length: 0), with: string)
    }

    /// `hasText` (`UIKeyInput`).
    public var hasText: Bool { !text.isEmpty }

    // The edit actions, as `TextField`'s: the only selection is all of the text; copy and cut
    // through `UIPasteboard.general`; changes through the delegate as typing (editable only).

    /// `selectAll(_:)`: all of the text is selected (nothing when there is none).
    open override func selectAll(_ sender: Any?) { selectsAllText = !text.isEmpty }
    /// `select(_:)`: the model selects all of the text.
    open override func select(_ sender: Any?) { selectsAllText = !text.isEmpty }
    /// `copy(_:)`: the selection to the general pasteboard (nothing without one).
    open override func copy(_ sender: Any?) {
        if selectsAllText { Pasteboard.general.string = text }
    }
    /// `cut(_:)`: copy, then delete the selection.
    open override func cut(_ sender: Any?) {
        copy(sender)
        delete(sender)
    }
    /// `delete(_:)`: the selection goes.
    open override func delete(_ sender: Any?) {
        guard selectsAllText else { return }
        replace(NSRange(location: 0, length: (text as NSString).length), with: "")
    }
    /// `paste(_:)`: the pasteboard's string replaces the selection, else goes at the end.
    open override func paste(_ sender: Any?) {
        guard let string = Pasteboard.general.string else { return }
        let length = (text as NSString).length
        replace(selectsAllText ? NSRange(location: 0, length: length) : NSRange(location: length, length: 0), with: string)
    }
    private var selectsAllText = false

    private func replace(_ range: NSRange, with string: String) {
        guard isEditable else { return }
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        selectsAllText = false
        text = (text as NSString).replacingCharacters(in: range, with: string)
        textDelegate?.textViewDidChange(self)
    }
    /// `deleteBackward()`: the last character goes, with the same delegate calls.
    open func deleteBackward() {
        guard isEditable, !text.isEmpty else { return }
        let length = (text as NSString).length
        let last = (text as NSString).rangeOfComposedCharacterSequence(at: length - 1)
        guard textDelegate?.textView(self, shouldChangeTextIn: last, replacementText: "") ?? true else { return }
        text = (text as NSString).replacingCharacters(in: last, with: "")
        textDelegate?.textViewDidChange(self)
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        return true
    }
}

/// `UITextViewDelegate`: a scroll view delegate with editing callbacks (all optional).
public protocol TextViewDelegate: ScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewDidEndEditing(_ textView: TextView)
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: TextView)
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
