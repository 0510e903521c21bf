import SwiftSyntax

/// Inside an extension of `CGFloat`, `abs(x)`, `max(a, b)` and `min(a, b)` mean the standard
/// library's functions on iOS, where CoreGraphics' `CGFloat` has no members of those names. On
/// Linux, Foundation's `CGFloat` declares `static func abs` and the deprecated `static var max` /
/// `min`, which unqualified lookup inside the type finds first ("static member 'abs' cannot be
/// used on instance of type 'CGFloat'"). Such calls become `Swift.abs(x)` … when their callee is
/// the bare name (not `self.max`, not a member access, not a local function of that name). Only
/// tokens change, so lines keep their numbers.
public final class CGFloatFunctionQualifier: SyntaxRewriter {
    /// The standard library's functions that Foundation's `CGFloat` shadows on Linux.
    public static let shadowed: Set<String> = ["abs", "max", "min"]
    private var depth = 0
    /// Names the file declares as functions of its own (those calls are left alone).
    private let declared: Set<String>

    public init(file: SourceFileSyntax) {
        let finder = FunctionNameFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        declared = finder.names
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let inside = ["CGFloat", "CoreGraphics.CGFloat", "Foundation.CGFloat"].contains(node.extendedType.trimmedDescription)
        if inside { depth += 1 }
        defer { if inside { depth -= 1 } }
        return super.visit(node)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard depth > 0, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            Self.shadowed.contains(callee.baseName.text), callee.argumentNames == nil, !declared.contains(callee.baseName.text)
        else { return super.visit(node) }
        let qualified = SimulationTypeQualifier.qualified(callee, by: "Swift")
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(qualified)))
    }
}

/// The names of the functions a file declares (at any level).
private final class FunctionNameFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
