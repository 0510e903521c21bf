import Foundation
import Transitions

final class ContainerDelegate: ContainerViewControllerDelegate {
    let make: [@Sendable () -> any ViewControllerAnimatedTransitioning]
    var next = 0
    /// The controllers the animators are written for (nil: all); others switch without one.
    let accepts: (@Sendable (ViewController) -> Bool)?
    init(make: [@Sendable () -> any ViewControllerAnimatedTransitioning], accepts: (@Sendable (ViewController) -> Bool)? = nil) {
        self.make = make
        self.accepts = accepts
    }
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        if let accepts, !accepts(to) || !accepts(from) { return nil }
        next += 1
        return make[next % make.count]()
    }
}
