import SwiftSyntax

/// Optional requirements of (formerly `@objc`) protocols, and their call sites.
///
/// A requirement marked `optional` loses the modifier and gets a default implementation in a
/// generated protocol extension, so conformers that leave it out still conform:
///
/// * returning `Void` (or nothing): an empty body — what calling an unimplemented optional
///   method does (`x?.method?()` does nothing);
/// * returning an optional (`T?`, `T!`): `nil` — what `x.method?()` evaluates to when the method
///   is missing;
/// * returning anything else (and optional properties of a non-optional type): a `fatalError`
///   naming the requirement and the conformer. Objective-C would have skipped the call and used
///   the caller's fallback (`x.height?() ?? 44`); Swift has no value of an arbitrary type to
///   return, and returning an invented one (0, false) would change the program silently, so
///   reaching it stops the run instead. Implement the requirement in the conformer to avoid it.
///
/// Call sites of those requirements, `x?.method?(args)`, `x.method?(args)` and
/// `x.method!(args)`, become plain calls (`x?.method(args)`, `x.method(args)`): the protocol now
/// always has the member. Only names in `requirements` (the optional requirements declared in
/// the files rewritten together, see `ModuleSurvey`) are touched, so optional closure properties
/// (`onDismiss?()`) stay as written.
///
/// UIKit's own optional requirements (`uikitOptionalRequirements`) are call sites too: the model
/// declares them as plain requirements with defaults, so `animator.interruptibleAnimator!(using:)`
/// and `delegate?.scrollViewDidScroll?(scrollView)` become plain calls.
public final class OptionalRequirementRewriter: SyntaxRewriter {
    /// Optional requirements of UIKit's protocols that code calls through `?(` or `!(` — the
    /// transitioning family, `UIViewImplicitlyAnimating`, and the delegates apps forward to.
    public static let uikitOptionalRequirements: Set<String> = [
        // UIViewControllerAnimatedTransitioning, UIViewImplicitlyAnimating
        "interruptibleAnimator", "animationEnded", "addAnimations", "addCompletion", "continueAnimation",
        // UIViewControllerTransitioningDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "navigationController", "tabBarController",
        // UIScrollViewDelegate
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
        "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidZoom", "scrollViewDidEndZooming",
        // UIPageViewControllerDataSource / Delegate
        "presentationCount", "presentationIndex",
        // UIGestureRecognizerDelegate (`gestureRecognizer(_:shouldReceive:)`, …)
        "gestureRecognizerShouldBegin", "gestureRecognizer",
        // UITableViewDelegate/DataSource, UICollectionViewDelegate(FlowLayout)/DataSource: apps
        // forward to another delegate (`delegate?.collectionView?(cv, layout: l, sizeForItemAt: i)`)
        "tableView", "collectionView",
        // UITextFieldDelegate, UIBarPositioningDelegate
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
        "textFieldShouldClear", "textFieldShouldReturn", "textField", "position",
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
    ]

    public let requirements: Set<String>
    /// The generated protocol extensions, one per protocol with optional requirements.
    public private(set) var defaultImplementations: [String] = []

    public init(requirements: Set<String>) {
        self.requirements = requirements
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var defaults: [String] = []
        var members: [MemberBlockItemSyntax] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.isOptionalRequirement {
                let stripped = ObjCAttributeRemover.strip(function, introducer: \.funcKeyword, removedModifiers: ["optional"])
                defaults.append(Self.defaultImplementation(of: stripped, in: node.name.text))
                members.append(item.with(\.decl, DeclSyntax(stripped)))
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.isOptionalRequirement {
                let stripped = ObjCAttributeRemover.strip(variable, introducer: \.bindingSpecifier, removedModifiers: ["optional"])
                defaults.append(contentsOf: Self.defaultImplementations(of: stripped, in: node.name.text))
                members.append(item.with(\.decl, DeclSyntax(stripped)))
            } else {
                members.append(item)
            }
        }
        guard !defaults.isEmpty else { return super.visit(node) }
        let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
        let prefix = access.map { $0.name.text + " " } ?? ""
        defaultImplementations.append(
            "\(prefix)extension \(node.name.text) {\n" + defaults.map { "    " + $0 }.joined(separator: "\n") + "\n}")
        var decl = node
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        return super.visit(decl)
    }

    /// `x?.method?(args)`, `x.method?(args)`, `x.method!(args)` of an optional requirement →
    /// `x?.method(args)`, `x.method(args)`.
    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        var call = node
        if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self), isRequirement(optional.expression) {
            call.calledExpression = optional.expression.with(\.trailingTrivia, optional.questionMark.trailingTrivia)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self), isRequirement(forced.expression) {
            call.calledExpression = forced.expression.with(\.trailingTrivia, forced.exclamationMark.trailingTrivia)
        }
        return super.visit(call)
    }

    private func isRequirement(_ expr: ExprSyntax) -> Bool {
        guard let access = expr.as(MemberAccessExprSyntax.self) else { return false }
        return requirements.contains(access.declName.baseName.text)
    }

    static func defaultImplementation(of function: FunctionDeclSyntax, in proto: String) -> String {
        let signature = function.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
        let body: String
        if let returned = function.signature.returnClause?.type, !returned.isVoid {
            body = returned.isOptional ? "nil" : missing(function.name.text, proto)
        } else {
            body = ""
        }
        return body.isEmpty ? "\(signature) {}" : "\(signature) { \(body) }"
    }

    static func defaultImplementations(of variable: VariableDeclSyntax, in proto: String) -> [String] {
        let modifiers = variable.modifiers.map(\.name.text).filter { $0 == "static" || $0 == "class" }
        let prefix = modifiers.map { $0 + " " }.joined()
        return variable.bindings.compactMap { binding in
            guard let type = binding.typeAnnotation?.type else { return nil }
            let name = binding.pattern.trimmedDescription
            let settable = binding.accessorBlock?.trimmedDescription.contains("set") ?? false
            let value = type.isOptional ? "nil" : missing(name, proto)
            let setter = settable ? " set {}" : ""
            return "\(prefix)var \(name): \(type.trimmedDescription) { get { \(value) }\(setter) }"
        }
    }

    private static func missing(_ name: String, _ proto: String) -> String {
        "fatalError(\"\\(Self.self) does not implement \(name), an optional requirement of \(proto) whose result has no default (see UIKitSourceRewriting)\")"
    }
}

extension WithModifiersSyntax {
    var isOptionalRequirement: Bool { modifiers.contains { $0.name.text == "optional" } }
}

extension TypeSyntax {
    var isOptional: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let id = self.as(IdentifierTypeSyntax.self), id.name.text == "Optional" { return true }
        return false
    }
    var isVoid: Bool {
        if let id = self.as(IdentifierTypeSyntax.self), id.name.text == "Void" { return true }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return true }
        return false
    }
}

/// What the files rewritten together declare that a single file's rewrite needs: the names of
/// optional protocol requirements (their call sites may be in other files).
public struct ModuleSurvey: Sendable, Equatable {
    public var optionalRequirements: Set<String> = []
    /// Whether any file imports a UIKit module. In an iOS framework, every Swift file sees the
    /// framework's umbrella header's imports (UIKit), so a file importing only Foundation may still
    /// name `UIColor`; such a file gets `import TransitionsUIKit` too.
    public var anyFileImportsUIKit = false
    /// Classes the files declare, by qualified name (`ExtensionOverrideMover`).
    public var classNames: Set<String> = []
    /// `override` members of extensions of those classes, by extended type (`ExtensionOverrideMover`).
    public var extensionOverrides: [String: [ExtensionOverrideMover.MovedMember]] = [:]
    /// Members of extensions of types outside the files, by key (`ExtensionMemberDispatch`).
    public var foreignMembers: [String: ExtensionMemberDispatch.ForeignMember] = [:]
    /// The keys each type overrides, in its body or its extensions (`ExtensionMemberDispatch`).
    public var overrideKeys: [String: Set<String>] = [:]
    /// Every type the files declare, by simple name (`ExtensionMemberDispatch`).
    public var declaredTypes: Set<String> = []
    /// Each class's superclass as written (`ExtensionMemberDispatch`).
    public var superclasses: [String: String] = [:]
    /// The files surveyed, by the path given to `add(_:path:)`.
    public var surveyedPaths: Set<String> = []
    /// Modules whose sources are compiled together with these files (`ImportRewriter`).
    public var localModules: Set<String> = []
    public init(optionalRequirements: Set<String> = [], anyFileImportsUIKit: Bool = false) {
        self.optionalRequirements = optionalRequirements
        self.anyFileImportsUIKit = anyFileImportsUIKit
    }

    /// Surveys one parsed file and adds what it declares.
    public mutating func add(_ file: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        optionalRequirements.formUnion(finder.names)
        if file.statements.contains(where: { item in
            guard let i = item.item.as(ImportDeclSyntax.self), let m = i.path.first?.name.text else { return false }
            return ImportRewriter.uikitModules.contains(m)
        }) { anyFileImportsUIKit = true }
    }

    /// Surveys one parsed file whose original is at `path`: what `add(_:)` records, and the
    /// classes and extension overrides of `ExtensionOverrideMover`.
    public mutating func add(_ file: SourceFileSyntax, path: String) {
        add(file)
        guard surveyedPaths.insert(path).inserted else { return }
        ExtensionOverrideMover.survey(file, path: path, into: &self)
        ExtensionMemberDispatch.survey(file, into: &self)
    }

    final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.isOptionalRequirement { names.insert(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.isOptionalRequirement { for b in node.bindings { names.insert(b.pattern.trimmedDescription) } }
            return .skipChildren
        }
    }
}
