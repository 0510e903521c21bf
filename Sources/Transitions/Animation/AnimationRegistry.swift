import Foundation

/// The animation state of one simulation: the additive animations in flight, the open
/// animation blocks, keyframe and transaction stacks, the property animators, and the count of
/// layers with their own timing (while it is 0 every layer's local time is the global time).
///
/// The frame loop's `animations` phase ticks the running property animators; its `commit`
/// phase removes clock-driven animations whose time has run out and fires their completions.
final class AnimationRegistry {
    /// Every additive animation not yet removed, in creation order.
    @exclusivity(unchecked) var active: [PropertyAnimation] = []
    /// Every explicit animation (`Layer.add(_:forKey:)`) still attached, in the order added.
    @exclusivity(unchecked) var explicit: [ExplicitAnimation] = []
    /// The open animation blocks, innermost last (a property change adds to the last).
    @exclusivity(unchecked) var contexts: [AnimationContext] = []
    @exclusivity(unchecked) var propertyAnimators: [ViewPropertyAnimator] = []
    /// The running UIKit Dynamics animators (`DynamicAnimator`, weakly: the app holds them).
    @exclusivity(unchecked) var dynamicAnimators: [Weak<DynamicAnimator>] = []
    @exclusivity(unchecked) var keyframes: [KeyframeFrame] = []
    /// Open `UIView.beginAnimations` blocks, innermost last.
    @exclusivity(unchecked) var commitBlocks: [CommitAnimationBlock] = []
    /// Open `CATransaction`s, innermost last.
    @exclusivity(unchecked) var transactions: [AnimationGroup] = []
    /// The properties set outside every open transaction: Core Animation's implicit transaction,
    /// committed at the end of the run-loop turn (`endImplicitTransaction()`).
    @exclusivity(unchecked) var implicitTransactionValues: [String: Any] = [:]
    /// Core Animation's implicit transaction as a group: made the first time in a run-loop turn
    /// that an animation is added, or a completion block set, outside every open `CATransaction`;
    /// it groups every animation added during the turn (explicit transactions nest in it) and is
    /// sealed when the turn ends, so its completion block runs when they have all ended.
    @exclusivity(unchecked) var implicitGroup: AnimationGroup?
    /// The groups an animation added now belongs to: the implicit transaction's (made if need
    /// be), then the open transactions, outermost first.
    func openGroups(_ simulation: Simulation) -> [AnimationGroup] {
        let implicit = implicitTransaction(simulation)
        return transactions.isEmpty ? [implicit] : [implicit] + transactions
    }
    /// The implicit transaction's group, made if the turn has none yet.
    func implicitTransaction(_ simulation: Simulation) -> AnimationGroup {
        if let g = implicitGroup { return g }
        let g = AnimationGroup(simulation, completion: nil)
        implicitGroup = g
        return g
    }
    /// Layers whose timing differs from their parent's (see `Layer.localTime(at:)`).
    @exclusivity(unchecked) var layersWithOwnTiming = 0
    /// Bumped whenever a layer's timing or the layer tree changes: local times memoised
    /// under an older epoch are stale (`Layer.localTime(at:)`).
    @exclusivity(unchecked) var timingEpoch = 0

    /// True when a frame would move something: a clock-driven animation that can progress or a
    /// running property animator.
    var isMoving: Bool {
        active.contains { $0.canProgress } || propertyAnimators.contains { $0.isRunning }
            || (!explicit.isEmpty && explicit.contains { $0.isMoving })
    }

    /// The `animations` phase: ticks the running property animators.
    func tick() {
        for a in propertyAnimators where a.isRunning { a.tick() }
    }

    /// The `commit` phase: removes clock-driven animations whose local time has run out and
    /// fires the completions of groups that have no animation left.
    func commit() {
        var finishedGroups: [AnimationGroup] = []
        var keep: [PropertyAnimation] = []
        keep.reserveCapacity(active.count)
        for a in active {
            if !a.isRemoved, a.isClockDriven, a.progress >= 1, a.hasEnded {
                a.remove(finished: true, collect: &finishedGroups)
            }
            if !a.isRemoved { keep.append(a) }
        }
        active = keep
        if !explicit.isEmpty {
            for e in explicit { e.commit(collect: &finishedGroups) }
            explicit.removeAll { $0.isRemoved }
        }
        for g in finishedGroups { g.fireIfDone() }
        endImplicitTransaction()
    }

    /// The end of a run-loop turn (an event handled, a frame committed): the implicit
    /// transaction commits, and the properties set in it no longer apply.
    func endImplicitTransaction() {
        if !implicitTransactionValues.isEmpty { implicitTransactionValues.removeAll() }
        if let g = implicitGroup {
            implicitGroup = nil
            g.sealed = true
            g.fireIfDone()
        }
    }

    /// Drops everything without running it (see `Simulation.discardPendingWork`).
    func discardAll() {
        for a in active {
            a.layer?.animations.removeAll()
            a.groups.removeAll()
        }
        active.removeAll()
        for e in explicit { e.layer?.explicitAnimations.removeAll() }
        explicit.removeAll()
        contexts.removeAll()
        for animator in propertyAnimators { animator.discardPendingWork() }
        propertyAnimators.removeAll()
        for animator in dynamicAnimators.compactMap(\.value) { animator.discardPendingWork() }
        dynamicAnimators.removeAll()
        keyframes.removeAll()
        transactions.removeAll()
        implicitTransactionValues.removeAll()
        implicitGroup = nil
    }
}
