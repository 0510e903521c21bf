import SwiftSyntax

/// `group.notify(queue: .main) { … }` → `group.notify(queue: TransitionsUIKit.DispatchQueue.main) { … }`:
/// the implicit `.main` would fit both Dispatch's queue and the simulation's, and only the
/// simulation's runs the block (nothing services Dispatch's main queue while the model runs).
/// Only a `queue:` argument of a call named `notify` (a dispatch group's or work item's) changes —
/// `addObserver(forName:object:queue: .main)` names an `OperationQueue` and stays. The
/// replacement sits on the same line.
public final class MainQueueArgumentQualifier: SyntaxRewriter {
    public override init(viewMode: SyntaxTreeViewMode = .sourceAccurate) {
        super.init(viewMode: viewMode)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "notify" else { return super.visit(node) }
        var call = node
        call.arguments = LabeledExprListSyntax(node.arguments.map { arg in
            guard arg.label?.text == "queue", let member = arg.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "main"
            else { return arg }
            var out = arg
            out.expression = ExprSyntax(
                MemberAccessExprSyntax(
                    base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("TransitionsUIKit.DispatchQueue"))),
                    declName: DeclReferenceExprSyntax(baseName: .identifier("main")))
            ).with(\.leadingTrivia, arg.expression.leadingTrivia).with(\.trailingTrivia, arg.expression.trailingTrivia)
            return out
        })
        return super.visit(call)
    }
}
