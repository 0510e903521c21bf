import Foundation

/// `Timer` on the simulation's clock (TransitionsUIKit names it `Timer`).
///
/// Scheduled timers fire after their interval of simulated time — a repeating one every
/// interval after its first fire date, without drift — until invalidated. As Foundation's, a
/// timer retains its target (and block) until it is invalidated, and the run loop (the
/// simulation) retains a scheduled timer. A non-positive interval is 0.1 ms, as Foundation's.
/// `fire()` calls the action now; a non-repeating timer is then invalidated.
public final class SimulationTimer {
    public let timeInterval: Double
    public let repeats: Bool
    public let userInfo: Any?
    /// `tolerance` (stored: the simulation's clock is exact).
    public var tolerance: Double = 0
    public private(set) var isValid = true
    /// When the timer fires next, on the simulation's clock (nil until scheduled).
    public private(set) var fireTime: Double?

    private var target: AnyObject?
    private let selector: TypedSelector?
    private var block: ((SimulationTimer) -> Void)?
    private weak var simulation: Simulation?
    private var event: Int?

    /// `init(timeInterval:target:selector:userInfo:repeats:)` (not scheduled: add it to a run
    /// loop).
    public init(timeInterval: Double, target: Any, selector: TypedSelector, userInfo: Any?, repeats: Bool) {
        self.timeInterval = timeInterval > 0 ? timeInterval : 0.0001
        self.target = targetObject(target)
        self.selector = selector
        self.userInfo = userInfo
        self.repeats = repeats
    }

    /// `init(timeInterval:repeats:block:)` (not scheduled).
    public init(timeInterval: Double, repeats: Bool, block: @escaping (SimulationTimer) -> Void) {
        self.timeInterval = timeInterval > 0 ? timeInterval : 0.0001
        target = nil
        selector = nil
        userInfo = nil
        self.repeats = repeats
        self.block = block
    }

    /// `init(fireAt:interval:target:selector:userInfo:repeats:)` (not scheduled): once added to
    /// a run loop it first fires at `date` (`fireDate`), then every interval if it repeats.
    public convenience init(fireAt date: Date, interval: Double, target: Any, selector: TypedSelector, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        pendingFirstDelay = Self.delay(until: date)
    }

    /// `init(fire:interval:repeats:block:)` (not scheduled): first fires at `date` once added.
    public convenience init(fire date: Date, interval: Double, repeats: Bool, block: @escaping (SimulationTimer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        pendingFirstDelay = Self.delay(until: date)
    }

    /// `Timer()`: the placeholder apps keep in a property before scheduling a real timer: not
    /// valid, never fires.
    public convenience init() {
        self.init(timeInterval: 0, repeats: false, block: { _ in })
        isValid = false
        block = nil
    }

    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: on the current
    /// simulation.
    @discardableResult
    public static func scheduledTimer(
        timeInterval: Double, target: Any, selector: TypedSelector, userInfo: Any?, repeats: Bool
    ) -> SimulationTimer {
        let t = SimulationTimer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        t.schedule(on: .current)
        return t
    }

    /// `scheduledTimer(withTimeInterval:repeats:block:)`: on the current simulation.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (SimulationTimer) -> Void) -> SimulationTimer {
        let t = SimulationTimer(timeInterval: interval, repeats: repeats, block: block)
        t.schedule(on: .current)
        return t
    }

    /// Schedules the timer on `simulation` (`RunLoop.add(_:forMode:)`); a timer is scheduled once.
    public func schedule(on simulation: Simulation) {
        schedule(on: simulation, firstFireAt: simulation.now + (pendingFirstDelay ?? timeInterval))
    }

    /// The delay before the first fire a fire date set before scheduling asked for.
    private var pendingFirstDelay: Double?

    /// `fireDate`: when the timer fires next. Apps read it and set it — `.distantFuture` to pause
    /// a repeating timer, `Date()` to resume it; setting it moves the next fire (a repeating timer
    /// then goes on every interval from there), as Foundation's does.
    ///
    /// `Date` is the wall clock and the simulation's clock is not, so a date counts by its distance
    /// from now: the next fire is that many seconds of simulated time away, rounded to the
    /// millisecond (the microseconds between the app's `Date()` and this reading do not make runs
    /// differ). A date more than 10⁹ s away (`distantFuture`) is never reached.
    public var fireDate: Date {
        get {
            if let fireTime, let simulation { return Date(timeIntervalSinceNow: fireTime - simulation.now) }
            if simulation != nil { return .distantFuture }
            return Date(timeIntervalSinceNow: pendingFirstDelay ?? timeInterval)
        }
        set {
            let delay = Self.delay(until: newValue)
            guard isValid else { return }
            guard let simulation else {
                pendingFirstDelay = delay
                return
            }
            if let event { simulation.cancelScheduled(event) }
            event = nil
            arm(at: simulation.now + delay)
        }
    }

    /// Seconds from now until `date`, rounded to the millisecond, never negative; infinity for a
    /// date more than 10⁹ s away.
    static func delay(until date: Date) -> Double {
        let seconds = date.timeIntervalSinceNow
        guard seconds.isFinite, seconds < 1e9 else { return .infinity }
        return max(0, (seconds * 1000).rounded() / 1000)
    }

    /// Schedules the timer to fire first at `time` of the simulation's clock (a past instant: the
    /// next turn), then every interval after it (`Timer(fire:interval:repeats:block:)`).
    package func schedule(on simulation: Simulation, firstFireAt time: Double) {
        guard isValid, self.simulation == nil else { return }
        self.simulation = simulation
        arm(at: max(time, simulation.now))
    }

    /// `fire()`: the action now (a non-repeating timer is then invalidated; a repeating one keeps
    /// its schedule).
    public func fire() {
        guard isValid else { return }
        act()
        if !repeats { invalidate() }
    }

    /// `invalidate()`: never fires again; releases the target and block.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if let event { simulation?.cancelScheduled(event) }
        event = nil
        fireTime = nil
        target = nil
        block = nil
    }

    private func arm(at time: Double) {
        // An infinite (or NaN) fire time is never reached, as Foundation's distant fire dates.
        guard let simulation, time.isFinite else {
            fireTime = nil
            return
        }
        fireTime = time
        event = simulation.schedule(after: time - simulation.now) { self.scheduledFire(at: time) }
    }

    private func scheduledFire(at time: Double) {
        event = nil
        guard isValid else { return }
        if repeats { arm(at: time + timeInterval) }
        act()
        if !repeats { invalidate() }
    }

    private func act() {
        if let block {
            block(self)
        } else if let target, let selector {
            selector.invoke(on: target, with: self)
        }
    }
}

extension RunLoop {
    /// `add(_:forMode:)` for a simulation timer: schedules it on the current simulation.
    public func add(_ timer: SimulationTimer, forMode mode: RunLoop.Mode) { timer.schedule(on: .current) }
}
