import Foundation

extension ViewController {
    /// `tabBarItem`: this controller's item in a tab bar (made on first use, titled as the
    /// controller).
    public var tabBarItem: TabBarItem! {
        get {
            if let i = uikitState.tabBarItem { return i }
            let i = TabBarItem(title: title, tag: 0)
            uikitState.tabBarItem = i
            return i
        }
        set { uikitState.tabBarItem = newValue }
    }

    /// `navigationItem`: what a navigation bar shows for this controller (made on first use).
    public var navigationItem: NavigationItem {
        if let i = uikitState.navigationItem { return i }
        let i = NavigationItem(title: nil)
        uikitState.navigationItem = i
        return i
    }

    /// `hidesBottomBarWhenPushed` (stored: the model's navigation controller has no toolbar and
    /// does not hide an enclosing tab bar).
    public var hidesBottomBarWhenPushed: Bool {
        get { uikitState.hidesBottomBarWhenPushed }
        set { uikitState.hidesBottomBarWhenPushed = newValue }
    }

    /// `show(_:sender:)`: pushes onto the navigation controller this controller is in, else
    /// presents modally (UIKit's default targets).
    public func show(_ vc: ViewController, sender: Any?) {
        if let nav = self as? NavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`: without a split view controller, presents.
    public func showDetailViewController(_ vc: ViewController, sender: Any?) {
        present(vc, animated: true)
    }
}
