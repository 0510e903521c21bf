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

    private var owned: [ObjectIdentifier: Owned] = [:]
    private var foreign: [Foreign] = []
    private var foreignIndex: [ObjectIdentifier: Int] = [:]

    /// Registers a library object; it must call `unregister` from its `deinit`.
    package mutating func registerOwned(_ object: AnyObject, _ kind: Kind, name: String) {
        owned[ObjectIdentifier(object)] = Owned(object: Unmanaged.passUnretained(object), kind: kind, name: name)
    }

    /// Called from the `deinit` of a library object.
    package mutating func unregister(_ id: ObjectIdentifier) {
        owned[id] = nil
    }

    /// Registers an object of yours, weakly, once.
    package mutating func register(_ object: AnyObject, _ kind: Kind, name: @autoclosure () -> String) {
        let id = ObjectIdentifier(object)
        if owned[id] != nil { return }
        if let i = foreignIndex[id], foreign[i].object === object { return }
        foreignIndex[id] = foreign.count
        foreign.append(Foreign(object: object, kind: kind, name: name()))
        if foreign.count > 1_024 && foreign.count.isMultiple(of: 256) { compact() }
    }

    private mutating func compact() {
        foreign.removeAll { $0.object == nil }
        foreignIndex = [:]
        for (i, e) in foreign.enumerated() { if let o = e.object { foreignIndex[ObjectIdentifier(o)] = i } }
    }

    /// The registered objects still alive, library objects first (in no particular order).
    package var alive: [(object: AnyObject, kind: Kind, name: String)] {
        owned.values.map { ($0.object.takeUnretainedValue(), $0.kind, $0.name) }
            + foreign.compactMap { e in e.object.map { ($0, e.kind, e.name) } }
    }
}
