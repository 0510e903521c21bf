import Foundation
import TransitionCatalogue   // the articles' animators (BouncePresentAnimator…) and the page switcher
import Transitions

let sim = Simulation(frameRate: 120)                  // virtual clock, no real timers
let window = Window(sim)
let nav = NavigationController(sim, root: ViewController(sim, title: "list"))
window.rootViewController = nav
window.makeKeyAndVisible()

try nav.push(ViewController(sim, title: "detail"))      // default slide animator
try sim.runUntilIdle()

// A transitioning delegate (weak, as in UIKit: keep it alive) vending a bouncy present.
final class BounceIn: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { BouncePresentAnimator() }
}
let delegate = BounceIn()
let card = ViewController(sim, title: "card")
card.transitioningDelegate = delegate
nav.present(card, animated: true)                     // misuse is refused and recorded, as UIKit logs it
sim.advance(by: 0.1)
let onScreen = card.view.presentation.frame           // where it is drawn now (model vs presentation)

try sim.runUntilIdle()
let problems = ModelInvariants.quiescent(sim, window: window)   // [] when healthy, once at rest
// snippet.hide
precondition(problems.isEmpty, "\(problems)")
print("TransitionsTour: ok")
