/// `coefficient · variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ cᵢ·vᵢ + constant`.
///
/// Built with the ordinary operators: `x + 2 * y - 10`. Terms keep the order they were written
/// in; the solver combines repeated variables when it reads a constraint.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ term: Term) { self.init([term]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression's value at the variables' current ``Variable/value``s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// True when every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

// MARK: - Conversions used by the operators

/// Anything that reads as a linear expression: `Variable`, `Term`, `Expression`.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}
extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}
extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

// MARK: - Arithmetic

public func * (c: Double, v: Variable) -> Term { Term(v, c) }
public func * (v: Variable, c: Double) -> Term { Term(v, c) }
public func / (v: Variable, c: Double) -> Term { Term(v, 1 / c) }
public func * (c: Double, t: Term) -> Term { Term(t.variable, c * t.coefficient) }
public func * (t: Term, c: Double) -> Term { Term(t.variable, c * t.coefficient) }
public func / (t: Term, c: Double) -> Term { Term(t.variable, t.coefficient / c) }
public prefix func - (v: Variable) -> Term { Term(v, -1) }
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }

public func * (c: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, c * $0.coefficient) }, constant: c * e.constant)
}
public func * (e: Expression, c: Double) -> Expression { c * e }
public func / (e: Expression, c: Double) -> Expression { (1 / c) * e }
public prefix func - (e: Expression) -> Expression { -1 * e }

public func + <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(a: A, b: B) -> Expression {
    let l = a.linearExpression, r = b.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}
public func - <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(a: A, b: B) -> Expression {
    let l = a.linearExpression, r = b.linearExpression
    return Expression(l.terms + r.terms.map { Term($0.variable, -$0.coefficient) }, constant: l.constant - r.constant)
}
public func + <A: LinearExpressionConvertible>(a: A, c: Double) -> Expression {
    let l = a.linearExpression
    return Expression(l.terms, constant: l.constant + c)
}
public func + <A: LinearExpressionConvertible>(c: Double, a: A) -> Expression { a + c }
public func - <A: LinearExpressionConvertible>(a: A, c: Double) -> Expression { a + (-c) }
public func - <A: LinearExpressionConvertible>(c: Double, a: A) -> Expression { (-1 * a.linearExpression) + c }

// MARK: - Relations

/// `a == b` as a required constraint `a - b == 0`.
public func == <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(a: A, b: B) -> Constraint {
    Constraint(a - b, .equal)
}
public func <= <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(a: A, b: B) -> Constraint {
    Constraint(a - b, .lessThanOrEqual)
}
public func >= <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(a: A, b: B) -> Constraint {
    Constraint(a - b, .greaterThanOrEqual)
}
public func == <A: LinearExpressionConvertible>(a: A, c: Double) -> Constraint { Constraint(a - c, .equal) }
public func <= <A: LinearExpressionConvertible>(a: A, c: Double) -> Constraint { Constraint(a - c, .lessThanOrEqual) }
public func >= <A: LinearExpressionConvertible>(a: A, c: Double) -> Constraint { Constraint(a - c, .greaterThanOrEqual) }
public func == <A: LinearExpressionConvertible>(c: Double, a: A) -> Constraint { Constraint(c - a, .equal) }
public func <= <A: LinearExpressionConvertible>(c: Double, a: A) -> Constraint { Constraint(c - a, .lessThanOrEqual) }
public func >= <A: LinearExpressionConvertible>(c: Double, a: A) -> Constraint { Constraint(c - a, .greaterThanOrEqual) }
