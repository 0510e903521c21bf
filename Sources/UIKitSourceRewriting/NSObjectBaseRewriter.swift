import Foundation
import SwiftSyntax

/// A class that derives from `NSObject` itself derives from `UIKitNSObject` instead: Foundation's
/// `NSObject` plus the Objective-C runtime methods UIKit code overrides and Linux Foundation's
/// `NSObject` lacks (`awakeFromNib`, `responds(to:)`, `forwardingTarget(for:)` — the weak proxy
/// that breaks a display link's retain cycle —, `observeValue(forKeyPath:…)`, `awakeAfter(using:)`,
/// `prepareForInterfaceBuilder`). With it, `override` and `super.` calls on those methods compile
/// and the model calls them (forwarding, string-keyed KVO, nib loading).
///
/// A class that also declares `Sendable` keeps `NSObject` (a Sendable class may inherit only
/// from `NSObject`); `KeyValueObserverRewriter` handles its `observeValue`. Only the
/// superclass's name changes, with its trivia, so lines keep their numbers.
public final class NSObjectBaseRewriter: SyntaxRewriter {
    /// The spellings of Objective-C's root class in an inheritance clause.
    static let nsObjectSpellings: Set<String> = ["NSObject", "Foundation.NSObject", "ObjectiveC.NSObject"]
    /// What those classes derive from instead (declared by the model, re-exported by TransitionsUIKit).
    static let base = "UIKitNSObject"

    /// Classes declared `Sendable` anywhere in the files (`extension X: Sendable {}` too).
    private let sendableClasses: Set<String>

    public init(sendableClasses: Set<String> = []) {
        self.sendableClasses = sendableClasses
        super.init(viewMode: .sourceAccurate)
    }

    /// `Sendable` or `@unchecked Sendable` (qualified or not).
    static func isSendable(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription.replacingOccurrences(of: "@unchecked", with: "").trimmingCharacters(in: .whitespaces)
        return text == "Sendable" || text == "Swift.Sendable"
    }

    /// `recognizer.value(forKey: "targets") as? [NSObject]` (or `[AnyObject]`): the full-screen
    /// pop gesture's way to the navigation controller's private target. Reading `"target"` from an
    /// element needs key-value coding, which Linux's `NSObject` and `AnyObject` lack; the elements
    /// are `UIKitNSObject`s (`GestureRecognizerTarget`), so the cast names that type.
    public override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let typeExpr = elements[2].as(TypeExprSyntax.self),
            let array = typeExpr.type.as(ArrayTypeSyntax.self), ["NSObject", "AnyObject"].contains(array.element.trimmedDescription),
            Self.readsPrivateTargets(elements[0])
        else { return super.visit(node) }
        let element = array.element
        let replaced = array.with(\.element, TypeSyntax(IdentifierTypeSyntax(name: .identifier(Self.base)))
            .with(\.leadingTrivia, element.leadingTrivia).with(\.trailingTrivia, element.trailingTrivia))
        var out = elements
        out[2] = ExprSyntax(typeExpr.with(\.type, TypeSyntax(replaced)))
        return super.visit(node.with(\.elements, ExprListSyntax(out)))
    }

    /// `….value(forKey: "targets")` (through `?` chains too).
    static func readsPrivateTargets(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "value", call.arguments.count == 1,
            let arg = call.arguments.first, ["forKey", "forKeyPath"].contains(arg.label?.text ?? ""),
            let literal = arg.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        return literal.segments.trimmedDescription == "targets"
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard var clause = node.inheritanceClause, let first = clause.inheritedTypes.first,
            Self.nsObjectSpellings.contains(first.type.trimmedDescription),
            !clause.inheritedTypes.contains(where: { Self.isSendable($0.type) }), !sendableClasses.contains(node.name.text)
        else { return super.visit(node) }
        var replaced = first
        replaced.type = TypeSyntax(
            IdentifierTypeSyntax(name: .identifier(Self.base))
                .with(\.leadingTrivia, first.type.leadingTrivia).with(\.trailingTrivia, first.type.trailingTrivia))
        clause.inheritedTypes = InheritedTypeListSyntax([replaced] + clause.inheritedTypes.dropFirst())
        var decl = node
        decl.inheritanceClause = clause
        return super.visit(decl)
    }
}
