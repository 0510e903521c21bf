import Foundation
import Transitions

/// The stand-in transitioning delegate: vends the program's (or the built-in) animators, the
/// interaction controller of a dismissal gesture in progress, and a presentation controller.
final class PresentationDelegate: ViewControllerTransitioningDelegate {
    let present: any ViewControllerAnimatedTransitioning
    let dismiss: any ViewControllerAnimatedTransitioning
    /// Set only while a dismissal gesture is in progress, as apps do.
    var dismissInteraction: (any ViewControllerInteractiveTransitioning)?
    var makePresentationController: (@Sendable (ViewController, ViewController) -> PresentationController)?

    init(present: any ViewControllerAnimatedTransitioning, dismiss: any ViewControllerAnimatedTransitioning) {
        self.present = present
        self.dismiss = dismiss
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { present }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismiss }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { dismissInteraction }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        makePresentationController?(presented, presenting ?? source)
    }
}
