/// `CATransaction`: nested begin/commit with a completion block.
///
/// The completion of a transaction runs when every animation added while it was open (including
/// inside nested transactions and animation blocks) has ended — or at once at `commit` when no
/// animation was added.
extension Simulation {
    /// `CATransaction.begin()`.
    public func beginTransaction() {
        animation.transactions.append(AnimationGroup(self, completion: nil))
    }

    /// `CATransaction.setCompletionBlock(_:)` for the innermost open transaction.
    public func setTransactionCompletion(_ block: @escaping () -> Void) {
        animation.transactions.last?.completion = { _ in block() }
    }

    /// `CATransaction.commit()`. A commit without a begin is ignored.
    public func commitTransaction() {
        guard let group = animation.transactions.popLast() else { return }
        group.sealed = true
        group.fireIfDone()
    }

    /// Nesting depth of open transactions.
    public var transactionDepth: Int { animation.transactions.count }

    /// begin, body, commit.
    public func transaction(completion: (() -> Void)? = nil, _ body: () -> Void) {
        beginTransaction()
        if let completion { setTransactionCompletion(completion) }
        body()
        commitTransaction()
    }
}
