@preconcurrency import Dispatch
import Foundation
import OpenCombine
import Transitions
import TransitionsUIKit

// `DispatchQueue` as a Combine `Scheduler`, on the simulation's clock (the model's queues all run
// on its one thread, see `TransitionsUIKit.DispatchQueue`).

extension TransitionsUIKit.DispatchQueue: OpenCombine.Scheduler {
    /// `DispatchQueue.SchedulerTimeType`: an instant of the simulation's clock, in whole
    /// nanoseconds (Dispatch's resolution).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// Nanoseconds since the simulation began.
        public var nanoseconds: Int

        public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

        /// Seconds since the simulation began.
        var seconds: Double { Double(nanoseconds) / 1e9 }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(Self.saturating(other.nanoseconds, subtracting: nanoseconds))
        }

        /// The instant `n` later; saturates at the ends of `Int`, as a deadline far off is
        /// simply never reached.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(nanoseconds: Self.saturating(nanoseconds, adding: n.magnitude))
        }

        static func saturating(_ a: Int, adding b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? (b > 0 ? .max : .min) : sum
        }

        static func saturating(_ a: Int, subtracting b: Int) -> Int {
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            return overflow ? (b < 0 ? .max : .min) : difference
        }

        /// `DispatchQueue.SchedulerTimeType.Stride`: a signed interval in nanoseconds.
        /// Literals are seconds (`debounce(for: 0.3, scheduler: DispatchQueue.main)`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The interval in nanoseconds (Combine's spelling).
            public var magnitude: Int

            public init(_ nanoseconds: Int) { magnitude = nanoseconds }

            /// `init(_: DispatchTimeInterval)`; `.never` is the longest interval.
            public init(_ interval: DispatchTimeInterval) {
                switch interval {
                case .seconds(let s): magnitude = Stride.scaled(s, by: 1_000_000_000)
                case .milliseconds(let ms): magnitude = Stride.scaled(ms, by: 1_000_000)
                case .microseconds(let us): magnitude = Stride.scaled(us, by: 1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// The interval as Dispatch writes it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let n = Int(exactly: source) else { return nil }
                magnitude = n
            }

            public static func seconds(_ s: Int) -> Stride { Stride(scaled(s, by: 1_000_000_000)) }
            /// Seconds rounded to the nanosecond; beyond `Int`'s range (or infinite) the
            /// longest interval of that sign, NaN none.
            public static func seconds(_ s: Double) -> Stride { Stride(clampedNanoseconds(s * 1e9)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(scaled(ms, by: 1_000_000)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(scaled(us, by: 1_000)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }

            static func scaled(_ value: Int, by factor: Int) -> Int {
                let (product, overflow) = value.multipliedReportingOverflow(by: factor)
                return overflow ? (value > 0 ? .max : .min) : product
            }

            static func clampedNanoseconds(_ ns: Double) -> Int {
                guard !ns.isNaN else { return 0 }
                if ns >= 9.2e18 { return .max }
                if ns <= -9.2e18 { return .min }
                return Int(ns.rounded())
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(SchedulerTimeType.saturating(lhs.magnitude, adding: rhs.magnitude)) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(SchedulerTimeType.saturating(lhs.magnitude, subtracting: rhs.magnitude)) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(scaled(lhs.magnitude, by: rhs.magnitude)) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// `DispatchQueue.SchedulerOptions`: quality of service, flags and group, which change
    /// nothing on the model's one thread (a group is entered and left around the action).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: Dispatch.DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: Dispatch.DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The simulation's clock.
    public var now: SchedulerTimeType {
        SchedulerTimeType(nanoseconds: SchedulerTimeType.Stride.clampedNanoseconds(Simulation.current.now * 1e9))
    }

    /// The simulation's clock is exact.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// On the next turn of the simulation's event loop, as `async(execute:)`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        schedule(at: Simulation.current.now, group: options?.group, action)
    }

    /// At `date` of the simulation's clock (a past one: the next turn).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        schedule(at: date.seconds, group: options?.group, action)
    }

    /// The action at `time`, in `group` until it has run.
    private func schedule(at time: Double, group: Dispatch.DispatchGroup?, _ action: @escaping () -> Void) {
        group?.enter()
        SimulationScheduling.schedule(at: time) {
            action()
            group?.leave()
        }
    }

    /// At `date`, then every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        SimulationScheduling.repeating(from: date.seconds, every: Double(interval.magnitude) / 1e9, action)
    }
}
