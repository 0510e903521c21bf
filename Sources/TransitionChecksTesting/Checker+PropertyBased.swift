import PropertyBased
import TransitionChecks
import Testing

extension Checker {
    /// Runs the scenario inside a Swift Testing test through swift-property-based: the library
    /// generates the choice lists (and its seed can be fixed while debugging); a failing list is
    /// shrunk with the scenario-aware shrinker and recorded with its numbered trace and replay list.
    ///
    /// Traps of swift-property-based 2.0.1 handled here: a plain `throw` inside `propertyCheck` is
    /// swallowed, so failures are recorded with `Issue.record`; its array shrinking deletes one
    /// element at a time and knows nothing about steps, so our own shrinker does the work.
    public func propertyCheck(count: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) async {
        let maxChoices = 1 + 2 * max(1, min(configuration.maxSteps, 10_000))
        await PropertyBased.propertyCheck(count: count, input: Gen.int(in: 0...1_000_000).array(of: 3...maxChoices)) { choices in
            let outcome = self.replay(choices)
            if let invariant = outcome.failedInvariant {
                Issue.record(Comment(rawValue: "\(self.shrink(choices, invariant: invariant))"), sourceLocation: sourceLocation)
            }
        }
    }
}
