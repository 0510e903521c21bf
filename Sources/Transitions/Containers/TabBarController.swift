import Foundation

/// `UITabBarController`: the container without animation by default.
open class TabBarController: ContainerViewController {
    override open var animatesByDefault: Bool { false }
    public var selectedIndex: Int? { selectedViewController.flatMap { s in viewControllers.firstIndex { $0 === s } } }
}
