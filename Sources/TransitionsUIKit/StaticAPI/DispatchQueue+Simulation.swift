import Dispatch
import Foundation
import Transitions

// The main queue on the simulation's clock. Transition code dispatches to the main queue
// (`DispatchQueue.main.async { context.completeTransition(true) }`, `asyncAfter(deadline: .now()
// + 0.3)`); on a device that work runs on a later turn of the run loop. The checker runs the model
// on its own clock, with no run loop, so real dispatch would never run it (every such transition
// would look never completed). This module's `DispatchQueue` shadows Dispatch's for code that
// imports TransitionsUIKit: `main` (and, the model having one thread,
// every queue) schedules the work on the current simulation — `async` on the next turn of its
// event loop, `asyncAfter` at `now + delay` of simulated time.

/// The delay a Dispatch deadline asks for: deadlines are written as `.now() + delay`, computed
/// an instant (of real time) before the call, so the delay is the deadline minus the real time
/// now, rounded to the millisecond — deterministic whatever the machine's speed. `.distantFuture`:
/// nil (never).
func simulatedDelay(until deadline: Dispatch.DispatchTime) -> Double? {
    guard deadline != .distantFuture else { return nil }
    let now = Dispatch.DispatchTime.now().uptimeNanoseconds
    let ahead = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) : 0
    return (ahead / 1e6).rounded() / 1e3
}

/// `DispatchQueue`, scheduling on the current simulation (see the top of this file). A class, as
/// Dispatch's is, so apps' `extension DispatchQueue { class func once(…) }` compiles.
public final class DispatchQueue: Sendable {
    public let label: String
    /// `init(label:qos:attributes:autoreleaseFrequency:target:)`: every queue runs on the
    /// simulation's one thread, so the quality of service, attributes, autorelease frequency and
    /// target queue change nothing.
    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) { self.label = label }

    /// `DispatchQueue.AutoreleaseFrequency`.
    public enum AutoreleaseFrequency: Sendable { case inherit, workItem, never }

    /// `DispatchQueue.main`.
    public static let main = DispatchQueue(label: "com.apple.main-thread")
    /// `DispatchQueue.global(qos:)`: the model has one thread; work runs as on the main queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "global") }

    /// `DispatchQueue.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1)
        public static let initiallyInactive = Attributes(rawValue: 2)
    }

    /// `async(execute:)`: on the next turn of the simulation's event loop.
    /// With a group, the work is in the group (`enter()` now, `leave()` once it has run), as
    /// Dispatch's `async(group:)` puts it.
    public func async(group: Dispatch.DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        guard let group else {
            Simulation.current.schedule(after: 0, work)
            return
        }
        group.enter()
        Simulation.current.schedule(after: 0) {
            work()
            group.leave()
        }
    }

    /// `asyncAfter(deadline:execute:)`: after the deadline's delay in simulated time (a past
    /// deadline: the next turn; `.distantFuture`: never).
    public func asyncAfter(
        deadline: Dispatch.DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        guard let delay = simulatedDelay(until: deadline) else { return }
        Simulation.current.schedule(after: delay, work)
    }

    /// `async(execute:)` with a `DispatchWorkItem`: on the next turn, unless the item is
    /// cancelled by then (Dispatch skips a cancelled item that has not started).
    public func async(execute item: Dispatch.DispatchWorkItem) {
        Simulation.current.schedule(after: 0) { if !item.isCancelled { item.perform() } }
    }

    /// `asyncAfter(deadline:execute:)` with a `DispatchWorkItem`: after the deadline's delay in
    /// simulated time, unless the item is cancelled by then — the usual way to take back a
    /// delayed dismissal (`item.cancel()`).
    public func asyncAfter(deadline: Dispatch.DispatchTime, execute item: Dispatch.DispatchWorkItem) {
        guard let delay = simulatedDelay(until: deadline) else { return }
        Simulation.current.schedule(after: delay) { if !item.isCancelled { item.perform() } }
    }

    // `asyncAfter(wallDeadline:)` is left out: a wall-clock deadline's raw value is an encoded
    // time (not nanoseconds of uptime), and turning it into a delay by subtraction scheduled
    // future work at once. Without it, such code does not compile here instead of misbehaving.

    /// `sync(execute:)`: runs the work now.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// `concurrentPerform(iterations:execute:)`: runs `work` for each index and returns when all
    /// have run, as Dispatch's does. On the simulation's one thread they run in index order
    /// (Dispatch runs them in parallel in no fixed order: code correct there is correct here).
    /// A negative count runs nothing.
    @_disfavoredOverload  // unqualified, beside Dispatch's (a test that imports both): Dispatch's
    public static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        for i in 0..<max(iterations, 0) { work(i) }
    }
}

extension Dispatch.DispatchGroup {
    /// `notify(queue:execute:)` with the simulation's main queue (`group.notify(queue: .main) { … }`;
    /// `transit-uikit-rewrite` spells the `.main` out, which Dispatch's own overload would also
    /// take): the block runs on the simulation once every `enter()` has had its `leave()` — on the
    /// next turn if none is outstanding, else on the first frame after the last `leave()` (within
    /// five minutes of simulated time; a group still entered then never runs its block, as with
    /// Dispatch). The model has one thread, so the group's work (dispatched to the simulated
    /// queue, animation completions) leaves it on the simulation's clock.
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, execute work: @escaping () -> Void) {
        if wait(timeout: .now()) == .success {
            Simulation.current.schedule(after: 0, work)
            return
        }
        runOnSimulation(when: { [self] in wait(timeout: .now()) == .success }, work)
    }

    /// `notify(queue:work:)` with a `DispatchWorkItem` and the simulation's queue: as above,
    /// unless the item is cancelled by then.
    public func notify(queue: DispatchQueue, work item: Dispatch.DispatchWorkItem) {
        notify(queue: queue) { if !item.isCancelled { item.perform() } }
    }
}

extension Dispatch.DispatchWorkItem {
    /// `notify(queue:execute:)` with the simulation's queue (`item.notify(queue: .main) { … }`,
    /// the `.main` spelled out by `transit-uikit-rewrite`): the block runs on the simulation after
    /// this item has run — dispatched to the simulated queue, or performed —, as Dispatch runs it
    /// after the item completes.
    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, execute work: @escaping () -> Void) {
        runOnSimulation(when: { [self] in wait(timeout: .now()) == .success }, work)
    }
}

/// Runs `work` on the first frame of the current simulation at which `isDone()` holds, watched
/// each frame for five minutes of simulated time: what is still not done then (a group with an
/// `enter()` and no `leave()`, an item never run) never runs its block, as with Dispatch, and the
/// simulation is not kept awake for it any longer.
private func runOnSimulation(when isDone: @escaping () -> Bool, _ work: @escaping () -> Void) {
    let simulation = Simulation.current
    let deadline = simulation.now + 300
    var observer: Int?
    observer = simulation.addFrameObserver { _ in
        guard let id = observer else { return }
        let done = isDone()
        guard done || simulation.now > deadline else { return }
        simulation.removeFrameObserver(id)
        observer = nil
        if done { work() }
    }
}
