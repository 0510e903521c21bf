import SwiftSyntax

/// `group.notify(queue: .main) { … }` → `group.notify(queue: TransitionsUIKit.DispatchQueue.main) { … }`
/// (and `.global(…)`): the implicit member would fit both Dispatch's queue and the simulation's,
/// and only the simulation's runs the block (nothing services Dispatch's main queue while the
/// model runs). Only a `queue:` argument of a call named `notify` (a dispatch group's or work
/// item's: TransitionsUIKit has both overloads) changes —
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
            guard arg.label?.text == "queue" else { return arg }
            var out = arg
            if let member = arg.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                // `.main`
                var qualified = member
                qualified.base = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("TransitionsUIKit.DispatchQueue")))
                out.expression = ExprSyntax(qualified)
            } else if let call = arg.expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil
            {
                // `.global()`, `.global(qos: .userInitiated)`
                var qualified = member
                qualified.base = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("TransitionsUIKit.DispatchQueue")))
                var c = call
                c.calledExpression = ExprSyntax(qualified)
                out.expression = ExprSyntax(c)
            } else {
                return arg
            }
            out.expression = out.expression.with(\.leadingTrivia, arg.expression.leadingTrivia).with(\.trailingTrivia, arg.expression.trailingTrivia)
            return out
        })
        return super.visit(call)
    }
}
