import Foundation

/// `UINavigationItem`: what the navigation bar shows while its controller is on top (stored:
/// the bar is drawn; bar button items deliver their actions through `BarButtonItem.tap()`).
open class NavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable { case automatic, always, never }

    public var title: String?
    public var titleView: View?
    public var prompt: String?
    public var backButtonTitle: String?
    public var backBarButtonItem: BarButtonItem?
    public var hidesBackButton = false
    public var leftItemsSupplementBackButton = false
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var leftBarButtonItems: [BarButtonItem]?
    public var rightBarButtonItems: [BarButtonItem]?

    public init(title: String?) { self.title = title }

    /// `leftBarButtonItem`: the first of `leftBarButtonItems`.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// `rightBarButtonItem`: the first of `rightBarButtonItems`.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
}
