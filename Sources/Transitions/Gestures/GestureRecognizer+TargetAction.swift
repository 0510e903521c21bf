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
