import Foundation

extension Layer: KeyValueObservable {
    /// The layer's observers: its own and its view's (made on first use; until then the model's
    /// setters skip the brackets).
    public var keyValueObservers: KeyValueObserverList {
        KeyValueObserverList.made(in: &observerList)
    }
}

extension UIKitNSObject: KeyValueObservable {
    /// The object's observers (made on first use): a view's are its layer's, a controller's its own.
    public var keyValueObservers: KeyValueObserverList { keyValueObserverList() }
}
