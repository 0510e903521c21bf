import Foundation

/// Objective-C's associated objects (`objc_setAssociatedObject` / `objc_getAssociatedObject`):
/// values attached to an object under a key address, as a side table keyed by the object's
/// identity and the key's address.
///
/// The owner is held weakly; an entry whose owner has gone is dropped (its values released) at
/// the next call into the table, so an object at a reused address never sees a predecessor's
/// values. `.assign` keeps a weak reference to a class instance (and the value itself otherwise);
/// the retain and copy policies keep the value (copying is not modelled: Swift values are
/// copied anyway, class instances are retained).
public enum AssociatedObjects {
    /// `objc_AssociationPolicy`.
    public enum Policy: Int, Sendable, Hashable {
        case assign = 0, retainNonatomic = 1, copyNonatomic = 3, retain = 769, copy = 771
    }

    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Stored {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let v): return v
            case .weak(let b): return b.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ o: AnyObject) { object = o }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

    /// Drops the entries of released owners (lock held).
    private static func purge() {
        table = table.filter { $0.value.owner != nil }
    }

    /// `objc_setAssociatedObject`: nil removes the association.
    public static func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, policy: Policy) {
        lock.lock()
        defer { lock.unlock() }
        purge()
        let id = ObjectIdentifier(object)
        let entry = table[id] ?? Entry(owner: object)
        table[id] = entry
        guard let value else {
            entry.values[key] = nil
            return
        }
        if policy == .assign, let o = value as AnyObject?, type(of: value) is AnyClass {
            entry.values[key] = .weak(WeakBox(o))
        } else {
            entry.values[key] = .strong(value)
        }
    }

    /// `objc_getAssociatedObject`.
    public static func get(_ object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        purge()
        return table[ObjectIdentifier(object)]?.values[key]?.value
    }

    /// `objc_removeAssociatedObjects`.
    public static func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        purge()
        table[ObjectIdentifier(object)] = nil
    }

    /// Lets go of the values of owners that have been released (Objective-C releases them with
    /// their owner; here the table notices on its next use, or when asked — the leak census asks
    /// before it counts what is still alive).
    package static func dropReleasedOwners() {
        lock.lock()
        defer { lock.unlock() }
        purge()
    }

    /// Number of live owners with associations (after dropping released ones).
    public static var ownerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        purge()
        return table.count
    }
}
