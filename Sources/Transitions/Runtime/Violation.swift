/// A rule broken in a way UIKit tolerates (it logs or ignores it); recorded for the checks.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case contextCompletedTwice, contextCompletedWithoutFinishOrCancel, finishAfterComplete
        case unbalancedAppearance, unbalancedIgnoringEvents, appearanceWhileNotInTransition
        case interactionUpdateAfterCompletion, completionRanTwice
        /// A weak delegate (transitioning, navigation, container) was set and has been released
        /// before the transition that needed it: UIKit silently runs the default transition.
        case delegateReleased
        /// A second push, pop, select or presentation started while the same container's
        /// transition was in flight (UIKit: "nested push animation can result in corrupted
        /// navigation bar", "Attempt to present … while a presentation is in progress").
        case nestedTransition
        /// A call UIKit rejects — by raising (a view added to its own subtree, an illegal property
        /// animator call) or by logging and ignoring it (presenting from a controller that is not
        /// in a window, dismissing nothing) — refused by the model; the detail is the error.
        case rejectedCall
        /// Required constraints that cannot all hold (UIKit logs "Unable to simultaneously satisfy
        /// constraints" and breaks one): the detail names the conflicting constraints and the one
        /// broken.
        case unsatisfiableConstraints
        /// A constraint (or layout value) refused as input: NaN/∞ constant, multiplier or
        /// priority, a zero multiplier with a second item, incompatible attributes.
        case invalidConstraint
    }
    public var kind: Kind
    public var time: Double
    public var detail: String
    public var description: String { "t=\(time) \(kind.rawValue): \(detail)" }
}
