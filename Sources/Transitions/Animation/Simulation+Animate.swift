import Springs

extension Simulation {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Property changes inside `animations` become additive animations. `completion(finished)` runs
    /// when all of them end (true) or when one is removed early (false); with no animation it runs
    /// on the next turn of the event loop with `true`, as UIKit does.
    ///
    /// `repeatCount` and `autoreverses` are the `.repeat` and `.autoreverse` options: the
    /// animations play `repeatCount` times (`.infinity`: until removed — the completion then
    /// runs only on removal, with false), each forward then, autoreversing, back; afterwards the
    /// views show their new values (`PropertyAnimation`).
    public func animate(
        duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut, repeatCount: Double = 1, autoreverses: Bool = false,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let d = areAnimationsEnabled && duration.isFinite && duration > 0 ? duration : 0
        let group = AnimationGroup(self, completion: completion)
        let groups = [group] + animation.openGroups(self)
        let ctx = AnimationContext(
            duration: d, delay: delay.isFinite && delay > 0 ? delay : 0,
            curve: curve.resolved(duration: d), groups: groups, repeatCount: repeatCount.isNaN ? 1 : repeatCount, autoreverses: autoreverses)
        if d == 0 {
            animations()  // applied at once, no animation
        } else {
            animation.contexts.append(ctx)
            animations()
            animation.contexts.removeLast()
        }
        group.sealed = true
        if group.pending == 0 { schedule { group.fireIfDone() } }
    }

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): inside an
    /// animation block, the changes `body` makes repeat `count` times (autoreversing or not);
    /// outside one, they apply at once.
    public func modifyAnimations(repeatCount count: Double, autoreverses: Bool, _ body: () -> Void) {
        guard let top = animation.contexts.last else { return body() }
        animation.contexts.append(top.repeating(count.isNaN ? 1 : count, autoreverses: autoreverses))
        body()
        animation.contexts.removeLast()
    }

    /// `UIView.performWithoutAnimation`: changes inside are not animated even within a block.
    public func performWithoutAnimation(_ body: () -> Void) {
        let saved = animation.contexts
        animation.contexts = []
        body()
        animation.contexts = saved
    }

    /// `UIView.animateKeyframes`: `animations` calls `addKeyframe` to lay out the keyframes.
    public func animateKeyframes(
        duration: Double, delay: Double = 0, animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        let group = AnimationGroup(self, completion: completion)
        animation.keyframes.append(
            KeyframeFrame(
                duration: d, delay: max(0, delay.isFinite ? delay : 0),
                groups: [group] + animation.openGroups(self)))
        animations()
        animation.keyframes.removeLast()
        group.sealed = true
        if group.pending == 0 { schedule { group.fireIfDone() } }
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration length: Double, animations: () -> Void) {
        guard let frame = animation.keyframes.last else {
            animations()
            return
        }
        let s = min(max(start.isNaN ? 0 : start, 0), 1)
        let l = min(max(length.isNaN ? 0 : length, 0), 1 - s)
        if frame.duration == 0 || l == 0 {
            // A zero-length keyframe applies its values at its start: model it as an instant step.
            let ctx = AnimationContext(duration: 1e-9, delay: frame.delay + s * frame.duration, curve: .linear, groups: frame.groups)
            animation.contexts.append(ctx)
            animations()
            animation.contexts.removeLast()
            return
        }
        let ctx = AnimationContext(
            duration: l * frame.duration, delay: frame.delay + s * frame.duration,
            curve: .linear, groups: frame.groups)
        animation.contexts.append(ctx)
        animations()
        animation.contexts.removeLast()
    }
}

struct KeyframeFrame {
    let duration: Double
    let delay: Double
    let groups: [AnimationGroup]
}
