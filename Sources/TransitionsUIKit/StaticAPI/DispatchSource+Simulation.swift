import Dispatch
import Foundation
import Transitions

/// `DispatchSource`: timer sources on the simulation's clock (`makeTimerSource`), shadowing
/// Dispatch's as `DispatchQueue` does (a GCD timer on a real queue would never fire under the
/// model, which runs no dispatch queues). Other kinds of source (file descriptors, signals,
/// processes, memory pressure) are not modelled: the simulated device has none to watch.
public enum DispatchSource {
    /// `DispatchSource.TimerFlags`.
    public struct TimerFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strict = TimerFlags(rawValue: 1)
    }
    /// `makeTimerSource(flags:queue:)`: a timer, inactive until `resume()` or `activate()`.
    public static func makeTimerSource(flags: TimerFlags = [], queue: DispatchQueue? = nil) -> DispatchSourceTimer {
        DispatchSourceTimer(simulation: .current)
    }
}

/// A GCD timer source (`DispatchSourceTimer`), as Dispatch runs one: created inactive; after
/// `schedule(deadline:repeating:leeway:)` and `resume()` (or `activate()`) its event handler runs
/// at the deadline — `.now() + 0.5` is half a second of simulated time away, as the main queue's
/// `asyncAfter` counts it — then every interval if it repeats, without drift. `suspend()` holds
/// the events (one pending fire is delivered on the matching `resume()`, as Dispatch coalesces
/// them); `cancel()` stops it for good and runs the cancel handler on a later turn. Resuming a
/// source that is not suspended, which Dispatch traps as an over-resume, is recorded as a rejected
/// call and ignored. Rescheduling replaces the previous schedule.
public final class DispatchSourceTimer {
    private let simulation: Simulation
    private var handler: (() -> Void)?
    private var cancelHandler: (() -> Void)?
    private var registrationHandler: (() -> Void)?
    private var activated = false
    /// Suspensions not yet resumed (a new source counts as suspended once, as Dispatch's).
    private var suspensions = 1
    public private(set) var isCancelled = false
    private var firstFire: Double?
    private var interval: Double?
    private var event: Int?
    private var missedWhileSuspended = false
    /// `data`: the fires the handler's run stands for (more than 1 when it ran late).
    public private(set) var data: UInt = 0

    init(simulation: Simulation) { self.simulation = simulation }

    // MARK: Scheduling

    /// `schedule(deadline:repeating:leeway:)`.
    public func schedule(deadline: Dispatch.DispatchTime, repeating: DispatchTimeInterval = .never, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        reschedule(simulatedDelay(until: deadline), Self.seconds(repeating))
    }
    /// `schedule(deadline:repeating:leeway:)` with a repeat interval in seconds.
    public func schedule(deadline: Dispatch.DispatchTime, repeating: Double, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        reschedule(simulatedDelay(until: deadline), repeating.isFinite && repeating > 0 ? repeating : nil)
    }
    /// `schedule(wallDeadline:repeating:leeway:)`: a wall-clock deadline counted from now.
    public func schedule(wallDeadline: DispatchWallTime, repeating: DispatchTimeInterval = .never, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        reschedule(Self.delay(until: wallDeadline), Self.seconds(repeating))
    }
    public func schedule(wallDeadline: DispatchWallTime, repeating: Double, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        reschedule(Self.delay(until: wallDeadline), repeating.isFinite && repeating > 0 ? repeating : nil)
    }

    /// Seconds of a Dispatch interval (nil for `.never` or a non-positive one; a zero interval
    /// repeats every 0.1 ms rather than at one instant forever).
    static func seconds(_ i: DispatchTimeInterval) -> Double? {
        let s: Double
        switch i {
        case .seconds(let n): s = Double(n)
        case .milliseconds(let n): s = Double(n) / 1e3
        case .microseconds(let n): s = Double(n) / 1e6
        case .nanoseconds(let n): s = Double(n) / 1e9
        case .never: return nil
        @unknown default: return nil
        }
        return s > 0 ? max(s, 0.0001) : (s == 0 ? 0.0001 : nil)
    }

    private static func delay(until wall: DispatchWallTime) -> Double? {
        guard wall != .distantFuture else { return nil }
        // Dispatch encodes a wall time as the negated nanoseconds since the epoch: compare magnitudes.
        func nanoseconds(_ t: DispatchWallTime) -> Double { Double(Int64(bitPattern: t.rawValue).magnitude) }
        let ahead = nanoseconds(wall) - nanoseconds(.now())
        return max(0, (ahead / 1e6).rounded() / 1e3)
    }

    private func reschedule(_ delay: Double?, _ repeating: Double?) {
        guard !isCancelled else { return }
        if let event { _ = simulation.cancelScheduled(event) }
        event = nil
        firstFire = delay.map { simulation.now + $0 }
        interval = repeating
        arm()
    }

    private func arm() {
        guard event == nil, !isCancelled, activated, let at = firstFire else { return }
        event = simulation.schedule(after: max(0, at - simulation.now)) { [weak self] in self?.fire(at: at) }
    }

    /// A fire due at `time` (maybe late: the deadline passed before the source was resumed).
    /// As Dispatch's, a late repeating timer fires once for all the intervals it missed (`data`
    /// counts them) and keeps its schedule's grid: the next fire is the first grid point after now.
    private func fire(at time: Double) {
        event = nil
        var count: UInt = 1
        if let interval {
            let late = max(0, simulation.now - time)
            var k = (late / interval).rounded(.down) + 1
            if time + k * interval <= simulation.now { k += 1 }
            count = UInt(min(k, 1e9))
            firstFire = time + k * interval
        } else {
            firstFire = nil
        }
        if suspensions > 0 {
            missedWhileSuspended = true
        } else {
            data = count
            handler?()
        }
        arm()
    }

    // MARK: Handlers

    /// `setEventHandler(qos:flags:handler:)`.
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        self.handler = handler
    }
    /// `setEventHandler(handler:)` with a work item.
    public func setEventHandler(handler item: Dispatch.DispatchWorkItem) {
        handler = { item.perform() }
    }
    /// `setCancelHandler(qos:flags:handler:)`.
    public func setCancelHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        cancelHandler = handler
    }
    /// `setRegistrationHandler(qos:flags:handler:)`: runs when the source is first activated.
    public func setRegistrationHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        registrationHandler = handler
    }

    // MARK: State

    /// `activate()`: an inactive source starts (once).
    public func activate() {
        guard !activated else { return }
        activated = true
        suspensions -= 1
        if let registrationHandler { _ = simulation.schedule(registrationHandler) }
        arm()
    }
    /// `resume()`: activates a new source; otherwise undoes one `suspend()`.
    public func resume() {
        guard activated else { return activate() }
        guard suspensions > 0 else {
            return simulation.record(.rejectedCall, "DispatchSourceTimer.resume(): over-resume of a source that is not suspended (Dispatch traps)")
        }
        suspensions -= 1
        if suspensions == 0, missedWhileSuspended, !isCancelled {
            missedWhileSuspended = false
            _ = simulation.schedule { [weak self] in
                guard let self, !self.isCancelled, self.suspensions == 0 else { return }
                self.data = 1
                self.handler?()
            }
        }
    }
    /// `suspend()`.
    public func suspend() { suspensions += 1 }
    /// `cancel()`: no more events; the cancel handler runs on a later turn.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        if let event { _ = simulation.cancelScheduled(event) }
        event = nil
        handler = nil
        if let cancelHandler { _ = simulation.schedule(cancelHandler) }
        cancelHandler = nil
    }
}
