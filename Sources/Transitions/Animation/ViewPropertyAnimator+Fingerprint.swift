import Foundation
import Springs

// The state fingerprint of `ViewPropertyAnimator` (`FingerprintSchema`): the simulation's
// running property animators are hashed after the view walk.

extension FingerprintSchema {
    static let viewPropertyAnimator = FingerprintSchema(
        ViewPropertyAnimator.self,
        hashed: [
            "duration", "curve", "state", "isRunning", "reversed", "pausesOnCompletion", "scrubsLinearly", "isInterruptible",
            "isUserInteractionEnabled", "isManualHitTestingEnabled", "storedFraction", "runStart", "durationFactor", "f0", "p0",
            "segmentCurve", "pendingBlocks", "completions", "created", "hasSegment",
        ],
        excluded: [
            "simulation": "identity: the same for every object of a state",
            "observerList": "observation tokens (KVO): the app's closures, called on changes the fingerprint already hashes",
        ]
    ) { a, walk in
        walk.combine(a.state.rawValue)
        walk.combine(a.isRunning)
        walk.combine(a.isReversed)
        // storedFraction and runStart, through the fraction they give now (relative time).
        walk.combine(a.fractionComplete)
        walk.combine(a.duration)
        walk.combine(a.curve)
        for flag in [a.pausesOnCompletion, a.scrubsLinearly, a.isInterruptible, a.isUserInteractionEnabled, a.isManualHitTestingEnabled, a.hasSegment] {
            walk.combine(flag)
        }
        for x in [a.durationFactor, a.f0, a.p0] { walk.combine(x) }
        walk.combine(a.segmentCurve)
        walk.combine(a.pendingBlocks.count)
        for b in a.pendingBlocks { walk.combine(b.1) }
        walk.combine(a.completions.count)
        walk.combine(a.created.count { !$0.isRemoved })
    }
}
