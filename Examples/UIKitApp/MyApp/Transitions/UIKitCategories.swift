// Overrides apps put in extensions of UIKit classes (Objective-C categories): a larger touch area
// for buttons, and navigation controllers that let their top controller decide the status bar.
// Compiled unchanged on Linux by the UIKitSources plugin.
import UIKit

private var hitTestInsetsKey = 0

extension UIButton {
    /// Negative insets enlarge the area that takes touches.
    var hitTestEdgeInsets: UIEdgeInsets {
        get { objc_getAssociatedObject(self, &hitTestInsetsKey) as? UIEdgeInsets ?? .zero }
        set { objc_setAssociatedObject(self, &hitTestInsetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if hitTestEdgeInsets == .zero || !isEnabled || isHidden {
            return super.point(inside: point, with: event)
        }
        return bounds.inset(by: hitTestEdgeInsets).contains(point)
    }
}

extension UINavigationController {
    open override var childForStatusBarStyle: UIViewController? {
        return topViewController
    }

    open override var childForStatusBarHidden: UIViewController? {
        return topViewController
    }
}

/// A button that counts the hit tests reaching it, then defers to UIKit (and the category).
final class CountingButton: UIButton {
    private(set) var checks = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        checks += 1
        return super.point(inside: point, with: event)
    }
}

private var pageLoadsKey = 0

extension UIPageViewController {
    /// How many times the category's `viewDidLoad` ran for this controller.
    var categoryLoads: Int {
        get { objc_getAssociatedObject(self, &pageLoadsKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &pageLoadsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        categoryLoads += 1
    }
}
