import Foundation

extension Layer: KeyValueObservable {
    /// The layer's observers: its own and its view's (made on first use; until then the model's
    /// setters skip the brackets).
    public var keyValueObservers: KeyValueObserverList {
        if let l = observerList { return l }
        let l = KeyValueObserverList()
        observerList = l
        return l
    }
}

extension View: KeyValueObservable {
    /// The view's observers are its layer's: every observable property of a view is stored by
    /// its layer (a scroll view's content size and insets bracket their setters on the same list).
    public var keyValueObservers: KeyValueObserverList { layer.keyValueObservers }
}
