import Foundation
import OpenCombine
import Transitions

/// `NSObject.KeyValueObservingPublisher`: the values of one property of an observable object
/// (a view's `frame`, a scroll view's `contentOffset`, an app's `@objc dynamic` property), over
/// the model's key-value observing. With `.initial` the current value comes first, on
/// subscription; then each change's new value (with `.prior`, also the old value before each
/// change), while the subscriber has demand. The publisher does not keep the object alive.
public struct KeyValueObservingPublisher<Subject: KeyValueObservable, Value>: OpenCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    public let object: Subject
    public let keyPath: KeyPath<Subject, Value>
    public let options: KeyValueObservingOptions
    /// The model's observation (the `Equatable` overload when the value is `Equatable`).
    private let observe: (Subject, @escaping (Subject, KeyValueObservedChange<Value>) -> Void) -> KeyValueObservation

    init(
        object: Subject, keyPath: KeyPath<Subject, Value>, options: KeyValueObservingOptions,
        observe: @escaping (Subject, @escaping (Subject, KeyValueObservedChange<Value>) -> Void) -> KeyValueObservation
    ) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.observe = observe
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let subscription = KeyValueSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        let keyPath = self.keyPath
        // The observation asks for new and old values: `.prior` sends the old one first.
        subscription.observation = observe(object) { [weak subscription] object, change in
            if change.isPrior {
                if let old = change.oldValue { subscription?.deliver(old) }
            } else {
                subscription?.deliver(change.newValue ?? object[keyPath: keyPath])
            }
        }
    }
}

extension KeyValueObservable {
    /// `publisher(for:options:)` (Combine's `[.initial, .new]` by default).
    public func publisher<Value: Equatable>(
        for keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [.initial, .new]
    ) -> KeyValueObservingPublisher<Self, Value> {
        let asked = options.union([.new, .old])
        return KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options) { object, handler in
            object.observe(keyPath, options: asked, changeHandler: handler)
        }
    }

    /// `publisher(for:options:)` for a value that is not `Equatable`.
    @_disfavoredOverload
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [.initial, .new]
    ) -> KeyValueObservingPublisher<Self, Value> {
        let asked = options.union([.new, .old])
        return KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options) { object, handler in
            object.observe(keyPath, options: asked, changeHandler: handler)
        }
    }
}

/// One subscriber's observation, invalidated when it cancels.
private final class KeyValueSubscription<Downstream: Subscriber>: Subscription where Downstream.Failure == Never {
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    /// Values observed before the subscriber asked for any: only the `.initial` value can come
    /// then (the observation reports it as it is made); it waits for the first demand.
    private var pending: [Downstream.Input] = []
    var observation: KeyValueObservation?

    init(downstream: Downstream) { self.downstream = downstream }

    func deliver(_ value: Downstream.Input) {
        guard let downstream else { return }
        guard demand > 0 else {
            if observation == nil { pending.append(value) }
            return
        }
        demand -= 1
        demand += downstream.receive(value)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        while self.demand > 0, !pending.isEmpty, downstream != nil {
            deliver(pending.removeFirst())
        }
    }

    func cancel() {
        downstream = nil
        pending = []
        observation?.invalidate()
        observation = nil
    }
}
