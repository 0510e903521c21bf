import Foundation

// Views and controllers are `NSObject`s, as in UIKit (`Responder: NSObject`): equal when
// identical and hashed by identity (NSObject's defaults), with `isKind(of:)`, `isMember(of:)` and
// whatever an app's `extension NSObject` adds.

/// NSObject's `isKind(of:)`: `object` is an instance of `aClass` or of a subclass.
func isInstance(_ object: AnyObject, ofKind aClass: AnyClass) -> Bool {
    var c: AnyClass? = type(of: object)
    while let cur = c {
        if cur == aClass { return true }
        c = class_getSuperclassOf(cur)
    }
    return false
}

/// `NSObjectProtocol`'s class queries for the model's objects and for UIKit's delegate protocols
/// (which inherit `NSObjectProtocol`), so `delegate.isKind(of: MyDelegate.self)` works on an
/// existential as in UIKit code. One protocol declares them, so a type that is both
/// `IdentityHashable` and `SelectorPerforming` has one `isKind(of:)`.
public protocol ClassQuerying: AnyObject {}

extension ClassQuerying {
    /// `isKind(of:)`: an instance of `aClass` or a subclass.
    public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, ofKind: aClass) }
    /// `isMember(of:)`: an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
    /// `isEqual(_:)`: identity (NSObject's default).
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
}

/// The model's classes whose UIKit counterparts are `NSObject`s: equal when identical and hashed
/// by identity (NSObject's defaults), with `isEqual(_:)` — so `gestureRecognizers.contains(pan)`,
/// `Dictionary<CAAnimation, …>` and `recognizer.isEqual(self.pan)` work as in UIKit code.
public protocol IdentityHashable: ClassQuerying, Hashable {}

extension IdentityHashable {
    public static func == (a: Self, b: Self) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Layer: IdentityHashable {}
extension GestureRecognizer: IdentityHashable {}
extension PresentationController: IdentityHashable {}
extension LayerAnimation: IdentityHashable {}
extension ViewPropertyAnimator: IdentityHashable {}
extension DisplayLink: IdentityHashable {}
extension LayoutConstraint: IdentityHashable {}
extension LayoutGuide: IdentityHashable {}
extension VisualEffect: IdentityHashable {}
extension BezierPath: IdentityHashable {}
extension StoryboardSegue: IdentityHashable {}
extension Storyboard: IdentityHashable {}
extension TransitionContext: IdentityHashable {}
extension Event: IdentityHashable {}
extension PercentDrivenInteractiveTransition: IdentityHashable {}
extension TransitionCoordinator: IdentityHashable {}
extension CollectionViewLayout: IdentityHashable {}
extension CollectionViewLayoutInvalidationContext: IdentityHashable {}

/// The superclass of a Swift class (Swift has no public call for it: `_getSuperclass`).
func class_getSuperclassOf(_ c: AnyClass) -> AnyClass? { _getSuperclass(c) }
