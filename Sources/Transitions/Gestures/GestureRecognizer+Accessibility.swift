import Foundation

/// The accessibility attributes UIKit declares on `NSObject` (the `UIAccessibility` informal
/// protocol), which every `UIGestureRecognizer` therefore has: apps describe a recognizer's
/// action for VoiceOver (`pan.accessibilityHint = "Drag to expand"`). Stored and read back, as
/// `UIKitNSObject`'s: there is no assistive technology in the model.
extension GestureRecognizer: AccessibilityStoring {
    public var isAccessibilityElement: Bool {
        get { storedAccessibility(AccessibilityKey.element) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.element) }
    }
    public var accessibilityLabel: String? {
        get { storedAccessibility(AccessibilityKey.label) }
        set { storeAccessibility(newValue, AccessibilityKey.label) }
    }
    public var accessibilityHint: String? {
        get { storedAccessibility(AccessibilityKey.hint) }
        set { storeAccessibility(newValue, AccessibilityKey.hint) }
    }
    public var accessibilityValue: String? {
        get { storedAccessibility(AccessibilityKey.value) }
        set { storeAccessibility(newValue, AccessibilityKey.value) }
    }
    public var accessibilityTraits: AccessibilityTraits {
        get { storedAccessibility(AccessibilityKey.traits) ?? .none }
        set { storeAccessibility(newValue, AccessibilityKey.traits) }
    }
}
