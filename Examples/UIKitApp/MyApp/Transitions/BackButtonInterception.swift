// A form that asks before the back button leaves it, as apps intercept the back button: the
// navigation controller is made its bar's delegate in an extension (UIKit adopts the protocol
// privately), answers `navigationBar(_:shouldPop:)` by asking the top screen, and pops itself
// when the screen agrees. Compiled unchanged on Linux by the UIKitSources plugin.
import UIKit

/// A screen that may keep the back button from leaving it.
protocol BackButtonHandling: AnyObject {
    func navigationShouldPopOnBackButton() -> Bool
}

extension UINavigationController: UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        // A pop the controller started itself has already shortened the stack.
        if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
        let leave = (topViewController as? BackButtonHandling)?.navigationShouldPopOnBackButton() ?? true
        if leave {
            DispatchQueue.main.async { self.popViewController(animated: true) }
        }
        return false
    }
}

/// A form with unsaved text: the back button leaves only once the user confirmed.
final class EditFormViewController: UIViewController, BackButtonHandling {
    var hasUnsavedChanges = false
    private(set) var confirmationsAsked = 0

    func navigationShouldPopOnBackButton() -> Bool {
        guard hasUnsavedChanges else { return true }
        confirmationsAsked += 1
        return false
    }
}
