import Foundation

/// `UITextView`: a scroll view of text — as in UIKit, a `UIScrollView` subclass (it scrolls,
/// bounces and tells a delegate as scroll views do; a sheet may take it as its scrollable). The
/// text is stored (not drawn, so its content size is what the app sets); it can become first
/// responder (raising the software keyboard while editable), so `endEditing(_:)` and
/// `resignFirstResponder()` behave as in UIKit.
/// Its delegate (`UITextViewDelegate`, a scroll view delegate) hears text changes made through
/// `insertText(_:)` and `deleteBackward()`, the model's typing.
open class TextView: ScrollView, KeyInput, TextDocument {
    /// `text`: `String!`, as in UIKit (nil reads back as "").
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            // UIKit moves the caret to the end.
            selection = NSRange(location: ((text ?? "") as NSString).length, length: 0)
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

    /// `init(frame:textContainer:)`: UIKit's designated initialiser (with `init(coder:)`); a nil
    /// container is a new one tracking the view's width.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        storedContainer = textContainer
        super.init(frame: frame)
    }
    /// `init(frame:)`: a convenience initialiser, as UIKit's (`init(frame:textContainer: nil)`).
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    /// `TextView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `textContainer`: the container given at initialisation, else one made on first use that
    /// tracks the view's width.
    public var textContainer: NSTextContainer {
        if let c = storedContainer { return c }
        let c = NSTextContainer(size: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        c.widthTracksTextView = true
        storedContainer = c
        return c
    }
    private var storedContainer: NSTextContainer?
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// The delegate as a text view delegate (`delegate` is the scroll view's property: assign a
    /// `UITextViewDelegate` to it, as in UIKit).
    var textDelegate: (any TextViewDelegate)? { super.delegate as? TextViewDelegate }
    /// `delegate` as UIKit types it, `UITextViewDelegate?`: as `TableView._transitTableViewDelegate`
    /// for a text view (the rewriter's narrowed reads and an app subclass's override).
    open var _transitTextViewDelegate: (any TextViewDelegate)? {
        get { super.delegate as? TextViewDelegate }
        set { super.delegate = newValue }
    }

    /// Routes a delegate of this view's kind (or nil) through `_transitTextViewDelegate`.
    open override var delegate: (any ScrollViewDelegate)? {
        get { super.delegate }
        set {
            if newValue == nil || newValue is any TextViewDelegate {
                _transitTextViewDelegate = newValue as? any TextViewDelegate
            } else {
                super.delegate = newValue
            }
        }
    }

    /// Typing, as the keyboard does while editing: when `textView(_:shouldChangeTextIn:replacementText:)`
    /// allows it, `string` replaces the selection (at the caret: inserted there) and the delegate
    /// hears `textViewDidChange(_:)`. Ignored unless the view is editable.
    open func insertText(_ string: String) { typeText(string) }

    /// `hasText` (`UIKeyInput`).
    open var hasText: Bool { !text.isEmpty }

    /// `selectedRange`: the selection, in UTF-16 units (an empty range is the caret; the caret
    /// follows the end of the text when the text is set). Setting it clamps it to the text and
    /// tells the delegate (`textViewDidChangeSelection(_:)`).
    open var selectedRange: NSRange {
        get { selection }
        set {
            let clamped = clampedSelection(newValue, length: (text as NSString).length)
            guard clamped != selection else { return }
            selection = clamped
            textDelegate?.textViewDidChangeSelection(self)
        }
    }
    private var selection = NSRange(location: 0, length: 0)

    // The edit actions, as `TextField`'s: on the selection; copy and cut through
    // `UIPasteboard.general`; changes through the delegate as typing (editable only).

    /// `selectAll(_:)`: all of the text is selected.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// `select(_:)`: the word at the caret (its enclosing run of letters and digits).
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

    @discardableResult
    private func replace(_ range: NSRange, with string: String) -> Bool {
        guard isEditable else { return false }
        let range = clampedSelection(range, length: (text as NSString).length)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        text = (text as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        textDelegate?.textViewDidChange(self)
        return true
    }
    /// `deleteBackward()`: the selection goes, or the character before the caret, with the same
    /// delegate calls.
    open func deleteBackward() { deleteBackwardInText() }

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

extension TextView {
    public var documentText: String { text ?? "" }
    public var documentSelection: NSRange {
        get { selectedRange }
        set { selectedRange = newValue }
    }
    @discardableResult
    public func replaceDocumentText(in range: NSRange, with string: String) -> Bool { replace(range, with: string) }
    public var documentFont: Font { font ?? .systemFont(ofSize: 12) }
    /// Inside `textContainerInset`, past the container's line fragment padding.
    public var documentTextFrame: CGRect {
        let i = textContainerInset
        let pad = textContainer.lineFragmentPadding.isFinite ? max(0, textContainer.lineFragmentPadding) : 0
        return CGRect(
            x: i.left + pad, y: i.top, width: max(0, bounds.width - i.left - i.right - 2 * pad), height: max(0, bounds.height - i.top - i.bottom))
    }
}

/// The run of letters and digits around `location` in `text` (UTF-16 units); the caret alone when
/// there is none.
package func wordRange(around location: Int, in text: String) -> NSRange {
    let ns = text as NSString
    let isWord: (Int) -> Bool = { i in
        guard i >= 0, i < ns.length, let scalar = Unicode.Scalar(ns.character(at: i)) else { return false }
        return CharacterSet.alphanumerics.contains(scalar)
    }
    var start = min(max(location, 0), ns.length), end = start
    while isWord(start - 1) { start -= 1 }
    while isWord(end) { end += 1 }
    return NSRange(location: start, length: end - start)
}
