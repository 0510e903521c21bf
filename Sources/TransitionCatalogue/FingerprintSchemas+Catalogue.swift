import Foundation
import Transitions

extension FingerprintSchemas {
    /// The schemas of the catalogue's classes, each declared beside its type.
    static let catalogueSchemas: [FingerprintSchema] = [
        .pageSwitcherController, .pageLayerView, .labelView, .pageDotsView,
        .bouncePresentAnimator, .cardsAnimator, .dismissAnimator, .dropFromTopAnimator, .paddedSlideFadeAnimator,
        .riseFromBottomAnimator, .rotateAboutCornerAnimator, .zoomAnimator,
    ]
    /// Registers them, once: every catalogue type's initialiser reads it (a `static let` is
    /// initialised once, thread-safely; later reads cost a load).
    package static let catalogueRegistered: Void = register(catalogueSchemas)
}
