import Foundation

/// `UINavigationItem`: what the navigation bar shows while its controller is on top (stored:
/// the bar is drawn; bar button items deliver their actions through `BarButtonItem.tap()`).
open class NavigationItem: UIKitNSObject {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable { case automatic, always, never }

    open var title: String?
    open var titleView: View?
    open var prompt: String?
    open var backButtonTitle: String?
    open var backBarButtonItem: BarButtonItem?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable, Hashable { case `default`, generic, minimal }
    /// `backButtonDisplayMode`: how the back button leading back to this item's controller shows
    /// its title — the title, "Back", or the chevron alone (stored: the bar is drawn).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var leftBarButtonItems: [BarButtonItem]?
    open var rightBarButtonItems: [BarButtonItem]?

    public init(title: String?) {
        self.title = title
        super.init()
    }
    /// `UINavigationItem()`: no title.
    public convenience override init() { self.init(title: nil) }

    /// `leftBarButtonItem`: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// `rightBarButtonItem`: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
}
