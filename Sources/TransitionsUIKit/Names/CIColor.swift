import Foundation
import Transitions

/// `CIColor` (Core Image, which UIKit re-exports): a colour's red, green, blue and alpha
/// components — what transition code reads from it (`CIColor(color: tint).red`). Core Image's
/// images and filters are modelled as the regions they cover (`CIImage`, `CIFilter`).
public final class CIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// `init(red:green:blue:alpha:)` (alpha 1 by default).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    /// `init(color:)`: a `UIColor`'s components.
    public convenience init(color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
    /// `init(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(color: Color(cgColor: cgColor)) }

    /// `numberOfComponents` (4) and `components` (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// `stringRepresentation`: Core Image's "r g b a".
    public var stringRepresentation: String { components.map { "\($0)" }.joined(separator: " ") }
    public var description: String { stringRepresentation }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)

    public static func == (a: CIColor, b: CIColor) -> Bool { a.components == b.components }
    public func hash(into h: inout Hasher) { h.combine(components) }
}

extension Color {
    /// `UIColor(ciColor:)`.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
    /// `ciColor`: this colour's components as a `CIColor`.
    public var ciColor: CIColor { CIColor(color: self) }
}
