import Foundation
import OpenCombine
import Transitions

extension NotificationCenter {
    /// `NotificationCenter.Publisher`: the notifications of one name (from one object, or any
    /// when `object` is nil), delivered synchronously as they are posted, while the subscriber
    /// has demand (posts meanwhile are dropped, as Combine's drops them).
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, name: name, object: object, downstream: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe()
        }
    }

    /// `publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// One subscriber's observation: registered when the subscriber has subscribed, removed when
/// it cancels.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let center: NotificationCenter
    private let name: Notification.Name
    private weak var object: AnyObject?
    private let observesAnyObject: Bool
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var token: NSObjectProtocol?

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, downstream: Downstream) {
        self.center = center
        self.name = name
        self.object = object
        observesAnyObject = object == nil
        self.downstream = downstream
    }

    func observe() {
        guard downstream != nil, token == nil else { return }
        // A posting object that has gone away can post nothing more.
        guard observesAnyObject || object != nil else { return }
        // Simulations are separate worlds (as for `addObserver(_:selector:name:object:)`): posts
        // made while another simulation is current on its thread are not this one's.
        let delivery = Delivery { [weak self] in self?.deliver($0) }
        let home = Simulation.currentIfAny.map(WeakSimulation.init)
        token = center.addObserver(forName: name, object: object, queue: nil) { notification in
            if let home, let poster = Simulation.currentIfAny, home.simulation !== poster { return }
            delivery.deliver(notification)
        }
    }

    private func deliver(_ notification: Notification) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(notification)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
    }

    func cancel() {
        downstream = nil
        if let token { center.removeObserver(token) }
        token = nil
    }

    deinit { if let token { center.removeObserver(token) } }
}

/// What crosses into Foundation's `@Sendable` observer blocks (the model runs on one thread).
private final class Delivery: @unchecked Sendable {
    let deliver: (Notification) -> Void
    init(_ deliver: @escaping (Notification) -> Void) { self.deliver = deliver }
}

private final class WeakSimulation: @unchecked Sendable {
    weak var simulation: Simulation?
    init(_ simulation: Simulation) { self.simulation = simulation }
}
