import Foundation

/// The observations of one object, and the notifications that drive them (KVO's
/// `willChangeValue(forKey:)` / `didChangeValue(forKey:)`, without the key).
///
/// Linux Foundation has no key-value observing, so the model uses a small typed mechanism: an
/// object that can be observed (`KeyValueObservable`) owns a list, and every setter of an
/// observable property brackets its store with `willChange()` / `didChange()`. Each observation
/// reads its key path before and after; it is notified when the value it observes changed
/// (values are `Equatable`), synchronously, inside the setter, as KVO notifies. Nested brackets
/// (a `frame` set stores `bounds` then `position`) notify once, when the outermost ends, so an
/// observer never sees a half-applied change.
///
/// Differences from KVO, all consequences of not knowing the key being set:
/// * setting a property to the value it already has notifies nobody (KVO notifies);
/// * a `.prior` notification is sent when the outermost bracket ends, just before the `.new`
///   one, with the old value: the handler runs after the store (reading the object there shows
///   the new value).
public final class KeyValueObserverList {
    struct Entry {
        let id: Int
        /// Reads and remembers the value before a change.
        let willChange: () -> Void
        /// Compares with the remembered value and notifies.
        let didChange: () -> Void
    }
    private var entries: [Entry] = []
    /// String-keyed registrations (`addObserver(_:forKeyPath:options:context:)`).
    var stringRegistrations: [KeyValueStringRegistration] = []
    /// The entries that `observe(_:options:changeHandler:)` tokens hold (the app's observations,
    /// as opposed to the model's own bookkeeping entries).
    var tokenEntries: Set<Int> = []
    private var nextID = 0
    private var depth = 0

    public init() {}

    /// The list in `slot`, made there on first use (objects keep it nil until observed, so their
    /// setters skip the brackets' work).
    static func made(in slot: inout KeyValueObserverList?) -> KeyValueObserverList {
        if let l = slot { return l }
        let l = KeyValueObserverList()
        slot = l
        return l
    }

    /// True when nobody observes (setters may skip the brackets' work).
    public var isEmpty: Bool { entries.isEmpty }

    /// Call before storing a new value of an observable property.
    public func willChange() {
        if depth == 0 { for e in entries { e.willChange() } }
        depth += 1
    }

    /// Call after storing it: observers whose value changed are notified (once the outermost
    /// bracket ends).
    public func didChange() {
        depth = max(depth - 1, 0)
        guard depth == 0 else { return }
        // Handlers may add or invalidate observations: iterate over a copy.
        for e in entries where contains(e.id) { e.didChange() }
    }

    /// Runs `body` inside one bracket.
    public func change<T>(_ body: () throws -> T) rethrows -> T {
        willChange()
        defer { didChange() }
        return try body()
    }

    func add(willChange: @escaping () -> Void, didChange: @escaping () -> Void) -> Int {
        nextID += 1
        entries.append(Entry(id: nextID, willChange: willChange, didChange: didChange))
        if depth > 0 { willChange() }
        return nextID
    }

    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
        tokenEntries.remove(id)
    }

    /// Someone observes through a token or a string registration (`observationInfo`).
    var hasRegistrations: Bool { !tokenEntries.isEmpty || !stringRegistrations.isEmpty }

    private func contains(_ id: Int) -> Bool { entries.contains { $0.id == id } }
}
