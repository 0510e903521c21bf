/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression (<= | == | >=) 0` at a ``Strength``.
///
/// A value type with an identity: copies of one constraint are the same constraint to a
/// ``Solver`` (as one `NSLayoutConstraint` or kiwi `Constraint` object is), while two constraints
/// built from the same expression are different ones. ``withStrength(_:)`` makes a new identity.
public struct Constraint: Sendable {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// A label for diagnostics.
    public let name: String
    private let identity: Identity

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
        self.identity = Identity()
    }

    /// The same relation at another strength: a new constraint.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// The same constraint with a name: a new constraint.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// True when `expression` satisfies `relation` at the variables' current values within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-9) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

/// The identity token shared by copies of one constraint.
final class Identity: Sendable {}

extension Constraint: Hashable {
    public static func == (a: Constraint, b: Constraint) -> Bool { a.identity === b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var s = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
        if s.isEmpty { s = "0" }
        let label = name.isEmpty ? "" : "\(name): "
        return "\(label)\(s) + \(expression.constant) \(op) 0 (\(strength))"
    }
}

/// Why a ``Solver`` call was refused. Every error leaves the solver as it was before the call.
public enum CassowaryError: Error, Sendable, Equatable {
    /// A required constraint (or a new constant of one) contradicts the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be moved by a suggestion.
    case requiredEditVariable(Variable)
    /// A coefficient, constant, strength or suggested value is NaN or infinite; `what` says which.
    case nonFinite(String)
    /// An invariant of the simplex failed (a bug, or numbers beyond double precision).
    case internalError(String)
}
