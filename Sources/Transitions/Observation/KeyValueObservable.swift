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
        let list = keyValueObservers
        weak var object = self
        var before: Value?
        let id = list.add(
            willChange: { before = object?[keyPath: keyPath] },
            didChange: {
                guard let o = object, let old = before else { return }
                before = nil
                let new = o[keyPath: keyPath]
                guard new != old else { return }
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
}
