import Foundation
import OpenCombine
import Transitions

/// `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType`: an instant as a `Date`,
/// whose time since the reference date (1 January 2001) is the simulation's clock, so the dates
/// a run produces are the same on every machine.
public struct SimulationDateTime: Strideable, Codable, Hashable, Sendable {
    /// The instant.
    public var date: Date

    public init(_ date: Date) { self.date = date }

    /// The simulation's clock now.
    static var now: SimulationDateTime { SimulationDateTime(Date(timeIntervalSinceReferenceDate: Simulation.current.now)) }

    /// Seconds of the simulation's clock.
    var seconds: Double { date.timeIntervalSinceReferenceDate }

    public func distance(to other: SimulationDateTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    public func advanced(by n: Stride) -> SimulationDateTime { SimulationDateTime(date.addingTimeInterval(n.magnitude)) }

    /// An interval in seconds (`TimeInterval`); literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable,
        Sendable
    {
        /// The interval in seconds (Combine's spelling).
        public var magnitude: TimeInterval

        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        public init(floatLiteral value: TimeInterval) { magnitude = value }
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = TimeInterval(exactly: source) else { return nil }
            magnitude = seconds
        }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
    }
}

/// The scheduling both date-based schedulers do (see `SimulationScheduling`).
protocol SimulationDateScheduler: OpenCombine.Scheduler where SchedulerTimeType == SimulationDateTime {}

extension SimulationDateScheduler {
    public var now: SimulationDateTime { .now }
    public var minimumTolerance: SimulationDateTime.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        SimulationScheduling.schedule(at: Simulation.current.now, action)
    }

    public func schedule(after date: SimulationDateTime, tolerance: SimulationDateTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        SimulationScheduling.schedule(at: date.seconds, action)
    }

    public func schedule(
        after date: SimulationDateTime, interval: SimulationDateTime.Stride, tolerance: SimulationDateTime.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        SimulationScheduling.repeating(from: date.seconds, every: interval.magnitude, action)
    }
}

/// `RunLoop` as a Combine `Scheduler`: `receive(on: RunLoop.main)` delivers on the next turn of
/// the simulation's event loop, delays count simulated time (the model's one run loop is the
/// simulation's; every run loop schedules there).
extension RunLoop: @retroactive OpenCombine.Scheduler, SimulationDateScheduler {
    public typealias SchedulerTimeType = SimulationDateTime
    /// `RunLoop.SchedulerOptions` (none).
    public struct SchedulerOptions: Sendable {}
}

/// `OperationQueue` as a Combine `Scheduler`, on the simulation's clock as `RunLoop`.
extension OperationQueue: @retroactive OpenCombine.Scheduler, SimulationDateScheduler {
    public typealias SchedulerTimeType = SimulationDateTime
    /// `OperationQueue.SchedulerOptions` (none).
    public struct SchedulerOptions: Sendable {}
}
