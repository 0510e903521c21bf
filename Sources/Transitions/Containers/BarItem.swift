import Foundation

/// `UIBarItem`: what bar button items and tab bar items share (title, tag, enabled flag, and an
/// image). Stored: bars are drawn, not modelled. An `NSObject`, as in UIKit (accessibility,
/// equality by identity); its properties are open, so subclasses may override them (custom tab
/// bar items override `image` and `selectedImage`).
open class BarItem: UIKitNSObject {
    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`; stored).
    open var accessibilityIdentifier: String? {
        get { storedAccessibility(AccessibilityKey.identifier) }
        set { storeAccessibility(newValue, AccessibilityKey.identifier) }
    }

    open var title: String?
    open var tag = 0
    open var isEnabled = true
    /// `image` / `landscapeImagePhone`.
    open var image: Image?
    open var landscapeImagePhone: Image?

    /// `imageInsets` / `landscapeImagePhoneInsets` (stored: bars are drawn).
    open var imageInsets: EdgeInsets = .zero
    open var landscapeImagePhoneInsets: EdgeInsets = .zero

    /// Title attributes per control state (`setTitleTextAttributes(_:for:)`; stored).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// `titleTextAttributes(for:)`: what was set for exactly this state.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    public override init() { super.init() }
}
