import Foundation

/// Every object of a transition's cast the simulation has seen, for the checks' leak census.
///
/// The library's own objects (views, controllers, its contexts and presentation controllers)
/// register when created and unregister in `deinit`, so the census holds no reference to them
/// at all — a weak reference would give every view a side table and slow every retain and
/// release. Objects of yours (animators, interaction controllers, context types) register, weakly,
/// when a transition receives them.
package struct Census {
    package enum Kind: String, Sendable, CaseIterable {
        case controller, view, context, animator, interactionController, presentationController
    }

    private struct Owned {
        let object: Unmanaged<AnyObject>
        let kind: Kind
        let name: String
    }

    private struct Foreign {
        weak var object: AnyObject?
        let kind: Kind
        let name: String
    }

    /// The registrations, behind a lock: an object may be released on another thread than its
    /// simulation's (a value a global cache lets go of), and its `deinit` unregisters it here.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var owned: [ObjectIdentifier: Owned] = [:]
        var foreign: [Foreign] = []
        var foreignIndex: [ObjectIdentifier: Int] = [:]
    }
    private let storage = Storage()

    /// Registers a library object; it must call `unregister` from its `deinit`.
    package func registerOwned(_ object: AnyObject, _ kind: Kind, name: String) {
        let entry = Owned(object: Unmanaged.passUnretained(object), kind: kind, name: name)
        storage.lock.withLock { storage.owned[ObjectIdentifier(object)] = entry }
    }

    /// Called from the `deinit` of a library object.
    package func unregister(_ id: ObjectIdentifier) {
        storage.lock.withLock { storage.owned[id] = nil }
    }

    /// Registers an object of yours, weakly, once.
    package func register(_ object: AnyObject, _ kind: Kind, name: @autoclosure () -> String) {
        let id = ObjectIdentifier(object)
        storage.lock.lock()
        defer { storage.lock.unlock() }
        if storage.owned[id] != nil { return }
        if let i = storage.foreignIndex[id], storage.foreign[i].object === object { return }
        storage.foreignIndex[id] = storage.foreign.count
        storage.foreign.append(Foreign(object: object, kind: kind, name: name()))
        if storage.foreign.count > 1_024 && storage.foreign.count.isMultiple(of: 256) { compact() }
    }

    /// (Lock held.)
    private func compact() {
        storage.foreign.removeAll { $0.object == nil }
        storage.foreignIndex = [:]
        for (i, e) in storage.foreign.enumerated() { if let o = e.object { storage.foreignIndex[ObjectIdentifier(o)] = i } }
    }

    /// The registered objects still alive, library objects first (in no particular order).
    package var alive: [(object: AnyObject, kind: Kind, name: String)] {
        storage.lock.withLock {
            storage.owned.values.map { ($0.object.takeUnretainedValue(), $0.kind, $0.name) }
                + storage.foreign.compactMap { e in e.object.map { ($0, e.kind, e.name) } }
        }
    }
}
