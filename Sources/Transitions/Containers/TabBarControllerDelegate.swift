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
}
