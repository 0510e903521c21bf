import Foundation
import Transitions

final class NavDelegate: NavigationControllerDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    init(animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}
