import Foundation

// The state fingerprint of the gesture recognizers (`FingerprintSchema`), hashed with the view
// they are attached to. A recognizer's tracking values (touch-down point, samples, translation,
// timers) matter only while a gesture is in progress — touches tracked or a state other than
// possible/ended/failed/cancelled — and are reset when the next one begins; they are hashed
// then, and otherwise left out (`isInProgress`).

extension GestureRecognizer {
    /// A gesture is under way: its tracking values decide what the next touches do.
    var isInProgress: Bool { !trackedTouches.isEmpty || currentState == .began || currentState == .changed || deferredState != nil }
}

extension FingerprintSchema {
    static let gestureRecognizer = FingerprintSchema(
        GestureRecognizer.self,
        hashed: [
            "currentState", "isEnabled", "delegate", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
            "requiresExclusiveTouchType", "refused", "targetActions", "failureRequirements", "trackedTouches", "deferredState", "location",
        ],
        excluded: [
            "view": "structure: a recognizer is hashed with the view it is attached to",
            "name": "identity: a label for debugging",
            "navigationOwner": "structure: set once, on a navigation controller's interactive pop recognizer, to that controller",
            "arbiter": "transient: set only while a touch sequence is delivered, within one frame",
            "isInTouchesCall": "transient: true only inside one touches… call",
            "actionsPending": "transient: actions due at the end of one touches… call",
        ]
    ) { r, walk in
        walk.combine(r.isEnabled)
        walk.combine(r.currentState.rawValue)
        walk.combine(typeOf: r.delegate)
        for flag in [r.cancelsTouchesInView, r.delaysTouchesBegan, r.delaysTouchesEnded, r.requiresExclusiveTouchType, r.refused] { walk.combine(flag) }
        walk.combine(r.targetActions.matching().count)
        walk.combine(r.failureRequirements.map { $0.value.map { walk.labels.label($0.view) } ?? -2 })
        guard r.isInProgress else { return }
        walk.combine(r.trackedTouches.count)
        walk.combine(r.deferredState?.rawValue ?? -1)
        walk.combine(r.location)
    }
}

extension FingerprintSchema {
    static let translationGestureRecognizer = FingerprintSchema(
        TranslationGestureRecognizer.self, hashed: ["translation", "velocity", "offset", "start", "samples"], excluded: [:]
    ) { r, walk in
        guard r.isInProgress else { return }
        for p in [r.translation, r.velocity, r.offset, r.start] { walk.combine(p) }
        walk.combine(r.samples.count)
        for s in r.samples {
            walk.combine((r.view?.simulation.now ?? 0) - s.time)
            walk.combine(s.point)
        }
    }
}

extension FingerprintSchema {
    static let panGestureRecognizer = FingerprintSchema(
        PanGestureRecognizer.self, hashed: ["minimumNumberOfTouches", "maximumNumberOfTouches"], excluded: [:]
    ) { r, walk in
        walk.combine(r.minimumNumberOfTouches)
        walk.combine(r.maximumNumberOfTouches)
    }
}

extension FingerprintSchema {
    static let screenEdgePanGestureRecognizer = FingerprintSchema(ScreenEdgePanGestureRecognizer.self, hashed: ["edges"], excluded: [:]) { r, walk in
        walk.combine(Int(r.edges.rawValue))
    }
}

extension FingerprintSchema {
    static let pinchGestureRecognizer = FingerprintSchema(
        PinchGestureRecognizer.self, hashed: ["scale", "velocity", "startDistance", "lastSample"], excluded: [:]
    ) { r, walk in
        guard r.isInProgress else { return }
        for x in [r.scale, r.velocity, r.startDistance] { walk.combine(x) }
        if let s = r.lastSample {
            walk.combine((r.view?.simulation.now ?? 0) - s.time)
            walk.combine(s.scale)
        }
    }
}

extension FingerprintSchema {
    static let tapGestureRecognizer = FingerprintSchema(
        TapGestureRecognizer.self, hashed: ["numberOfTapsRequired", "numberOfTouchesRequired", "downAt", "maxTouches", "nextTapTimer"],
        excluded: [:]
    ) { r, walk in
        walk.combine(r.numberOfTapsRequired)
        walk.combine(r.numberOfTouchesRequired)
        walk.combine(r.nextTapTimer != nil)
        guard r.isInProgress || r.nextTapTimer != nil else { return }
        walk.combine(r.downAt.count)
        walk.combine(r.maxTouches)
    }
}

extension FingerprintSchema {
    static let longPressGestureRecognizer = FingerprintSchema(
        LongPressGestureRecognizer.self,
        hashed: ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired", "numberOfTapsRequired", "downAt", "timer"],
        excluded: [:]
    ) { r, walk in
        for x in [r.minimumPressDuration, r.allowableMovement] { walk.combine(x) }
        walk.combine(r.numberOfTouchesRequired)
        walk.combine(r.numberOfTapsRequired)
        walk.combine(r.timer != nil)
        guard r.isInProgress || r.timer != nil else { return }
        walk.combine(r.downAt)
    }
}

extension FingerprintSchema {
    static let swipeGestureRecognizer = FingerprintSchema(
        SwipeGestureRecognizer.self, hashed: ["direction", "numberOfTouchesRequired", "downAt", "downTime"], excluded: [:]
    ) { r, walk in
        walk.combine(Int(r.direction.rawValue))
        walk.combine(r.numberOfTouchesRequired)
        guard r.isInProgress else { return }
        walk.combine(r.downAt)
        walk.combine((r.view?.simulation.now ?? 0) - r.downTime)
    }
}
