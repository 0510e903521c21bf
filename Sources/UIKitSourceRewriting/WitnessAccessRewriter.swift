import SwiftSyntax

/// A `public` (or `open`) class that adopts a UIKit protocol and implements one of its optional
/// requirements without an access modifier: the method becomes `public`.
///
/// ```swift
/// public class PopupTransitioning: NSObject, UIViewControllerTransitioningDelegate {
///     func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { … }
/// }
/// ```
///
/// On iOS the method is an `@objc` optional requirement's witness, which Swift accepts at any
/// access level (the Objective-C runtime finds it by selector), so libraries ship this way. The
/// model's protocols give optional requirements a default in a public extension instead, and
/// Swift then requires the class's matching method to be as visible as the protocol ("must be
/// declared public because it matches a requirement in public protocol"). The rewrite adds
/// `public`, which changes nothing for the files themselves (the method was visible to them
/// already), only what a client module could call.
///
/// Only methods named like UIKit's optional requirements (`OptionalRequirementRewriter`'s table:
/// `animationController`, `tableView`, `scrollViewDidScroll`, …) are touched, in the body of such
/// a class or of an extension of it in the same file, and only when every type their signature
/// names is UIKit's, Foundation's, the standard library's or a published type of the files (a
/// helper taking an internal type of the app keeps its access: `public` would not compile).
/// The modifier goes on the declaration's first line, so lines keep their numbers.
public final class WitnessAccessRewriter: SyntaxRewriter {
    /// Types the files declare `public` or `open`.
    private let publishedTypes: Set<String>
    /// Classes adopting a UIKit protocol (in their declaration or an extension, in any of the
    /// files), and their subclasses: a public subclass's override of a widened witness must be
    /// as visible as it.
    private var adopters: Set<String>
    /// Whether the member block being visited is a published adopter's.
    private var inAdopter: [Bool] = []

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

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        inAdopter.append(Self.isPublished(node.modifiers) && adopters.contains(node.name.text))
        defer { inAdopter.removeLast() }
        return super.visit(node)
    }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let name = MetatypeInitializerRewriter.simpleName(node.extendedType.trimmedDescription)
        inAdopter.append(publishedTypes.contains(name) && adopters.contains(name))
        defer { inAdopter.removeLast() }
        return super.visit(node)
    }
    /// Other type declarations nested in an adopter are not it.
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { nested { super.visit(node) } }
    private func nested(_ body: () -> DeclSyntax) -> DeclSyntax {
        inAdopter.append(false)
        defer { inAdopter.removeLast() }
        return body()
    }

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard inAdopter.last == true, node.parent?.is(MemberBlockItemSyntax.self) == true,
            OptionalRequirementRewriter.uikitOptionalRequirements.contains(node.name.text),
            !node.modifiers.contains(where: { Self.accessKeywords.contains($0.name.tokenKind) }),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
            signatureTypesArePublic(node.signature)
        else { return DeclSyntax(node) }
        var out = node
        // `public` before the first modifier, or before `func` (after the attributes).
        if let first = out.modifiers.first {
            let modifier = DeclModifierSyntax(name: .keyword(.public, leadingTrivia: first.leadingTrivia, trailingTrivia: .space))
            out.modifiers = DeclModifierListSyntax([modifier] + out.modifiers.map { m in
                m.id == first.id ? m.with(\.leadingTrivia, []) : m
            })
        } else {
            let lead = out.funcKeyword.leadingTrivia
            out.modifiers = DeclModifierListSyntax([DeclModifierSyntax(name: .keyword(.public, leadingTrivia: lead, trailingTrivia: .space))])
            out.funcKeyword = out.funcKeyword.with(\.leadingTrivia, [])
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
