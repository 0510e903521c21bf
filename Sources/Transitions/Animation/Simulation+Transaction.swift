import Foundation

/// Core Animation's transaction property keys (`kCATransactionAnimationDuration`, …).
public enum TransactionKey {
    public static let animationDuration = "animationDuration"
    public static let disableActions = "disableActions"
    public static let animationTimingFunction = "animationTimingFunction"
    public static let completionBlock = "completionBlock"
}

/// `CATransaction`: nested begin/commit with a completion block and properties.
///
/// The completion of a transaction runs when every animation added while it was open (including
/// inside nested transactions and animation blocks) has ended — or at once at `commit` when no
/// animation was added.
extension Simulation {
    /// `CATransaction.begin()`.
    public func beginTransaction() {
        animation.transactions.append(AnimationGroup(self, completion: nil))
    }

    /// `CATransaction.setCompletionBlock(_:)` for the innermost open transaction — or, outside
    /// every transaction, for Core Animation's implicit one: the block runs when every animation
    /// added during the run-loop turn has ended (at the turn's end when none was added).
    public func setTransactionCompletion(_ block: @escaping () -> Void) {
        setTransactionValue(block, forKey: TransactionKey.completionBlock)
    }

    /// `CATransaction.setValue(_:forKey:)`: sets a property of the innermost open transaction —
    /// or, outside every `begin`/`commit`, of Core Animation's implicit transaction, which commits
    /// at the end of the run-loop turn (here, when the event being handled returns or the frame
    /// commits). Nil removes it. The completion block (`TransactionKey.completionBlock`, a
    /// `() -> Void`) becomes the transaction's completion.
    public func setTransactionValue(_ value: Any?, forKey key: String) {
        if let t = animation.transactions.last { t.values[key] = value } else { animation.implicitTransactionValues[key] = value }
        guard key == TransactionKey.completionBlock else { return }
        let group = animation.transactions.last ?? animation.implicitTransaction(self)
        group.completion = (value as? () -> Void).map { b in { _ in b() } }
    }

    /// `CATransaction.value(forKey:)`: the value the innermost transaction that set `key` has —
    /// a nested transaction inherits its enclosing ones' properties, as Core Animation's do — then
    /// the implicit transaction's; nil when none set it.
    public func transactionValue(forKey key: String) -> Any? {
        for t in animation.transactions.reversed() {
            if let v = t.values[key] { return v }
        }
        return animation.implicitTransactionValues[key]
    }

    /// `CATransaction.disableActions()`: true while the current transaction disables actions.
    /// Then a property change inside an animation block is not animated, as in UIKit: a view's
    /// layer finds the block's animation through its action for the key, which Core Animation
    /// does not ask for while actions are disabled.
    public var transactionDisablesActions: Bool {
        guard !animation.transactions.isEmpty || !animation.implicitTransactionValues.isEmpty else { return false }
        return Self.flag(transactionValue(forKey: TransactionKey.disableActions))
    }

    /// `CATransaction.animationDuration()`: the current transaction's, else Core Animation's
    /// default 0.25 s. An explicit animation added with no duration of its own takes it.
    public var transactionAnimationDuration: Double {
        guard !animation.transactions.isEmpty || !animation.implicitTransactionValues.isEmpty,
            let d = numericValue(transactionValue(forKey: TransactionKey.animationDuration)), d.isFinite, d >= 0
        else { return LayerAnimation.defaultDuration }
        return d
    }

    /// `CATransaction.animationTimingFunction()`: the current transaction's (nil by default).
    /// When set, every explicit animation added to a layer takes it as its timing function.
    public var transactionAnimationTimingFunction: MediaTimingFunction? {
        guard !animation.transactions.isEmpty || !animation.implicitTransactionValues.isEmpty else { return nil }
        return transactionValue(forKey: TransactionKey.animationTimingFunction) as? MediaTimingFunction
    }

    static func flag(_ v: Any?) -> Bool { (v as? Bool) ?? (v as? NSNumber)?.boolValue ?? false }

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
