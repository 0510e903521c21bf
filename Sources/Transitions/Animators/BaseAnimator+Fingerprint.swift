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
}
