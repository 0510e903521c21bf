import Foundation
import Transitions

/// `UIFontMetrics` (iOS 11): scales fonts and values for Dynamic Type. The simulated device keeps
/// the default content size category (`.large`), at which UIKit's scaling is the identity: fonts
/// and values come back unchanged (a maximum point size still caps the font).
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize <= maximumPointSize ? font : font.withSize(maximumPointSize)
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

extension Font {
    /// `monospacedDigitSystemFont(ofSize:weight:)` / `monospacedSystemFont(ofSize:weight:)`: the
    /// system font at that size and weight (glyph widths are not modelled).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font { systemFont(ofSize: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font { systemFont(ofSize: size, weight: weight) }
}

extension Color {
    /// `groupTableViewBackground` (deprecated: `systemGroupedBackground`).
    public static var groupTableViewBackground: Color { systemGroupedBackground }
}

extension UIAccessibility {
    /// Assistive technologies' status notifications (the simulated device runs none: never posted).
    public static let voiceOverStatusDidChangeNotification: Foundation.Notification.Name = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
