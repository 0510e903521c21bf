import Foundation
import Transitions

/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable { case leftToRight, rightToLeft }

extension View {
    /// `UIView.userInterfaceLayoutDirection(for:)`: the direction for views with that attribute.
    /// The simulated device's language is left to right, so it is `.leftToRight` unless the
    /// attribute forces right to left (UIKit: `.playback` and `.spatial` stay left to right in
    /// every language; `.unspecified` follows the language).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// `effectiveUserInterfaceLayoutDirection`: the direction for this view's own attribute.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}

/// `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitCollection.LayoutDirection

/// `UIContentSizeCategory` (the simulated device keeps the default text size, `.large`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    private static let order = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
        "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
        "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: order[0])
    public static let small = UIContentSizeCategory(rawValue: order[1])
    public static let medium = UIContentSizeCategory(rawValue: order[2])
    public static let large = UIContentSizeCategory(rawValue: order[3])
    public static let extraLarge = UIContentSizeCategory(rawValue: order[4])
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: order[5])
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: order[6])
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: order[7])
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: order[8])
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: order[9])
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: order[10])
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: order[11])
    /// `UIContentSizeCategory.didChangeNotification` (the simulated device's text size never
    /// changes: never posted).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// `newValueUserInfoKey`: the key of the new category in that notification's `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { (Self.order.firstIndex(of: rawValue) ?? 0) >= 7 }
    /// Ordered by text size; `.unspecified` first.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a.rawValue) ?? -1) < (order.firstIndex(of: b.rawValue) ?? -1)
    }
}

extension TraitCollection {
    /// `preferredContentSizeCategory`: the simulated device's (the default, `.large`).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension Application {
    /// `UIApplication.preferredContentSizeCategory`: the simulated device's, as its trait
    /// collections report it (`.large`).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// `UIContentSizeCategoryAdjusting`: text views that follow the content size category. The
/// simulated device's category never changes, so the flag is stored and read back.
private enum ContentSizeKeys {
    nonisolated(unsafe) static let adjusts = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// The views that adopt `UIContentSizeCategoryAdjusting` in UIKit.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategoryAdjusting {
    /// `adjustsFontForContentSizeCategory` (stored).
    public var adjustsFontForContentSizeCategory: Bool {
        get { AssociatedObjects.get(self, key: ContentSizeKeys.adjusts) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: ContentSizeKeys.adjusts, value: newValue, policy: .retain) }
    }
}

extension Label: UIContentSizeCategoryAdjusting {}
extension TextField: UIContentSizeCategoryAdjusting {}
extension TextView: UIContentSizeCategoryAdjusting {}

extension TextView {
    /// `UITextView.textDidBeginEditingNotification`, `textDidChangeNotification`,
    /// `textDidEndEditingNotification` (UIKit's names; not posted: a text view's text changes by
    /// code or `insertText(_:)` in the model, and UIKit does not announce changes made by code).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

