import Foundation

/// The simulation that code running on this thread belongs to.
///
/// UIKit's static calls (`UIView.animate(withDuration:…)`, `UIScreen.main`) and its initialisers
/// without a simulation (`UIView(frame:)`, `UIViewController()`) find it here. It is per thread —
/// no process-wide state is shared between threads, so campaigns on several threads each see
/// their own. A simulation becomes current on its thread when it is created, and again while it
/// runs: advancing the clock and starting a transition make it current for the duration, so
/// animation blocks, completions and animators reach the right one.
extension Simulation {
    private static let threadKey = "Transit.Simulation.current"

    /// This thread's current simulation (one is created the first time none is).
    public static var current: Simulation {
        if let s = Thread.current.threadDictionary[threadKey] as? Simulation { return s }
        return Simulation()  // becomes current
    }

    /// Makes this simulation the current one of this thread.
    public func makeCurrent() {
        Thread.current.threadDictionary[Simulation.threadKey] = self
    }

    /// Runs `body` with this simulation current, then restores the previous one.
    package func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[Simulation.threadKey]
        if saved as AnyObject? === self { return try body() }
        dictionary[Simulation.threadKey] = self
        defer { dictionary[Simulation.threadKey] = saved }
        return try body()
    }
}
