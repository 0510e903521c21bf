import Foundation
import Transitions

// UIKit's attributes for Swift's `AttributedString` (iOS 15): `AttributeScopes.UIKitAttributes`,
// so `container.font = .systemFont(ofSize: 12)`, `string.foregroundColor = .red` and
// `AttributedString("Hi", attributes: AttributeContainer().font(f))` compile and keep the values.
// They have the names of `NSAttributedString.Key`'s UIKit keys, and `NSAttributedString(_:)` of an
// attributed string carries them over. Text is not drawn: the values are stored (labels and
// buttons measure their plain text at the `.font` size, `TextMetrics`).
extension AttributeScopes {
    /// `AttributeScopes.UIKitAttributes`.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
    }
    /// `\.uiKit`, as in `AttributedString(ns, including: \.uiKit)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// `NSAttributedString(_:)` of an `AttributedString`: the text, with UIKit's attributes of each
    /// run under their `NSAttributedString.Key`s (`.font`, `.foregroundColor` …).
    public convenience init(_ attributed: AttributedString) {
        let out = NSMutableAttributedString(string: String(attributed.characters))
        var offset = 0
        for run in attributed.runs {
            let length = String(attributed[run.range].characters).utf16.count
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = run.uiKit.font
            attributes[.foregroundColor] = run.uiKit.foregroundColor
            attributes[.backgroundColor] = run.uiKit.backgroundColor
            attributes[.paragraphStyle] = run.uiKit.paragraphStyle
            attributes[.kern] = run.uiKit.kern
            attributes[.tracking] = run.uiKit.tracking
            attributes[.baselineOffset] = run.uiKit.baselineOffset
            attributes[.underlineStyle] = run.uiKit.underlineStyle?.rawValue
            attributes[.underlineColor] = run.uiKit.underlineColor
            attributes[.strikethroughStyle] = run.uiKit.strikethroughStyle?.rawValue
            attributes[.strikethroughColor] = run.uiKit.strikethroughColor
            attributes[.strokeColor] = run.uiKit.strokeColor
            attributes[.strokeWidth] = run.uiKit.strokeWidth
            attributes[.shadow] = run.uiKit.shadow
            if !attributes.isEmpty { out.addAttributes(attributes, range: NSRange(location: offset, length: length)) }
            offset += length
        }
        self.init(attributedString: out)
    }
}

extension AttributeContainer {
    /// `AttributeContainer(_:)` of an `NSAttributedString` attribute dictionary: UIKit's keys
    /// with values of their types become the UIKit attributes (`[.font: f]` → `container.font`);
    /// a value of another type, or a key outside UIKit's scope, is left out, as Foundation's
    /// conversion drops what its scopes cannot decode. Underline and strikethrough styles may be
    /// given as the style or its raw `Int`.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary {
            switch key {
            case .font: if let v = value as? Font { self.uiKit.font = v }
            case .foregroundColor: if let v = value as? Color { self.uiKit.foregroundColor = v }
            case .backgroundColor: if let v = value as? Color { self.uiKit.backgroundColor = v }
            case .paragraphStyle: if let v = value as? NSParagraphStyle { self.uiKit.paragraphStyle = v }
            case .kern: if let v = Self.length(value) { self.uiKit.kern = v }
            case .tracking: if let v = Self.length(value) { self.uiKit.tracking = v }
            case .baselineOffset: if let v = Self.length(value) { self.uiKit.baselineOffset = v }
            case .underlineStyle: if let v = Self.lineStyle(value) { self.uiKit.underlineStyle = v }
            case .underlineColor: if let v = value as? Color { self.uiKit.underlineColor = v }
            case .strikethroughStyle: if let v = Self.lineStyle(value) { self.uiKit.strikethroughStyle = v }
            case .strikethroughColor: if let v = value as? Color { self.uiKit.strikethroughColor = v }
            case .strokeColor: if let v = value as? Color { self.uiKit.strokeColor = v }
            case .strokeWidth: if let v = Self.length(value) { self.uiKit.strokeWidth = v }
            case .shadow: if let v = value as? NSShadow { self.uiKit.shadow = v }
            default: continue
            }
        }
    }

    private static func length(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func lineStyle(_ value: Any) -> NSUnderlineStyle? {
        if let v = value as? NSUnderlineStyle { return v }
        if let v = value as? Int { return NSUnderlineStyle(rawValue: v) }
        if let v = value as? NSNumber { return NSUnderlineStyle(rawValue: v.intValue) }
        return nil
    }
}

/// `UIConfigurationTextAttributesTransformer` (iOS 15): how a button configuration restyles its
/// title's attributes. Applied to the title the configuration shows (`attributedTitle`, or
/// `title` with no attributes) when the configuration is set; equal when they are the same
/// transformer (closures have no equality; UIKit compares identity).
public struct UIConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer
    private let identity = TransformerIdentity()
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// The identity a configuration transformer is compared and hashed by: the same transformer
/// (copies of one value) is equal, two made from closures are not (closures have no equality;
/// UIKit compares identity).
struct TransformerIdentity: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    static func == (a: Self, b: Self) -> Bool { a.token === b.token }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}
