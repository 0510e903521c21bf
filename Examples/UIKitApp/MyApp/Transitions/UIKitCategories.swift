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

private var tapUpKey = 0

extension UIImageView {
    /// Runs when a touch lifts inside the image view: a photo grid's tap-to-preview, added to
    /// every image view by a category instead of a recognizer per cell.
    var onTapUp: (() -> Void)? {
        get { objc_getAssociatedObject(self, &tapUpKey) as? () -> Void }
        set { objc_setAssociatedObject(self, &tapUpKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTapUp?()
    }
}

private var barObservationContext = 0
private var barHeightsKey = 0

extension UIViewController {
    /// Heights of the navigation bar seen by the category's key-value observer, in order.
    var observedBarHeights: [CGFloat] {
        get { objc_getAssociatedObject(self, &barHeightsKey) as? [CGFloat] ?? [] }
        set { objc_setAssociatedObject(self, &barHeightsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Starts observing the navigation bar's bounds (a bar-transition library's category).
    func startObservingBar() {
        navigationController?.navigationBar.addObserver(self, forKeyPath: "bounds", options: [.new], context: &barObservationContext)
    }

    func stopObservingBar() {
        navigationController?.navigationBar.removeObserver(self, forKeyPath: "bounds", context: &barObservationContext)
    }

    open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &barObservationContext, let bar = object as? UINavigationBar else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        observedBarHeights.append(bar.bounds.height)
    }
}

/// What a library's launch hook did: its one-time set-up.
enum LaunchHook {
    static let setUps = NSLock()
    nonisolated(unsafe) static var setUpCount = 0
}

private var nextReadsKey = 0

extension UIApplication {
    private static let setUpOnce: Void = {
        LaunchHook.setUps.lock()
        LaunchHook.setUpCount += 1
        LaunchHook.setUps.unlock()
    }()

    /// How often UIKit read this application's next responder.
    var nextReads: Int {
        get { objc_getAssociatedObject(self, &nextReadsKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &nextReadsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Swift has no `initialize()`: libraries run their set-up (swizzling, observers) when UIKit
    /// first asks the application for its next responder, during launch.
    open override var next: UIResponder? {
        UIApplication.setUpOnce
        nextReads += 1
        return super.next
    }
}
