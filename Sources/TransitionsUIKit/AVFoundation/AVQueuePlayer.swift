import Foundation
import Transitions

/// `AVQueuePlayer`: an `AVPlayer` over a queue of items, the first being the current one.
/// `advanceToNextItem()` moves to the next (the current item leaves the queue). The model's
/// media has no end (`AVPlayer`), so the queue advances only when asked; `actionAtItemEnd` is
/// `.advance`, as UIKit's default for a queue player.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem] = []

    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    /// `init(playerItem:)` (and `init(url:)`): a queue of that one item.
    public override init(playerItem item: AVPlayerItem?) {
        super.init()
        actionAtItemEnd = .advance
        if let item { queue = [item] }
        showFirst()
    }

    /// `init(items:)`: the queue, in order; the first item is current.
    public init(items: [AVPlayerItem]) {
        super.init()
        actionAtItemEnd = .advance
        for item in items where canInsert(item, after: queue.last) { queue.append(item) }
        showFirst()
    }

    /// `items()`: the queue, the current item first.
    open func items() -> [AVPlayerItem] { queue }

    /// `advanceToNextItem()`: the current item leaves the queue; the next plays at the same rate.
    open func advanceToNextItem() {
        guard !queue.isEmpty else { return }
        queue.removeFirst()
        showFirst()
    }

    /// `canInsert(_:after:)`: an item that is not already queued, after one that is (or at the
    /// end, for nil).
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        guard !queue.contains(where: { $0 === item }) else { return false }
        return afterItem.map { a in queue.contains { $0 === a } } ?? true
    }

    /// `insert(_:after:)`: after `afterItem`, or at the end for nil (refused when `canInsert`
    /// is false). Into an empty queue, the item becomes current.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if let afterItem, let i = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: i + 1)
        } else {
            queue.append(item)
        }
        if queue.count == 1 { showFirst() }
    }

    /// `remove(_:)`: the item leaves the queue (the current one: the next becomes current).
    open func remove(_ item: AVPlayerItem) {
        guard let i = queue.firstIndex(where: { $0 === item }) else { return }
        queue.remove(at: i)
        if i == 0 { showFirst() }
    }

    /// `removeAllItems()`: the queue empties; nothing is current.
    open func removeAllItems() {
        queue.removeAll()
        showFirst()
    }

    /// `replaceCurrentItem(with:)`: the item takes the current one's place at the head of the
    /// queue (nil: the current item leaves it).
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.removeAll { $0 === item }; queue.insert(item, at: 0) }
        showFirst()
    }

    /// The player takes the head of the queue.
    private func showFirst() { super.replaceCurrentItem(with: queue.first) }
}
