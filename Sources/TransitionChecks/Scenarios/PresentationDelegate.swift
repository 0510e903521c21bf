import Foundation
import Transitions

final class PresentationDelegate: ViewControllerTransitioningDelegate {
    var present: any ViewControllerAnimatedTransitioning
    var dismiss: any ViewControllerAnimatedTransitioning
    var dismissInteraction: (any ViewControllerInteractiveTransitioning)?
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
}
