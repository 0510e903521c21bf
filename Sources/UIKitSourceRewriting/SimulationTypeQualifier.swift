import SwiftSyntax

/// In a file that imports a UIKit module and also Foundation or Dispatch, `DispatchQueue`,
/// `Timer`, `DispatchSource` and `DispatchSourceTimer` name two types (Foundation's or
/// Dispatch's and TransitionsUIKit's simulation versions); the
/// simulation's must win. Unqualified references — in types (`var timer: Timer?`) and in
/// expressions (`DispatchQueue.main`, `Timer.scheduledTimer(…)`) — become
/// `TransitionsUIKit.DispatchQueue` / `TransitionsUIKit.Timer`. (A file-private alias would do the
/// same, but it may not appear in the signature of an internal member: "method must be declared
/// fileprivate because its parameter uses a fileprivate type".) Names the files declare a type of
/// themselves are left alone. Only tokens change, so lines keep their numbers.
public final class SimulationTypeQualifier: SyntaxRewriter {
    private let names: Set<String>

    public init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard names.contains(node.name.text) else { return super.visit(node) }
        let qualified = MemberTypeSyntax(
            leadingTrivia: node.leadingTrivia,
            baseType: TypeSyntax(IdentifierTypeSyntax(name: .identifier("TransitionsUIKit"))),
            name: node.name.with(\.leadingTrivia, []).with(\.trailingTrivia, []),
            genericArgumentClause: node.genericArgumentClause,
            trailingTrivia: node.trailingTrivia)
        return TypeSyntax(qualified)
    }

    public override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard names.contains(node.baseName.text), node.argumentNames == nil, !isMemberName(node) else { return super.visit(node) }
        return ExprSyntax(Self.qualified(node, by: "TransitionsUIKit"))
    }

    /// `module.name` in place of the reference `name`, keeping its trivia.
    static func qualified(_ node: DeclReferenceExprSyntax, by module: String) -> MemberAccessExprSyntax {
        MemberAccessExprSyntax(
            leadingTrivia: node.leadingTrivia,
            base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(module))),
            period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: node.baseName.with(\.leadingTrivia, []).with(\.trailingTrivia, [])),
            trailingTrivia: node.trailingTrivia)
    }

    /// `x.Timer` (a member's name), not a reference of its own.
    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let parent = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return parent.declName.id == node.id
    }
}
