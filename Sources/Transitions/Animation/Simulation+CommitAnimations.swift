import Foundation

/// One open `UIView.beginAnimations(_:context:)` block: its settings, its completion group, and
/// the animation context property changes join until `commitAnimations()`.
final class CommitAnimationBlock {
    var duration = 0.2
    var delay = 0.0
    var curve: AnimationCurve = .easeInOut
    var repeatCount = 1.0
    var autoreverses = false
    let group: AnimationGroup
    var context: AnimationContext
    /// `setAnimationDelegate(_:)` (weak) and `setAnimationDidStop(_:)`: sent when the block ends.
    weak var delegate: AnyObject?
    var didStop: TypedSelector?
    /// `beginAnimations(_:context:)`'s identifier, the first argument of the did-stop selector.
    var identifier: String?

    init(group: AnimationGroup, context: AnimationContext) {
        self.group = group
        self.context = context
    }
}

extension Simulation {
    /// `UIView.beginAnimations(_:context:)`: property changes until `commitAnimations()` animate
    /// together — over 0.2 s with ease-in-out unless the block's settings say otherwise (UIKit's
    /// defaults for such blocks). Blocks nest.
    package func beginAnimationBlock(identifier: String? = nil) {
        let group = AnimationGroup(self, completion: nil)
        let block = CommitAnimationBlock(group: group, context: makeBlockContext(duration: 0.2, delay: 0, curve: .easeInOut, groups: [group]))
        block.identifier = identifier
        animation.commitBlocks.append(block)
        animation.contexts.append(block.context)
    }

    /// Changes a setting of the innermost open block (`setAnimationDuration(_:)`, `…Delay`,
    /// `…Curve`): changes made from now on take it (those made before keep theirs — UIKit reads
    /// the settings at commit; code sets them first). Outside a block: nothing, as in UIKit.
    package func configureAnimationBlock(
        duration: Double? = nil, delay: Double? = nil, curve: AnimationCurve? = nil, repeatCount: Double? = nil, autoreverses: Bool? = nil
    ) {
        guard let block = animation.commitBlocks.last else { return }
        if let duration, duration.isFinite { block.duration = max(duration, 0) }
        if let delay, delay.isFinite { block.delay = max(delay, 0) }
        if let curve { block.curve = curve }
        if let repeatCount, !repeatCount.isNaN { block.repeatCount = repeatCount > 0 ? repeatCount : 1 }
        if let autoreverses { block.autoreverses = autoreverses }
        let fresh = makeBlockContext(
            duration: block.duration, delay: block.delay, curve: block.curve, groups: [block.group], repeatCount: block.repeatCount,
            autoreverses: block.autoreverses)
        if let i = animation.contexts.lastIndex(where: { $0 === block.context }) { animation.contexts[i] = fresh }
        block.context = fresh
    }

    /// The innermost block's delegate and the selector sent to it when the block's animations end
    /// (with the block's identifier and whether they finished).
    package func setAnimationBlockDelegate(_ delegate: AnyObject?) { animation.commitBlocks.last?.delegate = delegate }
    package func setAnimationBlockDidStop(_ selector: TypedSelector?) { animation.commitBlocks.last?.didStop = selector }

    /// `UIView.commitAnimations()`: closes the innermost block; its completion runs when its
    /// animations end (on the next turn when it animated nothing). Without an open block: nothing.
    package func commitAnimationBlock() {
        guard let block = animation.commitBlocks.popLast() else { return }
        if let selector = block.didStop, let delegate = block.delegate {
            let identifier = block.identifier
            block.group.completion = { [weak delegate] finished in
                guard let delegate else { return }
                selector.invoke(on: delegate, with: identifier, and: NSNumber(value: finished))
            }
        }
        if let i = animation.contexts.lastIndex(where: { $0 === block.context }) { animation.contexts.remove(at: i) }
        block.group.sealed = true
        if block.group.pending == 0 { schedule { block.group.fireIfDone() } }
    }

    private func makeBlockContext(
        duration: Double, delay: Double, curve: AnimationCurve, groups: [AnimationGroup], repeatCount: Double = 1, autoreverses: Bool = false
    ) -> AnimationContext {
        let d = areAnimationsEnabled ? duration : 0
        return AnimationContext(
            duration: d > 0 ? d : 1e-9, delay: delay, curve: curve.resolved(duration: d), groups: groups + animation.openGroups(self),
            repeatCount: repeatCount, autoreverses: autoreverses)
    }
}
