import Testing
import TransitionsCombine
import TransitionsUIKit

/// A subscriber that asks for a fixed number of values at first and one more each time it is
/// told, recording what it gets.
private final class Counted: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = TestError
    let combineIdentifier = CombineIdentifier()
    var values: [Int] = []
    var completion: Subscribers.Completion<TestError>?
    var subscription: Subscription?
    let initial: Subscribers.Demand
    init(_ initial: Subscribers.Demand) { self.initial = initial }
    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<TestError>) { self.completion = completion }
}

private struct TestError: Error, Equatable {}

/// `Publishers.Merge…`/`CombineLatest…` and their operators (which OpenCombine lacks), with
/// Combine's rules for order, demand, completion and failure.
@Suite struct CombiningPublisherTests {
    /// Merged values come as they are sent; the merge finishes when every upstream has.
    @Test func mergeInterleavesAndFinishesWithTheLast() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        var done = false
        let c = Publishers.Merge(a, b).sink(receiveCompletion: { _ in done = true }, receiveValue: { got.append($0) })
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(!done)
        b.send(4)
        b.send(completion: .finished)
        #expect(got == [1, 2, 3, 4] && done)
        c.cancel()
        var many: [Int] = []
        _ = Publishers.MergeMany([Just(1), Just(2), Just(3)]).sink { many.append($0) }
        _ = Just(0).merge(with: Just(9), Just(8)).sink { many.append($0) }
        #expect(many == [1, 2, 3, 0, 9, 8])
        var emptyDone = false
        _ = Publishers.MergeMany([Just<Int>]()).sink(receiveCompletion: { _ in emptyDone = true }, receiveValue: { _ in })
        #expect(emptyDone)
    }

    /// Values beyond the demand wait in order until asked for; the completion waits for them.
    @Test func mergeHonoursDemand() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let s = Counted(.max(2))
        a.merge(with: b).subscribe(s)
        a.send(1)
        b.send(2)
        b.send(3)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(s.values == [1, 2] && s.completion == nil)
        s.subscription?.request(.max(1))
        #expect(s.values == [1, 2, 3] && s.completion == .finished)
    }

    /// The first failure ends the merge at once and cancels the other upstreams.
    @Test func aFailureEndsTheMerge() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let s = Counted(.unlimited)
        Publishers.Merge(a, b).subscribe(s)
        a.send(1)
        b.send(completion: .failure(TestError()))
        a.send(2)
        #expect(s.values == [1] && s.completion == .failure(TestError()))
    }

    /// CombineLatest sends nothing until every upstream has a value, then the latest of each
    /// at every new value; it finishes when all have finished.
    @Test func combineLatestPairsTheLatestValues() {
        let name = PassthroughSubject<String, Never>(), email = PassthroughSubject<String, Never>()
        var valid: [Bool] = []
        var done = false
        let c = name.combineLatest(email) { !$0.isEmpty && $1.contains("@") }
            .sink(receiveCompletion: { _ in done = true }, receiveValue: { valid.append($0) })
        name.send("Ada")
        #expect(valid.isEmpty)
        email.send("ada")
        email.send("ada@example.com")
        name.send("")
        name.send(completion: .finished)
        #expect(!done)
        email.send("x@y")
        email.send(completion: .finished)
        #expect(valid == [false, true, false, false] && done)
        c.cancel()
        var triples: [String] = []
        _ = Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).sink { triples.append("\($0.0)\($0.1)\($0.2)") }
        _ = Just(2).combineLatest(Just("b"), Just(false)) { "\($0)\($1)\($2)" }.sink { triples.append($0) }
        #expect(triples == ["1atrue", "2bfalse"])
    }

    /// Cancelling stops the values and cancels the upstreams.
    @Test func cancellingStopsTheCombination() {
        let a = CurrentValueSubject<Int, Never>(0), b = CurrentValueSubject<Int, Never>(0)
        var sums: [Int] = []
        let c = Publishers.CombineLatest(a, b).map { $0 + $1 }.sink { sums.append($0) }
        a.send(1)
        c.cancel()
        b.send(5)
        #expect(sums == [0, 1])
    }
}
