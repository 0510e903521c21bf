import Foundation

/// Delegate of the custom container: vends animators and interaction controllers.
public protocol ContainerViewControllerDelegate: AnyObject {
    func containerViewController(_ container: ContainerViewController, didSelect vc: ViewController)
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func containerViewController(
        _ container: ContainerViewController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
}

extension ContainerViewControllerDelegate {
    public func containerViewController(_ container: ContainerViewController, didSelect vc: ViewController) {}
    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func containerViewController(
        _ container: ContainerViewController,
        interactionControllerFor animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
}
