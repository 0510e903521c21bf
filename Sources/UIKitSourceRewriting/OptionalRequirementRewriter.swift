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
/// * returning anything else: the requirement becomes `throws` (a conformer's non-throwing
///   method still satisfies it) and the default throws `OptionalRequirementMissing`. Its call
///   sites keep Objective-C's meaning: `x.height?(for: c)` becomes `(try? x.height(for: c))`, a
///   `CGFloat?` that is nil when the conformer does not implement it — so `?? 44`, `if let` and
///   `guard let` work as written — and `x.height!(for: c)` becomes `(try! x.height(for: c))`,
///   which stops the run as Objective-C's unrecognized selector does;
/// * read-only optional properties of a non-optional type: `{ get throws }` (a conformer's plain
///   property satisfies it), with a default that throws; where the code reads one as Objective-C
///   gives it, an optional — `if let v = x.height`, `x.height?.…`, `x.height ?? 44`, `x.height!`
///   — the read becomes `(try? x.height)` / `(try! x.height)`;
/// * settable optional properties of a non-optional type: a `fatalError` naming the requirement
///   and the conformer (Swift has no value of an arbitrary type to return, and an invented one
///   would change the program silently).
///
/// Call sites of the other requirements, `x?.method?(args)`, `x.method?(args)` and
/// `x.method!(args)`, become plain calls (`x?.method(args)`, `x.method(args)`): the protocol now
/// always has the member. Only names in `requirements` (the optional requirements declared in
/// the files rewritten together, see `ModuleSurvey`) are touched, so optional closure properties
/// (`onDismiss?()`) stay as written.
///
/// UIKit's own optional requirements (`uikitOptionalRequirements`) are call sites too: the model
/// declares them as plain requirements with defaults, so `animator.interruptibleAnimator!(using:)`
/// and `delegate?.scrollViewDidScroll?(scrollView)` become plain calls.
public final class OptionalRequirementRewriter: SyntaxRewriter {
    /// UIKit's optional method requirements whose names no UIKit property shares, so a binding of
    /// the member as a value (`if let add = animator.addCompletion { add(done) }`) is one of them.
    static let uikitMethodOnlyRequirements: Set<String> = [
        "addCompletion", "addAnimations", "continueAnimation", "interruptibleAnimator", "animationEnded",
    ]

    /// Optional requirements of UIKit's protocols that code calls through `?(` or `!(` — the
    /// transitioning family, `UIViewImplicitlyAnimating`, and the delegates apps forward to.
    public static let uikitOptionalRequirements: Set<String> = [
        // UIViewControllerAnimatedTransitioning, UIViewImplicitlyAnimating
        "interruptibleAnimator", "animationEnded", "addAnimations", "addCompletion", "continueAnimation",
        // UIViewControllerTransitioningDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "navigationController", "tabBarController", "splitViewController",
        "navigationControllerSupportedInterfaceOrientations", "navigationControllerPreferredInterfaceOrientationForPresentation",
        "tabBarControllerSupportedInterfaceOrientations", "tabBarControllerPreferredInterfaceOrientationForPresentation",
        // UINavigationBarDelegate, UITabBarDelegate (`navigationBar(_:shouldPop:)`, `tabBar(_:didSelect:)`)
        "navigationBar", "tabBar",
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
        "tableView", "collectionView", "numberOfSections",
        // UITextViewDelegate, UISearchBarDelegate, UIPageViewControllerDelegate (its data
        // source's two requirements are not optional and never called through `?(`)
        "textView", "textViewShouldBeginEditing", "textViewShouldEndEditing", "textViewDidBeginEditing", "textViewDidEndEditing",
        "textViewDidChange", "textViewDidChangeSelection", "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing",
        "searchBarShouldEndEditing", "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
        "pageViewController",
        // UIPopoverPresentationControllerDelegate
        "prepareForPopoverPresentation",
        // UITextFieldDelegate, UIBarPositioningDelegate
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
        "textFieldShouldClear", "textFieldShouldReturn", "textField", "position",
        // UIPickerViewDelegate
        "pickerView",
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
        // UISheetPresentationControllerDelegate
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
    ]

    public let requirements: Set<String>
    /// Requirements (by name) that return a value and became `throws`: their `?(` call sites
    /// become `try?`, their `!(` call sites `try!`.
    public let throwingRequirements: Set<String>
    /// The files' own optional function requirements (by name): read without a call, they bind
    /// as optionals.
    public let functionRequirements: Set<String>
    /// The generated protocol extensions, one per protocol with optional requirements.
    public private(set) var defaultImplementations: [String] = []
    /// The error the generated defaults throw (declared once per file that needs it).
    static let missingError = "OptionalRequirementMissing"

    /// Names that are only UIKit's requirements (not the files'): every one of UIKit's optional
    /// requirements takes arguments (the delegate's sender at least), so `onDismiss?()`, a closure
    /// property that happens to share a name (`continueAnimation?()`), stays as written.
    public let uikitOnly: Set<String>
    /// The files' optional read-only properties of a non-optional type: `{ get throws }`; read
    /// where Objective-C gives an optional (`if let`, `?.`, `??`, `!`), they become `try?`/`try!`.
    public let throwingProperties: Set<String>
    /// Names the files also declare as properties (`ModuleSurvey.propertyTypes`). Where one is
    /// an optional *method* requirement's name too — `var didSelect: ((Int, Bool) -> Void)?` in a
    /// view beside `optional func didSelect(_ index: Int)` in a delegate protocol — a property
    /// never implements the method, so the name alone cannot tell `x.didSelect?(i, true)` (the
    /// closure's call, which must keep its `?`) from the requirement's call. The call is the
    /// requirement's only when its argument labels are one of the requirement's signatures
    /// (`functionLabels`; for UIKit's requirements, whose signatures are not listed, when it has
    /// a label: a closure is never called with labels), and `if let f = x.didSelect` binds the
    /// property as written.
    public let propertyNames: Set<String>
    /// The argument labels of the files' optional function requirements, by name.
    public let functionLabels: [String: Set<[String]>]

    public init(
        requirements: Set<String>, throwingRequirements: Set<String> = [], functionRequirements: Set<String> = [], uikitOnly: Set<String> = [],
        throwingProperties: Set<String> = [], propertyNames: Set<String> = [], functionLabels: [String: Set<[String]>] = [:]
    ) {
        self.requirements = requirements
        self.propertyNames = propertyNames
        self.functionLabels = functionLabels
        self.throwingProperties = throwingProperties
        self.uikitOnly = uikitOnly
        self.throwingRequirements = throwingRequirements
        self.functionRequirements = functionRequirements
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether an optional property requirement becomes `{ get throws }`: read-only, of a
    /// non-optional type (Objective-C reads it as an optional: nil when not implemented).
    static func becomesThrowing(_ binding: PatternBindingSyntax) -> Bool {
        guard let type = binding.typeAnnotation?.type, !type.isOptional else { return false }
        guard let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else { return false }
        return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }

    /// Whether a function requirement returns a value (neither `Void` nor an optional): such a
    /// requirement becomes `throws`.
    static func returnsValue(_ function: FunctionDeclSyntax) -> Bool {
        guard let returned = function.signature.returnClause?.type else { return false }
        return !returned.isVoid && !returned.isOptional
    }

    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var defaults: [String] = []
        var members: [MemberBlockItemSyntax] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.isOptionalRequirement {
                var stripped = ObjCAttributeRemover.strip(function, introducer: \.funcKeyword, removedModifiers: ["optional"])
                if Self.returnsValue(stripped), stripped.signature.effectSpecifiers?.throwsClause == nil {
                    var effects = stripped.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
                    effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, trailingTrivia: .space))
                    stripped.signature.effectSpecifiers = effects
                }
                defaults.append(Self.defaultImplementation(of: stripped, in: node.name.text))
                members.append(item.with(\.decl, DeclSyntax(stripped)))
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.isOptionalRequirement, variable.bindings.count == 1,
                let binding = variable.bindings.first, Self.becomesThrowing(binding), let type = binding.typeAnnotation?.type
            {
                var stripped = ObjCAttributeRemover.strip(variable, introducer: \.bindingSpecifier, removedModifiers: ["optional"])
                let name = binding.pattern.trimmedDescription
                let prefix = stripped.modifiers.map(\.name.text).filter { $0 == "static" || $0 == "class" }.map { $0 + " " }.joined()
                var rewritten = binding
                if var block = binding.accessorBlock, case .accessors(let list) = block.accessors {
                    // `get` becomes `get throws`, every brace and line break where it was.
                    block.accessors = .accessors(AccessorDeclListSyntax(list.map { accessor in
                        var a = accessor
                        a.effectSpecifiers = AccessorEffectSpecifiersSyntax(
                            throwsClause: ThrowsClauseSyntax(
                                throwsSpecifier: .keyword(.throws, leadingTrivia: .space, trailingTrivia: accessor.accessorSpecifier.trailingTrivia)))
                        a.accessorSpecifier = a.accessorSpecifier.with(\.trailingTrivia, [])
                        return a
                    }))
                    rewritten.accessorBlock = block
                }
                stripped.bindings = PatternBindingListSyntax([rewritten])
                defaults.append("\(prefix)var \(name): \(type.trimmedDescription) { get throws { throw \(Self.missingError)(requirement: \"\(name)\") } }")
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
        if defaults.contains(where: { $0.contains("throw \(Self.missingError)(") }), !declaresMissingError {
            declaresMissingError = true
            defaultImplementations.append(
                "/// Thrown by the default of an optional requirement the conformer does not implement.\n"
                    + "fileprivate struct \(Self.missingError): Error { let requirement: String }")
        }
        let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
        let prefix = access.map { $0.name.text + " " } ?? ""
        defaultImplementations.append(
            "\(prefix)extension \(node.name.text) {\n" + defaults.map { "    " + $0 }.joined(separator: "\n") + "\n}")
        var decl = node
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        return super.visit(decl)
    }

    private var declaresMissingError = false

    /// `x?.method?(args)`, `x.method?(args)`, `x.method!(args)` of an optional requirement →
    /// `x?.method(args)`, `x.method(args)`; of a requirement that returns a value →
    /// `(try? x.method(args))`, `(try! x.method(args))` (followed by `?` when the call is the base
    /// of a longer chain: `(try? x.method(args))?.count`).
    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        var call = node
        var mark: TokenSyntax?
        let uikitShape = node.arguments.isEmpty && node.trailingClosure == nil ? { (e: ExprSyntax) in !self.uikitOnly.contains(e.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") } : { _ in true }
        if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self), isRequirement(optional.expression), uikitShape(optional.expression),
            isRequirementCall(node, optional.expression)
        {
            call.calledExpression = optional.expression.with(\.trailingTrivia, optional.questionMark.trailingTrivia)
            if isThrowing(optional.expression) { mark = .postfixQuestionMarkToken() }
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self), isRequirement(forced.expression), uikitShape(forced.expression),
            isRequirementCall(node, forced.expression)
        {
            call.calledExpression = forced.expression.with(\.trailingTrivia, forced.exclamationMark.trailingTrivia)
            if isThrowing(forced.expression) { mark = .exclamationMarkToken() }
        }
        let visited = super.visit(call)
        guard let mark else { return visited }
        let leading = visited.leadingTrivia, trailing = visited.trailingTrivia
        let attempt = TryExprSyntax(
            tryKeyword: .keyword(.try), questionOrExclamationMark: mark,
            expression: visited.with(\.leadingTrivia, .space).with(\.trailingTrivia, []))
        let wrapped = ExprSyntax(TupleExprSyntax(
            leftParen: .leftParenToken(leadingTrivia: leading),
            elements: LabeledExprListSyntax([LabeledExprSyntax(expression: ExprSyntax(attempt))]),
            rightParen: .rightParenToken()))
        if mark.tokenKind == .postfixQuestionMark, continuesChain(node) {
            return ExprSyntax(OptionalChainingExprSyntax(expression: wrapped, questionMark: .postfixQuestionMarkToken(trailingTrivia: trailing)))
        }
        return wrapped.with(\.trailingTrivia, trailing)
    }

    /// `if let f = delegate.didTap`: an optional method of the files' protocols read without
    /// calling it is optional in Objective-C (nil when not implemented). The member
    /// is now always there, so the value becomes `Optional(delegate.didTap)`: the binding
    /// compiles and holds the implementation, or the default (an empty body) that stands for a
    /// missing one. (Through an optional chain, `delegate?.didTap`, the value is optional already.)
    public override func visit(_ node: OptionalBindingConditionSyntax) -> OptionalBindingConditionSyntax {
        if var initializer = node.initializer, isThrowingRead(initializer.value) {
            initializer.value = attempt(initializer.value, mark: .postfixQuestionMarkToken())
            return node.with(\.initializer, initializer)
        }
        guard var initializer = node.initializer, let access = initializer.value.as(MemberAccessExprSyntax.self),
            functionRequirements.contains(access.declName.baseName.text) || Self.uikitMethodOnlyRequirements.contains(access.declName.baseName.text),
            !propertyNames.contains(access.declName.baseName.text),
            !throwingRequirements.contains(access.declName.baseName.text),
            let base = access.base, !base.description.contains("?"), !["self", "super"].contains(base.trimmedDescription)
        else { return super.visit(node) }
        let value = initializer.value
        let call = FunctionCallExprSyntax(
            leadingTrivia: value.leadingTrivia,
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Optional"))),
            leftParen: .leftParenToken(),
            arguments: LabeledExprListSyntax([LabeledExprSyntax(expression: value.with(\.leadingTrivia, []).with(\.trailingTrivia, []))]),
            rightParen: .rightParenToken(),
            trailingTrivia: value.trailingTrivia)
        initializer.value = ExprSyntax(call)
        return super.visit(node.with(\.initializer, initializer))
    }

    /// `x.height?.…` of a throwing property → `(try? x.height)?.…`.
    public override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        guard isThrowingRead(node.expression) else { return super.visit(node) }
        return ExprSyntax(node.with(\.expression, attempt(node.expression, mark: .postfixQuestionMarkToken())))
    }

    /// `x.height!` → `(try? x.height)!`: Objective-C's nil when missing, unwrapped (a property of
    /// an optional type elsewhere that shares the name unwraps as before).
    public override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        guard isThrowingRead(node.expression) else { return super.visit(node) }
        return ExprSyntax(node.with(\.expression, attempt(node.expression, mark: .postfixQuestionMarkToken())))
    }

    /// Any other read of a throwing property as a value (`let s = x.height`, `f(x.height)`,
    /// `x.height != nil`, `a ?? x.height`) is Objective-C's optional: `(try? x.height)`. Not the
    /// base of a longer chain (`x.height.…` reads a concrete type's property), nor an assignment's
    /// target, nor `&x.height`.
    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let expr = ExprSyntax(node)
        guard isThrowingRead(expr), Self.isValuePosition(node) else { return super.visit(node) }
        return attempt(expr, mark: .postfixQuestionMarkToken())
    }

    static func isValuePosition(_ node: MemberAccessExprSyntax) -> Bool {
        guard let parent = node.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == node.id { return false }
        if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == node.id { return false }
        if let c = parent.as(SubscriptCallExprSyntax.self), c.calledExpression.id == node.id { return false }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(InOutExprSyntax.self)
            || parent.is(TryExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self)
        {
            return false
        }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let i = elements.firstIndex(where: { $0.id == node.id }), i + 1 < elements.count {
                let next = elements[i + 1]
                if next.is(AssignmentExprSyntax.self) { return false }
                if let op = next.as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
                    return false
                }
            }
        }
        return true
    }

    /// `x.height ?? 44` → `(try? x.height) ?? 44`.
    public override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let elements = Array(node.elements)
        var changed = false
        var out: [ExprSyntax] = []
        for (i, e) in elements.enumerated() {
            if i + 1 < elements.count, isThrowingRead(e), elements[i + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                out.append(attempt(e, mark: .postfixQuestionMarkToken()))
                changed = true
            } else {
                out.append(e)
            }
        }
        guard changed else { return super.visit(node) }
        return super.visit(node.with(\.elements, ExprListSyntax(out)))
    }

    /// A read of one of `throwingProperties` on another object (`x.height`; not `self.height`).
    private func isThrowingRead(_ expr: ExprSyntax) -> Bool {
        guard let access = expr.as(MemberAccessExprSyntax.self), throwingProperties.contains(access.declName.baseName.text),
            let base = access.base, !["self", "super"].contains(base.trimmedDescription)
        else { return false }
        return true
    }

    /// `(try? expr)` / `(try! expr)`, in `expr`'s trivia.
    private func attempt(_ expr: ExprSyntax, mark: TokenSyntax) -> ExprSyntax {
        let inner = TryExprSyntax(
            tryKeyword: .keyword(.try), questionOrExclamationMark: mark,
            expression: expr.with(\.leadingTrivia, .space).with(\.trailingTrivia, []))
        return ExprSyntax(TupleExprSyntax(
            leftParen: .leftParenToken(leadingTrivia: expr.leadingTrivia),
            elements: LabeledExprListSyntax([LabeledExprSyntax(expression: ExprSyntax(inner))]),
            rightParen: .rightParenToken(trailingTrivia: expr.trailingTrivia)))
    }

    private func isRequirement(_ expr: ExprSyntax) -> Bool {
        if let access = expr.as(MemberAccessExprSyntax.self) { return requirements.contains(access.declName.baseName.text) }
        return isImplicitSelfRequirement(expr)
    }

    /// `selected?()` inside an extension (a protocol extension calling its own optional
    /// requirement on `self`): one of the files' optional function requirements, named bare, not
    /// also a property's name (a closure property called with `?` keeps it).
    private func isImplicitSelfRequirement(_ expr: ExprSyntax) -> Bool {
        guard let ref = expr.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
            functionRequirements.contains(ref.baseName.text), !propertyNames.contains(ref.baseName.text)
        else { return false }
        var node = expr.parent
        while let n = node {
            if n.is(ExtensionDeclSyntax.self) { return true }
            if n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return false }
            node = n.parent
        }
        return false
    }

    /// Whether a call of a requirement's name (`callee`) is the requirement's: always, unless the
    /// files also declare a property of that name (`propertyNames`); then only a call whose labels
    /// are one of the requirement's signatures, or (UIKit's requirements) that has a label.
    private func isRequirementCall(_ call: FunctionCallExprSyntax, _ callee: ExprSyntax) -> Bool {
        guard let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text, propertyNames.contains(name) else { return true }
        // `?` stands for the first trailing closure, whose label is not written.
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("?") }
        labels += call.additionalTrailingClosures.map(\.label.text)
        if let signatures = functionLabels[name] {
            return signatures.contains { signature in
                signature.count == labels.count && zip(signature, labels).allSatisfy { $1 == "?" || $0 == $1 }
            }
        }
        return labels.contains { $0 != "_" && $0 != "?" }
    }

    private func isThrowing(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return throwingRequirements.contains(ref.baseName.text) }
        guard let access = expr.as(MemberAccessExprSyntax.self) else { return false }
        return throwingRequirements.contains(access.declName.baseName.text)
    }

    /// The call is the base of a member access, subscript or call (`x.f?().count`).
    private func continuesChain(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let m = parent.as(MemberAccessExprSyntax.self) { return m.base?.id == node.id }
        if let s = parent.as(SubscriptCallExprSyntax.self) { return s.calledExpression.id == node.id }
        if let c = parent.as(FunctionCallExprSyntax.self) { return c.calledExpression.id == node.id }
        return false
    }

    static func defaultImplementation(of function: FunctionDeclSyntax, in proto: String) -> String {
        let signature = function.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
        let body: String
        if let returned = function.signature.returnClause?.type, !returned.isVoid {
            body = returned.isOptional ? "nil" : "throw \(missingError)(requirement: \"\(function.name.text)\")"
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
    /// The optional function requirements that return a value (they become `throws`).
    public var throwingOptionalRequirements: Set<String> = []
    /// The optional function requirements (not properties).
    public var optionalFunctionRequirements: Set<String> = []
    /// The optional read-only properties of a non-optional type (they become `get throws`).
    public var throwingOptionalProperties: Set<String> = []
    /// The argument labels of each optional function requirement, by name (`_` for none):
    /// `didSelect(_:animated:)` is `["_", "animated"]`.
    public var optionalFunctionLabels: [String: Set<[String]>] = [:]
    /// The names of the properties the files declare as members of their types and extensions
    /// (stored or computed, and the plain property requirements of protocols), with the type each
    /// is written with (`""` where none is written). A closure property sharing an optional
    /// method requirement's name (`var didSelect: ((Int) -> Void)?` beside `optional func
    /// didSelect(_:)`) makes `x.didSelect?(…)` ambiguous by name (`OptionalRequirementRewriter`).
    public var propertyTypes: [String: Set<String>] = [:]
    /// The class and static methods, and the instance methods, each type declares in its body or
    /// its extensions, by the type's simple name (`SelectorRewriter`: a class method's selector).
    public var staticMethods: [String: Set<String>] = [:]
    public var instanceMethods: [String: Set<String>] = [:]
    /// The methods of the files' `@objc` protocols, by name, and the protocols that declare each
    /// (`AnyObjectBridgeRewriter`: `delegate?.menuOpened?(self)` on a delegate held as `AnyObject?`).
    public var objcProtocolMethods: [String: Set<String>] = [:]
    /// Whether any file imports a UIKit module. In an iOS framework, every Swift file sees the
    /// framework's umbrella header's imports (UIKit), so a file importing only Foundation may still
    /// name `UIColor`; such a file gets `import TransitionsUIKit` too.
    /// Whether the files see UIKit: one imports a UIKit module, or (a framework whose umbrella
    /// header imports UIKit) they name UIKit's types without declaring them and import no other UI
    /// framework (`add(_:)`).
    public var anyFileImportsUIKit: Bool {
        get { importsUIKitModule || (!importsOtherUIFramework && !uikitNamesUsed.subtracting(typeNamesDeclared).isEmpty) }
        set { importsUIKitModule = newValue }
    }
    var importsUIKitModule = false
    var importsOtherUIFramework = false
    /// `UI`-prefixed type names the files use, and the type names they declare.
    var uikitNamesUsed: Set<String> = []
    var typeNamesDeclared: Set<String> = []
    /// The types the files declare at file scope (which a bare name outside them can mean).
    var topLevelTypeNames: Set<String> = []
    /// Classes the files declare, by qualified name (`ExtensionOverrideMover`).
    public var classNames: Set<String> = []
    /// `override` members of extensions of those classes, by extended type (`ExtensionOverrideMover`).
    public var extensionOverrides: [String: [ExtensionOverrideMover.MovedMember]] = [:]
    /// Other members of those extensions (moved when the files override them: `ExtensionOverrideMover`).
    public var extensionCandidates: [String: [ExtensionOverrideMover.MovedMember]] = [:]
    /// Members of extensions of types outside the files, by key (`ExtensionMemberDispatch`).
    public var foreignMembers: [String: ExtensionMemberDispatch.ForeignMember] = [:]
    /// Keys overridden by a property with observers somewhere (`ExtensionMemberDispatch` leaves them).
    public var observerOverrideKeys: Set<String> = []
    /// The keys each type overrides, in its body or its extensions (`ExtensionMemberDispatch`).
    public var overrideKeys: [String: Set<String>] = [:]
    /// Every type the files declare, by simple name (`ExtensionMemberDispatch`).
    public var declaredTypes: Set<String> = []
    /// Each class's superclass as written (`ExtensionMemberDispatch`).
    /// Classes that declare `Sendable` (or `@unchecked Sendable`) conformance: those deriving
    /// from `NSObject` keep it (`NSObjectBaseRewriter`: a Sendable class may inherit only NSObject).
    public var sendableClasses: Set<String> = []
    public var superclasses: [String: String] = [:]
    /// The file that declares each class (qualified name), for classes surveyed with a path.
    public var classPaths: [String: String] = [:]
    /// Per file, per extended class: the identifiers the members that may move out of its
    /// extensions use (`ExtensionOverrideMover`: file-private helpers they use are widened when
    /// they move to another file).
    public var movedMemberNames: [String: [String: Set<String>]] = [:]
    /// Per file, the names it declares `private`/`fileprivate` at file scope (never widened when
    /// another file declares the same: the two would clash).
    public var privateFileScopeNames: [String: Set<String>] = [:]
    /// The files surveyed, by the path given to `add(_:path:)`.
    public var surveyedPaths: Set<String> = []
    /// Modules whose sources are compiled together with these files (`ImportRewriter`).
    public var localModules: Set<String> = []
    /// Every module some file imports (`import Lib`, `import class Lib.Thing`).
    public var importedModuleNames: Set<String> = []
    /// Per file of `UIKitSourceRewriter.survey(_:paths:)`: the modules it imports, the types it
    /// declares `public` or `open`, and the identifiers it uses (`clientImportedModules`). Not
    /// taken by `add(_:)`, which each file's rewrite calls again on its own output.
    public var moduleFacts: [ModuleFacts] = []
    /// Modules a library's clients import whose sources seem to be among the files by what they
    /// use (`UIKitSourceRewriter.clientImportedModules`): imported only where they exist.
    public var conditionalModules: Set<String> = []
    /// Each class's initialisers, by simple name (`MetatypeInitializerRewriter`).
    public var classInitializers: [String: MetatypeInitializerRewriter.Initializers] = [:]
    /// Names the files declare with a class's metatype type (`let cellClass: UIView.Type`), and
    /// those classes (`MetatypeInitializerRewriter`).
    public var metatypeNames: [String: Set<String>] = [:]
    /// Names bound to another name's value without a type (`let c = cellClass`), and those names:
    /// an alias of a metatype name constructs as the name does (`MetatypeInitializerRewriter`).
    public var metatypeAliases: [String: Set<String>] = [:]
    /// Classes that adopt a UIKit protocol in their declaration or an extension
    /// (`WitnessAccessRewriter`).
    public var uikitProtocolAdopters: Set<String> = []
    /// Names the files declare with a class type or bind by a cast to one (`if let view = self
    /// as? UIImageView`), and those classes: `type(of: view).init(…)` constructs from one's
    /// dynamic class (`MetatypeInitializerRewriter`).
    public var instanceNames: [String: Set<String>] = [:]
    /// The types each protocol of the files inherits or binds `Self` to (`protocol P: UIView`).
    public var protocolBounds: [String: Set<String>] = [:]
    /// The files' constructions from metatype values (`type.init()`, `Self()`, `T()`), each as the
    /// names that decide whether it is a UIKit class's (`MetatypeInitializerRewriter.candidates`).
    public var metatypeConstructions: Set<[String]> = []
    /// Class names the metatype survey saw, and those declared more than once (their
    /// initialisers cannot be told apart by name: they get no metatype override).
    public var metatypeClassNames: Set<String> = []
    public var repeatedClassNames: Set<String> = []
    /// Whether a file calls one of the runtime's swizzling functions, and the selectors the files
    /// name, canonically (`SwizzledMethodRewriter`).
    public var swizzles = false
    public var selectorNames: Set<String> = []
    public init(optionalRequirements: Set<String> = [], anyFileImportsUIKit: Bool = false) {
        self.optionalRequirements = optionalRequirements
        self.anyFileImportsUIKit = anyFileImportsUIKit
    }

    /// Surveys one parsed file and adds what it declares.
    public mutating func add(_ file: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        optionalRequirements.formUnion(finder.names)
        throwingOptionalRequirements.formUnion(finder.throwingNames)
        optionalFunctionRequirements.formUnion(finder.functionNames)
        throwingOptionalProperties.formUnion(finder.throwingProperties)
        optionalFunctionLabels.merge(finder.functionLabels) { $0.union($1) }
        propertyTypes.merge(finder.propertyTypes) { $0.union($1) }
        objcProtocolMethods.merge(finder.objcProtocolMethods) { $0.union($1) }
        SelectorRewriter.survey(file, into: &self)
        SwizzledMethodRewriter.survey(file, into: &self)
        let adopters = WitnessAccessRewriter.AdopterFinder(viewMode: .sourceAccurate)
        adopters.walk(file)
        uikitProtocolAdopters.formUnion(adopters.adopters)
        let imported = Set(file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        importedModuleNames.formUnion(imported)
        if !imported.isDisjoint(with: ImportRewriter.uikitModules) { importsUIKitModule = true }
        // A framework's Objective-C umbrella header (`#import <UIKit/UIKit.h>`) makes UIKit visible
        // in every Swift file of the module on iOS, so a library's files may use it without any
        // `import UIKit`: files naming UIKit's types (`UIView`, `UIViewControllerAnimatedTransitioning`)
        // that they do not declare themselves, importing no other UI framework, count as importing it.
        if !imported.isDisjoint(with: ["AppKit", "Cocoa", "SwiftUI"]) { importsOtherUIFramework = true }
        let names = UIKitNameFinder(viewMode: .sourceAccurate)
        names.walk(file)
        uikitNamesUsed.formUnion(names.used)
        typeNamesDeclared.formUnion(names.declared)
        topLevelTypeNames.formUnion(UIKitSourceRewriter.topLevelTypeNames(file))
    }

    /// Surveys one parsed file whose original is at `path`: what `add(_:)` records, and the
    /// classes and extension overrides of `ExtensionOverrideMover`.
    public mutating func add(_ file: SourceFileSyntax, path: String) {
        add(file)
        guard surveyedPaths.insert(path).inserted else { return }
        ExtensionOverrideMover.survey(file, path: path, into: &self)
        ExtensionMemberDispatch.survey(file, into: &self)
        MetatypeInitializerRewriter.survey(file, into: &self)
    }

    /// The `UI`-prefixed names a file uses (`UIView`, `UIColor`: `UI` and a capital) in type
    /// positions or as expressions' bases, and the type names it declares.
    final class UIKitNameFinder: SyntaxVisitor {
        var used: Set<String> = []
        var declared: Set<String> = []
        private func check(_ name: String) {
            let chars = Array(name)
            if chars.count > 2, chars[0] == "U", chars[1] == "I", chars[2].isUppercase { used.insert(name) }
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            check(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            check(node.baseName.text)
            return .visitChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
    }

    final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        var throwingNames: Set<String> = []
        var functionNames: Set<String> = []
        var throwingProperties: Set<String> = []
        var functionLabels: [String: Set<[String]>] = [:]
        var propertyTypes: [String: Set<String>] = [:]
        var objcProtocolMethods: [String: Set<String>] = [:]
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let proto = node.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self),
                proto.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
            {
                objcProtocolMethods[node.name.text, default: []].insert(proto.name.text)
            }
            if node.isOptionalRequirement { names.insert(node.name.text) }
            if node.isOptionalRequirement { functionNames.insert(node.name.text) }
            if node.isOptionalRequirement {
                functionLabels[node.name.text, default: []].insert(node.signature.parameterClause.parameters.map(\.firstName.text))
            }
            if node.isOptionalRequirement, OptionalRequirementRewriter.returnsValue(node) { throwingNames.insert(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.isOptionalRequirement { for b in node.bindings { names.insert(b.pattern.trimmedDescription) } }
            if node.isOptionalRequirement {
                for b in node.bindings where OptionalRequirementRewriter.becomesThrowing(b) { throwingProperties.insert(b.pattern.trimmedDescription) }
            } else if node.parent?.is(MemberBlockItemSyntax.self) == true {
                for b in node.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    propertyTypes[name.trimmingBackticks, default: []].insert(b.typeAnnotation?.type.trimmedDescription ?? "")
                }
            }
            return .skipChildren
        }
    }
}
