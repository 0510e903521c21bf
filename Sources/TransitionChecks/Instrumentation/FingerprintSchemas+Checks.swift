import Foundation
import Transitions

extension FingerprintSchemas {
    /// The schemas of this module's model classes (the scenarios' pages, the seeded faults'
    /// objects), each declared beside its type.
    static let checksSchemas: [FingerprintSchema] = [
        .namedPage, .faultyContainerViewController, .faultyAnimator, .lateCompletionAnimator, .playsThroughInteraction,
        .delayedCompletionContext, .presenterMovingDismissAnimator,
    ]
    /// Registers them, once: the types' initialisers read it.
    static let checksRegistered: Void = register(checksSchemas)
}
