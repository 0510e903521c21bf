import SwiftSyntax

/// Overrides inside an extension of a UIKit class (Objective-C categories):
/// `extension UINavigationController { open override var childForStatusBarStyle: UIViewController? … }`.
///
/// Swift refuses them without the Objective-C runtime ("cannot be overridden from extension").
/// For the members `CategoryOverride` (TransitionsUIKit) dispatches, the member is renamed
/// (`_transitCategory_childForStatusBarStyle`, `override` dropped, `open` → `public`) and the
/// class conforms to the member's protocol through a forwarder written after the file's last line,
/// so the model runs the category where UIKit would (its `super` calls unchanged). Extensions of
/// the files' own classes are `ExtensionOverrideMover`'s; a member not in the table stays a
/// compile error. Lines keep their numbers.
public final class CategoryOverrideRewriter: SyntaxRewriter {
    /// One dispatched member: its protocol in `CategoryOverride`, the protocol's requirement, and
    /// the forwarder's body (calling the renamed member).
    struct Member {
        var proto: String
        var requirement: String
        var forward: String
    }

    static let members: [String: Member] = {
        var m: [String: Member] = [
            "hitTest(_:with:)": Member(
                proto: "HitTest", requirement: "func categoryHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
                forward: "_transitCategory_hitTest(point, with: event)"),
            "point(inside:with:)": Member(
                proto: "PointInside", requirement: "func categoryPoint(inside point: CGPoint, with event: UIEvent?) -> Bool",
                forward: "_transitCategory_point(inside: point, with: event)"),
            "sizeToFit()": Member(proto: "SizeToFit", requirement: "func categorySizeToFit()", forward: "_transitCategory_sizeToFit()"),
            "gestureRecognizerShouldBegin(_:)": Member(
                proto: "GestureRecognizerShouldBegin",
                requirement: "func categoryGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
                forward: "_transitCategory_gestureRecognizerShouldBegin(gestureRecognizer)"),
        ]
        for phase in ["Began", "Moved", "Ended", "Cancelled"] {
            m["touches\(phase)(_:with:)"] = Member(
                proto: "Touches\(phase)", requirement: "func categoryTouches\(phase)(_ touches: Set<UITouch>, with event: UIEvent?)",
                forward: "_transitCategory_touches\(phase)(touches, with: event)")
        }
        m["observeValue(forKeyPath:of:change:context:)"] = Member(
            proto: "ObserveValue",
            requirement: "func categoryObserveValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)",
            forward: "_transitCategory_observeValue(forKeyPath: keyPath, of: object, change: change, context: context)")
        m["awakeFromNib()"] = Member(proto: "AwakeFromNib", requirement: "func categoryAwakeFromNib()", forward: "_transitCategory_awakeFromNib()")
        m["traitCollectionDidChange(_:)"] = Member(
            proto: "TraitCollectionDidChange", requirement: "func categoryTraitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)",
            forward: "_transitCategory_traitCollectionDidChange(previousTraitCollection)")
        for name in ["viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"] {
            let cap = name.prefix(1).uppercased() + name.dropFirst()
            m["\(name)()"] = Member(proto: cap, requirement: "func category\(cap)()", forward: "_transitCategory_\(name)()")
        }
        for name in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"] {
            let cap = name.prefix(1).uppercased() + name.dropFirst()
            m["\(name)(_:)"] = Member(proto: cap, requirement: "func category\(cap)(_ animated: Bool)", forward: "_transitCategory_\(name)(animated)")
        }
        for (name, type) in [
            ("preferredStatusBarStyle", "UIStatusBarStyle"), ("prefersStatusBarHidden", "Bool"),
            ("childForStatusBarStyle", "UIViewController?"), ("childForStatusBarHidden", "UIViewController?"),
            ("shouldAutorotate", "Bool"), ("supportedInterfaceOrientations", "UIInterfaceOrientationMask"),
        ] {
            let cap = name.prefix(1).uppercased() + name.dropFirst()
            m[name] = Member(proto: cap, requirement: "var category\(cap): \(type)", forward: "_transitCategory_\(name)")
        }
        return m
    }()

    /// `UIApplication.next`, which libraries override in a category to run set-up code once at
    /// launch (`Application.launch()` reads it); the category's `super.next` becomes `nil`.
    static let applicationMembers: [String: Member] = [
        "next": Member(proto: "ApplicationNext", requirement: "var categoryNext: UIResponder?", forward: "_transitCategory_next")
    ]

    private let classNames: Set<String>
    /// The conformances to write after the file's last line.
    private(set) var conformances: [String] = []

    public init(survey: ModuleSurvey) {
        classNames = Set(survey.classNames.map { MetatypeInitializerRewriter.simpleName($0) })
        super.init(viewMode: .sourceAccurate)
    }

    /// `file` rewritten, and the conformances it needs.
    static func apply(_ file: Syntax, survey: ModuleSurvey) -> (Syntax, [String]) {
        let rewriter = CategoryOverrideRewriter(survey: survey)
        let out = rewriter.rewrite(file)
        return (out, rewriter.conformances)
    }

    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let extended = node.extendedType.trimmedDescription
        guard node.genericWhereClause == nil, !classNames.contains(MetatypeInitializerRewriter.simpleName(extended))
        else { return DeclSyntax(node) }
        var decl = node
        var items: [MemberBlockItemSyntax] = []
        let isApplication = ["UIApplication", "UIKit.UIApplication"].contains(extended)
        for item in node.memberBlock.members {
            guard let key = ExtensionMemberDispatch.key(of: item.decl),
                let member = isApplication ? Self.applicationMembers[key] : Self.members[key],
                ExtensionOverrideMover.modifiers(of: item.decl).contains(where: { $0.name.tokenKind == .keyword(.override) }),
                var renamed = Self.renamed(item.decl)
            else {
                items.append(item)
                continue
            }
            // The application has no next responder in the model (no app delegate object).
            if isApplication { renamed = SuperNextRemover().rewrite(renamed).cast(DeclSyntax.self) }
            var out = item
            out.decl = renamed
            items.append(out)
            conformances.append("extension \(extended): CategoryOverride.\(member.proto) { public \(member.requirement) { \(member.forward) } }")
        }
        decl.memberBlock.members = MemberBlockItemListSyntax(items)
        return DeclSyntax(decl)
    }

    /// The member with `_transitCategory_` before its name, without `override`, `open` → `public`.
    /// What `override` leaves (its leading trivia: a line break after an attribute) moves to the
    /// next token, so lines keep their numbers.
    static func renamed(_ decl: DeclSyntax) -> DeclSyntax? {
        func stripped(_ list: DeclModifierListSyntax) -> (DeclModifierListSyntax, Trivia) {
            var kept: [DeclModifierSyntax] = []
            var carried = Trivia()
            for m in list {
                if m.name.tokenKind == .keyword(.override) {
                    carried = carried + m.leadingTrivia + Trivia(pieces: m.trailingTrivia.filter(\.isNewline))
                    continue
                }
                var m = m
                if m.name.tokenKind == .keyword(.open) { m.name = .keyword(.public, leadingTrivia: m.name.leadingTrivia, trailingTrivia: m.name.trailingTrivia) }
                if !carried.isEmpty { m.leadingTrivia = joined(carried, m.leadingTrivia); carried = Trivia() }
                kept.append(m)
            }
            return (DeclModifierListSyntax(kept), carried)
        }
        if var f = decl.as(FunctionDeclSyntax.self) {
            let (mods, left) = stripped(f.modifiers)
            f.modifiers = mods
            if !left.isEmpty { f.funcKeyword.leadingTrivia = joined(left, f.funcKeyword.leadingTrivia) }
            f.name = .identifier("_transitCategory_" + f.name.text, leadingTrivia: f.name.leadingTrivia, trailingTrivia: f.name.trailingTrivia)
            return DeclSyntax(f)
        }
        if var v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1, var binding = v.bindings.first,
            let id = binding.pattern.as(IdentifierPatternSyntax.self)
        {
            let (mods, left) = stripped(v.modifiers)
            v.modifiers = mods
            if !left.isEmpty { v.bindingSpecifier.leadingTrivia = joined(left, v.bindingSpecifier.leadingTrivia) }
            binding.pattern = PatternSyntax(
                id.with(\.identifier, .identifier("_transitCategory_" + id.identifier.text, leadingTrivia: id.identifier.leadingTrivia, trailingTrivia: id.identifier.trailingTrivia)))
            v.bindings = PatternBindingListSyntax([binding])
            return DeclSyntax(v)
        }
        return nil
    }
}

/// `super.next` → `nil`, keeping trivia (inside a renamed `UIApplication.next` category).
private final class SuperNextRemover: SyntaxRewriter {
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == "next" else { return super.visit(node) }
        return ExprSyntax(NilLiteralExprSyntax(leadingTrivia: node.leadingTrivia, trailingTrivia: node.trailingTrivia))
    }
}
