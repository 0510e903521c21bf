import Foundation
import Transitions

/// `UIFontDescriptor`: a description of a font (family, name, size, traits) that makes fonts
/// (`UIFont(descriptor:size:)`). The model's fonts are a name, a size and a weight, measured by
/// size alone (`TextMetrics`): a descriptor keeps its attributes, and the font it makes takes its
/// size, its name and, from the bold trait or a weight trait, its weight.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// `fontAttributes`.
    public let fontAttributes: [AttributeName: Any]

    /// `init(fontAttributes:)`.
    public init(fontAttributes attributes: [AttributeName: Any]) {
        fontAttributes = attributes
        super.init()
    }

    /// `UIFontDescriptor()`: a descriptor with no attributes.
    public override convenience init() { self.init(fontAttributes: [:]) }

    /// `init(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// `init(name:matrix:)` (the matrix is drawing: kept).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName])
    }

    /// `preferredFontDescriptor(withTextStyle:)`: the text style's system font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.name: ".SFUI", .size: UIFont.preferredFont(forTextStyle: style).pointSize, .textStyle: style.rawValue])
    }

    /// `pointSize` (0 when the attributes name none).
    public var pointSize: CGFloat {
        switch fontAttributes[.size] {
        case let s as CGFloat: return s
        case let s as Double: return CGFloat(s)
        case let s as Int: return CGFloat(s)
        case let s as NSNumber: return CGFloat(s.doubleValue)
        default: return 0
        }
    }

    /// `postscriptName`.
    public var postscriptName: String { fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? ".SFUI" }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// `symbolicTraits`.
    public var symbolicTraits: SymbolicTraits {
        if let t = traits[.symbolic] as? SymbolicTraits { return t }
        if let t = traits[.symbolic] as? UInt32 { return SymbolicTraits(rawValue: t) }
        return []
    }

    /// The weight the traits give: the weight trait, made at least bold by the bold trait.
    var weight: UIFont.Weight {
        var w = UIFont.Weight.regular
        if let x = traits[.weight] as? UIFont.Weight { w = x }
        if let x = traits[.weight] as? CGFloat { w = UIFont.Weight(rawValue: Double(x)) }
        if let x = traits[.weight] as? Double { w = UIFont.Weight(rawValue: x) }
        if symbolicTraits.contains(.traitBold), w.rawValue < UIFont.Weight.bold.rawValue { w = .bold }
        return w
    }

    /// `addingAttributes(_:)`: these attributes with `attributes` over them.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// `withSymbolicTraits(_:)`: the same font with exactly these traits (always found here).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var t = traits
        t[.symbolic] = symbolicTraits
        return addingAttributes([.traits: t])
    }

    /// `withSize(_:)`.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// `withFamily(_:)`.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }

    /// `withDesign(_:)` (iOS 13): the design is drawing; the descriptor is kept.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { addingAttributes([AttributeName(rawValue: "NSCTFontDesign"): design.rawValue]) }

    /// `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension Font {
    /// `UIFont(descriptor:size:)`: the descriptor's font at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let italic = descriptor.symbolicTraits.contains(.traitItalic)
        self.init(name: descriptor.postscriptName + (italic ? "-Italic" : ""), pointSize: size, weight: descriptor.weight)
    }

    /// `fontDescriptor`: this font's name, size and traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Font.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if fontName.hasSuffix("-Italic") { traits.insert(.traitItalic) }
        return UIFontDescriptor(fontAttributes: [
            .name: fontName, .size: pointSize, .traits: [UIFontDescriptor.TraitKey.symbolic: traits, .weight: weight],
        ])
    }
}
