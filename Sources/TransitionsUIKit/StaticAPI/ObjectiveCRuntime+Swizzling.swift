import Foundation
import Transitions

// Instance-method swizzling under the Objective-C runtime's names, over the model's method
// tables (`MethodSwizzling`: what is modelled, how a swizzled entry runs, what is refused).

/// `Method`: a class's entry for a selector.
public typealias Method = MethodSwizzling.Method

/// `IMP`: an implementation — UIKit's behaviour of a method, or an app method.
public typealias IMP = MethodSwizzling.Implementation

/// `class_getInstanceMethod(_:_:)`: the entry an instance of `cls` finds for the selector (its
/// own or an ancestor's), nil for none. Swizzling a UIKit method the model does not consult is
/// recorded as a rejected call (nil).
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { MethodSwizzling.instanceMethod(cls, name) }

/// `method_exchangeImplementations(_:_:)`: each entry takes the other's implementation.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) { MethodSwizzling.exchange(m1, m2) }

/// `method_getImplementation(_:)`: the implementation the entry holds now.
public func method_getImplementation(_ m: Method) -> IMP { MethodSwizzling.implementation(of: m) }

/// `method_setImplementation(_:_:)`: the entry holds `imp`; returns what it held.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { MethodSwizzling.setImplementation(of: m, to: imp) }

/// `method_getName(_:)`: the entry's selector (by name).
public func method_getName(_ m: Method) -> Selector { Selector(m.selectorName) }

/// `method_getTypeEncoding(_:)`: nil — the model's entries carry Swift types, and the functions
/// that take an encoding ignore it.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

/// `class_addMethod(_:_:_:_:)`: gives `cls` its own entry for `name` holding `imp`; false when
/// `cls` already has its own (an inherited one does not count).
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    MethodSwizzling.addMethod(cls, name, imp)
}

/// `class_replaceMethod(_:_:_:_:)`: `cls`'s own entry for `name` holds `imp` (added if it had
/// none); returns what it held.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? {
    MethodSwizzling.replaceMethod(cls, name, imp)
}

/// The check `transit-uikit-rewrite` puts first in an app method that a swizzle may exchange:
/// nil to run the method's body; else the result of the implementation its entry holds
/// (`MethodSwizzling.divert`). Not for app code.
public func _transitSwizzled(_ object: AnyObject, _ owner: AnyClass, _ name: String, _ a: Any? = nil, _ b: Any? = nil) -> _TransitSwizzledResult? {
    MethodSwizzling.divert(object, owner, name, a, b).map { _TransitSwizzledResult(value: $0 as Any) }
}

/// What a swizzled entry's implementation returned (`_transitSwizzled`). Not for app code.
public struct _TransitSwizzledResult {
    public let value: Any
}
