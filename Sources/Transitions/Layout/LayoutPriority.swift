import Cassowary

/// `UILayoutPriority`: how much a constraint matters, 1…1000. `required` (1000) constraints must
/// hold; the engine trades optional ones off by weight (`Strength(priority:)`, notes/cassowary.md:
/// higher priorities win one-against-one, as in UIKit). Not expressible by a literal, as UIKit's
/// is not (apps add that conformance themselves: `extension UILayoutPriority:
/// ExpressibleByIntegerLiteral`); offsets are `+`/`-` with a `Float`, as in UIKit.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: LayoutPriority, d: Float) -> LayoutPriority { LayoutPriority(p.rawValue + d) }
    public static func - (p: LayoutPriority, d: Float) -> LayoutPriority { LayoutPriority(p.rawValue - d) }
    public static func += (p: inout LayoutPriority, d: Float) { p = p + d }
    public static func -= (p: inout LayoutPriority, d: Float) { p = p - d }

    /// True for 1000 and above (UIKit clamps to 1…1000).
    public var isRequired: Bool { rawValue >= 1000 }

    /// A priority UIKit accepts: finite, in 1…1000.
    var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// The solver strength: required, else `Strength(priority:)`.
    var strength: Strength { isRequired ? .required : Strength(priority: Double(rawValue)) }
}
