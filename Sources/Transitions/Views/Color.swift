import Foundation
/// An RGBA colour (`UIColor`'s values): what a view fills its bounds with. A view whose
/// background colour is fully opaque hides what is under it (the checks count it as covering).
///
/// A class, as `UIColor` is — immutable, compared and hashed by its components — so the
/// `convenience init(hex:)` extensions apps write on `UIColor` compile as written. Open, as
/// `UIColor` is: apps subclass it and declare `class open var` colours in extensions (its
/// stored components are constants, so it stays safe to share).
open class Color: NSObject, @unchecked Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    /// Components are clamped to [0, 1]; NaN counts as 0. (UIKit's parameters are `CGFloat`, so
    /// `UIColor(white: 0, alpha: .dimmed)` finds an app's `extension CGFloat { static let dimmed }`.)
    /// Required, as the metatype construction UIKit code writes in `UIColor` extensions
    /// (`static func themed(…) -> UIColor { self.init(red: …) }`) needs (Objective-C's
    /// initialisers allow it on Darwin); so are `init(white:alpha:)` and `init(dynamicProvider:)`.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func unit(_ x: CGFloat) -> Double { x.isNaN ? 0 : Double(min(max(x, 0), 1)) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)` (TransitionsUIKit declares the literal conformance;
    /// required here, as a non-final class's literal initialiser must be).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// `UIColor()`: a colour with no components, which draws nothing: clear here.
    public override convenience init() { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
    public required convenience init(white: CGFloat, alpha: CGFloat = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// `init(dynamicProvider:)`: resolved once, for the light appearance (the simulated device's).
    public required convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let c = dynamicProvider(TraitCollection(userInterfaceStyle: .light))
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `isEqual(_:)`: colours are equal when their components are (`==` on `NSObject`s asks this).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? Color else { return false }
        return red == b.red && green == b.green && blue == b.blue && alpha == b.alpha
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        return h.finalize()
    }

    public override var description: String { "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    /// `components` / `numberOfComponents` (as a `CGColor` in an RGB space: red, green, blue, alpha).
    public var components: [CGFloat]? { [red, green, blue, alpha].map { CGFloat($0) } }
    public var numberOfComponents: Int { 4 }

    public func withAlphaComponent(_ alpha: CGFloat) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let gray = Color(white: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
}
