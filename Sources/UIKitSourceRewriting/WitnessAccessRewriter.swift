import SwiftSyntax

/// A class that adopts a UIKit protocol and implements one of its optional requirements with
/// less access than Swift asks of the model's: a `public` (or `open`) class's method becomes
/// `public`, another class's `private` or `fileprivate` one internal.
///
/// ```swift
/// public class PopupTransitioning: NSObject, UIViewControllerTransitioningDelegate {
///     func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { … }
///     private func animationController(forPresented …) -> UIViewControllerAnimatedTransitioning? { … }
/// }
/// ```
///
/// On iOS the method is an `@objc` optional requirement's witness, which the Objective-C runtime
/// finds by selector whatever its access, and Swift lets such witnesses be less visible (libraries
/// ship this way). The model's protocols give optional requirements a default in a public
/// extension instead, and Swift then requires the class's matching method to be as visible as the
/// class and the protocol ("must be declared public because it matches a requirement in public
/// protocol", "must be as accessible as its enclosing type"). Widening changes nothing for the
/// files themselves; the model then calls the method where UIKit would.
///
/// Only methods named like UIKit's optional requirements (`OptionalRequirementRewriter`'s table:
/// `animationController`, `tableView`, `scrollViewDidScroll`, …) are touched, in the body of an
/// adopting class or of an extension of it (adoption anywhere in the files counts, and a
/// subclass of an adopter is one), and a public one only when every type its signature names is
/// UIKit's, Foundation's, the standard library's or a published type of the files (a helper
/// taking an internal type of the app keeps its access: `public` would not compile). The modifier
/// changes on the declaration's first line, so lines keep their numbers.
public final class WitnessAccessRewriter: SyntaxRewriter {
    /// Types the files declare `public` or `open`.
    private let publishedTypes: Set<String>
    /// Classes adopting a UIKit protocol (in their declaration or an extension, in any of the
    /// files), and their subclasses: a public subclass's override of a widened witness must be
    /// as visible as it.
    private var adopters: Set<String>
    /// Whether the member block being visited is a published adopter's.
    private var inAdopter: [Scope] = []

    /// `adopters`: the files' classes adopting UIKit protocols (`ModuleSurvey.uikitProtocolAdopters`);
    /// `superclasses`: each class's superclass as written.
    public init(publishedTypes: Set<String>, adopters: Set<String> = [], superclasses: [String: String] = [:]) {
        self.publishedTypes = publishedTypes
        self.adopters = adopters
        self.superclasses = superclasses
        super.init(viewMode: .sourceAccurate)
    }
    private let superclasses: [String: String]

    /// Rewrites `file`: first finds its adopting classes, then widens their witnesses.
    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        let finder = AdopterFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        adopters.formUnion(finder.adopters)
        // Subclasses of adopters, transitively (a chain that loops stops).
        var changed = true
        while changed {
            changed = false
            for (sub, sup) in superclasses where !adopters.contains(sub) {
                if adopters.contains(MetatypeInitializerRewriter.simpleName(sup)) { adopters.insert(MetatypeInitializerRewriter.simpleName(sub)); changed = true }
            }
        }
        return rewrite(file).cast(SourceFileSyntax.self)
    }

    /// Whether an inheritance clause names a UIKit protocol (`UI…` but not a class such as
    /// `UIView`: delegates, data sources, transitioning and animating protocols).
    static func adoptsUIKitProtocol(_ clause: InheritanceClauseSyntax?) -> Bool {
        (clause?.inheritedTypes ?? []).contains { t in
            let name = MetatypeInitializerRewriter.simpleName(t.type.trimmedDescription)
            return name.hasPrefix("UI") && protocolSuffixes.contains { name.hasSuffix($0) }
        }
    }
    static let protocolSuffixes = ["Delegate", "DataSource", "Transitioning", "Animating", "DelegateFlowLayout", "Coordinator"]

    final class AdopterFinder: SyntaxVisitor {
        var adopters: Set<String> = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if WitnessAccessRewriter.adoptsUIKitProtocol(node.inheritanceClause) { adopters.insert(node.name.text) }
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if WitnessAccessRewriter.adoptsUIKitProtocol(node.inheritanceClause) {
                adopters.insert(MetatypeInitializerRewriter.simpleName(node.extendedType.trimmedDescription))
            }
            return .visitChildren
        }
    }

    private static func isPublished(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }

    /// What the member block being visited belongs to.
    enum Scope: Equatable { case other, adopter(published: Bool) }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        inAdopter.append(adopters.contains(node.name.text) ? .adopter(published: Self.isPublished(node.modifiers)) : .other)
        defer { inAdopter.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let name = MetatypeInitializerRewriter.simpleName(node.extendedType.trimmedDescription)
        inAdopter.append(adopters.contains(name) ? .adopter(published: publishedTypes.contains(name)) : .other)
        defer { inAdopter.removeLast() }
        return super.visit(node)
    }
    /// Other type declarations nested in an adopter are not it.
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    private func nested(_ body: () -> DeclSyntax) -> DeclSyntax {
        inAdopter.append(.other)
        defer { inAdopter.removeLast() }
        return body()
    }

    /// A witness of a published adopter becomes `public` (from no modifier, `internal`,
    /// `fileprivate` or `private`); a `private` or `fileprivate` one of another adopter loses the
    /// modifier (internal, as its class). Objective-C finds an optional requirement's witness
    /// whatever its access; Swift asks the model's for at least the class's.
    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard case .adopter(let published) = inAdopter.last, node.parent?.is(MemberBlockItemSyntax.self) == true,
            OptionalRequirementRewriter.uikitOptionalRequirements.contains(node.name.text),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        else { return DeclSyntax(node) }
        let access = node.modifiers.first { Self.accessKeywords.contains($0.name.tokenKind) }
        let narrow: Set<TokenKind> = [.keyword(.private), .keyword(.fileprivate)]
        var out = node
        if published {
            guard access.map({ narrow.contains($0.name.tokenKind) || $0.name.tokenKind == .keyword(.internal) }) ?? true,
                signatureTypesArePublic(node.signature)
            else { return DeclSyntax(node) }
            if let access {
                out.modifiers = DeclModifierListSyntax(out.modifiers.map { m in
                    m.id == access.id ? m.with(\.name, .keyword(.public, leadingTrivia: m.name.leadingTrivia, trailingTrivia: m.name.trailingTrivia)) : m
                })
            } else if let first = out.modifiers.first {
                // `public` before the first modifier, or before `func` (after the attributes).
                let modifier = DeclModifierSyntax(name: .keyword(.public, leadingTrivia: first.leadingTrivia, trailingTrivia: .space))
                out.modifiers = DeclModifierListSyntax([modifier] + out.modifiers.map { m in
                    m.id == first.id ? m.with(\.leadingTrivia, []) : m
                })
            } else {
                let lead = out.funcKeyword.leadingTrivia
                out.modifiers = DeclModifierListSyntax([DeclModifierSyntax(name: .keyword(.public, leadingTrivia: lead, trailingTrivia: .space))])
                out.funcKeyword = out.funcKeyword.with(\.leadingTrivia, [])
            }
        } else {
            guard let access, narrow.contains(access.name.tokenKind) else { return DeclSyntax(node) }
            // The modifier goes; its leading trivia (the line's indentation) stays with what follows.
            let kept = out.modifiers.filter { $0.id != access.id }
            if let next = kept.first {
                out.modifiers = DeclModifierListSyntax(kept.map { m in m.id == next.id ? m.with(\.leadingTrivia, access.leadingTrivia + m.leadingTrivia) : m })
            } else {
                out.modifiers = DeclModifierListSyntax([])
                out.funcKeyword = out.funcKeyword.with(\.leadingTrivia, access.leadingTrivia + out.funcKeyword.leadingTrivia)
            }
        }
        return DeclSyntax(out)
    }

    private static let accessKeywords: Set<TokenKind> = [
        .keyword(.public), .keyword(.open), .keyword(.internal), .keyword(.private), .keyword(.fileprivate), .keyword(.package),
    ]

    /// Standard library and Foundation types a UIKit requirement's signature names.
    private static let standardTypes: Set<String> = [
        "Bool", "Int", "Double", "Float", "String", "Any", "AnyObject", "Void", "Never", "Optional", "Array", "Set", "Dictionary",
        "IndexPath", "TimeInterval", "Selector", "URL", "Date", "Data", "Range", "NSRange", "Character",
    ]

    /// Every type the parameters and the result name is one a public method may use.
    private func signatureTypesArePublic(_ signature: FunctionSignatureSyntax) -> Bool {
        let finder = TypeNameFinder(viewMode: .sourceAccurate)
        finder.walk(signature)
        return finder.names.allSatisfy { n in
            Self.standardTypes.contains(n) || publishedTypes.contains(n) || ["UI", "NS", "CG", "CA"].contains { n.hasPrefix($0) }
        }
    }

    final class TypeNameFinder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            // `UITableView.ScrollPosition`: the outermost name decides.
            var base = TypeSyntax(node)
            while let m = base.as(MemberTypeSyntax.self) { base = m.baseType }
            if let id = base.as(IdentifierTypeSyntax.self) { names.insert(id.name.text) }
            return .skipChildren
        }
        // Default values are expressions, not types.
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
