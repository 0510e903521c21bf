import Foundation

/// `UIActivityIndicatorView`: a spinner, shown while animating.
///
/// Modelled: `startAnimating()` / `stopAnimating()` / `isAnimating`, and `hidesWhenStopped`
/// (true by default): Apple documents that while it is true the view sets `isHidden` to true
/// whenever it is not animating, so a new indicator is hidden until it starts, `startAnimating()`
/// shows it, and `stopAnimating()` hides it again. Turning `hidesWhenStopped` off while stopped
/// shows the indicator; turning it on hides it. The spin itself is drawing, as are `color` and
/// the style, which decides only the size: 20 × 20 points (`.medium`, `.white`, `.gray`) or 37 ×
/// 37 (`.large`, `.whiteLarge`), UIKit's sizes, for `intrinsicContentSize`, `sizeThatFits` and
/// the frame `init(style:)` makes.
open class ActivityIndicatorView: View {
    /// `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable {
        @available(*, deprecated, renamed: "large", message: "UIKit deprecates it in iOS 13: use .large and color")
        case whiteLarge = 0
        @available(*, deprecated, renamed: "medium", message: "UIKit deprecates it in iOS 13: use .medium and color")
        case white = 1
        @available(*, deprecated, renamed: "medium", message: "UIKit deprecates it in iOS 13: use .medium and color")
        case gray = 2
        case medium = 100
        case large = 101

        /// The indicator's size in this style (UIKit's).
        public var size: CGSize {
            switch rawValue {
            case 0, 101: return CGSize(width: 37, height: 37)
            default: return CGSize(width: 20, height: 20)
            }
        }
    }

    /// `style`; changing it changes the intrinsic size.
    open var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// `color` (stored: drawing): `UIColor!`, the style's default (white for the white styles,
    /// else gray) until set; nil restores that default, so it never reads nil.
    open var color: Color! { didSet { if color == nil { color = defaultColor } } }
    private var defaultColor: Color { style.rawValue == 0 || style.rawValue == 1 ? .white : .gray }
    /// `isAnimating`.
    public private(set) var isAnimating = false
    /// `hidesWhenStopped` (true).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// `init(style:)`: stopped (so hidden), at the origin, the style's size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        color = defaultColor
        isHidden = true
    }
    /// `init(frame:)`: a `.medium` indicator, stopped (so hidden).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        color = .gray
        isHidden = true
    }
    public convenience init(_ simulation: Simulation, style: Style = .medium, name: String = "activityIndicator") {
        let pending = simulation.beginInit(of: Self.self, name: name)
        self.init(style: style)
        pending.end()
    }
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        color = .gray
        isHidden = true
    }

    /// `startAnimating()`: animating and shown.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// `stopAnimating()`: stopped; hidden when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { style.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
