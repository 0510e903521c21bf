import Foundation

extension ViewController: KeyValueObservable {
    /// The controller's observers (made on first use). Observable: `transitioningDelegate`,
    /// `modalPresentationStyle`, `modalTransitionStyle` and `preferredContentSize` — the
    /// properties transition code watches (a library that installs itself as the transitioning
    /// delegate observes whether the app replaces it).
    public var keyValueObservers: KeyValueObserverList {
        if let l = observerList { return l }
        let l = KeyValueObserverList()
        observerList = l
        return l
    }
}
