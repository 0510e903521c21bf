import Foundation
import Transitions

// `UIColor` over the model's `Color` (RGBA values: what the checks read for opaque cover).
// Dynamic and system colours resolve to their light-appearance values (drawn only; the
// device's dark-mode flag does not change the model's colours).
extension Color {
    /// `cgColor`: the same colour (Core Graphics' type is this one here).
    public var cgColor: Color { self }
    /// `UIColor(cgColor:)`: the same colour.
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    public static let darkGray = Color(white: 1.0 / 3)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    // System colours (light appearance).
    public static let systemBlue = Color(red: 0, green: 0.478, blue: 1)
    /// `UIColor.tintColor` (iOS 15): on iOS a colour that resolves to the tint of the view
    /// drawing it; colours are drawn, not modelled, so it is the default tint, system blue.
    public static let tintColor = systemBlue
    public static let systemRed = Color(red: 1, green: 0.231, blue: 0.188)
    public static let systemGreen = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let systemOrange = Color(red: 1, green: 0.584, blue: 0)
    public static let systemYellow = Color(red: 1, green: 0.8, blue: 0)
    public static let systemPink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let systemPurple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let systemTeal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let systemIndigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let systemGray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let systemGray2 = Color(red: 0.682, green: 0.682, blue: 0.698)
    public static let systemGray3 = Color(red: 0.78, green: 0.78, blue: 0.8)
    public static let systemGray4 = Color(red: 0.82, green: 0.82, blue: 0.839)
    public static let systemGray5 = Color(red: 0.898, green: 0.898, blue: 0.918)
    public static let systemGray6 = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    public static let tertiaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    public static let opaqueSeparator = Color(red: 0.776, green: 0.776, blue: 0.784)
    public static let link = Color(red: 0, green: 0.478, blue: 1)
    public static let systemMint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let systemCyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let systemBrown = Color(red: 0.635, green: 0.518, blue: 0.369)
    public static let placeholderText = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    public static let quaternaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
    public static let systemFill = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
    public static let secondarySystemFill = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
    public static let tertiarySystemFill = Color(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    public static let quaternarySystemFill = Color(red: 0.455, green: 0.455, blue: 0.502, alpha: 0.08)
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
    public static let darkText = Color.black

    /// `init(hue:saturation:brightness:alpha:)` (HSB → RGB).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][min(i, 5)]
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }

    /// `UIColor(named:)`: there is no asset catalogue, so nil, as UIKit returns for a missing
    /// colour asset.
    public convenience init?(named name: String) { return nil }
    /// `UIColor(named:in:compatibleWith:)`: nil, as `UIColor(named:)` (no asset catalogue).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) { return nil }

    /// `UIColor(colorLiteralRed:green:blue:alpha:)`: Swift 3's spelling of the colour literal's
    /// initialiser (`Float` components), still written by older code.
    @available(*, deprecated, message: "use init(red:green:blue:alpha:)")
    public convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `resolvedColor(with:)`: the colour itself (colours are resolved when made).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    /// `getRed(_:green:blue:alpha:)`: the components; always true (every model colour is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the colour in HSB, from its RGB components (the
    /// inverse of `init(hue:saturation:brightness:alpha:)`): brightness is the largest
    /// component, saturation the spread over it (0 for black), hue the angle as a fraction of a
    /// turn in 0..<1 (0 for a grey, which has none). Any pointer may be nil; always true (every
    /// model colour is RGB, which UIKit converts).
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = self.red, g = self.green, b = self.blue
        let maximum = max(r, g, b), spread = maximum - min(r, g, b)
        var h = 0.0
        if spread > 0 {
            if maximum == r {
                h = (g - b) / spread
            } else if maximum == g {
                h = (b - r) / spread + 2
            } else {
                h = (r - g) / spread + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? spread / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// `getWhite(_:alpha:)`: true only for a grey.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard self.red == self.green, self.green == self.blue else { return false }
        white?.pointee = CGFloat(self.red)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}

// Object literals: `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`
// (Xcode's colour and image pickers) make a `UIColor` and a `UIImage`, as on iOS.
extension Color: _ExpressibleByColorLiteral {}

extension Image: _ExpressibleByImageLiteral {
    /// An image named after the resource (its size is unknown: zero, as a missing asset).
    public convenience init(imageLiteralResourceName path: String) { self.init(size: .zero, name: path) }
}

/// The type `#colorLiteral` makes.
public typealias _ColorLiteralType = Color
/// The type `#imageLiteral` makes.
public typealias _ImageLiteralType = Image

extension NSIndexPath {
    /// `row` (UIKit's table index paths).
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// `section`.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// `item` (collection views).
    public var item: Int { row }
}

extension Color {
    /// `init(displayP3Red:green:blue:alpha:)`: a Display P3 colour, converted to the extended
    /// sRGB components the model stores: both spaces share the sRGB transfer curve and D65 white,
    /// so the components are linearised, mapped by the P3→sRGB matrix (from the two spaces'
    /// primaries) and re-encoded. Colours outside sRGB's gamut (UIKit keeps them as extended-range
    /// components) are clipped to the model's 0…1 components: colours are only drawn.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: Double) -> Double {
            let a = abs(c)
            return (a <= 0.04045 ? a / 12.92 : Foundation.pow((a + 0.055) / 1.055, 2.4)) * (c < 0 ? -1 : 1)
        }
        func encoded(_ c: Double) -> Double {
            let a = abs(c)
            return (a <= 0.0031308 ? a * 12.92 : 1.055 * Foundation.pow(a, 1 / 2.4) - 0.055) * (c < 0 ? -1 : 1)
        }
        let (r, g, b) = (linear(Double(red)), linear(Double(green)), linear(Double(blue)))
        self.init(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: Double(alpha))
    }
}
