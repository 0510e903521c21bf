import SwiftSyntax

/// A call whose result is discarded — `_ = animator.interruptibleAnimator(using: ctx)`, or the call
/// alone as a statement — of a member the model declares twice, differing only in the result type:
/// the call gets UIKit's result type by coercion, `_ = (animator.interruptibleAnimator(using: ctx)
/// as UIViewImplicitlyAnimating)`.
///
/// The model's `UIViewControllerAnimatedTransitioning` has Transit's `interruptibleAnimator(using:)
/// -> ViewPropertyAnimator?` beside UIKit's `-> UIViewImplicitlyAnimating`; where the result is
/// used, its type picks one, but a discarded result leaves the call on a protocol-typed animator
/// ambiguous. UIKit code means UIKit's (it is the only one on iOS; the call is made for its side
/// effect, creating the animator). Only the parentheses and the coercion are added, so lines keep
/// their numbers.
public final class DiscardedResultRewriter: SyntaxRewriter {
    /// Members by name and argument labels, with UIKit's result type.
    static let uikitResultTypes: [String: String] = [
        "interruptibleAnimator(using:)": "UIViewImplicitlyAnimating"
    ]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            node.trailingClosure == nil,
            let type = Self.uikitResultTypes[
                member.declName.baseName.text + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"],
            Self.isDiscarded(node)
        else { return visited }
        let text = "(\(visited.trimmedDescription) as \(type))"
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Whether the call's value goes nowhere: a statement of its own, or the right side of `_ =`.
    static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
        guard let parent = call.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self) && elements[1].is(AssignmentExprSyntax.self)
                && elements[2].id == call.id
        }
        if let assignment = parent.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
            return assignment.leftOperand.is(DiscardAssignmentExprSyntax.self) && assignment.rightOperand.id == call.id
        }
        return false
    }
}
