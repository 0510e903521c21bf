import Foundation
import Transitions

/// `UISemanticContentAttribute`, with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable { case leftToRight, rightToLeft }

extension View {
    /// `semanticContentAttribute` (stored). The model's layout is left to right whatever its
    /// value: stack views and Auto Layout's leading and trailing do not flip for
    /// `.forceRightToLeft` as UIKit's do.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { AssociatedObjects.get(self, key: SemanticKeys.attribute) as? UISemanticContentAttribute ?? .unspecified }
        set { AssociatedObjects.set(self, key: SemanticKeys.attribute, value: newValue, policy: .retain) }
    }

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

enum SemanticKeys {
    nonisolated(unsafe) static let attribute = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
