import Foundation

/// `CATextLayer`: a layer that draws a string. Text is drawn, not rendered: what the layer shows
/// (`string`, `font`, `fontSize`, `foregroundColor`) and how (`alignmentMode`, `truncationMode`,
/// `isWrapped`, `allowsFontSubpixelQuantization`) is stored and read back with Core Animation's
/// defaults; the layer's geometry, timing and animations are a layer's like any other.
open class TextLayer: Layer {
    /// `string`: a `String` or an `NSAttributedString` (nil by default: nothing drawn).
    public var string: Any?
    /// `font`: a font object or a font name (`CFTypeRef` in Core Animation; nil is Helvetica).
    public var font: Any?
    /// `fontSize` (36 by default, as Core Animation's; the size of an attributed string's own
    /// font wins when drawn).
    public var fontSize: CGFloat = 36
    /// `foregroundColor` (opaque white by default, as Core Animation's).
    public var foregroundColor: Color? = .white
    /// `alignmentMode` (`.natural` by default).
    public var alignmentMode: AlignmentMode = .natural
    /// `truncationMode` (`.none` by default).
    public var truncationMode: TruncationMode = .none
    /// `isWrapped` (false by default: one line).
    public var isWrapped = false
    /// `allowsFontSubpixelQuantization` (false by default).
    public var allowsFontSubpixelQuantization = false

    /// `CATextLayerAlignmentMode`.
    public struct AlignmentMode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let natural = AlignmentMode(rawValue: "natural")
        public static let left = AlignmentMode(rawValue: "left")
        public static let right = AlignmentMode(rawValue: "right")
        public static let center = AlignmentMode(rawValue: "center")
        public static let justified = AlignmentMode(rawValue: "justified")
    }
    /// `CATextLayerTruncationMode`.
    public struct TruncationMode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let none = TruncationMode(rawValue: "none")
        public static let start = TruncationMode(rawValue: "start")
        public static let end = TruncationMode(rawValue: "end")
        public static let middle = TruncationMode(rawValue: "middle")
    }

    /// `CATextLayer()`: a standalone text layer of this thread's current simulation.
    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// A copy (`init(layer:)`, `presentation()`) keeps the text settings.
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let other = other as? TextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (alignmentMode, truncationMode, isWrapped) = (other.alignmentMode, other.truncationMode, other.isWrapped)
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `CATransformLayer`: in Core Animation, a layer that keeps its sublayers in 3-D (it does not
/// flatten them into its plane) and draws none of its own content (background, border, contents).
/// The model's geometry is planar, so it composes a transform layer's sublayer transforms as it
/// does for any layer: each sublayer lands where its own transform, composed with this layer's
/// and its ancestors', puts it (the perspective and depth parts are kept for read-back, as on
/// every layer). Its own drawn properties are stored, as for any layer.
open class TransformLayer: Layer {}
