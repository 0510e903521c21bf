import Foundation

/// `UINavigationController.Operation` (`none` is never passed by the model, as by UIKit for a
/// transition that is neither).
public enum NavigationOperation: String, Sendable, Hashable { case none, push, pop }

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
}
