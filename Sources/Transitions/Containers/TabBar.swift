import Foundation

/// `UITabBar`: the bar along the bottom of a tab bar controller. Its items are its controllers'
/// `tabBarItem`s and the selected one follows the selection; tapping an item is
/// `TabBarController.tapTab(at:)`; on a bar of your own, `tapItem(at:)`. Appearance is stored (the
/// bar is drawn).
open class TabBar: View {
    /// `delegate`: a tab bar controller's bar has the controller as its delegate and refuses
    /// another (recorded; UIKit raises "Changing the delegate of a tab bar managed by a tab bar
    /// controller is not allowed"); a bar of your own tells the one set (held weakly).
    open weak var delegate: (any TabBarDelegate)? {
        get { managingController ?? ownDelegate }
        set {
            if let owner = managingController {
                guard newValue !== owner else { return }
                simulation.record(.rejectedCall, "delegate set on \(modelName), managed by \(owner.reportTitle)")
                return
            }
            ownDelegate = newValue
        }
    }
    private weak var ownDelegate: (any TabBarDelegate)?

    /// A tap on the item at `index` of a bar of your own (a tab bar controller's bar: use
    /// `TabBarController.tapTab(at:)`): ignored while the app ignores touches, for a hidden bar or
    /// a disabled item; otherwise the item becomes `selectedItem` and the delegate hears
    /// `tabBar(_:didSelect:)`.
    public func tapItem(at index: Int) {
        if let owner = managingController { return owner.tapTab(at: index) }
        guard !simulation.application.isIgnoringInteractionEvents, !isHidden,
            let items, items.indices.contains(index), items[index].isEnabled
        else { return }
        selectedItemStorage = items[index]
        delegate?.tabBar(self, didSelect: items[index])
    }

    /// UIKit's bar height above the bottom safe area (points); the bar also covers that area.
    public static let height = 49.0

    /// `items`: a tab bar controller's bar shows its controllers' items and refuses changes
    /// (recorded; UIKit raises); a bar of your own takes any (the selected item is kept when it
    /// is still there).
    open var items: [TabBarItem]? {
        get { itemsStorage }
        set {
            if let owner = managingController {
                simulation.record(.rejectedCall, "items set on \(modelName), managed by \(owner.reportTitle): set the tab bar controller's viewControllers")
                return
            }
            itemsStorage = newValue
            if let s = selectedItemStorage, !(newValue ?? []).contains(where: { $0 === s }) { selectedItemStorage = nil }
        }
    }
    /// `setItems(_:animated:)` (the bar is drawn: `animated` changes nothing else).
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }
    /// What `items` reads (the tab bar controller sets it directly).
    var itemsStorage: [TabBarItem]?
    /// The tab bar controller whose bar this is.
    private var managingController: TabBarController? {
        guard let owner = superview?.owningController as? TabBarController, owner.tabBarStorage === self else { return nil }
        return owner
    }
    /// `selectedItem`: the highlighted item. Settable on a tab bar of your own (nil, or one of
    /// its `items`; another item is refused and recorded). A tab bar controller's bar follows
    /// the controller's selection and refuses it — Apple: "Do not modify a tab bar that is
    /// managed by a tab bar controller … If you do so, the system raises an exception"; select
    /// with the controller's `selectedIndex` instead. Setting it never tells a delegate.
    open var selectedItem: TabBarItem? {
        get { selectedItemStorage }
        set {
            if let owner = managingController {
                simulation.record(.rejectedCall, "selectedItem set on \(modelName), managed by \(owner.reportTitle): set the tab bar controller's selectedIndex")
                return
            }
            guard newValue == nil || (items ?? []).contains(where: { $0 === newValue }) else {
                simulation.record(.rejectedCall, "selectedItem set on \(modelName) to an item not in its items")
                return
            }
            selectedItemStorage = newValue
        }
    }
    /// What `selectedItem` reads (the tab bar controller sets it directly).
    var selectedItemStorage: TabBarItem?
    open var isTranslucent = true
    open var barTintColor: Color?
    open var unselectedItemTintColor: Color?
    open var barStyle: BarStyle = .default
    public var shadowImageStorage: AnyObject?
    public var backgroundImageStorage: AnyObject?
    /// `selectionIndicatorImage`: drawn behind the selected item (stored: drawing).
    open var selectionIndicatorImage: Image?
}

/// `UITabBarDelegate`: every requirement is optional, as in UIKit (the customisation sheet is
/// not modelled: its callbacks are never sent).
public protocol TabBarDelegate: AnyObject {
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
    func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
    func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
    func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
    func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
    public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}
