import SwiftOperators
import SwiftSyntax

/// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`: on iOS a cast from `Any` to a
/// Core Graphics struct also opens an `NSValue` that boxes one (Foundation's bridging); Linux
/// Foundation does not bridge, so the cast would be nil for the keyboard's frame, a KVO change's
/// boxed value or an animation's `fromValue`. The cast becomes a call that does both:
/// `_transitBridged(userInfo[…], as: CGRect.self)` (and `as!` → the same, force-unwrapped) for
/// `CGRect`, `CGPoint`, `CGSize`, `CGAffineTransform` and `CATransform3D`.
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
        guard Self.bridgedTypes.contains(type), let mark = node.questionOrExclamationMark else { return super.visit(node) }
        let operand = visit(node.expression)
        let call = "_transitBridged(\(operand.trimmedDescription), as: \(type).self)" + (mark.tokenKind == .exclamationMark ? "!" : "")
        return expression(call).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func containsBridgedCast(_ node: SequenceExprSyntax) -> Bool {
        let elements = Array(node.elements)
        for (i, e) in elements.enumerated() {
            guard let cast = e.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil, i + 1 < elements.count,
                let type = elements[i + 1].as(TypeExprSyntax.self)
            else { continue }
            if Self.bridgedTypes.contains(type.type.trimmedDescription) { return true }
        }
        return false
    }
}
