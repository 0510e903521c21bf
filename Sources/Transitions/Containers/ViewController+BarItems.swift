import Foundation

extension ViewController {
    /// `tabBarItem`: this controller's item in a tab bar (made on first use, titled as the
    /// controller).
    public var tabBarItem: TabBarItem! {
        get {
            if let i = uikitState.tabBarItem { return i }
            let i = TabBarItem(title: reportTitle, tag: 0)
            uikitState.tabBarItem = i
            return i
        }
        set { uikitState.tabBarItem = newValue }
    }

}
