import Foundation

/// `UITextView`: text stored (not drawn, no keyboard); it can become first responder, so
/// `endEditing(_:)` and `resignFirstResponder()` behave as in UIKit.
open class TextView: View {
    open var text: String? = ""
    open var font: Font? = .systemFont(ofSize: 12)
    open var textColor: Color? = .black
    open var textAlignment: TextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    /// `attributedText`: its string is `text` (the attributes are drawing, stored).
    open var attributedText: NSAttributedString? {
        get { attributedStorage.flatMap { $0.string == text ? $0 : nil } ?? text.map { NSAttributedString(string: $0) } }
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
}
