import Foundation

/// `NSKeyValueObservation`: the token `observe(_:options:changeHandler:)` returns. The
/// observation lasts as long as the token: it ends on `invalidate()` or when the token is
/// released (keep it in a property, as with KVO).
public final class KeyValueObservation {
    private weak var list: KeyValueObserverList?
    private let id: Int

    init(list: KeyValueObserverList, id: Int) {
        self.list = list
        self.id = id
    }

    /// `invalidate()`: no more notifications (idempotent).
    public func invalidate() {
        list?.remove(id)
        list = nil
    }

    deinit { list?.remove(id) }
}
