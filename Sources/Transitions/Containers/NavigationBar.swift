import Foundation

/// `UINavigationBar`: the bar along the top of a navigation controller. Its items are the
/// stack's `navigationItem`s; appearance is stored (drawn, not modelled). Whether it shows and
/// whether it is translucent decide where the content goes (`NavigationController`).
open class NavigationBar: View {
    /// UIKit's bar height (points; the model's screen has no status bar).
    public static let height = 44.0

    /// The navigation controller whose bar this is.
    package internal(set) weak var managingController: NavigationController?

    open var isTranslucent = true {
        didSet { managingController?.layOutContent() }
    }
    open var barTintColor: Color?
    open var barStyle: BarStyle = .default
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// `shadowImage`, `backIndicatorImage`, `backIndicatorTransitionMaskImage` (stored: drawing).
    open var shadowImage: Image?
    open var backIndicatorImage: Image?
    open var backIndicatorTransitionMaskImage: Image?
    /// `delegate` (`UINavigationBarDelegate`): a bar of your own asks it before pushing or popping
    /// an item and tells it after. A navigation controller's bar has its controller as delegate
    /// (UIKit's documentation), and UIKit raises if that is changed; the model records the
    /// attempt and keeps it. UIKit declares no conformance of `UINavigationController` to the
    /// protocol (it adopts it privately), so apps add one in an extension to intercept the back
    /// button (`navigationBar(_:shouldPop:)`); neither does the model, and a managed bar's
    /// delegate reads as its controller when the app's code made it one, nil otherwise.
    open weak var delegate: (any NavigationBarDelegate)? {
        get { managingController.map { $0 as? any NavigationBarDelegate } ?? ownDelegate }
        set {
            if let owner = managingController {
                simulation.record(.rejectedCall, "delegate set on \(modelName), managed by \(owner.reportTitle)")
                return
            }
            ownDelegate = newValue
        }
    }
    private weak var ownDelegate: (any NavigationBarDelegate)?
    /// The items of a bar of your own (a navigation controller's bar reads its stack).
    private var ownItems: [NavigationItem]?
    /// The buttons made for bar button items (`itemView(for:)`), by item.
    private var itemButtons: [ObjectIdentifier: View] = [:]

    /// The view a bar button item of the top item shows as (UIKit's private button, which
    /// `value(forKey: "view")` reaches): the item's `customView`, else a button view in this bar,
    /// made on first use. The model lays items out as UIKit's compact bar does: 16 pt from each
    /// edge, 44 × 44 pt each (a custom view or an item `width` keeps its own width), 8 pt apart,
    /// right items from the right edge inward and left items from the left. Nil when the top
    /// item does not have it.
    public func itemView(for item: BarButtonItem) -> View? {
        guard let top = topItem else { return nil }
        let sides = [(top.rightBarButtonItems ?? [], true), (top.leftBarButtonItems ?? [], false)]
        for (items, fromRight) in sides {
            guard let index = items.firstIndex(where: { $0 === item }) else { continue }
            var x = 16.0
            for (i, each) in items.enumerated() {
                let w = each.customView.map { Double($0.bounds.width) } ?? (each.width > 0 ? Double(each.width) : 44)
                if i == index {
                    let frame = CGRect(x: fromRight ? Double(bounds.width) - x - w : x, y: 0, width: w, height: Double(bounds.height))
                    if let custom = item.customView {
                        if custom.superview !== self { addSubview(custom) }
                        custom.frame = frame
                        return custom
                    }
                    let key = ObjectIdentifier(item)
                    let button = itemButtons[key] ?? View(simulation, frame: frame, name: "\(modelName).item\(itemButtons.count)")
                    itemButtons[key] = button
                    if button.superview !== self { addSubview(button) }
                    button.frame = frame
                    return button
                }
                x += w + 8
            }
        }
        return nil
    }
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
    open func setBackgroundImage(_ image: Image?, for position: Position, barMetrics: Metrics) {
        backgroundImages[[position.rawValue, barMetrics.rawValue]] = image
    }
    open func backgroundImage(for position: Position, barMetrics: Metrics) -> Image? {
        backgroundImages[[position.rawValue, barMetrics.rawValue]]
    }
    /// `setBackgroundImage(_:for:)` / `backgroundImage(for:)`: any position.
    public func setBackgroundImage(_ image: Image?, for barMetrics: Metrics) { setBackgroundImage(image, for: .any, barMetrics: barMetrics) }
    public func backgroundImage(for barMetrics: Metrics) -> Image? { backgroundImage(for: .any, barMetrics: barMetrics) }
    /// `setTitleVerticalPositionAdjustment(_:for:)` / `titleVerticalPositionAdjustment(for:)`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: Metrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
    }
    public func titleVerticalPositionAdjustment(for barMetrics: Metrics) -> CGFloat { titleAdjustments[barMetrics.rawValue] ?? 0 }

    /// `items`, bottom first: a navigation controller's bar shows its stack's navigation items and
    /// refuses changes (recorded; UIKit raises "Cannot call setItems:animated: directly on a
    /// UINavigationBar managed by a controller"); a bar of your own (a photo viewer's overlay)
    /// takes any.
    open var items: [NavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }
    /// `setItems(_:animated:)` (see `items`; the bar is drawn, so `animated` changes nothing else).
    open func setItems(_ items: [NavigationItem]?, animated: Bool) {
        if let owner = managingController {
            return simulation.record(.rejectedCall, "items set on \(modelName), managed by \(owner.reportTitle): push or pop its controllers")
        }
        ownItems = items
    }
    /// `pushItem(_:animated:)` on a bar of your own: the delegate's `navigationBar(_:shouldPush:)`
    /// may refuse; then `didPush`.
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        guard managingController == nil else { return setItems(nil, animated: animated) }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        ownItems = (ownItems ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }
    /// `popItem(animated:)` on a bar of your own: the top item, unless the delegate's
    /// `navigationBar(_:shouldPop:)` refuses or there is none (nil); then `didPop`.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard managingController == nil else {
            setItems(nil, animated: animated)
            return nil
        }
        guard let top = ownItems?.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        ownItems?.removeLast()
        delegate?.navigationBar(self, didPop: top)
        return top
    }
    /// `topItem`, `backItem`.
    open var topItem: NavigationItem? { items?.last }
    open var backItem: NavigationItem? {
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

/// `UINavigationBarDelegate`: every requirement optional, as in UIKit. A bar of your own asks and
/// tells it around `pushItem`/`popItem`.
public protocol NavigationBarDelegate: SelectorPerforming {
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}
