import SwiftOperators
import SwiftSyntax

/// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`: on iOS a cast from `Any` to a
/// Core Graphics struct also opens an `NSValue` that boxes one (Foundation's bridging); Linux
/// Foundation does not bridge, so the cast would be nil for the keyboard's frame, a KVO change's
/// boxed value or an animation's `fromValue`. The cast becomes a call that does both:
/// `_transitBridged(userInfo[…], as: CGRect.self)` (and `as!` → the same, force-unwrapped) for
/// `CGRect`, `CGPoint`, `CGSize`, `CGAffineTransform` and `CATransform3D`.
///
/// `x as NSNumber` (a coercion: Foundation boxes a Swift number or `Bool`; Linux Foundation does
/// so only for literals) becomes `_transitNumber(x)`, overloaded for integers, floating-point
/// numbers, `CGFloat` and `Bool` (an implicitly unwrapped operand is unwrapped by the call, as
/// the coercion unwraps it on iOS). A literal operand stays as written.
///
/// A sequence holding such a cast is folded with Swift's operator precedences first, so the cast
/// applies to what it applies to in Swift (`a ?? b as? CGRect` casts `b`). Only text within the
/// line is added, so lines keep their numbers.
public final class ValueBridgeCastRewriter: SyntaxRewriter {
    static let bridgedTypes: Set<String> = ["CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CATransform3D"]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        guard containsBridgedCast(node), let folded = try? OperatorTable.standardOperators.foldSingle(node) else { return super.visit(node) }
        return visit(folded)
    }

    /// A folded cast (`x as? CGRect`), or one the parser made directly.
    public override func visit(_ node: AsExprSyntax) -> ExprSyntax {
        let type = node.type.trimmedDescription
        if type == "NSNumber", node.questionOrExclamationMark == nil, !Self.isLiteral(node.expression) {
            let operand = visit(node.expression)
            return expression("_transitNumber(\(operand.trimmedDescription))").with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        guard Self.bridgedTypes.contains(type), let mark = node.questionOrExclamationMark else { return super.visit(node) }
        let operand = visit(node.expression)
        let call = "_transitBridged(\(operand.trimmedDescription), as: \(type).self)" + (mark.tokenKind == .exclamationMark ? "!" : "")
        return expression(call).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// A number or Boolean literal, possibly negated (`-1 as NSNumber` bridges on Linux too).
    static func isLiteral(_ expr: ExprSyntax) -> Bool {
        var e = expr
        if let p = e.as(PrefixOperatorExprSyntax.self) { e = p.expression }
        return e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
    }

    private func containsBridgedCast(_ node: SequenceExprSyntax) -> Bool {
        let elements = Array(node.elements)
        for (i, e) in elements.enumerated() {
            guard let cast = e.as(UnresolvedAsExprSyntax.self), i + 1 < elements.count,
                let type = elements[i + 1].as(TypeExprSyntax.self)
            else { continue }
            if cast.questionOrExclamationMark == nil {
                if type.type.trimmedDescription == "NSNumber" { return true }
                continue
            }
            if Self.bridgedTypes.contains(type.type.trimmedDescription) { return true }
        }
        return false
    }
}
