import Foundation
import Transitions

final class NavDelegate: NavigationControllerDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    /// The pop form of a one-direction animator (nil: `animator` pops too).
    let pop: (any ViewControllerAnimatedTransitioning)?
    init(animator: any ViewControllerAnimatedTransitioning, pop: (any ViewControllerAnimatedTransitioning)? = nil) {
        self.animator = animator
        self.pop = pop
    }
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { operation == .pop ? pop ?? animator : animator }
}
