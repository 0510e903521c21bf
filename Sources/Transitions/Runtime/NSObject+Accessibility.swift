import Foundation

/// `UIAccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
}

/// UIKit's accessibility attributes (the `UIAccessibility` informal protocol, which UIKit
/// declares on `NSObject`, and `UIAccessibilityIdentification`): on every object — views,
/// images, bar items, the app's own elements. Stored and read back: there is no assistive
/// technology in the model. Defaults as UIKit's for a plain object (not an element, no label,
/// no traits).
extension NSObject {
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
    public var accessibilityIdentifier: String? {
        get { storedAccessibility(AccessibilityKey.identifier) }
        set { storeAccessibility(newValue, AccessibilityKey.identifier) }
    }
    public var accessibilityLanguage: String? {
        get { storedAccessibility(AccessibilityKey.language) }
        set { storeAccessibility(newValue, AccessibilityKey.language) }
    }
    public var accessibilityTraits: AccessibilityTraits {
        get { storedAccessibility(AccessibilityKey.traits) ?? .none }
        set { storeAccessibility(newValue, AccessibilityKey.traits) }
    }
    public var accessibilityViewIsModal: Bool {
        get { storedAccessibility(AccessibilityKey.modal) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.modal) }
    }
    public var accessibilityElementsHidden: Bool {
        get { storedAccessibility(AccessibilityKey.hidden) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.hidden) }
    }
    public var shouldGroupAccessibilityChildren: Bool {
        get { storedAccessibility(AccessibilityKey.group) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.group) }
    }
    /// `accessibilityIgnoresInvertColors` (Smart Invert leaves the view's content as it is).
    public var accessibilityIgnoresInvertColors: Bool {
        get { storedAccessibility(AccessibilityKey.ignoresInvert) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.ignoresInvert) }
    }
    /// `accessibilityElements` (weakly typed, as UIKit's `[Any]?`).
    public var accessibilityElements: [Any]? {
        get { storedAccessibility(AccessibilityKey.elements) }
        set { storeAccessibility(newValue, AccessibilityKey.elements) }
    }
    /// `accessibilityFrame` (screen coordinates; UIKit's default for a non-view is `.zero`).
    public var accessibilityFrame: CGRect {
        get { storedAccessibility(AccessibilityKey.frame) ?? .zero }
        set { storeAccessibility(newValue, AccessibilityKey.frame) }
    }

    private func storedAccessibility<T>(_ key: UnsafeRawPointer) -> T? { AssociatedObjects.get(self, key: key) as? T }
    private func storeAccessibility(_ value: Any?, _ key: UnsafeRawPointer) {
        AssociatedObjects.set(self, key: key, value: value, policy: .retain)
    }
}

/// Keys for the accessibility attributes (distinct addresses).
private enum AccessibilityKey {
    private static func make() -> UnsafeRawPointer { UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
    nonisolated(unsafe) static let element = make()
    nonisolated(unsafe) static let label = make()
    nonisolated(unsafe) static let hint = make()
    nonisolated(unsafe) static let value = make()
    nonisolated(unsafe) static let identifier = make()
    nonisolated(unsafe) static let language = make()
    nonisolated(unsafe) static let traits = make()
    nonisolated(unsafe) static let modal = make()
    nonisolated(unsafe) static let hidden = make()
    nonisolated(unsafe) static let group = make()
    nonisolated(unsafe) static let elements = make()
    nonisolated(unsafe) static let frame = make()
    nonisolated(unsafe) static let ignoresInvert = make()
}
