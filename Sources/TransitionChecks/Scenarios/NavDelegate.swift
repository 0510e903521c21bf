import Foundation
import Transitions

final class NavDelegate: NavigationControllerDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    /// The pop form of a one-direction animator (nil: `animator` pops too).
    let pop: (any ViewControllerAnimatedTransitioning)?
    /// The controllers the animators are written for (nil: all); others get UIKit's default.
    let accepts: (@Sendable (ViewController) -> Bool)?
    init(
        animator: any ViewControllerAnimatedTransitioning, pop: (any ViewControllerAnimatedTransitioning)? = nil,
        accepts: (@Sendable (ViewController) -> Bool)? = nil
    ) {
        self.animator = animator
        self.pop = pop
        self.accepts = accepts
    }
    func navigationController(
        _ nav: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        if let accepts, !accepts(operation == .pop ? from : to) { return nil }
        return operation == .pop ? pop ?? animator : animator
    }
}
