import Foundation
import Transitions

// The bar appearance objects of iOS 13 and later (`UINavigationBarAppearance`,
// `UITabBarAppearance`, `UIToolbarAppearance` and their item appearances). Bars are drawn, so
// every value is stored and read back; `copy()` copies, as the objects are `NSCopying` in UIKit.

/// `UIBarAppearance`: the background and shadow of a bar.
open class UIBarAppearance: NSObject {
    public var backgroundColor: UIColor?
    public var backgroundImage: UIImage?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    public var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    public var shadowImage: UIImage?
    /// Which preset the background was last configured with.
    public private(set) var backgroundConfiguration = "default"

    public override init() { super.init() }
    public init(idiom: UIUserInterfaceIdiom) { super.init() }
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        copyBar(from: barAppearance)
    }

    /// `configureWithDefaultBackground()`: the system's translucent material and shadow.
    open func configureWithDefaultBackground() {
        backgroundConfiguration = "default"
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .regular)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// `configureWithOpaqueBackground()`: an opaque system background with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundConfiguration = "opaque"
        backgroundColor = .white
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// `configureWithTransparentBackground()`: no background, no shadow.
    open func configureWithTransparentBackground() {
        backgroundConfiguration = "transparent"
        backgroundColor = .clear
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// `copy()`: UIKit declares it returning `Self` (`instancetype`): a copy of the same class
    /// (an app's subclass too, through the required `init(barAppearance:)`), with the bar's values
    /// and the subclass's own (`copyValues(from:)`).
    public func copy() -> Self {
        let c = type(of: self).init(barAppearance: self)
        c.copyValues(from: self)
        return c
    }
    /// Copies what a subclass adds to the bar's values.
    func copyValues(from other: UIBarAppearance) {}

    func copyBar(from a: UIBarAppearance) {
        (backgroundColor, backgroundImage, backgroundEffect) = (a.backgroundColor, a.backgroundImage, a.backgroundEffect)
        (backgroundImageContentMode, shadowColor, shadowImage, backgroundConfiguration) =
            (a.backgroundImageContentMode, a.shadowColor, a.shadowImage, a.backgroundConfiguration)
    }
}

/// `UIBarButtonItemStateAppearance` / `UIBarButtonItemAppearance`.
public final class UIBarButtonItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
}

public final class UIBarButtonItemAppearance: NSObject {
    public enum Style: Int, Sendable, Hashable { case plain, done }
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public init(style: Style = .plain) { super.init() }
    public func configureWithDefault(for style: Style) {}
}

/// `UINavigationBarAppearance`.
public final class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
    override func copyValues(from other: UIBarAppearance) {
        guard let o = other as? UINavigationBarAppearance else { return }
        (titleTextAttributes, largeTitleTextAttributes, titlePositionAdjustment) = (o.titleTextAttributes, o.largeTitleTextAttributes, o.titlePositionAdjustment)
        (buttonAppearance, doneButtonAppearance, backButtonAppearance) = (o.buttonAppearance, o.doneButtonAppearance, o.backButtonAppearance)
        setBackIndicatorImage(o.backIndicatorImage, transitionMaskImage: o.backIndicatorTransitionMaskImage)
    }
}

/// `UITabBarItemStateAppearance` / `UITabBarItemAppearance`.
public final class UITabBarItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
}

public final class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable, Hashable { case stacked, inline, compactInline }
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init(style: Style = .stacked) { super.init() }
    public func configureWithDefault(for style: Style) {}
}

/// `UITabBarAppearance`.
public final class UITabBarAppearance: UIBarAppearance {
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    public var selectionIndicatorTintColor: UIColor?
    public var selectionIndicatorImage: UIImage?
    public var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    public var stackedItemSpacing: CGFloat = 0
    public var stackedItemWidth: CGFloat = 0
    override func copyValues(from other: UIBarAppearance) {
        guard let o = other as? UITabBarAppearance else { return }
        (stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance) =
            (o.stackedLayoutAppearance, o.inlineLayoutAppearance, o.compactInlineLayoutAppearance)
        (selectionIndicatorTintColor, selectionIndicatorImage) = (o.selectionIndicatorTintColor, o.selectionIndicatorImage)
    }
}

/// `UIToolbarAppearance`.
public final class UIToolbarAppearance: UIBarAppearance {
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    override func copyValues(from other: UIBarAppearance) {
        guard let o = other as? UIToolbarAppearance else { return }
        (buttonAppearance, doneButtonAppearance) = (o.buttonAppearance, o.doneButtonAppearance)
    }
}

extension TabBar {
    /// `UITabBar.ItemPositioning` (stored: items are drawn).
    public enum ItemPositioning: Int, Sendable, Hashable { case automatic, fill, centered }
}

/// The appearance objects a bar or navigation item keeps (stored).
private final class AppearanceSlots {
    var standard: UIBarAppearance?
    var compact: UIBarAppearance?
    var scrollEdge: UIBarAppearance?
    var compactScrollEdge: UIBarAppearance?
    var itemPositioning = TabBar.ItemPositioning.automatic
    var itemSpacing: CGFloat = 0
    var itemWidth: CGFloat = 0
}

private enum AppearanceKeys {
    nonisolated(unsafe) static let slots = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    /// The appearance in `slot` of `o`, as the type asked for.
    static func get<A: UIBarAppearance>(_ o: AnyObject, _ slot: KeyPath<AppearanceSlots, UIBarAppearance?>) -> A? {
        slots(of: o)[keyPath: slot] as? A
    }
    /// A bar's standard appearance, made by `make` on first use (a bar always has one).
    static func standard<A: UIBarAppearance>(of o: AnyObject, _ make: () -> A) -> A {
        if let a: A = get(o, \.standard) { return a }
        let a = make()
        slots(of: o).standard = a
        return a
    }
    static func slots(of o: AnyObject) -> AppearanceSlots {
        if let s = AssociatedObjects.get(o, key: slots) as? AppearanceSlots { return s }
        let s = AppearanceSlots()
        AssociatedObjects.set(o, key: slots, value: s, policy: .retain)
        return s
    }
}

extension NavigationBar {
    /// `standardAppearance` (a default-background appearance until set), `compactAppearance`,
    /// `scrollEdgeAppearance`, `compactScrollEdgeAppearance`: stored.
    public var standardAppearance: UINavigationBarAppearance {
        get { AppearanceKeys.standard(of: self, UINavigationBarAppearance.init) }
        set { AppearanceKeys.slots(of: self).standard = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.compact) }
        set { AppearanceKeys.slots(of: self).compact = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.scrollEdge) }
        set { AppearanceKeys.slots(of: self).scrollEdge = newValue }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.compactScrollEdge) }
        set { AppearanceKeys.slots(of: self).compactScrollEdge = newValue }
    }
}

extension Toolbar {
    /// `standardAppearance` (iOS 13; a default-background appearance until set),
    /// `compactAppearance`, `scrollEdgeAppearance` (iOS 15), `compactScrollEdgeAppearance`:
    /// stored, as a navigation bar's (bars are drawn).
    public var standardAppearance: UIToolbarAppearance {
        get { AppearanceKeys.standard(of: self, UIToolbarAppearance.init) }
        set { AppearanceKeys.slots(of: self).standard = newValue }
    }
    public var compactAppearance: UIToolbarAppearance? {
        get { AppearanceKeys.get(self, \.compact) }
        set { AppearanceKeys.slots(of: self).compact = newValue }
    }
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { AppearanceKeys.get(self, \.scrollEdge) }
        set { AppearanceKeys.slots(of: self).scrollEdge = newValue }
    }
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { AppearanceKeys.get(self, \.compactScrollEdge) }
        set { AppearanceKeys.slots(of: self).compactScrollEdge = newValue }
    }
}

extension NavigationItem {
    /// The navigation item's own appearances (used while it is the top item): stored.
    public var standardAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.standard) }
        set { AppearanceKeys.slots(of: self).standard = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.compact) }
        set { AppearanceKeys.slots(of: self).compact = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { AppearanceKeys.get(self, \.scrollEdge) }
        set { AppearanceKeys.slots(of: self).scrollEdge = newValue }
    }
}

extension TabBar {
    /// `standardAppearance`, `scrollEdgeAppearance` (iOS 15): stored.
    public var standardAppearance: UITabBarAppearance {
        get { AppearanceKeys.standard(of: self, UITabBarAppearance.init) }
        set { AppearanceKeys.slots(of: self).standard = newValue }
    }
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { AppearanceKeys.get(self, \.scrollEdge) }
        set { AppearanceKeys.slots(of: self).scrollEdge = newValue }
    }
    /// `itemPositioning`, `itemSpacing`, `itemWidth` (stored: items are drawn).
    public var itemPositioning: ItemPositioning {
        get { AppearanceKeys.slots(of: self).itemPositioning }
        set { AppearanceKeys.slots(of: self).itemPositioning = newValue }
    }
    public var itemSpacing: CGFloat {
        get { AppearanceKeys.slots(of: self).itemSpacing }
        set { AppearanceKeys.slots(of: self).itemSpacing = newValue }
    }
    public var itemWidth: CGFloat {
        get { AppearanceKeys.slots(of: self).itemWidth }
        set { AppearanceKeys.slots(of: self).itemWidth = newValue }
    }
}
