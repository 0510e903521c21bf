import Foundation
import Transitions

/// `objc_AssociationPolicy`.
public typealias objc_AssociationPolicy = AssociatedObjects.Policy

extension AssociatedObjects.Policy {
    public static let OBJC_ASSOCIATION_ASSIGN = Self.assign
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = Self.retainNonatomic
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = Self.copyNonatomic
    public static let OBJC_ASSOCIATION_RETAIN = Self.retain
    public static let OBJC_ASSOCIATION_COPY = Self.copy
}

/// `objc_getAssociatedObject(_:_:)` (`AssociatedObjects`: a side table by object identity and
/// key address).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key: key)
}

/// `objc_setAssociatedObject(_:_:_:_:)`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(object as AnyObject, key: key, value: value, policy: policy)
}

/// `objc_removeAssociatedObjects(_:)`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
}
