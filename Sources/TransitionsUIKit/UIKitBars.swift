import Foundation
import Transitions

// UIKit's names for tab bars, navigation bars and their items over the model.

public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UITabBarDelegate = TabBarDelegate
public typealias UIBarItem = BarItem
public typealias UITabBarItem = TabBarItem
public typealias UINavigationBar = NavigationBar
public typealias UINavigationItem = NavigationItem
public typealias UINavigationBarDelegate = NavigationBarDelegate
public typealias UIToolbar = Toolbar
public typealias UIToolbarDelegate = ToolbarDelegate
public typealias UIBarButtonItem = BarButtonItem
public typealias UIBarMetrics = NavigationBar.Metrics
public typealias UIBarPosition = NavigationBar.Position

extension TabBarItem {
    /// `UITabBarItem(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, tag: tag)
        self.image = image
    }
    /// `UITabBarItem(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, tag: 0)
        self.image = image
        self.selectedImage = selectedImage
    }
}

extension BarButtonItem {
    /// `UIBarButtonItem(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }
    /// `UIBarButtonItem(image:landscapeImagePhone:style:target:action:)`.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// `UIBarButtonItem.flexibleSpace()` (iOS 14): a new `.flexibleSpace` system item, the space
    /// that takes what a toolbar's other items leave.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// `UIBarButtonItem.fixedSpace(_:)` (iOS 14): a new `.fixedSpace` system item `width` wide.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// `hidesSharedBackground` (iOS 26): whether the item leaves the glass background it would
    /// share with its neighbours (drawing: stored; false by default, as UIKit's).
    public var hidesSharedBackground: Bool {
        get { AssociatedObjects.get(self, key: BarItemKeys.hidesSharedBackground) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: BarItemKeys.hidesSharedBackground, value: newValue, policy: .retain) }
    }
}

private enum BarItemKeys {
    nonisolated(unsafe) static let hidesSharedBackground = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let backTitleAdjustments = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let appearance = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// A bar item's drawn appearance per state, style and bar metrics (stored).
private final class BarItemAppearance {
    var titleAdjustments: [Int: UIOffset] = [:]
    var verticalAdjustments: [Int: CGFloat] = [:]
    var backgroundImages: [String: UIImage] = [:]
}

extension BarButtonItem {
    /// `setBackButtonTitlePositionAdjustment(_:for:)` / `backButtonTitlePositionAdjustment(for:)`
    /// (usually on the appearance proxy, to hide back titles off screen; stored: drawing).
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        var table = AssociatedObjects.get(self, key: BarItemKeys.backTitleAdjustments) as? [Int: UIOffset] ?? [:]
        table[barMetrics.rawValue] = adjustment
        AssociatedObjects.set(self, key: BarItemKeys.backTitleAdjustments, value: table, policy: .retain)
    }
    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        (AssociatedObjects.get(self, key: BarItemKeys.backTitleAdjustments) as? [Int: UIOffset])?[barMetrics.rawValue] ?? .zero
    }

    private var appearance: BarItemAppearance {
        if let a = AssociatedObjects.get(self, key: BarItemKeys.appearance) as? BarItemAppearance { return a }
        let a = BarItemAppearance()
        AssociatedObjects.set(self, key: BarItemKeys.appearance, value: a, policy: .retain)
        return a
    }
    /// `setTitlePositionAdjustment(_:for:)`, `setBackgroundVerticalPositionAdjustment(_:for:)`,
    /// `setBackgroundImage(_:for:barMetrics:)` and `(_:for:style:barMetrics:)`, with their getters
    /// (drawing: stored per bar metrics, state and style).
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        appearance.titleAdjustments[barMetrics.rawValue] = adjustment
    }
    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { appearance.titleAdjustments[barMetrics.rawValue] ?? .zero }
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearance.verticalAdjustments[barMetrics.rawValue] = adjustment
    }
    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        appearance.verticalAdjustments[barMetrics.rawValue] ?? 0
    }
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearance.backgroundImages["\(state.rawValue)/-/\(barMetrics.rawValue)"] = image
    }
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        appearance.backgroundImages["\(state.rawValue)/-/\(barMetrics.rawValue)"]
    }
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        appearance.backgroundImages["\(state.rawValue)/\(style.rawValue)/\(barMetrics.rawValue)"] = image
    }
    public func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        appearance.backgroundImages["\(state.rawValue)/\(style.rawValue)/\(barMetrics.rawValue)"]
    }
}

extension TabBar {
    /// `shadowImage`, `backgroundImage` (stored).
    public var shadowImage: UIImage? {
        get { shadowImageStorage as? UIImage }
        set { shadowImageStorage = newValue }
    }
    public var backgroundImage: UIImage? {
        get { backgroundImageStorage as? UIImage }
        set { backgroundImageStorage = newValue }
    }
}


extension TabBarController {
    /// `customizableViewControllers`: which tabs the More tab's editor may rearrange — stored and
    /// read back (the More tab's Edit sheet is not modelled, so nothing is rearranged).
    public var customizableViewControllers: [ViewController]? {
        get { AssociatedObjects.get(self, key: TabKeys.customizable) as? [ViewController] }
        set { AssociatedObjects.set(self, key: TabKeys.customizable, value: newValue as Any, policy: .retain) }
    }
}

private enum TabKeys {
    nonisolated(unsafe) static let customizable = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
public typealias UIBarStyle = BarStyle
