import Foundation

/// `UITabBar`: the bar along the bottom of a tab bar controller. Its items are its controllers'
/// `tabBarItem`s and the selected one follows the selection; tapping an item is
/// `TabBarController.tapTab(at:)`. Appearance is stored (the bar is drawn).
open class TabBar: View {
    /// UIKit's bar height above the bottom safe area (points); the bar also covers that area.
    public static let height = 49.0

    /// `items`, `selectedItem` (set by the tab bar controller).
    public internal(set) var items: [TabBarItem]?
    public internal(set) var selectedItem: TabBarItem?
    public var isTranslucent = true
    public var barTintColor: Color?
    public var unselectedItemTintColor: Color?
    public var barStyle = 0
    public var shadowImageStorage: AnyObject?
    public var backgroundImageStorage: AnyObject?
}
