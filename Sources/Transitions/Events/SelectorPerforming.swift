import Foundation

/// `NSObject`'s selector methods — `responds(to:)`, `perform(_:)`, `perform(_:with:)`,
/// `perform(_:with:afterDelay:)`, `performSelector(onMainThread:with:waitUntilDone:)`,
/// `cancelPreviousPerformRequests(withTarget:…)` — for the model's objects (views, controls,
/// controllers, recognizers, presentation controllers; TransitionsUIKit adds `NSObject`), and the
/// `perform` family sent to their classes (a class method's selector, `ClassObject`).
///
/// UIKit's protocols that inherit `NSObjectProtocol` — the transitioning family, the delegates of
/// navigation, tab bar, gesture recognizers, scroll views and presentations — refine this one,
/// so `animator.responds(to: #selector(…))` compiles on an existential as it does in UIKit.
///
/// Delayed performs run on the current simulation's clock and retain their target and argument
/// until they run or are cancelled, as Foundation's do.
public protocol SelectorPerforming: ClassQuerying {}

extension SelectorPerforming {
    /// `responds(to:)`: true when the selector's method is this object's. (A name-only selector
    /// answers false: nothing can be found by name. An optional protocol requirement that
    /// `transit-uikit-rewrite` gave a default answers true for every conformer.)
    /// An `NSObject` subclass's own `responds(to:)` (a proxy's) answers, as through Objective-C's
    /// dynamic dispatch.
    public func responds(to selector: TypedSelector?) -> Bool {
        if let object = self as? UIKitNSObject { return object.responds(to: selector) }
        return selector?.canBeInvoked(on: self) ?? false
    }

    /// `conforms(to:)` on an object typed by a delegate protocol: an `NSObject` subclass's own
    /// (overridable) answer, else whether the object's type adopts the protocol.
    public func conforms(to aProtocol: Protocol) -> Bool {
        if let object = self as? UIKitNSObject { return object.conforms(to: aProtocol) }
        return aProtocol.isAdopted(by: self)
    }

    /// `conforms(to: SomeProtocol.self)` on an object typed by a delegate protocol.
    public func conforms<P>(to aProtocol: P.Type) -> Bool { conforms(to: Protocol(aProtocol)) }

    /// `perform(_:)`: calls the method now and returns its result when that is an object (nil
    /// otherwise), unretained: it stays alive until the run loop's turn ends, as an autoreleased
    /// result on Darwin (`takeUnretainedValue()` reads it).
    @discardableResult
    public func perform(_ selector: TypedSelector?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: self, with: nil)
    }

    /// `perform(_:with:)`: calls the method now with `object`.
    @discardableResult
    public func perform(_ selector: TypedSelector?, with object: Any?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: self, with: object)
    }

    /// `perform(_:with:with:)`: calls a two-argument method now with both objects.
    @discardableResult
    public func perform(_ selector: TypedSelector?, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: self, with: object1, and: object2)
    }

    /// `perform(_:with:afterDelay:)`: after `delay` seconds of simulated time (the next turn of
    /// the event loop for 0).
    public func perform(_ selector: TypedSelector, with argument: Any?, afterDelay delay: TimeInterval) {
        Simulation.current.performRequests.schedule(selector, on: self, with: argument, after: delay, in: .current)
    }

    /// `perform(_:with:afterDelay:inModes:)`: run-loop modes do not exist here; as above.
    public func perform(_ selector: TypedSelector, with argument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// `performSelector(onMainThread:with:waitUntilDone:)`. The model runs on the main thread:
    /// waiting, the method is called now (Foundation performs it immediately when the caller is on
    /// the main thread); not waiting, on the next turn of the event loop (Foundation queues it on
    /// the main run loop). Not a delayed perform: `cancelPreviousPerformRequests` leaves it.
    public func performSelector(onMainThread selector: TypedSelector, with argument: Any?, waitUntilDone wait: Bool) {
        guard !wait else {
            selector.invoke(on: self, with: argument)
            return
        }
        let target: AnyObject = self
        _ = Simulation.current.schedule(after: 0) { selector.invoke(on: target, with: argument) }
    }

    /// `performSelector(onMainThread:with:waitUntilDone:modes:)`: run-loop modes do not exist
    /// here; as above.
    public func performSelector(onMainThread selector: TypedSelector, with argument: Any?, waitUntilDone wait: Bool, modes: [String]?) {
        performSelector(onMainThread: selector, with: argument, waitUntilDone: wait)
    }

    // Sent to the class (`self.perform(selector, with: view, afterDelay: 2)` in a class method;
    // `Overlay.perform(…)`): the target is the class object (`ClassObject`), whose class methods
    // a class method's selector calls (`TypedSelector(_:classMethod:_:)`). `self` is the class
    // the message went to (a subclass, when sent through it).

    /// `perform(_:)` sent to the class: calls the class method now (its object result returned as
    /// above).
    @discardableResult
    public static func perform(_ selector: TypedSelector?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: ClassObject.of(self), with: nil)
    }

    /// `perform(_:with:)` sent to the class.
    @discardableResult
    public static func perform(_ selector: TypedSelector?, with object: Any?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: ClassObject.of(self), with: object)
    }

    /// `perform(_:with:with:)` sent to the class.
    @discardableResult
    public static func perform(_ selector: TypedSelector?, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        performResult(selector, on: ClassObject.of(self), with: object1, and: object2)
    }

    /// `perform(_:with:afterDelay:)` sent to the class: after `delay` seconds of simulated time,
    /// as for an object; `cancelPreviousPerformRequests(withTarget:)` with the class cancels it.
    public static func perform(_ selector: TypedSelector, with argument: Any?, afterDelay delay: TimeInterval) {
        Simulation.current.performRequests.schedule(selector, on: ClassObject.of(self), with: argument, after: delay, in: .current)
    }

    /// `perform(_:with:afterDelay:inModes:)` sent to the class: as above.
    public static func perform(_ selector: TypedSelector, with argument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// `cancelPreviousPerformRequests(withTarget:)`: every pending delayed perform on `target`
    /// (an object, or a class: `withTarget: self` in a class method).
    public static func cancelPreviousPerformRequests(withTarget target: Any) {
        guard let object = targetObject(target) else { return }
        Simulation.current.performRequests.cancel(target: object, selector: nil, argument: nil, matchArgument: false, in: .current)
    }

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`: the pending performs with
    /// this target, selector and argument (the same object, or equal values).
    public static func cancelPreviousPerformRequests(withTarget target: Any, selector: TypedSelector, object argument: Any?) {
        guard let object = targetObject(target) else { return }
        Simulation.current.performRequests.cancel(target: object, selector: selector, argument: argument, matchArgument: true, in: .current)
    }
}

/// The pending `perform(_:with:afterDelay:)` requests of a simulation.
package struct PerformRequests {
    struct Request {
        let target: AnyObject
        let selector: TypedSelector
        let argument: Any?
        let event: Int
    }
    private var pending: [Int: Request] = [:]
    private var next = 0

    package init() {}

    /// The number of requests not yet run or cancelled.
    package var count: Int { pending.count }

    mutating func schedule(_ selector: TypedSelector, on target: AnyObject, with argument: Any?, after delay: Double, in simulation: Simulation) {
        next += 1
        let key = next
        let event = simulation.schedule(after: delay) { [unowned simulation] in
            guard let request = simulation.performRequests.pending.removeValue(forKey: key) else { return }
            request.selector.invoke(on: request.target, with: request.argument)
        }
        pending[key] = Request(target: target, selector: selector, argument: argument, event: event)
    }

    mutating func cancel(target: AnyObject, selector: TypedSelector?, argument: Any?, matchArgument: Bool, in simulation: Simulation) {
        for (key, r) in pending where r.target === target && (selector == nil || r.selector == selector) {
            if matchArgument, !Self.same(r.argument, argument) { continue }
            pending[key] = nil
            simulation.cancelScheduled(r.event)
        }
    }

    /// Foundation compares with `isEqual:`: the same object, or equal hashable values.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?):
            if let ox = targetObject(x), let oy = targetObject(y), ox === oy { return true }
            if let hx = x as? AnyHashable, let hy = y as? AnyHashable { return hx == hy }
            return false
        default: return false
        }
    }
}

extension Responder: SelectorPerforming {}
extension GestureRecognizer: SelectorPerforming {}
extension PresentationController: SelectorPerforming {}

/// `perform(_:…)`'s answer: the method's object result, kept in the simulation's autorelease
/// pool until the turn ends and handed back unretained; nil when it returned no object (or was
/// not called: the refusal is recorded by the invocation).
package func performResult(_ selector: TypedSelector?, on target: AnyObject, with argument: Any?, and second: Any? = nil) -> Unmanaged<AnyObject>! {
    guard let selector, let object = selector.objectResult(on: target, with: argument, and: second) else { return nil }
    Simulation.current.autoreleasePool.append(object)
    return Unmanaged.passUnretained(object)
}
