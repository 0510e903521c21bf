import Foundation
import OpenCombine

// Combine's merging and combining publishers, which OpenCombine does not have: keyboard
// notifications merged into one stream (`Publishers.Merge(willShow, willHide)`), a form's fields
// combined into one validity (`Publishers.CombineLatest(name, email)`), and the operators that
// make them (`merge(with:)`, `combineLatest(_:)`). Semantics: `CombiningSubscription`.

extension Publishers {
    /// `Publishers.Merge`: the values of both upstreams, as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(subscriber, [a.erasedForCombining(), b.erasedForCombining()], .merge)
        }
    }

    /// `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(subscriber, [a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining()], .merge)
        }
    }

    /// `Publishers.Merge4`.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(
                subscriber, [a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining(), d.erasedForCombining()], .merge)
        }
    }

    /// `Publishers.MergeMany`: any number of upstreams of one type (none: finishes at once).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(subscriber, publishers.map { $0.erasedForCombining() }, .merge)
        }
        /// `merge(with:)`: one more upstream.
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }

    /// `Publishers.CombineLatest`: once both upstreams have given a value, the pair of their
    /// latest values at each new value of either.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(subscriber, [a.erasedForCombining(), b.erasedForCombining()], .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output) })
        }
    }

    /// `Publishers.CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(
                subscriber, [a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining()],
                .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) })
        }
    }

    /// `Publishers.CombineLatest4`.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribeCombining(
                subscriber, [a.erasedForCombining(), b.erasedForCombining(), c.erasedForCombining(), d.erasedForCombining()],
                .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) })
        }
    }
}

extension Publisher {
    /// `merge(with:)`.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, C.Output == Output, D.Output == Output, B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// `combineLatest(_:)` and `combineLatest(_:_:)` with a transform.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }
    public func combineLatest<B: Publisher, C: Publisher, T>(_ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure
    {
        Publishers.CombineLatest3(self, b, c).map { transform($0.0, $0.1, $0.2) }
    }
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }
}
