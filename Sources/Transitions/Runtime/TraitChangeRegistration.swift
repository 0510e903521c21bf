import Foundation

/// `UITraitDefinition`: one trait of a `TraitCollection` (iOS 17's trait types), as
/// `registerForTraitChanges(_:handler:)` names them (`UITraitUserInterfaceStyle.self`).
public protocol TraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool
}

/// `UITrait`: a trait type.
public typealias Trait = any TraitDefinition.Type

public enum TraitUserInterfaceStyle: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
public enum TraitHorizontalSizeClass: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
public enum TraitVerticalSizeClass: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
public enum TraitUserInterfaceIdiom: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}
public enum TraitDisplayScale: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.displayScale != b.displayScale }
}
public enum TraitUserInterfaceLevel: TraitDefinition {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}

/// `UITraitChangeRegistration`: what `registerForTraitChanges` returns, for
/// `unregisterForTraitChanges(_:)`.
public protocol TraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what runs when one of them changes.
final class TraitRegistration: TraitChangeRegistration {
    let traits: [Trait]
    let run: (AnyObject, TraitCollection) -> Void
    init(traits: [Trait], run: @escaping (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }
}

/// `UITraitChangeObservable` (iOS 17): views and controllers register for changes of chosen
/// traits instead of overriding `traitCollectionDidChange(_:)`. The model tells registrations
/// where it calls `traitCollectionDidChange` (the device changing, a parent overriding a child's
/// traits), after that call, with the previous collection, when a watched trait differs.
public protocol TraitChangeObservable: AnyObject {
    var traitCollection: TraitCollection { get }
}

extension TraitChangeObservable {
    /// `registerForTraitChanges(_:handler:)`: `handler` gets this object (typed as its first
    /// parameter says: `(view: Self, previous: UITraitCollection)` in a class) and the previous
    /// traits.
    @discardableResult
    public func registerForTraitChanges<Observer: TraitChangeObservable>(
        _ traits: [Trait], handler: @escaping (Observer, TraitCollection) -> Void
    ) -> any TraitChangeRegistration {
        TraitRegistrations.add(TraitRegistration(traits: traits) { object, previous in
            if let me = object as? Observer { handler(me, previous) }
        }, to: self)
    }

    /// `registerForTraitChanges(_:target:action:)`: the action gets this object and the previous
    /// traits (`action(_:previousTraitCollection:)`) or this object only.
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait], target: Any, action: TypedSelector) -> any TraitChangeRegistration {
        let target = targetObject(target)
        return TraitRegistrations.add(TraitRegistration(traits: traits) { [weak target] object, previous in
            guard let target else { return }
            action.invoke(on: target, with: object, and: previous)
        }, to: self)
    }

    /// `registerForTraitChanges(_:action:)`: the action is sent to this object.
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait], action: TypedSelector) -> any TraitChangeRegistration {
        TraitRegistrations.add(TraitRegistration(traits: traits) { object, previous in
            action.invoke(on: object, with: object, and: previous)
        }, to: self)
    }

    /// `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        TraitRegistrations.remove(registration, from: self)
    }
}

extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}

/// The registrations of each object (kept beside it, as associated objects are).
enum TraitRegistrations {
    nonisolated(unsafe) private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    static func all(of object: AnyObject) -> [TraitRegistration] { AssociatedObjects.get(object, key: key) as? [TraitRegistration] ?? [] }

    static func add(_ r: TraitRegistration, to object: AnyObject) -> TraitRegistration {
        AssociatedObjects.set(object, key: key, value: all(of: object) + [r], policy: .retain)
        return r
    }

    static func remove(_ r: any TraitChangeRegistration, from object: AnyObject) {
        AssociatedObjects.set(object, key: key, value: all(of: object).filter { $0 !== r }, policy: .retain)
    }

    /// `object`'s traits changed from `previous`: its `traitCollectionDidChange`, then the
    /// registrations watching a trait that differs.
    static func notify(_ object: some TraitChangeObservable, previous: TraitCollection, didChange: () -> Void) {
        didChange()
        let now = object.traitCollection
        for r in all(of: object) where r.traits.contains(where: { $0.differs(previous, now) }) { r.run(object, previous) }
    }
}
