import Foundation

/// Objective-C's associated objects (`objc_setAssociatedObject` / `objc_getAssociatedObject`):
/// values attached to an object under a key address, as a side table keyed by the object's
/// identity and the key's address.
///
/// The owner is held weakly; an entry whose owner has gone is dropped (its values released) at
/// the next call into the table on its simulation's thread, so an object at a reused address
/// never sees a predecessor's values (a new owner at that address replaces the entry). `.assign` keeps a weak reference to a class instance (and the value itself otherwise);
/// the retain and copy policies keep the value (copying is not modelled: Swift values are
/// copied anyway, class instances are retained).
public enum AssociatedObjects {
    /// `objc_AssociationPolicy`.
    public enum Policy: UInt, Sendable, Hashable {
        case assign = 0, retainNonatomic = 1, copyNonatomic = 3, retain = 769, copy = 771
    }

    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
        /// The simulation the owner belongs to (a view's or controller's, else the one current
        /// when the first value was set), if any.
        weak var simulation: Simulation?
        let hasSimulation: Bool
        init(owner: AnyObject) {
            self.owner = owner
            let sim = (owner as? View)?.simulation ?? (owner as? ViewController)?.simulation ?? Simulation.currentIfAny
            simulation = sim
            hasSimulation = sim != nil
        }
        /// Whether this thread may release the values of a released owner: they may be views or
        /// controllers of the owner's simulation, whose leak census reads its live objects on
        /// that simulation's thread — a value released on another thread meanwhile would be
        /// retained there mid-deinit. So they go on their simulation's thread (or anywhere once
        /// the simulation is gone, or when there was none).
        func releasable(by current: Simulation?) -> Bool {
            guard hasSimulation, let simulation else { return true }
            return simulation === current
        }
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
    /// Entries of released owners whose address a new owner took before their simulation's
    /// thread could release their values.
    nonisolated(unsafe) private static var displaced: [Entry] = []

    /// The live entry of `object` (not a released predecessor's at the same address).
    private static func entry(of object: AnyObject) -> Entry? {
        guard let e = table[ObjectIdentifier(object)], e.owner === object else { return nil }
        return e
    }

    /// Drops the entries of released owners that the thread running `simulation` (by default
    /// the current one) may release (lock held).
    private static func purge(_ simulation: Simulation? = Simulation.currentIfAny) {
        table = table.filter { $0.value.owner != nil || !$0.value.releasable(by: simulation) }
        if !displaced.isEmpty { displaced.removeAll { $0.releasable(by: simulation) } }
    }

    /// `objc_setAssociatedObject`: nil removes the association.
    public static func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, policy: Policy) {
        lock.lock()
        defer { lock.unlock() }
        purge()
        let id = ObjectIdentifier(object)
        if let old = table[id], old.owner !== object { displaced.append(old) }
        let entry = entry(of: object) ?? Entry(owner: object)
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
        return entry(of: object)?.values[key]?.value
    }

    /// The value `object` holds for `key`, made with `make` and retained there on first use: a
    /// simulation's own instance of a UIKit singleton (`UIMenuController.shared`,
    /// `PHPhotoLibrary.shared()`, `PHImageManager.default()`).
    public static func value<T>(of object: AnyObject, key: UnsafeRawPointer, orMake make: () -> T) -> T {
        if let existing = get(object, key: key) as? T { return existing }
        let made = make()
        set(object, key: key, value: made, policy: .retain)
        return made
    }

    /// `objc_removeAssociatedObjects`.
    public static func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        purge()
        if entry(of: object) != nil { table[ObjectIdentifier(object)] = nil }
    }

    /// Lets go of the values of owners that have been released (Objective-C releases them with
    /// their owner; here the table notices on its next use, or when asked — the leak census asks
    /// before it counts what is still alive, on `simulation`'s thread).
    package static func dropReleasedOwners(of simulation: Simulation) {
        lock.lock()
        defer { lock.unlock() }
        purge(simulation)
    }

    /// Number of live owners with associations (after dropping released ones).
    public static var ownerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        purge()
        return table.values.filter { $0.owner != nil }.count
    }
}
