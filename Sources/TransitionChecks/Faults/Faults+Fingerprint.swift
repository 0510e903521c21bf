import Foundation
import Transitions

// The state fingerprint of the seeded faults' objects (`FingerprintSchema`).

extension FingerprintSchema {
    static let faultyContainerViewController = FingerprintSchema(
        FaultyContainerViewController.self, hashed: ["fault", "animator"], excluded: [:]
    ) { c, walk in
        walk.combine(c.fault?.rawValue ?? "-")
        walk.hashLevels(c.animator)
    }
    static let faultyAnimator = FingerprintSchema(
        FaultyAnimator.self, hashed: ["fault", "duration", "keptContext", "lastPresented", "interruptible", "interruptibleContext"],
        excluded: [:]
    ) { a, walk in
        walk.combine(a.fault?.rawValue ?? "-")
        walk.combine(a.duration)
        walk.combine(a.keptContext != nil)
        walk.combine(walk.labels.label(a.lastPresented))
        walk.combine(a.interruptible != nil)
        walk.combine(a.interruptibleContext != nil)
    }
    static let lateCompletionAnimator = FingerprintSchema(LateCompletionAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let playsThroughInteraction = FingerprintSchema(PlaysThroughInteraction.self, hashed: [], excluded: [:]) { _, _ in }
    static let delayedCompletionContext = FingerprintSchema(
        DelayedCompletionContext.self, hashed: ["delay"],
        excluded: ["base": "structure: the library context it wraps is a live context, hashed itself"]
    ) { c, walk in
        walk.combine(c.delay)
    }
    static let presenterMovingDismissAnimator = FingerprintSchema(PresenterMovingDismissAnimator.self, hashed: [], excluded: [:]) { _, _ in }
}
