import SwiftSyntax

/// `ProcessInfo()` → `ProcessInfo.processInfo`. On Apple platforms `ProcessInfo()` makes a
/// process-information object, and every one answers for the same process: its environment,
/// arguments, operating system version and thermal state are those `ProcessInfo.processInfo`
/// gives (apps write `ProcessInfo().environment["SIMULATOR_MODEL_IDENTIFIER"]`). Linux
/// Foundation's initialiser is not public, so the call becomes the shared object, which answers
/// the same. Only the argument-less call of `ProcessInfo` (or `Foundation.ProcessInfo`) changes,
/// and not where the files declare a type of that name; the replacement is on the same line.
public final class ProcessInfoInitializerRewriter: SyntaxRewriter {
    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.isEmpty, node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty,
            Self.namesProcessInfo(node.calledExpression)
        else { return super.visit(node) }
        let text = node.calledExpression.trimmedDescription + ".processInfo"
        // A line break inside the call (`ProcessInfo(⏎)`) stays after it.
        let inside = node.trimmed.description.filter(\.isNewline).map { _ in TriviaPiece.newlines(1) }
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, Trivia(pieces: inside) + node.trailingTrivia)
    }

    /// `ProcessInfo` or `Foundation.ProcessInfo` (not `.init`, nor another type's member).
    static func namesProcessInfo(_ callee: ExprSyntax) -> Bool {
        if let name = callee.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "ProcessInfo" && name.argumentNames == nil }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "ProcessInfo",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation"
        {
            return true
        }
        return false
    }
}
