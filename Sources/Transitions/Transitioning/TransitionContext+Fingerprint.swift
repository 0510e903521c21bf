import Foundation

// The state fingerprint and census membership of `TransitionContext` and its coordinator
// (`FingerprintSchema`): live contexts are hashed after the view walk, with the animator and
// the interaction controller they hold.

extension FingerprintSchema {
    static let transitionContext = FingerprintSchema(
        TransitionContext.self, census: .context,
        hashed: [
            "kind", "containerView", "isAnimated", "isInteractive", "presentationStyle", "transitionWasCancelled",
            "isComplete", "didComplete", "percentComplete", "isInFlight", "pendingOutcome", "completionCalls", "fromVC",
            "toVC", "fromView", "toView", "frames", "animator", "alongsideAnimations", "alongsideCompletions", "interactionChangeHandlers",
            "alongsideStarted", "interactionController", "drivenAnimator", "interactionDecided", "endsIgnoring",
        ],
        excluded: [
            "simulation": "identity: the same for every object of a state",
            "startFrame": "absolute frame: the frame checks compare it with the current frame only to skip a transition's first frame, and every later frame passes (the scenario hashes its tracks' frame counts itself)",
            "id": "identity: a creation counter (how many contexts came before, not this state)",
            "onComplete": "a closure: which one is decided by the kind and the controllers, hashed",
            "presentation": "structure: the presented controller's presentation controller, hashed with that controller",
            "coordinator": "created on demand; holds the context weakly and its own alongside blocks (hashed here by count)",
        ]
    ) { c, walk in
        walk.combine(c.kind.rawValue)
        walk.combine(walk.labels.label(c.fromVC))
        walk.combine(walk.labels.label(c.toVC))
        for flag in [c.isComplete, c.didComplete, c.isInteractive, c.transitionWasCancelled, c.isInFlight, c.interactionDecided] { walk.combine(flag) }
        walk.combine(c.pendingOutcome.map { $0 ? 1 : 0 } ?? 2)
        walk.combine(c.completionCalls)
        walk.combine(c.percentComplete)
        walk.combine(walk.labels.label(c.containerView))
        walk.combine(c.isAnimated)
        walk.combine(c.presentationStyle.rawValue)
        walk.combine(walk.labels.label(c.fromView))
        walk.combine(walk.labels.label(c.toView))
        var frames: [(Int, CGRect, CGRect)] = []
        for (id, f) in c.frames {
            let label = [c.fromVC, c.toVC].first { ObjectIdentifier($0) == id }.map { walk.labels.label($0) } ?? -1
            frames.append((label, f.initial, f.final))
        }
        frames.sort { $0.0 < $1.0 }
        for (l, i, f) in frames {
            walk.combine(l)
            walk.combine(i)
            walk.combine(f)
        }
        walk.combine(frames.count)
        walk.combine(c.alongsideAnimations.count)
        walk.combine(c.alongsideCompletions.count)
        walk.combine(c.interactionChangeHandlers.count)
        walk.combine(c.alongsideStarted)
        walk.combine(c.drivenAnimator != nil)
        walk.combine(c.endsIgnoring)
        walk.combine(typeOf: c.animator)
        if let a = c.animator { walk.hashLevels(a) }
        // The interaction controller decides finish or cancel; once it has (interactionDecided),
        // what it still does — the completion — runs as animations and property animators,
        // hashed themselves.
        if !c.interactionDecided {
            walk.combine(typeOf: c.interactionController)
            if let i = c.interactionController { walk.hashLevels(i) }
        }
    }
}

extension FingerprintSchema {
    static let transitionCoordinator = FingerprintSchema(
        TransitionCoordinator.self, hashed: [],
        excluded: [
            "context": "structure: the coordinator belongs to its context, hashed there",
            "containerView": "structure: the context's container view, hashed with the context",
        ]
    ) { _, _ in }
}

extension FingerprintSchema {
    static let percentDrivenInteractiveTransition = FingerprintSchema(
        PercentDrivenInteractiveTransition.self,
        hashed: [
            "storedPercent", "storedDuration", "completionSpeed", "completionCurve", "wantsInteractiveStart",
            "propertyAnimator", "observer", "transitionAnimations", "pending", "explicitAnimator",
        ],
        excluded: [
            "context": "structure: the interaction controller is hashed with its context",
            "animator": "structure: the context's animator, hashed with the context",
            "baseTime": "absolute layer time at the start; the scrubbed progress (storedPercent) and the animations' offsets are hashed",
        ]
    ) { p, walk in
        for x in [p.storedPercent, p.storedDuration, p.completionSpeed] { walk.combine(x) }
        walk.combine(p.completionCurve)
        walk.combine(p.wantsInteractiveStart)
        walk.combine(p.propertyAnimator != nil)
        walk.combine(p.observer != nil)
        walk.combine(p.transitionAnimations.count)
        walk.combine(p.pending.map { $0 ? 1 : 0 } ?? 2)
        walk.combine(typeOf: p.explicitAnimator)
    }
}

extension FingerprintSchema {
    static let pinchDismissInteraction = FingerprintSchema(
        PinchDismissInteraction.self, hashed: ["scaleDistance", "handoff"], excluded: [:]
    ) { p, walk in
        for x in [p.scaleDistance, p.handoff.completionThreshold, p.handoff.flingSpeed] { walk.combine(x) }
    }
}

extension FingerprintSchema {
    static let swipeDismissInteraction = FingerprintSchema(
        SwipeDismissInteraction.self,
        hashed: ["wantsInteractiveStart", "handoff", "dampingRatio", "driver", "pendingTranslation", "pendingEnd", "explicitAnimator"],
        excluded: [
            "context": "structure: the interaction controller is hashed with its context",
            "animator": "structure: the context's animator, hashed with the context",
        ]
    ) { s, walk in
        walk.combine(s.wantsInteractiveStart)
        for x in [s.handoff.completionThreshold, s.handoff.flingSpeed, s.dampingRatio, s.pendingTranslation] { walk.combine(x) }
        walk.combine(s.driver != nil)
        if let e = s.pendingEnd {
            walk.combine("\(e.state)")
            walk.combine(e.translation)
            walk.combine(e.velocity)
            walk.combine(e.location)
        } else {
            walk.combine(-1)
        }
        walk.combine(typeOf: s.explicitAnimator)
    }
}
