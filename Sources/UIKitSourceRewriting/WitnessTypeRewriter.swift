import SwiftSyntax

/// A property an app declares to satisfy a UIKit protocol, typed as UIKit types the requirement,
/// where the model's requirement has another type: the declaration takes the model's.
///
/// `UIViewAnimating.fractionComplete` is a `CGFloat` in UIKit; the model's
/// `ViewImplicitlyAnimating` requires a `Double` (what the animator computes with), and on Linux
/// `CGFloat` is a distinct type, so an app's animator group declaring `var fractionComplete:
/// CGFloat` would not conform, nor would a `UIViewPropertyAnimator` subclass's override of it. In
/// a type whose inheritance clause names one of the protocols (or that class),
/// the written type becomes the model's; the bodies compile unchanged, since Swift converts
/// between `CGFloat` and `Double` where an expression needs it. Only the type token changes, so
/// lines keep their numbers.
public final class WitnessTypeRewriter: SyntaxRewriter {
    /// Per protocol (as UIKit code names it): property names and the model's type for them, when
    /// UIKit's is the written one.
    static let requirements: [String: [String: (uikit: String, model: String)]] = [
        "UIViewAnimating": ["fractionComplete": ("CGFloat", "Double")],
        "UIViewImplicitlyAnimating": ["fractionComplete": ("CGFloat", "Double")],
        // A subclass's override (`override var fractionComplete: CGFloat { willSet … }`).
        "UIViewPropertyAnimator": ["fractionComplete": ("CGFloat", "Double")],
    ]

    /// The requirements in force in the type being visited.
    private var active: [[String: (uikit: String, model: String)]] = []

    public init() { super.init(viewMode: .sourceAccurate) }

    private func entering(_ clause: InheritanceClauseSyntax?) -> [String: (uikit: String, model: String)] {
        var found: [String: (uikit: String, model: String)] = [:]
        for inherited in clause?.inheritedTypes ?? [] {
            let name = inherited.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            found.merge(Self.requirements[name] ?? [:]) { a, _ in a }
        }
        return found
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        active.append(entering(node.inheritanceClause))
        defer { active.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        active.append(entering(node.inheritanceClause))
        defer { active.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        active.append(entering(node.inheritanceClause))
        defer { active.removeLast() }
        return super.visit(node)
    }
    // A nested function's or closure's locals are not members.
    public override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
        active.append([:])
        defer { active.removeLast() }
        return super.visit(node)
    }

    public override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
        guard let requirements = active.last, !requirements.isEmpty,
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let types = requirements[name],
            let annotation = node.typeAnnotation, annotation.type.trimmedDescription == types.uikit
        else { return super.visit(node) }
        let type = IdentifierTypeSyntax(name: .identifier(types.model)).with(\.leadingTrivia, annotation.type.leadingTrivia)
            .with(\.trailingTrivia, annotation.type.trailingTrivia)
        return super.visit(node.with(\.typeAnnotation, annotation.with(\.type, TypeSyntax(type))))
    }
}
