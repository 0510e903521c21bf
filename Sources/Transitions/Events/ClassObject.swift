import Foundation

/// A class as the target of a message: Objective-C's class objects are objects, so code passes
/// the class itself where a target goes — `target: self` inside a class method (a gesture
/// recognizer's, a timer's, a notification observer's), `perform(_:with:afterDelay:)` sent to the
/// class, `cancelPreviousPerformRequests(withTarget: self)` from a class method — and a class
/// method's selector (`TypedSelector(Foo.self, classMethod: …)`) is sent to it.
///
/// Swift's metatypes are not objects (Linux has no class objects to stand in for them), so the
/// model gives each class one `ClassObject`, made the first time the class is a target and kept
/// for the process's life (as a class is): the same class is always the same target, so a
/// delayed perform is cancelled, and an observer removed, by naming the class again.
package final class ClassObject: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: `type` is immutable; the registry is behind its lock.

    /// The class this object stands for.
    package let type: AnyClass

    private init(_ type: AnyClass) { self.type = type }

    package var description: String { "\(type) (the class)" }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var objects: [ObjectIdentifier: ClassObject] = [:]

    /// The object standing for `type` (always the same one).
    package static func of(_ type: AnyClass) -> ClassObject {
        lock.lock()
        defer { lock.unlock() }
        if let object = objects[ObjectIdentifier(type)] { return object }
        let object = ClassObject(type)
        objects[ObjectIdentifier(type)] = object
        return object
    }
}
