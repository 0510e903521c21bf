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

/// `OBJC_SYNC_SUCCESS` / `OBJC_SYNC_NOT_OWNING_THREAD_ERROR`: `objc_sync_enter` / `objc_sync_exit`'s results.
public let OBJC_SYNC_SUCCESS: Int32 = 0
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// `objc_sync_enter(_:)` / `objc_sync_exit(_:)` (Swift's `@synchronized`): a recursive lock per
/// object, taken and released by the same thread. Exiting a lock the thread does not hold returns
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` and changes nothing, as the runtime does. Value types (not
/// objects) lock nothing.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    guard type(of: obj) is AnyClass else { return OBJC_SYNC_SUCCESS }
    ObjectLocks.lock(for: obj as AnyObject).enter()
    return OBJC_SYNC_SUCCESS
}

@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard type(of: obj) is AnyClass else { return OBJC_SYNC_SUCCESS }
    return ObjectLocks.existingLock(for: obj as AnyObject)?.exit() ?? false ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}

/// The per-object recursive locks of `objc_sync_enter`, kept while the object lives.
private enum ObjectLocks {
    final class Recursive: @unchecked Sendable {
        private let condition = NSCondition()
        private var owner: pthread_t?
        private var depth = 0
        func enter() {
            condition.lock()
            let me = pthread_self()
            while let o = owner, pthread_equal(o, me) == 0 { condition.wait() }
            owner = me
            depth += 1
            condition.unlock()
        }
        /// False when the calling thread does not hold the lock.
        func exit() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard let o = owner, pthread_equal(o, pthread_self()) != 0 else { return false }
            depth -= 1
            if depth == 0 {
                owner = nil
                condition.signal()
            }
            return true
        }
    }
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    static let guardLock = NSLock()
    static func lock(for object: AnyObject) -> Recursive {
        guardLock.lock()
        defer { guardLock.unlock() }
        if let l = AssociatedObjects.get(object, key: key) as? Recursive { return l }
        let l = Recursive()
        AssociatedObjects.set(object, key: key, value: l, policy: .retain)
        return l
    }
    static func existingLock(for object: AnyObject) -> Recursive? {
        guardLock.lock()
        defer { guardLock.unlock() }
        return AssociatedObjects.get(object, key: key) as? Recursive
    }
}

/// `autoreleasepool(invoking:)`: runs `body` and returns its result. On Apple platforms objects
/// autoreleased inside are released when it returns; Swift on Linux has no autorelease pools
/// (ARC releases each object when its last reference goes), so there is nothing to drain.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
