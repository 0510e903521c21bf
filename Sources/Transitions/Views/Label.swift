import Foundation

/// `UILabel`: text and its attributes. Not drawn; its intrinsic size is an estimate from the
/// font (0.55 × point size per character, `lineHeight` per line), so layouts that size labels
/// to fit get plausible frames.
open class Label: View {
    public var text: String? { didSet { if text != oldValue { setNeedsLayout() } } }
    public var textColor: Color = .black
    public var font: Font = .systemFont(ofSize: 17)
    public var textAlignment: TextAlignment = .natural
    /// `numberOfLines` (0: as many as needed).
    public var numberOfLines = 1
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` (stored).
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `Label()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { size(fitting: .greatestFiniteMagnitude) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(fitting: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    private func size(fitting width: CGFloat) -> CGSize {
        let chars = CGFloat(text?.count ?? 0)
        guard chars > 0 else { return .zero }
        let line = chars * font.pointSize * 0.55
        var lines = numberOfLines == 1 ? 1 : max(1, (line / max(width, 1)).rounded(.up))
        if numberOfLines > 1 { lines = min(lines, CGFloat(numberOfLines)) }
        // Rounded up to whole points, as UIKit's text sizes are (after cancelling float noise).
        func up(_ x: CGFloat) -> CGFloat { (x - 1e-9).rounded(.up) }
        return CGSize(width: up(lines > 1 ? min(line, width) : line), height: up(lines * font.lineHeight))
    }
}
