import Foundation
import Transitions

final class ContainerDelegate: ContainerViewControllerDelegate {
    let make: [@Sendable () -> any ViewControllerAnimatedTransitioning]
    var next = 0
    init(make: [@Sendable () -> any ViewControllerAnimatedTransitioning]) { self.make = make }
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        next += 1
        return make[next % make.count]()
    }
}
