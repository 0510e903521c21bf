/// The targets and actions of a gesture recognizer, control or display link.
///
/// Targets are not retained (as UIKit's recognizers and controls); a selector whose target has
/// gone is skipped. Adding the same target and selector again does nothing (for a control it adds
/// the events). Closure actions (the model's own form) have a target only for `removeTarget`.
package struct TargetActionList {
    package struct Entry {
        package weak var target: AnyObject?
        let targetID: ObjectIdentifier?
        package let selector: TypedSelector?
        let closure: ((AnyObject) -> Void)?
        package var events: UInt
    }
    package private(set) var entries: [Entry] = []

    package init() {}

    package mutating func add(_ target: AnyObject?, selector: TypedSelector, events: UInt = 0) {
        let id = target.map(ObjectIdentifier.init)
        if let i = entries.firstIndex(where: { $0.targetID == id && $0.selector == selector }) {
            entries[i].events |= events
            return
        }
        entries.append(Entry(target: target, targetID: id, selector: selector, closure: nil, events: events))
    }

    package mutating func add(_ target: AnyObject?, events: UInt = 0, closure: @escaping (AnyObject) -> Void) {
        entries.append(Entry(target: target, targetID: target.map(ObjectIdentifier.init), selector: nil, closure: closure, events: events))
    }

    /// Removes `target`'s `selector` (every target's for a nil target, every action of the
    /// target for a nil selector) for `events` (a control's; 0 = all), as UIKit's
    /// `removeTarget(_:action:)` / `removeTarget(_:action:for:)`.
    package mutating func remove(_ target: AnyObject?, selector: TypedSelector?, events: UInt = 0) {
        let id = target.map(ObjectIdentifier.init)
        entries = entries.compactMap { e in
            var e = e
            guard id == nil || e.targetID == id, selector == nil || e.selector == selector else { return e }
            if events == 0 { return nil }
            e.events &= ~events
            return e.events == 0 ? nil : e
        }
    }

    /// The live entries whose events meet `events` (all live entries for 0). A closure always
    /// runs (the target only names it); a selector whose target has gone does not.
    package func matching(_ events: UInt = 0) -> [Entry] {
        entries.filter { (events == 0 || $0.events & events != 0) && ($0.closure != nil || $0.targetID == nil || $0.target != nil) }
    }

    /// Sends every matching action, `sender` as its argument (and `event` as the second argument
    /// of a two-argument action); a selector with a nil target goes
    /// to the first of `responders` that has its method (UIKit's responder chain), or is
    /// recorded as unhandled.
    /// With `via` (a control's `sendAction(_:to:for:)`, which apps override), each selector goes
    /// through it, with its target (nil: the responder chain is the sender's to walk).
    package func send(
        from sender: AnyObject, events: UInt = 0, event: Any? = nil, responders: () -> [AnyObject] = { [] },
        via: ((TypedSelector, AnyObject?) -> Void)? = nil
    ) {
        /// Notes that the app's code was reached (the checker's coverage), for a target of the app's.
        func reached(_ target: AnyObject?, _ selector: TypedSelector?) {
            guard let t = target, !StoredScalars.isLibrary(type(of: t)) else { return }
            Simulation.current.noteReached("\(uikitName(of: type(of: sender))) → \(type(of: t))" + (selector.map { ".\($0.swiftName)" } ?? ""))
        }
        for e in matching(events) {
            if let via, let selector = e.selector {
                reached(e.target, selector)
                via(selector, e.target)
                continue
            }
            if let closure = e.closure {
                reached(e.target, nil)
                closure(sender)
            } else if let selector = e.selector {
                if let target = e.target {
                    reached(target, selector)
                    selector.invoke(on: target, with: sender, and: event)
                } else if let responder = responders().first(where: { selector.canBeInvoked(on: $0) }) {
                    selector.invoke(on: responder, with: sender, and: event)
                } else {
                    Simulation.current.record(.rejectedCall, "no responder handles \(selector.name), sent by \(type(of: sender)) to a nil target")
                }
            }
        }
    }
}
