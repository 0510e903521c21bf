import Foundation
import OpenCombine

/// The subscription behind `Publishers.Merge…` and `Publishers.CombineLatest…`, which OpenCombine
/// leaves out: it subscribes to every upstream in order, asking each for unlimited values, and
/// passes downstream what the combination makes of them, no more than downstream demands
/// (values beyond the demand wait, in order, until it asks for more).
///
/// - Merging: each upstream value goes downstream as it comes.
/// - Combining the latest: once every upstream has given a value, each new value from any of
///   them sends the combination of every upstream's latest.
///
/// Either finishes once every upstream has finished (and what waited has been delivered), and
/// fails at the first upstream failure, cancelling the others — Combine's rules.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    enum Mode {
        case merge
        case combineLatest(([Any]) -> Downstream.Input)
    }

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let mode: Mode
    private var latest: [Any?]
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var waiting: [Downstream.Input] = []
    private var demand = Subscribers.Demand.none
    private var delivering = false

    init(downstream: Downstream, count: Int, mode: Mode) {
        self.downstream = downstream
        self.mode = mode
        latest = Array(repeating: nil, count: count)
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Subscribes `self` to the upstreams (after downstream has its subscription).
    func start(_ publishers: [AnyPublisher<Any, Downstream.Failure>]) {
        for (i, p) in publishers.enumerated() {
            guard lock.withLock({ downstream != nil }) else { return }
            p.subscribe(Side(index: i, owner: self))
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        deliver()
    }

    func cancel() {
        for s in lock.withLock({ detach().upstreams }) { s.cancel() }
    }

    /// Ends the combination (under the lock): forgets downstream, what waits and the upstreams,
    /// returning the downstream and the upstream subscriptions still open, to cancel.
    private func detach() -> (downstream: Downstream?, upstreams: [Subscription]) {
        let target = downstream
        let open = upstreams.compactMap { $0 }
        downstream = nil
        waiting = []
        upstreams = upstreams.map { _ in nil }
        return (target, open)
    }

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        let keep = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            upstreams[index] = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.withLock {
            guard downstream != nil else { return }
            switch mode {
            case .merge:
                if let v = value as? Downstream.Input { waiting.append(v) }
            case .combineLatest(let combine):
                latest[index] = value
                if latest.allSatisfy({ $0 != nil }) { waiting.append(combine(latest.map { $0! })) }
            }
        }
        deliver()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        switch completion {
        case .finished:
            lock.withLock {
                finished[index] = true
                upstreams[index] = nil
            }
            deliver()
        case .failure:
            let (target, others) = lock.withLock {
                upstreams[index] = nil
                return detach()
            }
            for s in others { s.cancel() }
            target?.receive(completion: completion)
        }
    }

    /// Sends what waits while downstream wants it, then the completion once all have finished.
    /// Re-entrant calls (downstream asking for more from inside `receive`) leave the sending to
    /// the loop already running.
    private func deliver() {
        guard lock.withLock({ () -> Bool in
            if delivering { return false }
            delivering = true
            return true
        }) else { return }
        while true {
            let step: Step = lock.withLock {
                guard let target = downstream else { return .stop }
                if demand > 0, !waiting.isEmpty {
                    demand -= 1
                    return .value(target, waiting.removeFirst())
                }
                if waiting.isEmpty, finished.allSatisfy({ $0 }) {
                    downstream = nil
                    return .finish(target)
                }
                return .stop
            }
            switch step {
            case .value(let target, let v):
                let more = target.receive(v)
                lock.withLock { demand += more }
            case .finish(let target):
                target.receive(completion: .finished)
            case .stop:
                lock.withLock { delivering = false }
                return
            }
        }
    }

    private enum Step { case value(Downstream, Downstream.Input), finish(Downstream), stop }

    /// The subscriber to one upstream.
    private struct Side: Subscriber {
        let index: Int
        let owner: CombiningSubscription
        let combineIdentifier = CombineIdentifier()
        func receive(subscription: Subscription) { owner.received(subscription, at: index) }
        func receive(_ input: Any) -> Subscribers.Demand {
            owner.received(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Downstream.Failure>) { owner.received(completion, at: index) }
    }
}

extension Publisher {
    /// This publisher with its values as `Any` (for `CombiningSubscription`).
    func erasedForCombining() -> AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}

/// Subscribes `subscriber` to the combination of `publishers`.
func subscribeCombining<S: Subscriber>(
    _ subscriber: S, _ publishers: [AnyPublisher<Any, S.Failure>], _ mode: CombiningSubscription<S>.Mode
) {
    let subscription = CombiningSubscription(downstream: subscriber, count: publishers.count, mode: mode)
    subscriber.receive(subscription: subscription)
    if publishers.isEmpty {
        subscription.request(.none)
    } else {
        subscription.start(publishers)
    }
}
