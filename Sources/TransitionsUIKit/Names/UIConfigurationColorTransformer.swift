import Foundation
import Transitions

/// `UIConfigurationColorTransformer` (iOS 14): a function from a colour to the colour a
/// configuration draws with. Equal when it is the same transformer (`TransformerIdentity`).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private let transform: (Color) -> Color
    private let identity = TransformerIdentity()

    public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

    public func callAsFunction(_ input: Color) -> Color { transform(input) }
    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// `grayscale`: the colour's luminance (Rec. 709 weights) as a grey, with its alpha.
    public static let grayscale = UIConfigurationColorTransformer { c in
        Color(white: 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue, alpha: c.alpha)
    }
    /// `preferredTint` and `monochromeTint`: the tint the system would pick (the model's tint
    /// colour is the input's).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
