/// Every object of a transition's cast the simulation has seen, weakly, for the checks' leak
/// census: controllers and views register when created; animators, interaction controllers,
/// presentation controllers and contexts when a transition receives them.
package struct Census {
    package enum Kind: String, Sendable, CaseIterable {
        case controller, view, context, animator, interactionController, presentationController
    }

    package struct Entry {
        package weak var object: AnyObject?
        package let kind: Kind
        /// A name for reports, taken when the object registered.
        package let name: String
    }

    package private(set) var entries: [Entry] = []
    /// Index of each registered object's entry (checked against the entry: identifiers of
    /// released objects are reused).
    private var index: [ObjectIdentifier: Int] = [:]

    /// Registers `object` once (later registrations of the same live object are ignored).
    package mutating func register(_ object: AnyObject, _ kind: Kind, name: @autoclosure () -> String) {
        let id = ObjectIdentifier(object)
        if let i = index[id], entries[i].object === object { return }
        index[id] = entries.count
        entries.append(Entry(object: object, kind: kind, name: name()))
        if entries.count > 4_096 && entries.count.isMultiple(of: 1_024) { compact() }
    }

    /// Drops entries whose object has been released.
    package mutating func compact() {
        entries.removeAll { $0.object == nil }
        index = [:]
        for (i, e) in entries.enumerated() { if let o = e.object { index[ObjectIdentifier(o)] = i } }
    }

    /// The registered objects still alive.
    package var alive: [(object: AnyObject, kind: Kind, name: String)] {
        entries.compactMap { e in e.object.map { ($0, e.kind, e.name) } }
    }
}
