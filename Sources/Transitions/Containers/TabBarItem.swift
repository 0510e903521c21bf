import Foundation

/// `UITabBarItem`: a controller's item in its tab bar controller's bar (stored: the bar is drawn).
open class TabBarItem: BarItem {
    /// `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable, Hashable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
    open var badgeValue: String?
    open var badgeColor: Color?
    /// `selectedImage`.
    open var selectedImage: Image?
    public private(set) var systemItem: SystemItem?
    /// `titlePositionAdjustment` (stored).
    open var titlePositionAdjustment: Offset = .zero
    /// Badge text attributes per control state (`setBadgeTextAttributes(_:for:)`; stored).
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `setBadgeTextAttributes(_:for:)`.
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        badgeAttributes[state.rawValue] = attributes
    }

    /// `badgeTextAttributes(for:)`.
    open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }

    public init(title: String?, tag: Int) {
        super.init()
        self.title = title
        self.tag = tag
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    public override init() { super.init() }
}
