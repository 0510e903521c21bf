import Foundation

/// `NSKeyValueObservation`: the token `observe(_:options:changeHandler:)` returns. The
/// observation lasts as long as the token: it ends on `invalidate()` or when the token is
/// released (keep it in a property, as with KVO). An `NSObject`, as Foundation's is: tokens
/// are equal only to themselves and hash by identity (apps keep them in sets).
public final class KeyValueObservation: NSObject {
    private weak var list: KeyValueObserverList?
    private let id: Int

    init(list: KeyValueObserverList, id: Int) {
        self.list = list
        self.id = id
        super.init()
        list.tokenEntries.insert(id)
    }

    /// `invalidate()`: no more notifications (idempotent).
    public func invalidate() {
        list?.remove(id)
        list = nil
    }

    deinit { list?.remove(id) }
}
