/// Why a layout call was refused: the model records it (`Simulation.violations`) and leaves the
/// engine and every other constraint as they were. UIKit raises for most of these
/// (`NSInvalidArgumentException`, `NSGenericException`) and logs for the unsatisfiable case.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A NaN or infinite constant or multiplier (`what` names it).
    case nonFinite(what: String, constraint: String)
    /// A multiplier of 0 with a second item: UIKit's "A multiplier of 0 … creates an illegal constraint".
    case zeroMultiplier(constraint: String)
    /// Attributes of different kinds (a location and a size, an x and a y location, leading/trailing
    /// with left/right), or a location related to a constant.
    case incompatibleAttributes(constraint: String, reason: String)
    /// UIKit: "Unable to activate constraint with anchors … because they have no common ancestor."
    case noCommonAncestor(constraint: String)
    /// UIKit: "Mutating a priority from required to not on an installed constraint (or vice-versa)
    /// is not supported."
    case requiredPriorityMutation(constraint: String, from: Float, to: Float)
    /// A priority outside 1…1000 or NaN.
    case invalidPriority(constraint: String, priority: Float)
    /// A constraint references an item that has been released.
    case missingItem(constraint: String)
    /// A visual format string that cannot be parsed or built (UIKit: "Unable to parse constraint
    /// format").
    case visualFormat(format: String, reason: String)

    public var description: String {
        switch self {
        case let .nonFinite(what, c): "non-finite \(what) in \(c)"
        case let .zeroMultiplier(c): "a multiplier of 0 with a second item creates an illegal constraint: \(c)"
        case let .incompatibleAttributes(c, reason): "illegal constraint \(c): \(reason)"
        case let .noCommonAncestor(c): "Unable to activate constraint \(c) because its items have no common ancestor"
        case let .requiredPriorityMutation(c, from, to):
            "Mutating a priority from \(from) to \(to) on an installed constraint (required to not, or vice-versa) is not supported: \(c)"
        case let .invalidPriority(c, p): "priority \(p) outside 1…1000 for \(c)"
        case let .missingItem(c): "constraint \(c) refers to a released item"
        case let .visualFormat(format, reason): "Unable to parse constraint format: \(reason)\n\(format)"
        }
    }
}
