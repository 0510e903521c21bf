import Foundation

/// `UITextView`: text stored (not drawn, no keyboard); it can become first responder, so
/// `endEditing(_:)` and `resignFirstResponder()` behave as in UIKit.
open class TextView: View {
    public var text: String? = ""
    public var font: Font? = .systemFont(ofSize: 12)
    public var textColor: Color? = .black
    public var textAlignment: TextAlignment = .natural
    public var isEditable = true
    public var isSelectable = true
    /// `attributedText`: its string is `text` (the attributes are drawing, stored).
    public var attributedText: NSAttributedString? {
        get { attributedStorage.flatMap { $0.string == text ? $0 : nil } ?? text.map { NSAttributedString(string: $0) } }
        set {
            attributedStorage = newValue
            text = newValue?.string
        }
    }
    private var attributedStorage: NSAttributedString?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `TextView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var canBecomeFirstResponder: Bool { isEditable }
}
