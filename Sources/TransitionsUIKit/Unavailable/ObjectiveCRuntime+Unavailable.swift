import Foundation
import Transitions

// The parts of the Objective-C runtime the model does not run. Apps reach for them to swizzle
// UIKit's methods (a full-screen pop gesture installed from `viewWillAppear`, a navigation bar
// restyled on every push), to list a class's properties, or to ask a protocol for its methods.
// The simulation calls its classes' Swift methods directly: an exchanged implementation would
// never run, so a swizzle that compiled would silently do nothing. Each declaration names what to
// write instead (notes/uikit-surface.md, "Unavailable").

/// `Method` (`OpaquePointer` in the Objective-C module).
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public typealias Method = OpaquePointer

/// `IMP` (an Objective-C method's implementation).
@available(*, unavailable, message: "method implementations are not modelled: override the method in a subclass")
public typealias IMP = OpaquePointer

/// `objc_property_t`.
@available(*, unavailable, message: "runtime property lists are not modelled: use Mirror(reflecting:).children")
public typealias objc_property_t = OpaquePointer

/// `Protocol` (an Objective-C protocol object).
@available(*, unavailable, message: "protocol objects are not modelled: test conformance with `as? SomeProtocol` or `is SomeProtocol`")
public final class Protocol {}

/// `class_getInstanceMethod(_:_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// `class_getClassMethod(_:_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// `method_exchangeImplementations(_:_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

/// `method_getImplementation(_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func method_getImplementation(_ m: Method) -> IMP { m }

/// `method_setImplementation(_:_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { imp }

/// `method_getTypeEncoding(_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

/// `class_addMethod(_:_:_:_:)`.
@available(*, unavailable, message: "adding methods at run time is not modelled: declare the method in a subclass or an extension")
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool { false }

/// `class_replaceMethod(_:_:_:_:)`.
@available(*, unavailable, message: "method swizzling is not modelled: override the method in a subclass, or use the delegate the class offers")
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? { nil }

/// `imp_implementationWithBlock(_:)`.
@available(*, unavailable, message: "method implementations are not modelled: override the method in a subclass")
public func imp_implementationWithBlock(_ block: Any) -> IMP { OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }

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
