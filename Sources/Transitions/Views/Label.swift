import Foundation

/// `UILabel`: text and its attributes. Not drawn; its intrinsic size is an estimate from the
/// font (0.55 × point size per character, `lineHeight` per line), so layouts that size labels
/// to fit get plausible frames. Auto Layout reads it again when the text, font, line count or
/// `preferredMaxLayoutWidth` change (`invalidateIntrinsicContentSize()`); a multi-line label
/// wraps at `preferredMaxLayoutWidth` when it is positive.
open class Label: View {
    open var text: String? {
        didSet {
            if attributedStorage?.string != text { attributedStorage = nil }
            if text != oldValue {
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }
    private var attributedStorage: NSAttributedString?
    /// `shadowColor` / `shadowOffset` (the text's shadow: drawn, stored).
    public var shadowColor: Color?
    public var shadowOffset = CGSize(width: 0, height: -1)
    /// `isEnabled`: a disabled label draws its text dimmed (stored: drawing).
    open var isEnabled = true
    /// `isHighlighted`: a highlighted label draws its text in `highlightedTextColor` (stored:
    /// drawing; UIKit's highlighted cell also highlights its labels, which the model's cells do
    /// not).
    open var isHighlighted = false
    /// `attributedText`: setting it sets `text` to its string, without the attributes (UIKit's
    /// documented behaviour);
    /// after a plain `text`, it reads as that string without attributes. The attributes are
    /// stored (drawing).
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            attributedStorage = newValue
        }
    }
    /// `textColor` (`UIColor!`, null-resettable as in UIKit: nil restores the default black).
    open var textColor: Color! {
        get { textColorValue }
        set { textColorValue = newValue ?? .black }
    }
    private var textColorValue: Color = .black
    /// `font`: `UIFont!`, as in UIKit, whose documentation says nil resets it to the default,
    /// the system font at 17 points; so it never reads nil.
    open var font: Font! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            invalidateIntrinsicContentSize()
        }
    }
    /// `lineBreakMode` (`.byTruncatingTail`, UIKit's default; stored: truncation is drawing).
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    open var textAlignment: TextAlignment = .natural
    /// `numberOfLines` (0: as many as needed).
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// `preferredMaxLayoutWidth`: the width multi-line text wraps at for its intrinsic size (0: none).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` (stored).
    public var adjustsFontSizeToFitWidth = false
    /// `UIBaselineAdjustment` / `baselineAdjustment` (stored: how shrunk text sits, drawing only).
    public enum BaselineAdjustment: Int, Sendable, Hashable { case alignBaselines, alignCenters, none }
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    public var minimumScaleFactor: CGFloat = 0

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `Label()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text's size within `bounds`' width (none: unlimited), through
    /// `textRect(forBounds:limitedToNumberOfLines:)` as UIKit's sizing does.
    private func textSize(width: CGFloat) -> CGSize {
        let w = width > 0 && width.isFinite ? width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: w, height: .greatestFiniteMagnitude), limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize { textSize(width: preferredMaxLayoutWidth) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(width: size.width) }

    /// `textRect(forBounds:limitedToNumberOfLines:)`: where the text goes within `bounds` (its
    /// estimated size, at `bounds`' origin, no taller than `bounds`; 0 lines: as many as
    /// needed). `sizeThatFits(_:)` and `intrinsicContentSize` ask it, so an override that insets
    /// the text (a padded label) sizes the label, as in UIKit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let s = size(fitting: bounds.width, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: CGSize(width: s.width, height: min(s.height, max(bounds.height, 0))))
    }

    /// `drawText(in:)`: drawing is not rendered; the model never calls it.
    open func drawText(in rect: CGRect) {}

    private func size(fitting width: CGFloat, lines maxLines: Int) -> CGSize {
        let chars = CGFloat(text?.count ?? 0)
        guard chars > 0, width > 0 else { return .zero }
        let font = self.font ?? .systemFont(ofSize: 17)
        let line = chars * font.averageCharacterWidth
        var lines = maxLines == 1 ? 1 : max(1, (line / max(width, 1)).rounded(.up))
        if maxLines > 1 { lines = min(lines, CGFloat(maxLines)) }
        // Rounded up to whole points, as UIKit's text sizes are (after cancelling float noise).
        func up(_ x: CGFloat) -> CGFloat { (x - 1e-9).rounded(.up) }
        return CGSize(width: up(lines > 1 ? min(line, width) : line), height: up(lines * font.lineHeight))
    }
}

/// `NSLineBreakMode`, with UIKit's raw values (stored: text is not drawn).
public enum LineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
