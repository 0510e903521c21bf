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

/// Storage for the accessibility attributes (`UIKitNSObject`'s, `View`'s, `BarItem`'s and
/// `Image`'s identifiers, a gesture recognizer's): associated values per object.
protocol AccessibilityStoring: AnyObject {}
extension AccessibilityStoring {
    func storedAccessibility<T>(_ key: UnsafeRawPointer) -> T? { AssociatedObjects.get(self, key: key) as? T }
    func storeAccessibility(_ value: Any?, _ key: UnsafeRawPointer) {
        AssociatedObjects.set(self, key: key, value: value, policy: .retain)
    }
}
extension NSObject: AccessibilityStoring {}

/// `UIAccessibilityCustomAction`: an action assistive technologies offer (none runs on the
/// simulated device; `perform()` runs it as one would). Open: apps subclass it to carry their own
/// action.
open class AccessibilityCustomAction: UIKitNSObject {
    open var name: String
    open var image: Image?
    let handler: (AccessibilityCustomAction) -> Bool
    public init(name: String, image: Image? = nil, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        handler = actionHandler
        super.init()
    }
    /// `init(name:target:selector:)`: the selector is sent to the target with the action.
    public convenience init(name: String, target: Any?, selector: TypedSelector) {
        self.init(name: name) { action in
            guard let t = target as AnyObject? else { return false }
            selector.invoke(on: t, with: action)
            return true
        }
    }
    /// Performs the action, as an assistive technology would.
    @discardableResult
    public func perform() -> Bool { handler(self) }
}

/// `UIAccessibilityElement`: an element for something that is not a view (a region a view
/// draws), with its container.
open class AccessibilityElement: UIKitNSObject {
    /// `accessibilityContainer` (weak).
    open weak var accessibilityContainer: AnyObject?
    /// `accessibilityFrameInContainerSpace` (stored).
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { storedAccessibility(AccessibilityKey.identifier) }
        set { storeAccessibility(newValue, AccessibilityKey.identifier) }
    }
}

/// Keys for the accessibility attributes (distinct addresses).
enum AccessibilityKey {
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
    nonisolated(unsafe) static let customActions = make()
}
