// Swipe back from anywhere on the screen, not only the left edge: the navigation controller's
// own interactive pop, reached through its pop gesture's private target and attached to a pan
// of the app's (the "full-screen pop gesture" many apps ship). Compiled unchanged on Linux by
// the UIKitSources plugin.
import UIKit

final class FullScreenPopNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    private(set) lazy var fullScreenPopGesture = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let targets = interactivePopGestureRecognizer?.value(forKey: "targets") as? [NSObject],
              let target = targets.first?.value(forKey: "target") else { return }
        let action = Selector(("handleNavigationTransition:"))
        fullScreenPopGesture.addTarget(target, action: action)
        fullScreenPopGesture.delegate = self
        view.addGestureRecognizer(fullScreenPopGesture)
        interactivePopGestureRecognizer?.isEnabled = false
    }

    /// Only a rightward swipe, with something to pop back to, and no transition running.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === fullScreenPopGesture, viewControllers.count > 1 else { return false }
        if let running = value(forKey: "_isTransitioning") as? Bool, running { return false }
        let translation = fullScreenPopGesture.translation(in: view)
        return translation.x > 0 && abs(translation.x) > abs(translation.y)
    }
}
