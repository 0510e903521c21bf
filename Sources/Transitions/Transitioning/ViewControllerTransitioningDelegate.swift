import Foundation
import Springs

/// `UIViewControllerTransitioningDelegate` (all optional).
public protocol ViewControllerTransitioningDelegate: SelectorPerforming {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}
