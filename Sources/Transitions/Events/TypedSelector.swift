import Foundation

/// A selector that carries its method: UIKit's `Selector` (TransitionsUIKit names it so), typed.
///
/// Linux has no Objective-C runtime, so a method cannot be found by name. A `TypedSelector` is
/// made from an unapplied method reference instead — `TypedSelector(Foo.handlePan(_:),
/// "handlePan:")` — which the compiler checks: the method must exist on `Foo`, and the selector
/// can only invoke it on a `Foo`. (`transit-uikit-rewrite` turns `#selector(handlePan(_:))`
/// inside `class Foo` into exactly that, so UIKit code compiles unchanged.)
///
/// Invoking it casts the target to the method's type and the sender to its parameter type; a
/// mismatch (or a name-only selector, `TypedSelector("handlePan:")`, which has no method) is
/// recorded as a `.rejectedCall` violation on the current simulation — UIKit would raise
/// "unrecognized selector sent to instance" — and nothing is called. Target-action ignores the
/// method's result; `perform(_:)` returns it when it is an object.
///
/// Equality and hashing are by name only, as for Objective-C selectors; a bare name given for a
/// one-argument method (`#selector(handle)`) gets its colon (`handle:`), so it equals
/// `#selector(handle(_:))`.
public struct TypedSelector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    // @unchecked: the invoker holds only an unapplied method reference or a key path, neither of
    // which has state.

    /// The Objective-C name (`handlePan:`).
    public let name: String
    /// What an invocation returned, or why it did not happen. Called with the target, the
    /// argument (the sender) and the second argument (a control action's event).
    private let invoker: ((AnyObject, Any?, Any?) -> Outcome)?
    private enum Outcome {
        case returned(Any)
        case refused(String)
    }
    private let accepts: ((AnyObject) -> Bool)?
    /// The class whose instance method this selector names (its `Target`), nil for a name only, a
    /// class method or a method of a protocol (what `class_getInstanceMethod` starts from).
    package private(set) var declaringClass: AnyClass?

    /// A name only: it compiles and equals typed selectors of the same name, but invoking it
    /// records an error (there is no method to find by name here).
    public init(_ name: String) {
        self.name = name
        invoker = nil
        accepts = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A method taking one argument (the sender: a gesture recognizer, a control, a timer, a
    /// display link, a notification, the object of `perform(_:with:)`).
    public init<Target, Argument, Result>(_ method: @escaping (Target) -> (Argument) throws -> Result, _ name: String) {
        self.name = name.hasSuffix(":") ? name : name + ":"
        let selectorName = self.name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { target, argument, _ in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no method \(selectorName) (it is \(Target.self)'s)") }
            guard let a = argument as? Argument else {
                return .refused("\(selectorName) takes \(Argument.self), was sent \(argument.map { "\(type(of: $0))" } ?? "nil")")
            }
            return Self.outcome(selectorName) { try method(t)(a) }
        }
    }

    /// A method taking two arguments: a control's action `(sender, event)` (UIKit: "an action
    /// method may take the sender and the `UIEvent` that triggered it"), or the object pair of
    /// `perform(_:with:with:)`. Sent without an event (`sendActions(for:)` called by the app), the
    /// second argument is an event with no touches, stamped now.
    public init<Target, Argument, Second, Result>(_ method: @escaping (Target) -> (Argument, Second) throws -> Result, _ name: String) {
        let colons = name.filter { $0 == ":" }.count
        self.name = colons >= 2 ? name : name + String(repeating: ":", count: 2 - colons)
        let selectorName = self.name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { target, argument, second in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no method \(selectorName) (it is \(Target.self)'s)") }
            guard let a = argument as? Argument else {
                return .refused("\(selectorName) takes \(Argument.self), was sent \(argument.map { "\(type(of: $0))" } ?? "nil")")
            }
            let given = second ?? Event(type: .touches, timestamp: Simulation.current.now, touches: [])
            guard let b = given as? Second else { return .refused("\(selectorName) takes \(Second.self) second, was sent \(type(of: given))") }
            return Self.outcome(selectorName) { try method(t)(a, b) }
        }
    }

    /// A method taking three or four arguments (`present(_:animated:completion:)`, named by a
    /// swizzle): it compiles and has a name, but neither target-action nor `perform` can send it
    /// (they pass at most two objects), so invoking it that way is refused. A three-argument one
    /// is what the save-to-album functions call back
    /// (`image(_:didFinishSavingWithError:contextInfo:)`): `invoke(on:with:_:_:)` sends it.
    public init<Target, A, B, C, Result>(_ method: @escaping (Target) -> (A, B, C) throws -> Result, _ name: String) {
        self.init(refusingArity: 3, Target.self, name)
        let selectorName = name
        tripleInvoker = { target, a, b, c in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no method \(selectorName) (it is \(Target.self)'s)") }
            guard let x = Self.adapt(a, to: A.self), let y = Self.adapt(b, to: B.self), let z = Self.adapt(c, to: C.self) else {
                return .refused("\(selectorName) takes (\(A.self), \(B.self), \(C.self))")
            }
            return Self.outcome(selectorName) { try method(t)(x, y, z) }
        }
    }

    /// The three-argument method's sender (`init` above).
    private var tripleInvoker: ((AnyObject, Any?, Any?, Any?) -> Outcome)?

    /// `value` as a `T` for a three-argument method's parameter: itself; nil for an optional
    /// parameter; a raw pointer as the other raw-pointer kind; and for a non-optional raw
    /// pointer given none (C's `NULL` where Swift's signature promises a pointer), a pointer to a
    /// zero byte.
    private static func adapt<T>(_ value: Any?, to _: T.Type) -> T? {
        if let value, let t = value as? T { return t }
        if value == nil, let none = (Optional<Any>.none as Any) as? T { return none }
        let mutable = value as? UnsafeMutableRawPointer
        let raw = (value as? UnsafeRawPointer) ?? mutable.map { UnsafeRawPointer($0) } ?? UnsafeRawPointer(zeroByte)
        if T.self == UnsafeRawPointer.self || T.self == UnsafeRawPointer?.self { return raw as? T ?? Optional(raw) as? T }
        let m = mutable ?? UnsafeMutableRawPointer(mutating: raw)
        if T.self == UnsafeMutableRawPointer.self || T.self == UnsafeMutableRawPointer?.self { return m as? T ?? Optional(m) as? T }
        return nil
    }
    nonisolated(unsafe) private static let zeroByte: UnsafeMutableRawPointer = {
        let p = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        p.storeBytes(of: 0, as: UInt8.self)
        return p
    }()

    /// Calls a three-argument method on `target`; false (and a `.rejectedCall` violation) when the
    /// selector names no such method of it.
    @discardableResult
    public func invoke(on target: AnyObject, with a: Any?, _ b: Any?, _ c: Any?) -> Bool {
        guard let tripleInvoker else {
            Simulation.current.record(.rejectedCall, "unrecognized selector: \(name) is not a three-argument method")
            return false
        }
        if case .refused(let failure) = tripleInvoker(target, a, b, c) {
            Simulation.current.record(.rejectedCall, "unrecognized selector: \(failure)")
            return false
        }
        return true
    }
    public init<Target, A, B, C, D, Result>(_ method: @escaping (Target) -> (A, B, C, D) throws -> Result, _ name: String) {
        self.init(refusingArity: 4, Target.self, name)
    }
    private init<Target>(refusingArity arity: Int, _: Target.Type, _ name: String) {
        self.name = name
        let selectorName = name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { _, _, _ in .refused("\(selectorName) takes \(arity) arguments; a selector is sent with at most two") }
    }

    /// A method taking no argument.
    public init<Target, Result>(_ method: @escaping (Target) -> () throws -> Result, _ name: String) {
        self.name = name
        let selectorName = name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { target, _, _ in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no method \(selectorName) (it is \(Target.self)'s)") }
            return Self.outcome(selectorName) { try method(t)() }
        }
    }

    // Class methods. `TypedSelector(Overlay.self, classMethod: { $0.close(_:) }, "close:")` (what
    // `transit-uikit-rewrite` makes of `#selector(close(_:))` naming a `class func` or `static
    // func`): the target is the class (`ClassObject`), and the method is found on the target's
    // class when invoked, so a subclass that overrides the class method gets its own — Objective-C
    // sends the message to the class object it was given. Any other target (an instance, another
    // class) is not the method's: the invocation is refused as for instance methods.

    /// A class method taking one argument (the sender).
    public init<Target: AnyObject, Argument, Result>(
        _ type: Target.Type, classMethod method: @escaping (Target.Type) -> (Argument) throws -> Result, _ name: String
    ) {
        self.name = name.hasSuffix(":") ? name : name + ":"
        let selectorName = self.name
        accepts = { Self.targetClass($0, Target.self) != nil }
        invoker = { target, argument, _ in
            guard let t = Self.targetClass(target, Target.self) else { return .refused("\(target) has no method \(selectorName) (it is the class \(Target.self)'s)") }
            guard let a = argument as? Argument else {
                return .refused("\(selectorName) takes \(Argument.self), was sent \(argument.map { "\(Swift.type(of: $0))" } ?? "nil")")
            }
            return Self.outcome(selectorName) { try method(t)(a) }
        }
    }

    /// A class method taking two arguments (`perform(_:with:with:)`'s pair, a control's sender and
    /// event).
    public init<Target: AnyObject, Argument, Second, Result>(
        _ type: Target.Type, classMethod method: @escaping (Target.Type) -> (Argument, Second) throws -> Result, _ name: String
    ) {
        let colons = name.filter { $0 == ":" }.count
        self.name = colons >= 2 ? name : name + String(repeating: ":", count: 2 - colons)
        let selectorName = self.name
        accepts = { Self.targetClass($0, Target.self) != nil }
        invoker = { target, argument, second in
            guard let t = Self.targetClass(target, Target.self) else { return .refused("\(target) has no method \(selectorName) (it is the class \(Target.self)'s)") }
            guard let a = argument as? Argument else {
                return .refused("\(selectorName) takes \(Argument.self), was sent \(argument.map { "\(Swift.type(of: $0))" } ?? "nil")")
            }
            let given = second ?? Event(type: .touches, timestamp: Simulation.current.now, touches: [])
            guard let b = given as? Second else { return .refused("\(selectorName) takes \(Second.self) second, was sent \(Swift.type(of: given))") }
            return Self.outcome(selectorName) { try method(t)(a, b) }
        }
    }

    /// A class method taking no argument.
    public init<Target: AnyObject, Result>(_ type: Target.Type, classMethod method: @escaping (Target.Type) -> () throws -> Result, _ name: String) {
        self.name = name
        let selectorName = name
        accepts = { Self.targetClass($0, Target.self) != nil }
        invoker = { target, _, _ in
            guard let t = Self.targetClass(target, Target.self) else { return .refused("\(target) has no method \(selectorName) (it is the class \(Target.self)'s)") }
            return Self.outcome(selectorName) { try method(t)() }
        }
    }

    /// What calling the method gave. A method that throws is one whose protocol requirement was
    /// optional (`transit-uikit-rewrite` makes such a requirement `throws`, and its default
    /// throws when the conformer lacks it): Objective-C would not find the method, so the call
    /// is refused as an unrecognized selector.
    private static func outcome(_ selectorName: String, _ call: () throws -> Any) -> Outcome {
        do { return .returned(try call()) } catch { return .refused("\(selectorName) was not performed: \(error)") }
    }

    /// The class `target` stands for (`ClassObject`) as `Target`'s metatype: `Target` or a
    /// subclass; nil for an instance or an unrelated class.
    private static func targetClass<Target: AnyObject>(_ target: AnyObject, _: Target.Type) -> Target.Type? {
        (target as? ClassObject)?.type as? Target.Type
    }

    /// A property's getter (`#selector(getter: Foo.progress)`): invoking it reads the property.
    public init<Target, Value>(getter: KeyPath<Target, Value>, _ name: String) {
        self.name = name
        let selectorName = name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { target, _, _ in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no getter \(selectorName)") }
            return .returned(t[keyPath: getter])
        }
    }

    /// A property's setter (`#selector(setter: Foo.progress)`): invoking it sets the property to
    /// the argument.
    public init<Target, Value>(setter: ReferenceWritableKeyPath<Target, Value>, _ name: String) {
        self.name = name
        let selectorName = name
        accepts = { $0 is Target }
        declaringClass = Target.self as? AnyClass
        invoker = { target, argument, _ in
            guard let t = target as? Target else { return .refused("\(type(of: target)) has no setter \(selectorName)") }
            guard let v = argument as? Value else {
                return .refused("\(selectorName) takes \(Value.self), was sent \(argument.map { "\(type(of: $0))" } ?? "nil")")
            }
            t[keyPath: setter] = v
            return .returned(())
        }
    }

    public var description: String { name }

    /// True when this selector has a method and `target` has it (`responds(to:)`).
    public func canBeInvoked(on target: AnyObject) -> Bool {
        if accepts == nil, let named = target as? NamedSelectorReceiver { return named.responds(toSelectorNamed: name) }
        return accepts?(target) ?? false
    }

    /// Calls the method on `target` with `argument`; false (and a `.rejectedCall` violation on
    /// the current simulation) when it cannot.
    @discardableResult
    public func invoke(on target: AnyObject, with argument: Any?) -> Bool { invoke(on: target, with: argument, and: nil) }

    /// Calls the method on `target` with `argument` and, for a two-argument method, `second`
    /// (a control action's event).
    @discardableResult
    public func invoke(on target: AnyObject, with argument: Any?, and second: Any?) -> Bool {
        call(on: target, with: argument, and: second).invoked
    }

    /// Calls the method as `invoke` does and returns what it returned: an object (an optional's
    /// object unwrapped), nil for a method that returns nothing, a value or nil, or that was not
    /// called. What `perform(_:)` hands back.
    package func objectResult(on target: AnyObject, with argument: Any?, and second: Any?) -> AnyObject? {
        guard let value = call(on: target, with: argument, and: second).result else { return nil }
        return Self.object(in: value)
    }

    /// The object `value` holds: itself when it is a class instance, an optional's wrapped object,
    /// else nil.
    private static func object(in value: Any) -> AnyObject? {
        if let optional = value as? any OptionalUnwrapping { return optional.wrapped.flatMap(object(in:)) }
        return type(of: value) is AnyClass ? value as AnyObject : nil
    }

    /// Calls the method as `invoke` does: whether it was called, and what it returned (the
    /// implementation a swizzled entry holds, `MethodSwizzling`).
    package func invocation(on target: AnyObject, with argument: Any?, and second: Any?) -> (invoked: Bool, result: Any?) {
        call(on: target, with: argument, and: second)
    }

    private func call(on target: AnyObject, with argument: Any?, and second: Any?) -> (invoked: Bool, result: Any?) {
        // Objective-C's forwarding: an object without the method may name another one.
        var receiver = target
        for _ in 0..<8 {
            guard let accepts, !accepts(receiver), let r = receiver as? UIKitNSObject,
                let next = targetObject(r.forwardingTarget(for: self)), next !== receiver
            else { break }
            receiver = next
        }
        let target = receiver
        if invoker == nil, let named = target as? NamedSelectorReceiver, named.receive(selectorNamed: name, argument: argument) { return (true, nil) }
        guard let invoker else {
            Simulation.current.record(
                .rejectedCall,
                "selector \(name) sent to \(type(of: target)) has no method: a Selector made from a string cannot find one without the Objective-C runtime (write #selector, or Selector(Type.method, \"\(name)\"))"
            )
            return (false, nil)
        }
        switch invoker(target, argument, second) {
        case .refused(let failure):
            Simulation.current.record(.rejectedCall, "unrecognized selector: \(failure)")
            return (false, nil)
        case .returned(let value):
            return (true, value)
        }
    }

    public static func == (a: TypedSelector, b: TypedSelector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An optional, asked for what it wraps (a method returning `View?`), whatever its type.
private protocol OptionalUnwrapping { var wrapped: Any? { get } }
extension Optional: OptionalUnwrapping {
    fileprivate var wrapped: Any? { map { $0 as Any } }
}

/// The object a UIKit `target: Any?` names (nil for nil or a value; a class's `ClassObject` for a
/// class).
package func targetObject(_ target: Any?) -> AnyObject? {
    guard let target else { return nil }
    // A class given as the target (`target: self` in a class method): its class object.
    if let type = target as? AnyClass { return ClassObject.of(type) }
    guard type(of: target) is AnyClass else { return nil }
    return target as AnyObject
}

/// A model object that answers selectors by name — the private objects UIKit code reaches through
/// key-value coding (a navigation controller's interactive transition, whose
/// `handleNavigationTransition:` apps attach to a pan of their own): a name-only selector
/// (`Selector(("handleNavigationTransition:"))`) invokes it here, as the Objective-C runtime would.
package protocol NamedSelectorReceiver: AnyObject {
    func responds(toSelectorNamed name: String) -> Bool
    /// Performs the selector; false when this object has no method of that name.
    func receive(selectorNamed name: String, argument: Any?) -> Bool
}
