// No `import Foundation` here, as in a file written with `import UIKit` and `import Combine`
// alone: `DispatchQueue` is the simulation's.
import Testing
import TransitionChecks
import TransitionsCombine
import TransitionsUIKit

/// Combine (OpenCombine) with the simulation's schedulers, timers, notifications and key-value
/// observing: what transition code that imports Combine sees.
@Suite struct CombineTests {
    /// `receive(on: DispatchQueue.main)` delivers on the next turn of the simulation's loop, not
    /// during `send`; `debounce` counts simulated time from the last value.
    @MainActor @Test func theMainQueueSchedulesOnTheSimulation() throws {
        try withUIKitStage { sim, _ in
            var log: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let next = subject.receive(on: DispatchQueue.main).sink { log.append("next turn \($0)") }
            let quiet = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { log.append("debounced \($0) at \(sim.now)") }
            subject.send(1)
            #expect(log.isEmpty)
            sim.advance(by: 0.1)
            #expect(log == ["next turn 1"])
            subject.send(2)
            try sim.runUntilIdle()
            #expect(log == ["next turn 1", "next turn 2", "debounced 2 at 0.4"])
            #expect(abs(DispatchQueue.main.now.distance(to: DispatchQueue.main.now.advanced(by: .seconds(0.25))).magnitude - 250_000_000) == 0)
            next.cancel()
            quiet.cancel()
        }
    }

    /// `RunLoop.main` and `OperationQueue.main` are schedulers on the simulation's clock, whose
    /// dates are its seconds since the reference date.
    @MainActor @Test func theRunLoopAndOperationQueueScheduleOnTheSimulation() throws {
        try withUIKitStage { sim, _ in
            var log: [String] = []
            let a = Just("run loop").delay(for: 0.5, scheduler: RunLoop.main).sink { log.append("\($0) at \(sim.now)") }
            let b = Just("queue").delay(for: .milliseconds(200), scheduler: OperationQueue.main).sink { log.append("\($0) at \(sim.now)") }
            #expect(log.isEmpty)
            try sim.runUntilIdle()
            #expect(log == ["queue at 0.2", "run loop at 0.5"])
            #expect(RunLoop.main.now.date.timeIntervalSinceReferenceDate == sim.now)
            _ = (a, b)
        }
    }

    /// A repeating schedule fires at its start and every interval after, without drift, until
    /// cancelled (or its token released); a zero interval cannot repeat at one instant forever.
    @MainActor @Test func repeatingSchedulesStopWhenCancelled() throws {
        try withUIKitStage { sim, _ in
            var times: [Double] = []
            let main = DispatchQueue.main
            let token = main.schedule(after: main.now.advanced(by: 0.1), interval: 0.25) { times.append(sim.now) }
            sim.advance(by: 0.7)
            #expect(times == [0.1, 0.35, 0.6])
            token.cancel()
            sim.advance(by: 1)
            #expect(times.count == 3)

            var ticks = 0
            let fast = RunLoop.main.schedule(after: RunLoop.main.now, interval: 0) { ticks += 1 }
            sim.advance(by: 0.001)
            #expect(ticks >= 10 && ticks <= 11)
            fast.cancel()
            // An infinite interval fires once, at the start, then never (a timer does not reach an
            // infinite fire date; before, it fired at once forever).
            var once = 0
            let never = main.schedule(after: main.now, interval: .seconds(Double.infinity)) { once += 1 }
            sim.advance(by: 1)
            #expect(once == 1)
            never.cancel()
            var repeats = 0
            let forever = Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in repeats += 1 }
            sim.advance(by: 1)
            #expect(repeats == 0 && forever.isValid && forever.fireTime == nil)
            forever.invalidate()
            // Released without cancelling: AnyCancellable cancels, as Combine's schedulers do.
            var released = 0
            _ = main.schedule(after: main.now, interval: .seconds(1)) { released += 1 }
            sim.advance(by: 3)
            #expect(released == 0)
        }
    }

    /// Strides that do not fit (infinite, NaN, beyond Int's nanoseconds) saturate or vanish
    /// instead of trapping; a deadline beyond the end is never reached.
    @MainActor @Test func outOfRangeStridesSaturate() throws {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.seconds(Double.infinity).magnitude == Int.max)
        #expect(Stride.seconds(-Double.infinity).magnitude == Int.min)
        #expect(Stride.seconds(Double.nan).magnitude == 0)
        #expect(Stride.seconds(Int.max).magnitude == Int.max)
        #expect(Stride.milliseconds(Int.min).magnitude == Int.min)
        #expect((Stride(Int.max) + Stride(1)).magnitude == Int.max)
        #expect((Stride(Int.min) - Stride(1)).magnitude == Int.min)
        #expect((Stride(Int.max) * Stride(2)).magnitude == Int.max)
        #expect(Stride(DispatchTimeInterval.never).magnitude == Int.max)
        #expect(Stride(exactly: UInt64.max) == nil)
        let start = DispatchQueue.SchedulerTimeType(nanoseconds: Int.max - 1)
        #expect(start.advanced(by: .seconds(10)).nanoseconds == Int.max)
        #expect(DispatchQueue.SchedulerTimeType(nanoseconds: Int.min).distance(to: start).magnitude == Int.max)
        try withUIKitStage { sim, _ in
            var fired = false
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(.infinity))) { fired = true }
            RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .seconds(.nan))) { fired = true }
            sim.advance(by: 1)
            // NaN is no delay (the next turn); infinity is never.
            #expect(fired)
            #expect(sim.pendingEvents == 1)
        }
    }

    /// `Timer.publish(every:on:in:)` on the simulation's timers: `autoconnect()` starts it with
    /// the first subscriber; each fire sends its date; cancelling stops it.
    @MainActor @Test func timerPublishersFireOnTheSimulationsClock() throws {
        try withUIKitStage { sim, _ in
            var dates: [Double] = []
            let tick = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                .sink { dates.append($0.timeIntervalSinceReferenceDate) }
            sim.advance(by: 1)
            #expect(dates == [0.25, 0.5, 0.75, 1.0])
            tick.cancel()
            sim.advance(by: 1)
            #expect(dates.count == 4)

            // Connected by hand: nothing before `connect()`, nothing after the connection is cancelled.
            let publisher = Timer.publish(every: 0.5, on: .main, in: .default)
            var count = 0
            let sink = publisher.sink { _ in count += 1 }
            sim.advance(by: 1)
            #expect(count == 0)
            let connection = publisher.connect()
            sim.advance(by: 1)
            #expect(count == 2)
            connection.cancel()
            sim.advance(by: 1)
            #expect(count == 2)
            sink.cancel()
        }
    }

    /// `NotificationCenter.publisher(for:object:)`: posts of that name (from that object) while
    /// subscribed; none after cancelling.
    @MainActor @Test func notificationPublishersDeliverPosts() throws {
        try withUIKitStage { _, root in
            let name = Notification.Name("CombineTests.moved")
            let center = NotificationCenter.default
            var seen: [String] = []
            let any = center.publisher(for: name).sink { seen.append("any \($0.userInfo?["n"] as? Int ?? -1)") }
            let fromRoot = center.publisher(for: name, object: root).compactMap { $0.object as? UIViewController }
                .sink { seen.append("root \($0 === root)") }
            center.post(name: name, object: nil, userInfo: ["n": 1])
            center.post(name: name, object: root, userInfo: ["n": 2])
            // (Foundation does not promise an order among one post's observers.)
            #expect(seen.sorted() == ["any 1", "any 2", "root true"])
            any.cancel()
            fromRoot.cancel()
            center.post(name: name, object: root)
            #expect(seen.count == 3)
        }
    }

    /// `publisher(for: \.contentOffset)`: the current value first, then each change (the model
    /// reports only changes; `removeDuplicates` and `dropFirst` work as written for UIKit).
    @MainActor @Test func keyValuePublishersFollowTheModel() throws {
        try withUIKitStage { _, root in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 400)
            root.view.addSubview(scroll)
            var offsets: [CGFloat] = []
            let all = scroll.publisher(for: \.contentOffset).sink { offsets.append($0.y) }
            var later: [CGFloat] = []
            let changes = scroll.publisher(for: \.contentOffset).removeDuplicates().dropFirst().map(\.y).sink { later.append($0) }
            scroll.contentOffset = CGPoint(x: 0, y: 40)
            scroll.contentOffset = CGPoint(x: 0, y: 40)
            scroll.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
            #expect(offsets == [0, 40, 90])
            #expect(later == [40, 90])
            all.cancel()
            scroll.contentOffset = .zero
            #expect(offsets == [0, 40, 90])
            #expect(later == [40, 90, 0])
            changes.cancel()

            // Without `.initial`, only changes; `.prior` sends the old value before each.
            var priors: [CGFloat] = []
            let prior = root.view.publisher(for: \.alpha, options: [.prior, .new]).sink { priors.append($0) }
            root.view.alpha = 0.5
            #expect(priors == [1, 0.5])
            prior.cancel()
        }
    }

    /// `@Published` and `ObservableObject` as SwiftUI-free view models use them, driving a view
    /// through `assign(to:on:)`.
    @MainActor @Test func publishedPropertiesDriveViews() throws {
        final class Model: ObservableObject {
            @Published var progress: CGFloat = 0
        }
        try withUIKitStage { _, root in
            let model = Model()
            var willChange = 0
            let observer = model.objectWillChange.sink { willChange += 1 }
            let binding = model.$progress.map { 1 - $0 }.assign(to: \.alpha, on: root.view)
            model.progress = 0.25
            #expect(root.view.alpha == 0.75)
            #expect(willChange == 1)
            binding.cancel()
            observer.cancel()
            model.progress = 1
            #expect(root.view.alpha == 0.75)
        }
    }
}
