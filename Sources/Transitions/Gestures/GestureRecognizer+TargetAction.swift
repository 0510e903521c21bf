/// UIKit's target-action with typed selectors: several targets, each with several actions; the
/// recognizer is the argument. Targets are not retained.
extension GestureRecognizer {
    /// `addTarget(_:action:)`: adds an action (the same target and action twice: once).
    public func addTarget(_ target: Any, action: TypedSelector) {
        targetActions.add(targetObject(target), selector: action)
    }

    /// `removeTarget(_:action:)`: a nil target removes the action for every target, a nil action
    /// every action of the target (both nil: all, closures included).
    public func removeTarget(_ target: Any?, action: TypedSelector?) {
        targetActions.remove(targetObject(target), selector: action)
    }
}

/// Key-value coding on gesture recognizers, for the private key UIKit code reads: `"targets"`,
/// the recognizer's targets (`GestureRecognizerTarget`: `value(forKey: "target")`,
/// `value(forKey: "action")`). A navigation controller's `interactivePopGestureRecognizer` lists
/// the controller's interactive transition with `handleNavigationTransition:`, which apps attach
/// to a pan of their own (`NavigationInteractiveTransition`). Any other key is recorded as a
/// rejected call (UIKit raises for keys a class does not define).
extension GestureRecognizer {
    public func value(forKey key: String) -> Any? {
        // `"_targets"` names the instance variable behind `"targets"` (key-value coding reads it
        // by either name).
        guard key == "targets" || key == "_targets" else {
            Simulation.recordUndefinedKey(key, on: self, writing: false)
            return nil
        }
        var found: [GestureRecognizerTarget] = []
        if let nav = navigationOwner, nav.interactivePopGestureRecognizer === self {
            found.append(GestureRecognizerTarget(target: nav.interactiveTransitionTarget, action: TypedSelector(NavigationInteractiveTransition.actionName)))
        }
        for entry in targetActions.entries where entry.selector != nil {
            found.append(GestureRecognizerTarget(target: entry.target, action: entry.selector))
        }
        return found
    }

    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    public func setValue(_ value: Any?, forKey key: String) {
        Simulation.recordUndefinedKey(key, on: self, writing: true)
    }
}
