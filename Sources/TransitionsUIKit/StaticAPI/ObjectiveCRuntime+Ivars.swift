import Foundation
import Transitions

// Instance variables under the Objective-C runtime's names. A Swift class's instance variables
// are its stored properties (what `Mirror` lists, the class's own and its superclasses'); the
// model's UIKit classes have none of UIKit's private ivars (`_backgroundView`), so reading one
// finds nothing, as the runtime answers for an ivar a class does not have.

/// `Ivar`: an instance variable of a class, by name.
public struct Ivar: Hashable, Sendable {
    /// The variable's name (a stored property's label).
    public let name: String
    /// The class it was looked up on.
    let owner: ObjectIdentifier
}

/// `class_getInstanceVariable(_:_:)`: the variable named `name` of `cls`'s instances. Which
/// stored properties a class has is known only from an instance, so the variable is found, or
/// not, when it is read (`object_getIvar`); nil for no class or an empty name.
public func class_getInstanceVariable(_ cls: AnyClass?, _ name: String) -> Ivar? {
    guard let cls, !name.isEmpty else { return nil }
    return Ivar(name: name, owner: ObjectIdentifier(cls))
}

/// `object_getIvar(_:_:)`: the value of `obj`'s stored property named as the variable (its own
/// class's first, then its superclasses'); nil when the object has none of that name, or the
/// value is nil.
public func object_getIvar(_ obj: Any?, _ ivar: Ivar) -> Any? {
    guard let obj else { return nil }
    var mirror: Mirror? = Mirror(reflecting: obj)
    while let m = mirror {
        if let child = m.children.first(where: { $0.label == ivar.name }) {
            // An optional's nil is nil, as the runtime's nil object.
            let inner = Mirror(reflecting: child.value)
            if inner.displayStyle == .optional { return inner.children.first?.value }
            return child.value
        }
        mirror = m.superclassMirror
    }
    return nil
}
