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
    public var barStyle: BarStyle = .default
    public var prefersLargeTitles = false
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var shadowImageStorage: AnyObject?
    public var backIndicatorImageStorage: AnyObject?
    /// Background images and title offsets per bar position and metrics (stored).
    private var backgroundImages: [[Int]: Image] = [:]
    private var titleAdjustments: [Int: CGFloat] = [:]

    /// `UIBarMetrics`.
    public enum Metrics: Int, Sendable, Hashable { case `default`, compact, defaultPrompt = 101, compactPrompt }
    /// `UIBarPosition`, with UIKit's raw values: where a bar sits, which decides how UIKit draws
    /// it (the direction of its shadow, whether its background extends under the status bar).
    public enum Position: Int, Sendable, Hashable { case any, bottom, top, topAttached }

    /// `setBackgroundImage(_:for:barMetrics:)` / `backgroundImage(for:barMetrics:)`: stored per
    /// position and metrics (a bar with an empty image and an empty `shadowImage` is UIKit's
    /// transparent bar; the model draws neither).
    public func setBackgroundImage(_ image: Image?, for position: Position, barMetrics: Metrics) {
        backgroundImages[[position.rawValue, barMetrics.rawValue]] = image
    }
    public func backgroundImage(for position: Position, barMetrics: Metrics) -> Image? {
        backgroundImages[[position.rawValue, barMetrics.rawValue]]
    }
    /// `setBackgroundImage(_:for:)` / `backgroundImage(for:)`: any position.
    public func setBackgroundImage(_ image: Image?, for barMetrics: Metrics) { setBackgroundImage(image, for: .any, barMetrics: barMetrics) }
    public func backgroundImage(for barMetrics: Metrics) -> Image? { backgroundImage(for: .any, barMetrics: barMetrics) }
    /// `setTitleVerticalPositionAdjustment(_:for:)` / `titleVerticalPositionAdjustment(for:)`.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: Metrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
    }
    public func titleVerticalPositionAdjustment(for barMetrics: Metrics) -> CGFloat { titleAdjustments[barMetrics.rawValue] ?? 0 }

    /// `items`: the navigation items of the stack, bottom first.
    public var items: [NavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    /// `topItem`, `backItem`.
    public var topItem: NavigationItem? { items?.last }
    public var backItem: NavigationItem? {
        guard let i = items, i.count > 1 else { return nil }
        return i[i.count - 2]
    }
}

/// `UIBarStyle` (stored: bars are drawn).
public enum BarStyle: Int, Sendable, Hashable {
    case `default` = 0, black = 1
    /// `blackOpaque` / `blackTranslucent` (deprecated: black).
    public static var blackOpaque: BarStyle { .black }
    public static var blackTranslucent: BarStyle { .black }
}
