import Foundation

/// `UIFloatRange` (iOS 9): a closed range of `CGFloat`s, as an attachment's `attachmentRange`
/// takes it. `infinite` (−∞ … ∞) means "no limit".
public struct FloatRange: Sendable, Hashable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }
    /// `UIFloatRange()`: zero.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// `UIFloatRangeZero`.
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// `UIFloatRangeInfinite`.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
    /// `UIFloatRangeIsInfinite`: both ends infinite.
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}
