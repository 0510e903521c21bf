import SwiftSyntax

/// Turns `let` into `var` where code holds a Core Graphics reference type that the model keeps as
/// a value: `let path = CGMutablePath()` (then `path.addLine(to:)`) compiles only when `path` is
/// mutable, because the model's `CGMutablePath` is the path value `ShapePath`.
///
/// A binding qualifies when its type annotation names one of `valueTypes`, or its initialiser is
/// a call of one (`CGMutablePath()`, `CGMutablePath.init()`), or ends in `.mutableCopy()`
/// (optionally forced or defaulted with `!` / `?? …`). Only the keyword changes, so lines keep
/// their numbers. A binding list qualifies as a whole (`let a = CGMutablePath(), b = 1` becomes
/// `var`); Swift warns that `b` is never mutated, nothing more.
public final class ValueTypeBindingRewriter: SyntaxRewriter {
    /// Reference types of Core Graphics the model keeps as values.
    public static let valueTypes: Set<String> = ["CGMutablePath"]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard node.bindingSpecifier.tokenKind == .keyword(.let),
              node.bindings.contains(where: Self.holdsValueType)
        else { return super.visit(node) }
        var decl = node
        decl.bindingSpecifier = node.bindingSpecifier.with(\.tokenKind, .keyword(.var))
        return super.visit(decl)
    }

    static func holdsValueType(_ b: PatternBindingSyntax) -> Bool {
        if let type = b.typeAnnotation?.type, names(type) { return true }
        guard let value = b.initializer?.value else { return false }
        return constructs(value)
    }

    private static func names(_ type: TypeSyntax) -> Bool {
        if let id = type.as(IdentifierTypeSyntax.self) { return valueTypes.contains(id.name.text) }
        if let o = type.as(OptionalTypeSyntax.self) { return names(o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return names(o.wrappedType) }
        if let m = type.as(MemberTypeSyntax.self) { return valueTypes.contains(m.name.text) }
        return false
    }

    private static func constructs(_ expr: ExprSyntax) -> Bool {
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return constructs(f.expression) }
        if let seq = expr.as(SequenceExprSyntax.self), let first = seq.elements.first { return constructs(first) }
        if let t = expr.as(TryExprSyntax.self) { return constructs(t.expression) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression
        if let id = callee.as(DeclReferenceExprSyntax.self) { return valueTypes.contains(id.baseName.text) }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            if m.declName.baseName.text == "mutableCopy" { return true }
            if m.declName.baseName.text == "init", let base = m.base?.as(DeclReferenceExprSyntax.self) {
                return valueTypes.contains(base.baseName.text)
            }
        }
        return false
    }
}
