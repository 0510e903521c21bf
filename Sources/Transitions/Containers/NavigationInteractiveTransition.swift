import Foundation

/// The object behind a navigation controller's `interactivePopGestureRecognizer` (UIKit's private
/// `_UINavigationInteractiveTransition`): the recognizer's target, with the action
/// `handleNavigationTransition:`. Apps reach it by key-value coding —
/// `interactivePopGestureRecognizer.value(forKey: "targets")`, then `value(forKey: "target")` —
/// and attach the action to a pan of their own, so a swipe anywhere pops (the "full-screen pop
/// gesture"). Sent by such a pan, the action drives the navigation controller's interactive pop
/// from the pan's translation and velocity, as the edge pan does but from any point; it works
/// with the system recognizer disabled, as on iOS.
public final class NavigationInteractiveTransition: UIKitNSObject, NamedSelectorReceiver {
    /// The selector apps name (`Selector(("handleNavigationTransition:"))`).
    public static let actionName = "handleNavigationTransition:"
    private weak var navigationController: NavigationController?

    init(_ navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    package func responds(toSelectorNamed name: String) -> Bool { name == Self.actionName }

    package func receive(selectorNamed name: String, argument: Any?) -> Bool {
        guard name == Self.actionName else { return false }
        if let pan = argument as? PanGestureRecognizer { navigationController?.handleNavigationTransition(pan) }
        return true
    }
}

/// One of a gesture recognizer's targets, as `value(forKey: "targets")` lists them (UIKit's
/// private `UIGestureRecognizerTarget`): its `target` and `action` read by key-value coding.
public final class GestureRecognizerTarget: UIKitNSObject {
    public private(set) weak var target: AnyObject?
    public let action: TypedSelector?

    init(target: AnyObject?, action: TypedSelector?) {
        self.target = target
        self.action = action
        super.init()
    }

    public override func value(forKey key: String) -> Any? {
        switch key {
        // Key-value coding finds the `_target` and `_action` instance variables by either name.
        case "target", "_target": return target
        case "action", "_action": return action
        default: return super.value(forKey: key)
        }
    }
}
