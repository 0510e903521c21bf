import SwiftSyntax

/// Argument-less initialisers of Foundation classes that Apple's Foundation has and Linux's
/// does not make public, replaced by the call that makes the same object there:
/// - `ProcessInfo()` → `ProcessInfo.processInfo`. On Apple platforms `ProcessInfo()` makes a
///   process-information object, and every one answers for the same process: its environment,
///   arguments, operating system version and thermal state are those `ProcessInfo.processInfo`
///   gives (apps write `ProcessInfo().environment["SIMULATOR_MODEL_IDENTIFIER"]`).
/// - `NSAttributedString()` / `NSMutableAttributedString()` → `…(string: "")`: Apple's inherit
///   NSObject's `init()`, the empty string without attributes; Linux's declare designated
///   initialisers of their own, which hide it (and an extension cannot add it back, as it would
///   override NSObject's).
///
/// Only the argument-less call of those names (or `Foundation.`-qualified) changes, and not
/// where the files declare a type of that name; the replacement is on the same line.
public final class FoundationInitializerRewriter: SyntaxRewriter {
    /// What replaces `Name()`: a static member, or the arguments of a call.
    enum Replacement { case member(String), arguments(String) }

    static let replacements: [String: Replacement] = [
        "ProcessInfo": .member("processInfo"),
        "NSAttributedString": .arguments("string: \"\""),
        "NSMutableAttributedString": .arguments("string: \"\""),
    ]

    private let declaredTypeNames: Set<String>

    /// `declaredTypeNames`: the type names the files declare themselves (left alone).
    public init(declaredTypeNames: Set<String>) {
        self.declaredTypeNames = declaredTypeNames
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.isEmpty, node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty,
            let name = Self.foundationName(node.calledExpression), !declaredTypeNames.contains(name),
            let replacement = Self.replacements[name]
        else { return super.visit(node) }
        let callee = node.calledExpression.trimmedDescription
        let text: String
        switch replacement {
        case .member(let member): text = "\(callee).\(member)"
        case .arguments(let arguments): text = "\(callee)(\(arguments))"
        }
        // A line break inside the call (`ProcessInfo(⏎)`) stays after it.
        let inside = node.trimmed.description.filter(\.isNewline).map { _ in TriviaPiece.newlines(1) }
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, Trivia(pieces: inside) + node.trailingTrivia)
    }

    /// `Name` or `Foundation.Name` (not `.init`, nor another type's member).
    static func foundationName(_ callee: ExprSyntax) -> String? {
        if let name = callee.as(DeclReferenceExprSyntax.self), name.argumentNames == nil { return name.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation"
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
