import Foundation

/// `UINavigationBar`: the bar along the top of a navigation controller. Its items are the
/// stack's `navigationItem`s; appearance is stored (drawn, not modelled). Whether it shows and
/// whether it is translucent decide where the content goes (`NavigationController`).
open class NavigationBar: View {
    /// UIKit's bar height (points; the model's screen has no status bar).
    public static let height = 44.0

    /// The navigation controller whose bar this is.
    public internal(set) weak var navigationController: NavigationController?

    public var isTranslucent = true {
        didSet { navigationController?.layOutContent() }
    }
    public var barTintColor: Color?
    public var barStyle = 0
    public var prefersLargeTitles = false
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var shadowImageStorage: AnyObject?
    public var backIndicatorImageStorage: AnyObject?

    /// `items`: the navigation items of the stack, bottom first.
    public var items: [NavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    /// `topItem`, `backItem`.
    public var topItem: NavigationItem? { items?.last }
    public var backItem: NavigationItem? {
        guard let i = items, i.count > 1 else { return nil }
        return i[i.count - 2]
    }
}
