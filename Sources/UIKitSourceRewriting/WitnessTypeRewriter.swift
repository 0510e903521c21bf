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
    /// The enclosing types' names (a nested type's conformance names its path).
    private var typePath: [String] = []
    /// Types adopting `UIViewAnimating`/`UIViewImplicitlyAnimating` (directly, or in an
    /// extension) that implement `continueAnimation(withTimingParameters:durationFactor:)`, one of
    /// `UIViewImplicitlyAnimating`'s optional members: the rewrite declares their conformance to
    /// `UIKitAnimationContinuing` after the file, so a call through the protocol reaches the app's
    /// implementation (the model's protocol cannot name UIKit's timing-parameter type).
    public private(set) var continuingTypes: [String] = []

    /// Whether `members` declare `continueAnimation(withTimingParameters:durationFactor:)`.
    private static func declaresContinuation(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { item in
            guard let f = item.decl.as(FunctionDeclSyntax.self), f.name.text == "continueAnimation" else { return false }
            let labels = f.signature.parameterClause.parameters.map(\.firstName.text)
            return labels == ["withTimingParameters", "durationFactor"]
        }
    }

    private func noteContinuation(_ clause: InheritanceClauseSyntax?, _ members: MemberBlockItemListSyntax, name: String) {
        guard localDepth == 0, !entering(clause).isEmpty, Self.declaresContinuation(members) else { return }
        // A property-animator subclass overrides UIKit's own method (the model's animator has it).
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
        guard !inherited.contains("UIViewPropertyAnimator") else { return }
        continuingTypes.append((typePath + [name]).joined(separator: "."))
    }

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
        noteContinuation(node.inheritanceClause, node.memberBlock.members, name: node.name.text)
        active.append(entering(node.inheritanceClause))
        typePath.append(node.name.text)
        defer { active.removeLast(); typePath.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        active.append(entering(node.inheritanceClause))
        typePath.append(node.name.text)
        defer { active.removeLast(); typePath.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        typePath.append(node.name.text)
        defer { typePath.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        if typePath.isEmpty {
            noteContinuation(node.inheritanceClause, node.memberBlock.members, name: node.extendedType.trimmedDescription)
        }
        active.append(entering(node.inheritanceClause))
        defer { active.removeLast() }
        return super.visit(node)
    }
    // A nested function's or closure's locals are not members.
    public override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
        active.append([:])
        localDepth += 1
        defer { active.removeLast(); localDepth -= 1 }
        return super.visit(node)
    }
    public override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        localDepth += 1
        defer { localDepth -= 1 }
        return super.visit(node)
    }
    /// Inside a function body or closure: a type declared there is local, and no extension after
    /// the file can name it.
    private var localDepth = 0

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
