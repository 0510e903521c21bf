import SwiftSyntax

/// Removes what only the Objective-C runtime and Interface Builder read: the attributes `@objc`,
/// `@objc(name)`, `@nonobjc`, `@objcMembers`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
/// `@IBDesignable`, `@IBSegueAction`, `@GKInspectable` and the `dynamic` modifier, from every
/// declaration that can carry them, and `private`/`fileprivate` from outlets. Everything else
/// stays (`weak`, `override`, other access levels, other attributes). Removed text leaves its line breaks behind, so lines keep their numbers.
///
/// `@MainActor` on declarations goes too: UIKit's classes are main-actor isolated, the model's
/// run on the simulation's one thread and are not, so app code that isolates its own
/// transitioning delegates to the main actor would otherwise be refused where a `UIViewController`
/// subclass (isolated on iOS, not here) calls them.
///
/// An `@objc protocol` is class-bound; without `@objc` it gets `AnyObject` in its inheritance
/// clause so `weak var delegate: P?` still compiles. Optional requirements are
/// `OptionalRequirementRewriter`'s.
public final class ObjCAttributeRemover: SyntaxRewriter {
    public static let removedAttributes: Set<String> = [
        "objc", "nonobjc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable", "MainActor",
    ]
    public static let removedModifiers: Set<String> = ["dynamic"]

    public init() { super.init(viewMode: .sourceAccurate) }

    /// An app delegate's `@UIApplicationMain` / `@main` goes too: the model runs no application
    /// life cycle (the app's `main` would be `UIApplicationMain(…)`), and the files compile into a
    /// test target, whose runner has the entry point.
    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let names = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isAppDelegate = names.contains { $0 == "UIApplicationDelegate" || $0 == "UIKit.UIApplicationDelegate" }
        let attributes = isAppDelegate ? Self.removedAttributes.union(Self.entryPointAttributes) : Self.removedAttributes.union(["UIApplicationMain"])
        return super.visit(Self.strip(node, introducer: \.classKeyword, removedAttributes: attributes))
    }
    /// The entry-point attributes of an app delegate.
    public static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain"]
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.structKeyword))
    }
    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.enumKeyword))
    }
    public override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.actorKeyword))
    }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.extensionKeyword))
    }
    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let wasObjC = node.attributes.contains { $0.attributeName == "objc" }
        var decl = strip(node, introducer: \.protocolKeyword)
        if wasObjC { decl = classBound(decl) }
        return super.visit(decl)
    }
    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.funcKeyword))
    }
    /// `@MainActor () -> T` (a parameter's or property's function type) loses its `@MainActor`
    /// like the declarations do: a main-actor closure could not be called from the model's
    /// non-isolated methods it is passed through. (A closure's own `{ @MainActor in … }` stays:
    /// it runs as it says.)
    ///
    /// `@convention(block)` goes as well: a block is an Objective-C object, which Linux has not;
    /// what app code does with one (stores it, calls it) a Swift closure does the same.
    /// (`@convention(c)` stays: C function pointers are the same on Linux.)
    public override func visit(_ node: AttributedTypeSyntax) -> TypeSyntax {
        func isRemoved(_ a: AttributeListSyntax.Element) -> Bool {
            if a.attributeName == "MainActor" { return true }
            guard a.attributeName == "convention", case .attribute(let attr) = a else { return false }
            return attr.arguments?.trimmedDescription == "block"
        }
        guard node.attributes.contains(where: isRemoved) else { return super.visit(node) }
        let kept = node.attributes.filter { !isRemoved($0) }
        let removed = node.attributes.filter(isRemoved).reduce(Trivia()) { $0 + retainedTrivia(of: $1) }
        if kept.isEmpty && node.specifiers.isEmpty && node.lateSpecifiers.isEmpty {
            return visit(node.baseType.with(\.leadingTrivia, joined(removed, node.baseType.leadingTrivia)))
        }
        var out = node
        out.attributes = AttributeListSyntax(Array(kept))
        out.leadingTrivia = joined(removed, out.leadingTrivia)
        return super.visit(out)
    }
    /// An outlet (`@IBOutlet`) also loses `private`/`fileprivate`: Interface Builder connects it
    /// whatever its access, and so must whatever stands in for the storyboard here (the
    /// harness of `transit check` assigns outlets from another file).
    ///
    /// A property requirement of a protocol loses `weak`/`unowned`: Swift 4 accepted them there
    /// (with a warning: they say nothing about the conformer's storage), Swift 5 refuses them.
    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let isOutlet = node.attributes.contains { $0.attributeName == "IBOutlet" }
        var modifiers = isOutlet ? Self.removedModifiers.union(["private", "fileprivate"]) : Self.removedModifiers
        if node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true { modifiers.formUnion(["weak", "unowned"]) }
        return super.visit(Self.strip(node, introducer: \.bindingSpecifier, removedModifiers: modifiers))
    }
    public override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.initKeyword))
    }
    /// A deinit loses `isolated` (SE-0371) with the `@MainActor` it relies on: on iOS a UIKit
    /// subclass is main-actor isolated, so its `isolated deinit` is; the model's classes are not.
    public override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
        super.visit(Self.strip(node, introducer: \.deinitKeyword, removedModifiers: Self.removedModifiers.union(["isolated"])))
    }
    public override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.subscriptKeyword))
    }
    public override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.caseKeyword))
    }
    public override func visit(_ node: TypeAliasDeclSyntax) -> DeclSyntax {
        super.visit(strip(node, introducer: \.typealiasKeyword))
    }

    /// `decl` without the removed attributes and modifiers (and `extraModifiers`); their line
    /// breaks move to the next token that stays.
    static func strip<D: WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: D, introducer: WritableKeyPath<D, TokenSyntax>, removedAttributes: Set<String> = removedAttributes,
        removedModifiers: Set<String> = removedModifiers
    ) -> D {
        let removesAttribute = decl.attributes.contains { removedAttributes.contains($0.attributeName ?? "") }
        let removesModifier = decl.modifiers.contains { removedModifiers.contains($0.name.text) }
        guard removesAttribute || removesModifier else { return decl }
        var pending = Trivia()
        var attributes: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if removedAttributes.contains(element.attributeName ?? "") {
                pending += retainedTrivia(of: element)
                continue
            }
            attributes.append(pending.isEmpty ? element : element.with(\.leadingTrivia, joined(pending, element.leadingTrivia)))
            pending = []
        }
        var modifiers: [DeclModifierSyntax] = []
        for modifier in decl.modifiers {
            if removedModifiers.contains(modifier.name.text) {
                pending += retainedTrivia(of: modifier)
                continue
            }
            modifiers.append(pending.isEmpty ? modifier : modifier.with(\.leadingTrivia, joined(pending, modifier.leadingTrivia)))
            pending = []
        }
        var result = decl
        result.attributes = AttributeListSyntax(attributes)
        result.modifiers = DeclModifierListSyntax(modifiers)
        if !pending.isEmpty {
            result[keyPath: introducer] = result[keyPath: introducer].with(\.leadingTrivia, joined(pending, result[keyPath: introducer].leadingTrivia))
        }
        return result
    }

    private func strip<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D, introducer: WritableKeyPath<D, TokenSyntax>) -> D {
        Self.strip(decl, introducer: introducer)
    }

    /// The protocol with `AnyObject` added to its inheritance clause (unless it is class-bound
    /// already), on the same line.
    private func classBound(_ node: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        var decl = node
        if var clause = node.inheritanceClause {
            let names = clause.inheritedTypes.map(\.type.trimmedDescription)
            guard !names.contains("AnyObject"), !names.contains("class") else { return node }
            var types = Array(clause.inheritedTypes)
            let last = types.removeLast()
            types.append(last.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken()))
            types.append(
                InheritedTypeSyntax(
                    type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject", leadingTrivia: .space))),
                    trailingTrivia: last.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            decl.inheritanceClause = clause
        } else {
            let after: Trivia
            if let primary = node.primaryAssociatedTypeClause {
                // `protocol P<T>`: the clause goes after the primary associated types.
                after = primary.trailingTrivia
                decl.primaryAssociatedTypeClause = primary.with(\.trailingTrivia, [])
            } else {
                after = node.name.trailingTrivia
                decl.name = node.name.with(\.trailingTrivia, [])
            }
            decl.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: InheritedTypeListSyntax([
                    InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject", trailingTrivia: after))))
                ]))
        }
        return decl
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name (`objc` for `@objc(name)`), nil for an `#if` block of attributes.
    var attributeName: String? {
        if case .attribute(let attribute) = self { return attribute.attributeName.trimmedDescription }
        return nil
    }
}
