import Foundation

// Symbol images and their configurations (`UIImage.Configuration`, `UIImage.SymbolConfiguration`,
// iOS 13). Symbols are drawn: the model stores the configuration an image was made or derived
// with, and layouts that size a symbol by its point size (`ListContentView`) read it back.

extension Image {
    /// `UIImage.Configuration`: what an image is drawn for (stored).
    open class Configuration: NSObject, @unchecked Sendable {
        /// `traitCollection`: the traits the configuration was made for (nil: none).
        public internal(set) var traitCollection: TraitCollection?

        public override init() { super.init() }

        /// `init(traitCollection:)` (`UIImage.Configuration(traitCollection:)`).
        public init(traitCollection: TraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// `withTraitCollection(_:)`: a copy made for those traits.
        open func withTraitCollection(_ traitCollection: TraitCollection?) -> Configuration {
            Configuration(traitCollection: traitCollection)
        }

        /// `applying(_:)`: this configuration with `other`'s specified values in place.
        open func applying(_ other: Configuration?) -> Configuration {
            Configuration(traitCollection: other?.traitCollection ?? traitCollection)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? Configuration, type(of: o) == type(of: self) else { return false }
            return o.traitCollection == traitCollection
        }
        open override var hash: Int { traitCollection.hashValue }
    }

    /// `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// `fontWeight()`: the matching `UIFont.Weight` (regular for unspecified).
        public func fontWeight() -> Font.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// `UIImage.SymbolScale`, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable, Hashable { case `default` = -1, unspecified = 0, small, medium, large }

    /// `UIImage.SymbolConfiguration`: a symbol's point size, weight and scale, or the text style
    /// or font it matches, and its colours (stored: symbols are drawn). A non-finite or negative
    /// point size is taken as unspecified (0).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified), weight, scale, text style and font the configuration
        /// specifies (UIKit keeps them private; the model's layouts read them).
        package private(set) var pointSize: CGFloat = 0
        package private(set) var weight: SymbolWeight = .unspecified
        package private(set) var scale: SymbolScale = .unspecified
        package private(set) var textStyle: Font.TextStyle?
        package private(set) var font: Font?
        package private(set) var hierarchicalColor: Color?
        package private(set) var paletteColors: [Color]?
        package private(set) var prefersMulticolor = false

        private static func finite(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }

        private init(copying other: SymbolConfiguration?) {
            super.init(traitCollection: other?.traitCollection)
            guard let o = other else { return }
            (pointSize, weight, scale, textStyle, font) = (o.pointSize, o.weight, o.scale, o.textStyle, o.font)
            (hierarchicalColor, paletteColors, prefersMulticolor) = (o.hierarchicalColor, o.paletteColors, o.prefersMulticolor)
        }

        /// `UIImage.SymbolConfiguration.unspecified`: nothing specified.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(copying: nil) }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(copying: nil)
            self.pointSize = Self.finite(pointSize)
            self.weight = weight
            self.scale = scale
        }
        public convenience init(textStyle: Font.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: Font.TextStyle, scale: SymbolScale) {
            self.init(copying: nil)
            self.textStyle = textStyle
            self.scale = scale
        }
        public convenience init(scale: SymbolScale) {
            self.init(copying: nil)
            self.scale = scale
        }
        public convenience init(weight: SymbolWeight) {
            self.init(copying: nil)
            self.weight = weight
        }
        public convenience init(font: Font) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: Font, scale: SymbolScale) {
            self.init(copying: nil)
            self.font = font
            self.scale = scale
        }
        /// `init(hierarchicalColor:)` (iOS 15).
        public convenience init(hierarchicalColor: Color) {
            self.init(copying: nil)
            self.hierarchicalColor = hierarchicalColor
        }
        /// `init(paletteColors:)` (iOS 15).
        public convenience init(paletteColors: [Color]) {
            self.init(copying: nil)
            self.paletteColors = paletteColors
        }
        /// `preferringMulticolor()` (iOS 15).
        public static func preferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: nil)
            c.prefersMulticolor = true
            return c
        }

        /// `configurationWithoutPointSizeAndWeight()` and friends: copies without those values.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            (c.pointSize, c.weight, c.font, c.textStyle) = (0, .unspecified, nil, nil)
            return c
        }
        public func configurationWithoutScale() -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            c.scale = .unspecified
            return c
        }
        public func configurationWithoutWeight() -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            c.weight = .unspecified
            return c
        }
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            c.textStyle = nil
            return c
        }

        public override func withTraitCollection(_ traitCollection: TraitCollection?) -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            c.traitCollection = traitCollection
            return c
        }

        /// `applying(_:)`: this configuration with what `other` specifies in place (its point
        /// size, weight, scale, text style or font, colours) — the other's size source (point
        /// size, text style, font) replacing this one's.
        public override func applying(_ other: Configuration?) -> SymbolConfiguration {
            let c = SymbolConfiguration(copying: self)
            if let t = other?.traitCollection { c.traitCollection = t }
            guard let o = other as? SymbolConfiguration else { return c }
            if o.pointSize > 0 || o.textStyle != nil || o.font != nil { (c.pointSize, c.textStyle, c.font) = (o.pointSize, o.textStyle, o.font) }
            if o.weight != .unspecified { c.weight = o.weight }
            if o.scale != .unspecified { c.scale = o.scale }
            if let h = o.hierarchicalColor { c.hierarchicalColor = h }
            if let p = o.paletteColors { c.paletteColors = p }
            if o.prefersMulticolor { c.prefersMulticolor = true }
            return c
        }
        /// `applying(_:)` with a symbol configuration.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration { applying(other as Configuration?) }

        /// The point size a symbol drawn with this configuration matches: the point size, else
        /// the font's, else the text style's (nil: none specified).
        package var resolvedPointSize: CGFloat? {
            if pointSize > 0 { return pointSize }
            if let f = font, f.pointSize.isFinite, f.pointSize > 0 { return f.pointSize }
            if let t = textStyle { return t.size }
            return nil
        }

        /// `isEqual(_:)`: the same specified values.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return o.pointSize == pointSize && o.weight == weight && o.scale == scale && o.textStyle == textStyle && o.font == font
                && o.hierarchicalColor == hierarchicalColor && o.paletteColors == paletteColors && o.prefersMulticolor == prefersMulticolor
                && o.traitCollection == traitCollection
        }
        public override var hash: Int {
            var h = Hasher()
            h.combine(pointSize)
            h.combine(weight)
            h.combine(scale)
            h.combine(textStyle)
            return h.finalize()
        }
    }

    /// `isSymbolImage`: made with `init(systemName:)` (or derived from such an image).
    public var isSymbolImage: Bool { isSymbol }

    /// `symbolConfiguration`: the symbol configuration the image was made or derived with.
    public var symbolConfiguration: SymbolConfiguration? { imageConfiguration as? SymbolConfiguration }

    /// `configuration`: the configuration the image was made or derived with.
    public var configuration: Configuration? { imageConfiguration }

    /// `init(systemName:withConfiguration:)`: the symbol with that configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(size: .zero, name: name)
        isSymbol = true
        imageConfiguration = configuration
    }

    /// `init(named:in:with:)`: as `init(named:)`, with the configuration stored.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(size: .zero, name: name)
        imageConfiguration = configuration
    }

    /// `withConfiguration(_:)`: a new image, the same name, size and scale, with this image's
    /// configuration and `configuration` applied over it (the receiver is unchanged).
    public func withConfiguration(_ configuration: Configuration) -> Image {
        let copy = Image(size: size, name: name, scale: scale)
        copy.isSymbol = isSymbol
        copy.imageConfiguration = imageConfiguration?.applying(configuration) ?? configuration
        return copy
    }

    /// `applyingSymbolConfiguration(_:)`: a new image with the symbol configuration applied over
    /// this one's; nil for an image that is not a symbol, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        isSymbol ? withConfiguration(configuration) : nil
    }
}

extension ImageView {
    /// `preferredSymbolConfiguration` (iOS 13): the configuration a symbol image is shown with
    /// (stored: symbols are drawn).
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        get { AssociatedObjects.get(self, key: SymbolKeys.preferred) as? Image.SymbolConfiguration }
        set { AssociatedObjects.set(self, key: SymbolKeys.preferred, value: newValue, policy: .retain) }
    }
}

private enum SymbolKeys {
    nonisolated(unsafe) static let preferred = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
