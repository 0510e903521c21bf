import Foundation
import Transitions

// The parts of the Objective-C runtime the model does not run: swizzling class methods or with
// implementations made from blocks, listing a class's properties, asking a protocol for its
// methods. Each declaration names what to write instead (notes/uikit-surface.md, "Unavailable");
// instance-method swizzling is modelled (ObjectiveCRuntime+Swizzling.swift).

/// `objc_property_t`.
@available(*, unavailable, message: "runtime property lists are not modelled: use Mirror(reflecting:).children")
public typealias objc_property_t = OpaquePointer

/// `class_getClassMethod(_:_:)`.
@available(*, unavailable, message: "swizzling class methods is not modelled: swizzle an instance method, or override the class method in a subclass")
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// `imp_implementationWithBlock(_:)`.
@available(*, unavailable, message: "implementations made from blocks are not modelled: write the replacement as a method and exchange it with method_exchangeImplementations")
public func imp_implementationWithBlock(_ block: Any) -> IMP { .placeholder }

/// `class_copyPropertyList(_:_:)`.
@available(*, unavailable, message: "runtime property lists are not modelled: use Mirror(reflecting:).children")
public func class_copyPropertyList(_ cls: AnyClass?, _ outCount: UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<objc_property_t>? { nil }

/// `property_getName(_:)`.
@available(*, unavailable, message: "runtime property lists are not modelled: use Mirror(reflecting:).children")
public func property_getName(_ property: objc_property_t) -> UnsafePointer<CChar> { UnsafePointer(property) }

/// `objc_method_description`.
@available(*, unavailable, message: "protocol method descriptions are not modelled: ask the object with `responds(to:)`")
public struct objc_method_description {
    public init(name: Selector?, types: UnsafeMutablePointer<CChar>?) {
        self.name = name
        self.types = types
    }
    public var name: Selector?
    public var types: UnsafeMutablePointer<CChar>?
}

/// `protocol_getMethodDescription(_:_:_:_:)`.
@available(*, unavailable, message: "protocol method descriptions are not modelled: ask the object with `responds(to:)`")
public func protocol_getMethodDescription(_ p: Protocol, _ aSel: Selector, _ isRequiredMethod: Bool, _ isInstanceMethod: Bool) -> objc_method_description {
    objc_method_description(name: nil, types: nil)
}

/// `objc_getClassList(_:_:)` (the "SelfAware" pattern: every class conforming to a protocol
/// gets a start-up call).
@available(*, unavailable, message: "listing the process's classes is not modelled: call each class's set-up (its swizzles) from the app's start-up code")
public func objc_getClassList(_ buffer: AutoreleasingUnsafeMutablePointer<AnyClass>?, _ bufferCount: Int32) -> Int32 { 0 }

/// `objc_copyClassList(_:)`.
@available(*, unavailable, message: "listing the process's classes is not modelled: call each class's set-up (its swizzles) from the app's start-up code")
public func objc_copyClassList(_ outCount: UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<AnyClass>? { nil }
