import Foundation

/// An object whose properties can be observed with `observe(_:options:changeHandler:)`, the
/// model's key-value observing (KVO). Views, layers and scroll views conform; their observable
/// properties are those stored by the layer (`bounds`, `frame`, `center`, `alpha`, `isHidden`,
/// `transform`, `anchorPoint`, `cornerRadius`, a scroll view's `contentOffset`, which is its
/// bounds origin) and a scroll view's `contentSize` and `contentInset`.
///
/// Your own class conforms by keeping a list and bracketing its setters:
/// ```swift
/// final class Model: KeyValueObservable {
///     let keyValueObservers = KeyValueObserverList()
///     var progress = 0.0 {
///         willSet { keyValueObservers.willChange() }
///         didSet { keyValueObservers.didChange() }
///     }
/// }
/// ```
public protocol KeyValueObservable: AnyObject {
    /// The observations of this object.
    var keyValueObservers: KeyValueObserverList { get }
}

extension KeyValueObservable {
    /// `observe(_:options:changeHandler:)`: calls `changeHandler` synchronously whenever the value
    /// at `keyPath` changes (see `KeyValueObserverList`), with the object and the change; the
    /// options say which values the change carries and whether to notify at once (`.initial`)
    /// and before changes (`.prior`). The observation lasts until the returned token is
    /// invalidated or released; it does not keep the object alive.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        observe(keyPath, options: options, unchanged: ==, changeHandler: changeHandler)
    }

    /// `observe(_:options:changeHandler:)` for a value that is not `Equatable` (a delegate, an
    /// optional protocol existential): notified whenever the object's observable properties
    /// change and this value may have, i.e. unless it is the same object (or nil) before and
    /// after.
    @_disfavoredOverload
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        observe(keyPath, options: options, unchanged: { KeyValueIdentity.identical($0, $1) == true }, changeHandler: changeHandler)
    }

    /// The observation both spellings make: `unchanged` tells whether the value before and after
    /// a change is the same (then nobody is notified).
    private func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions, unchanged: @escaping (Value, Value) -> Bool,
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        let list = keyValueObservers
        weak var object = self
        var before: Value?
        let id = list.add(
            willChange: { before = object?[keyPath: keyPath] },
            didChange: {
                guard let o = object, let old = before else { return }
                before = nil
                let new = o[keyPath: keyPath]
                guard !unchanged(old, new) else { return }
                if options.contains(.prior) {
                    changeHandler(o, KeyValueObservedChange(newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
                }
                changeHandler(
                    o,
                    KeyValueObservedChange(
                        newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil, isPrior: false))
            })
        let token = KeyValueObservation(list: list, id: id)
        if options.contains(.initial) {
            changeHandler(self, KeyValueObservedChange(newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil, isPrior: false))
        }
        return token
    }

    /// `willChangeValue(forKey:)`: what a class calls before changing a property it notifies by
    /// hand (a computed one, or one set without its setter). The key is not needed: each
    /// observation compares the value it reads before and after (`KeyValueObserverList`).
    public func willChangeValue(forKey key: String) { keyValueObservers.willChange() }

    /// `didChangeValue(forKey:)`: after the change; observers whose value changed are notified.
    public func didChangeValue(forKey key: String) { keyValueObservers.didChange() }
}

/// The brackets `transit-uikit-rewrite` puts in the setter of an app's `@objc dynamic` property
/// (on iOS, KVO's generated subclass overrides that setter to notify): before the store
/// (`willSet`), for `object` when it can be observed (a view, a layer, a controller, an app's
/// `NSObject` subclass). Not for app code.
public func _transitWillChangeValue(_ object: AnyObject) { (object as? KeyValueObservable)?.keyValueObservers.willChange() }

/// After the store (`didSet`, after the app's own): observers whose value changed are notified.
/// Not for app code.
public func _transitDidChangeValue(_ object: AnyObject) { (object as? KeyValueObservable)?.keyValueObservers.didChange() }

/// Whether two values of a non-`Equatable` type are the same: both nil, or the same object;
/// nil when it cannot be told (a value type): the observer is notified.
enum KeyValueIdentity {
    static func identical(_ a: Any, _ b: Any) -> Bool? {
        let (ma, mb) = (Mirror(reflecting: a), Mirror(reflecting: b))
        if ma.displayStyle == .optional || mb.displayStyle == .optional {
            let ua: Any? = ma.displayStyle == .optional ? ma.children.first?.value : a
            let ub: Any? = mb.displayStyle == .optional ? mb.children.first?.value : b
            switch (ua, ub) {
            case (nil, nil): return true
            case (nil, _), (_, nil): return false
            case let (x?, y?): return identical(x, y)
            }
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return nil
    }
}
