import Foundation

// The text attributes UIKit adds to `NSAttributedString.Key` (NSAttributedString+UIKit.h).
// Attributes only style drawn text: the model stores attributed strings as given (labels and
// buttons measure their plain text, `TextMetrics`).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

// Measuring text (UIKit's NSString/NSAttributedString drawing extensions): the model's text
// metrics (`TextMetrics`: 0.55 × the point size per character, 1.2 × per line), at the `.font`
// attribute's size — 12 points without one, the size NSString's drawing uses by default. Drawing
// itself is dropped.

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext` (stored).
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
    public init() {}
}

enum TextMeasure {
    static func pointSize(_ attributes: [NSAttributedString.Key: Any]?) -> Double {
        (attributes?[.font] as? UIFont).map { Double($0.pointSize) } ?? 12
    }

    /// The size of `text`; wrapped at `size.width` with `.usesLineFragmentOrigin` (else one line).
    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, within size: CGSize? = nil, options: NSStringDrawingOptions = []) -> CGSize {
        let wrap = options.contains(.usesLineFragmentOrigin) ? size.map { Double($0.width) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil
        return TextMetrics.size(of: text, pointSize: pointSize(attributes), wrappingAt: wrap, maxLines: wrap == nil ? 1 : 0)
    }
}

extension NSString {
    /// `size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { TextMeasure.size(String(self), attrs) }
    /// `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: TextMeasure.size(String(self), attributes, within: size, options: options))
    }
    /// `draw(at:withAttributes:)`, `draw(in:withAttributes:)` (dropped: drawing).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// `draw(with:options:attributes:context:)` (dropped: drawing).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) {}
}

extension StringProtocol {
    /// `size(withAttributes:)` on Swift strings (UIKit bridges them to `NSString`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { TextMeasure.size(String(self), attrs) }
    /// `boundingRect(with:options:attributes:context:)` on Swift strings.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: TextMeasure.size(String(self), attributes, within: size, options: options))
    }
    /// `draw(with:options:attributes:context:)` on Swift strings (dropped: drawing).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) {}
}

extension NSAttributedString {
    /// `size()`: at the font of its first character.
    public func size() -> CGSize {
        TextMeasure.size(string, length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }
    /// `boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        CGRect(origin: .zero, size: TextMeasure.size(string, length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, within: size, options: options))
    }
    /// `draw(at:)`, `draw(in:)`, `draw(with:options:context:)` (dropped: drawing).
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}

/// `NSTextAttachment`: an image (or other content) laid out as a character of attributed text.
/// Attached text is drawing: the attachment's image and bounds are stored and read back.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    open var image: UIImage?
    /// `bounds`: where the attachment sits relative to the baseline (zero: the image's size).
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?
    public override init() { super.init() }
    /// `init(data:ofType:)`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    /// `init(image:)` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSMutableAttributedString {
    /// `NSMutableAttributedString()`: empty (Darwin's Foundation has it; Linux's does not).
    public convenience init() { self.init(string: "") }
}

extension NSAttributedString {
    /// `NSAttributedString(attachment:)`: one attachment character (U+FFFC) carrying it.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

/// `NSShadow`: the `.shadow` attribute's value — offset, blur radius and colour of drawn text's
/// shadow (stored: text is not drawn). UIKit's defaults: offset (0, −3), no blur, black at a
/// third opacity.
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// `shadowColor` (`Any?` in UIKit: a `UIColor`).
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3)
    public override init() { super.init() }
}

/// `NSUnderlineStyle`: the `underlineStyle` and `strikethroughStyle` attributes' values (an
/// `Int` in the attributes dictionary: `NSUnderlineStyle.single.rawValue`), with UIKit's raw
/// values. Text is not drawn: stored in the attributes as given.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
    @available(*, deprecated, message: "use [] (Swift 4.2)")
    public static let styleNone = NSUnderlineStyle([])
    @available(*, deprecated, renamed: "single")
    public static let styleSingle = NSUnderlineStyle.single
    @available(*, deprecated, renamed: "thick")
    public static let styleThick = NSUnderlineStyle.thick
    @available(*, deprecated, renamed: "double")
    public static let styleDouble = NSUnderlineStyle.double
}
