import Foundation

/// `UIFont`: a name, point size and weight (no glyphs). The model has no font registry, so
/// `init?(name:size:)` always succeeds: code that falls back when a font is missing does not run
/// its fallback here.
open class Font: NSObject, @unchecked Sendable {
    /// `UIFont.Weight`.
    public struct Weight: Sendable, Hashable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
    /// `UIFont.TextStyle` with the default (Large) sizes.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
        var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }

    public let fontName: String
    public let pointSize: CGFloat
    /// `familyName`: the family a PostScript name belongs to — iOS's name for one of the
    /// installed families (`HelveticaNeue-Bold` → `Helvetica Neue`, `Font.families`), else the
    /// name before its style suffix (`Brand-Bold` → `Brand`); the system font's is
    /// `.AppleSystemUIFont`, as UIKit's.
    public var familyName: String {
        if fontName.hasPrefix(".SF") || fontName.hasPrefix(".AppleSystem") { return ".AppleSystemUIFont" }
        if let family = Font.familyOfInstalledFont[fontName] { return family }
        guard let dash = fontName.firstIndex(of: "-"), dash != fontName.startIndex else { return fontName }
        return String(fontName[..<dash])
    }
    public let weight: Weight
    /// `lineHeight`: 1.2 × the point size (San Francisco's ratio, rounded).
    public var lineHeight: CGFloat { pointSize * 1.2 }
    /// The model's width of one character: 0.55 × the point size (text is not typeset; labels
    /// size and text inputs place their carets with it).
    package var averageCharacterWidth: CGFloat { pointSize * 0.55 }
    /// `ascender` and `descender` (negative, below the baseline): San Francisco's proportions
    /// (1950 and −494 of 2048 units, 0.952 and −0.241), scaled so that `ascender − descender`
    /// is the model's `lineHeight` (0.96 and −0.24 of the point size); `leading` 0.
    public var ascender: CGFloat { pointSize * 0.96 }
    public var descender: CGFloat { pointSize * -0.24 }
    public var leading: CGFloat { 0 }
    /// `capHeight` and `xHeight`: San Francisco's (1443 and 1082 of 2048 units).
    public var capHeight: CGFloat { pointSize * 1443 / 2048 }
    public var xHeight: CGFloat { pointSize * 1082 / 2048 }

    public init(name: String, pointSize: CGFloat, weight: Weight = .regular) {
        fontName = name
        self.pointSize = pointSize
        self.weight = weight
    }
    /// `UIFont()` (`NSObject`'s initialiser, which UIKit's font keeps): the system font at 12
    /// points, the size UIKit's text views start with (code makes one as a placeholder before
    /// its real font).
    public override convenience init() { self.init(name: ".SFUI", pointSize: 12) }
    /// `UIFont(name:size:)`.
    public convenience init?(name: String, size: CGFloat) { self.init(name: name, pointSize: size) }

    /// Equal when name, size and weight are (fonts are values, as UIFont's `isEqual` compares
    /// descriptors).
    /// `isEqual(_:)`: fonts are equal when name, size and weight are (`==` on `NSObject`s asks this).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? Font else { return false }
        return fontName == b.fontName && pointSize == b.pointSize && weight == b.weight
    }
    public override var hash: Int {
        var h = Hasher()
        h.combine(fontName)
        h.combine(pointSize)
        h.combine(weight)
        return h.finalize()
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font { Font(name: ".SFUI", pointSize: size, weight: weight) }
    public static func systemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, weight: .regular) }
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(name: ".SFUI-Italic", pointSize: size) }
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { systemFont(ofSize: style.size) }
    /// `preferredFont(forTextStyle:compatibleWith:)`: the style's font for a trait collection's
    /// text size. The model's trait collections carry no content size category (the simulated
    /// device reads at the default, Large), so every trait collection gets the same font as
    /// `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style)
    }
    /// `withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font { Font(name: fontName, pointSize: size, weight: weight) }
}

/// `NSTextAlignment`.
public enum TextAlignment: Int, Sendable, Hashable { case left, center, right, justified, natural }
