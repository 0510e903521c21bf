import Foundation
import OpenCombine
import Transitions

extension SimulationTimer {
    /// `Timer.publish(every:tolerance:on:in:options:)`: a connectable publisher of the fire
    /// dates of a repeating timer on the simulation's clock (`autoconnect()` connects on the
    /// first subscription).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// `Timer.TimerPublisher`: once connected, a repeating timer whose every fire sends its date
    /// (the simulation's clock as `Date`, see `SimulationDateTime`) to each subscriber that has
    /// demand. Cancelling the connection invalidates the timer; connecting again starts a new one.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private var subscriptions: [TimerSubscription] = []
        private var timer: SimulationTimer?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(AnySubscriber(subscriber))
            subscription.publisher = self
            subscriptions.append(subscription)
            subscriber.receive(subscription: subscription)
        }

        public func connect() -> Cancellable {
            if timer == nil || timer?.isValid == false {
                let timer = SimulationTimer(timeInterval: interval, repeats: true) { [weak self] _ in self?.fire() }
                timer.tolerance = tolerance ?? 0
                timer.schedule(on: .current)
                self.timer = timer
            }
            return TimerConnection(timer: timer)
        }

        private func fire() {
            let date = Date(timeIntervalSinceReferenceDate: Simulation.current.now)
            for subscription in subscriptions { subscription.deliver(date) }
        }

        fileprivate func remove(_ subscription: TimerSubscription) {
            subscriptions.removeAll { $0 === subscription }
        }
    }
}

/// A connection to a timer publisher: cancelling it invalidates the timer. Releasing it does
/// not (keep it, or use `autoconnect()`).
private final class TimerConnection: Cancellable {
    private weak var timer: SimulationTimer?
    init(timer: SimulationTimer?) { self.timer = timer }
    func cancel() { timer?.invalidate() }
}

/// One subscriber of a timer publisher.
private final class TimerSubscription: Subscription {
    private var downstream: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none
    weak var publisher: SimulationTimer.TimerPublisher?

    init(_ downstream: AnySubscriber<Date, Never>) { self.downstream = downstream }

    func deliver(_ date: Date) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(date)
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func cancel() {
        downstream = nil
        publisher?.remove(self)
    }
}
