import Foundation

// The state fingerprint of the model's default animators (`FingerprintSchema`): hashed with the
// transition context that holds them, after their type's name.

extension FingerprintSchema {
    static let baseAnimator = FingerprintSchema(BaseAnimator.self, hashed: ["duration", "curve"], excluded: [:]) { a, walk in
        walk.combine(a.duration)
        walk.combine(a.curve)
    }
    static let poseAnimator = FingerprintSchema(PoseAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let slideAnimator = FingerprintSchema(SlideAnimator.self, hashed: ["direction"], excluded: [:]) { a, walk in
        walk.combine(a.direction)
    }
    static let coverVerticalAnimator = FingerprintSchema(CoverVerticalAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let crossfadeAnimator = FingerprintSchema(CrossfadeAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let zoomAnimator = FingerprintSchema(
        ZoomAnimator.self, hashed: ["sourceRect", "hiddenSource", "sourceWasHidden"],
        excluded: [
            "zoomed": "structure: the controller the transition moves, hashed with the transition",
            "options": "the app's settings: closures and drawing (the alignment closure is asked once per transition)",
            "provider": "the app's closure, asked once per transition",
        ]
    ) { a, walk in
        if let r = a.sourceRectForFingerprint { walk.combine(r) } else { walk.combine(-1) }
        walk.combine(walk.labels.label(a.hiddenSourceForFingerprint))
        walk.combine(a.sourceWasHiddenForFingerprint)
    }
}
