import Foundation
import Transitions

// The state fingerprint of the articles' animators (`FingerprintSchema`): hashed with the
// transition context that holds them, after their type's name.

extension FingerprintSchema {
    static let bouncePresentAnimator = FingerprintSchema(BouncePresentAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let cardsAnimator = FingerprintSchema(CardsAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let dismissAnimator = FingerprintSchema(
        DismissAnimator.self, hashed: ["cached", "cachedContext"], excluded: [:]
    ) { a, walk in
        // The interruptible animator it vends once per context (the simulation's property
        // animators are hashed themselves): whether one is cached, and for a live context.
        walk.combine(a.cached != nil)
        walk.combine(a.cachedContext != nil)
    }
    static let dropFromTopAnimator = FingerprintSchema(DropFromTopAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let paddedSlideFadeAnimator = FingerprintSchema(PaddedSlideFadeAnimator.self, hashed: ["padding"], excluded: [:]) { a, walk in
        walk.combine(a.padding)
    }
    static let riseFromBottomAnimator = FingerprintSchema(RiseFromBottomAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let rotateAboutCornerAnimator = FingerprintSchema(RotateAboutCornerAnimator.self, hashed: [], excluded: [:]) { _, _ in }
    static let zoomAnimator = FingerprintSchema(ZoomAnimator.self, hashed: ["sourceRect"], excluded: [:]) { a, walk in
        walk.combine(a.sourceRect)
    }
}
