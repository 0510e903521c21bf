// A navigation bar each screen shows or hides, installed by method swizzling as UIKit libraries
// do (FDFullscreenPopGesture's "prefersNavigationBarHidden"): the base controller's
// `viewWillAppear(_:)` and the navigation controller's push are exchanged with the app's own
// methods, which call themselves to reach UIKit's. Compiled unchanged on Linux by the
// UIKitSources plugin.
import ObjectiveC
import UIKit

/// The app's own reader with a default, named after the runtime's function it wraps (which it
/// reaches through the module's name).
func objc_getAssociatedObject<T>(_ object: Any, _ key: UnsafeRawPointer, defaultValue: T) -> T {
    (ObjectiveC.objc_getAssociatedObject(object, key) as? T) ?? defaultValue
}

private var prefersHiddenKey: UInt8 = 0
private var pushCountKey: UInt8 = 0

/// The controllers whose navigation bar follows their preference.
class BarPreferringViewController: UIViewController {
    static let installBarPreference: Void = {
        swizzle(BarPreferringViewController.self, #selector(viewWillAppear(_:)), #selector(bar_viewWillAppear(_:)))
    }()
}

extension BarPreferringViewController {
    /// Whether this screen hides the navigation bar.
    var prefersNavigationBarHidden: Bool {
        get { (objc_getAssociatedObject(self, &prefersHiddenKey) as? Bool) ?? false }
        set { objc_setAssociatedObject(self, &prefersHiddenKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    @objc func bar_viewWillAppear(_ animated: Bool) {
        bar_viewWillAppear(animated)  // UIKit's viewWillAppear(_:)
        navigationController?.setNavigationBarHidden(prefersNavigationBarHidden, animated: animated)
    }
}

/// A navigation controller that counts its pushes (through its swizzled push).
class CountingNavigationController: UINavigationController {
    static let installCounting: Void = {
        swizzle(
            CountingNavigationController.self, #selector(UINavigationController.pushViewController(_:animated:)),
            #selector(CountingNavigationController.counted_pushViewController(_:animated:)))
    }()

    var pushCount: Int { objc_getAssociatedObject(self, &pushCountKey, defaultValue: 0) }

    @objc func counted_pushViewController(_ viewController: UIViewController, animated: Bool) {
        objc_setAssociatedObject(self, &pushCountKey, pushCount + 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        counted_pushViewController(viewController, animated: animated)
    }
}

/// The usual helper: add the method when the class inherits it, else exchange.
func swizzle(_ cls: AnyClass, _ original: Selector, _ swizzled: Selector) {
    guard let originalMethod = class_getInstanceMethod(cls, original),
        let swizzledMethod = class_getInstanceMethod(cls, swizzled)
    else { return }
    if class_addMethod(cls, original, method_getImplementation(swizzledMethod), method_getTypeEncoding(swizzledMethod)) {
        class_replaceMethod(cls, swizzled, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
    } else {
        method_exchangeImplementations(originalMethod, swizzledMethod)
    }
}
