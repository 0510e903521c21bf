import Foundation

/// `UINavigationController.Operation` (`none` is never passed by the model, as by UIKit for a
/// transition that is neither). Its raw values are UIKit's: 0, 1, 2.
public enum NavigationOperation: Int, Sendable, Hashable { case none = 0, push = 1, pop = 2 }

/// `UINavigationControllerDelegate`'s transition hooks.
public protocol NavigationControllerDelegate: SelectorPerforming {
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func navigationController(
        _ nav: NavigationController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    /// `navigationController(_:willShow:animated:)`: a push, pop or new stack is about to show
    /// `viewController` (before the animator is asked for).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `navigationController(_:didShow:animated:)`: the transition ended with `viewController` on
    /// top — the one shown, or after a cancelled interactive pop the one that stayed.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// `navigationControllerSupportedInterfaceOrientations(_:)`: the navigation controller's
    /// supported orientations when implemented (nil: the navigation controller's own).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController) -> InterfaceOrientationMask
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController) -> InterfaceOrientation
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ nav: NavigationController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController) -> InterfaceOrientationMask {
        navigationController.simulation.application.device.idiom == .pad ? .all : .allButUpsideDown
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController) -> InterfaceOrientation {
        InterfaceOrientation(navigationController.simulation.application.device.orientation)
    }
}
