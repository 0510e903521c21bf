import Foundation

/// `UITabBarControllerDelegate`: asked before a tapped tab is selected, told after, and asked for
/// the animator and interaction controller of every change of selection (taps and code alike).
public protocol TabBarControllerDelegate: SelectorPerforming {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The More tab's Edit sheet (customising the tabs): not modelled, so never sent.
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
    /// `tabBarControllerSupportedInterfaceOrientations(_:)` /
    /// `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`: the defaults answer as
    /// the navigation controller delegate's do (the device's).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController) -> InterfaceOrientation
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController) -> InterfaceOrientationMask {
        tabBarController.simulation.application.device.idiom == .pad ? .all : .allButUpsideDown
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController) -> InterfaceOrientation {
        InterfaceOrientation(tabBarController.simulation.application.device.orientation)
    }
}
