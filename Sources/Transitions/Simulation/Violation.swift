/// A rule broken in a way UIKit tolerates (it logs or ignores it); recorded for the checks.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case contextCompletedTwice, contextCompletedWithoutFinishOrCancel, finishAfterComplete
        case unbalancedAppearance, unbalancedIgnoringEvents, appearanceWhileNotInTransition
        case interactionUpdateAfterCompletion, completionRanTwice
    }
    public var kind: Kind
    public var time: Double
    public var detail: String
    public var description: String { "t=\(time) \(kind.rawValue): \(detail)" }
}
