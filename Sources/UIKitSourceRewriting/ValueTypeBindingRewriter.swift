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
///
/// It also turns `class func` / `class var` into `static` in an extension of a class Apple has
/// and the model keeps as a value (`extension CGPath { class func sinPath(…) }`): members an
/// extension declares cannot be overridden, so `class` and `static` mean the same there.
public final class ValueTypeBindingRewriter: SyntaxRewriter {
    /// Reference types of Core Graphics the model keeps as values.
    public static let valueTypes: Set<String> = ["CGMutablePath"]
    /// Classes of Apple's frameworks whose model is a value type.
    public static let classesModelledAsValues: Set<String> = ["CGPath", "CGMutablePath", "UITraitCollection", "UIEvent"]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let extended = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text
            ?? node.extendedType.as(MemberTypeSyntax.self)?.name.text
        guard let extended, Self.classesModelledAsValues.contains(extended) else { return super.visit(node) }
        var decl = node
        decl.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            var item = item
            item.decl = Self.staticInsteadOfClass(item.decl)
            return item
        })
        return super.visit(decl)
    }

    private static func staticInsteadOfClass(_ decl: DeclSyntax) -> DeclSyntax {
        func swap(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
            DeclModifierListSyntax(modifiers.map { m in
                guard m.name.tokenKind == .keyword(.class) else { return m }
                return m.with(\.name, m.name.with(\.tokenKind, .keyword(.static)))
            })
        }
        if var f = decl.as(FunctionDeclSyntax.self) { f.modifiers = swap(f.modifiers); return DeclSyntax(f) }
        if var v = decl.as(VariableDeclSyntax.self) { v.modifiers = swap(v.modifiers); return DeclSyntax(v) }
        if var s = decl.as(SubscriptDeclSyntax.self) { s.modifiers = swap(s.modifiers); return DeclSyntax(s) }
        return decl
    }

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
