import Foundation

/// The simulation's scheduled work (timers, deferred completions, gesture deliveries), ordered
/// by time and, at equal times, by scheduling order.
struct EventQueue {
    struct Event {
        let time: Double
        let seq: Int
        let action: () -> Void
    }
    private(set) var events: [Event] = []
    private var seq = 0

    /// Adds `action` at time `t` (after everything already there for `t`); returns its number.
    mutating func add(at t: Double, _ action: @escaping () -> Void) -> Int {
        seq += 1
        let e = Event(time: t, seq: seq, action: action)
        // Binary-search insertion keeps (time, seq) order.
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if events[mid].time < t || (events[mid].time == t && events[mid].seq < e.seq) { lo = mid + 1 } else { hi = mid }
        }
        events.insert(e, at: lo)
        return seq
    }

    /// Removes and returns the first event due at or before `t`.
    mutating func popDue(upTo t: Double) -> Event? {
        guard let e = events.first, e.time <= t + 1e-12 else { return nil }
        events.removeFirst()
        return e
    }

    /// Removes the event numbered `id` (a cancelled timer or perform request); true if it was there.
    @discardableResult
    mutating func cancel(_ id: Int) -> Bool {
        guard let i = events.firstIndex(where: { $0.seq == id }) else { return false }
        events.remove(at: i)
        return true
    }

    var nextTime: Double? { events.first?.time }
    var isEmpty: Bool { events.isEmpty }
    var count: Int { events.count }
    mutating func removeAll() { events.removeAll() }
}
