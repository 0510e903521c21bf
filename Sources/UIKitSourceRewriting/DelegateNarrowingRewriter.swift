import SwiftSyntax

/// A collection, table or text view's `delegate` read to call one of its delegate methods:
/// `collectionView.delegate?.collectionView?(cv, didSelectItemAt: i)`,
/// `self.tableView.delegate!.tableView!(tv, didSelectRowAt: i)`.
///
/// UIKit types a collection view's `delegate` as `UICollectionViewDelegate?`, a table view's
/// as `UITableViewDelegate?` and a text view's as `UITextViewDelegate?`, narrowing the scroll view's `UIScrollViewDelegate?` (Objective-C
/// allows it). Swift does not let a subclass narrow a settable property, so the model's
/// `delegate` stays the scroll view's, which has no `collectionView(…)` members. Where the
/// member after `delegate` is `collectionView` (`tableView`, or a `textView…` method) and the
/// object whose delegate it is is named like one (its last name ends in `collectionView`/
/// `CollectionView`, `tableView`/`TableView`, `textView`/`TextView`), `delegate` becomes
/// `_transitCollectionViewDelegate` (`_transitTableViewDelegate`, `_transitTextViewDelegate`),
/// the same delegate typed as UIKit types it. An app's own `delegate` properties on other
/// objects are left alone. Inside a table or collection view subclass (`class ReorderTable:
/// UITableView`, or an extension of UIKit's view), the view's own `delegate` — bare or through
/// `self` — is narrowed the same way.
public final class DelegateNarrowingRewriter: SyntaxRewriter {
    /// Each class of the files and its superclass as written (`ModuleSurvey.superclasses`): an
    /// extension of an app's table view subclass is the table's own code too.
    let superclasses: [String: String]

    public init(superclasses: [String: String] = [:]) {
        self.superclasses = superclasses
        super.init(viewMode: .sourceAccurate)
    }

    /// The narrowed property an override of `delegate` typed as each view's delegate becomes.
    static let overriddenDelegates: [(type: String, property: String)] = [
        ("CollectionViewDelegate", "_transitCollectionViewDelegate"),
        ("TableViewDelegate", "_transitTableViewDelegate"),
        ("TextViewDelegate", "_transitTextViewDelegate"),
    ]

    /// `override var delegate: UITableViewDelegate? { … }` in a table view subclass (a
    /// collection or text view's likewise: the type says which) overrides the model's
    /// `_transitTableViewDelegate`, which setting the view's `delegate` goes through; inside its
    /// accessors and observers, `delegate` (bare, `self.` or `super.`) is that property too.
    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), node.bindings.count == 1,
            var binding = node.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            pattern.identifier.text == "delegate", let type = binding.typeAnnotation?.type.trimmedDescription,
            let property = Self.overriddenDelegates.first(where: { type.contains($0.type) })?.property
        else { return super.visit(node) }
        binding.pattern = PatternSyntax(pattern.with(\.identifier, pattern.identifier.with(\.tokenKind, .identifier(property))))
        if let accessors = binding.accessorBlock {
            binding.accessorBlock = DelegateReferenceRenamer(property: property).rewrite(accessors).cast(AccessorBlockSyntax.self)
        }
        return DeclSyntax(node.with(\.bindings, PatternBindingListSyntax([binding])))
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let base = node.base, let narrowed = narrowedDelegate(for: node.declName.baseName.text, base: base) else {
            return super.visit(node)
        }
        var access = node
        access.base = narrowed
        return super.visit(access)
    }

    /// `base` (`x.delegate`, `x.delegate?`, `x.delegate!`) with `delegate` renamed, when the
    /// member called on it is a collection or table view's delegate method and `x` is named as
    /// such a view.
    func narrowedDelegate(for member: String, base: ExprSyntax) -> ExprSyntax? {
        let replacement: String
        var member = member
        switch member {
        case "collectionView": replacement = "_transitCollectionViewDelegate"
        case "tableView": replacement = "_transitTableViewDelegate"
        case _ where member.hasPrefix("textView"):
            // `textView(_:shouldChangeTextIn:…)`, `textViewDidChange(_:)` …
            replacement = "_transitTextViewDelegate"
            member = "textView"
        default: return nil
        }
        var inner = base
        var wrap: ((ExprSyntax) -> ExprSyntax)?
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            inner = chained.expression
            wrap = { ExprSyntax(chained.with(\.expression, $0)) }
        } else if let forced = base.as(ForceUnwrapExprSyntax.self) {
            inner = forced.expression
            wrap = { ExprSyntax(forced.with(\.expression, $0)) }
        }
        if let ref = inner.as(DeclReferenceExprSyntax.self), ref.baseName.text == "delegate", ref.argumentNames == nil,
            insideViewNamedLike(ref, member: member)
        {
            let renamed = ref.with(\.baseName, ref.baseName.with(\.tokenKind, .identifier(replacement)))
            return wrap.map { $0(ExprSyntax(renamed)) } ?? ExprSyntax(renamed)
        }
        guard let access = inner.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "delegate",
            access.declName.argumentNames == nil, let owner = access.base,
            Self.isNamedLikeView(owner, member: member)
                || (owner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) && insideViewNamedLike(access, member: member))
        else { return nil }
        var renamed = access
        renamed.declName = access.declName.with(\.baseName, access.declName.baseName.with(\.tokenKind, .identifier(replacement)))
        return wrap.map { $0(ExprSyntax(renamed)) } ?? ExprSyntax(renamed)
    }

    /// Whether `node` is inside a class whose superclass (its first inherited type) ends like
    /// `member` (`TableView` for "tableView": `UITableView` or an app's table view class), or
    /// inside an extension of a class of the files deriving from UIKit's view (or of UIKit's view
    /// itself): a table or collection view's own code, where `delegate` is the view's. (A class
    /// named like a table view but deriving from something else keeps its own `delegate`.)
    func insideViewNamedLike(_ node: some SyntaxProtocol, member: String) -> Bool {
        let suffix = member.prefix(1).uppercased() + member.dropFirst()
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) {
                let superclass = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                return superclass.hasSuffix(suffix)
            }
            if let e = n.as(ExtensionDeclSyntax.self) {
                var name = e.extendedType.trimmedDescription
                for _ in 0..<16 {
                    if name == "UI" + suffix { return true }
                    guard let next = superclasses[name] else { return false }
                    name = next
                }
                return false
            }
            if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// Whether `owner` (`collectionView`, `self.collectionView?`, `cardCollectionView!`) ends in
    /// a name ending like `member` ("collectionView" or "tableView", either capitalisation).
    static func isNamedLikeView(_ owner: ExprSyntax, member: String) -> Bool {
        var expr = owner
        while true {
            if let e = expr.as(OptionalChainingExprSyntax.self) { expr = e.expression; continue }
            if let e = expr.as(ForceUnwrapExprSyntax.self) { expr = e.expression; continue }
            break
        }
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let access = expr.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
        } else {
            return false
        }
        let capitalised = member.prefix(1).uppercased() + member.dropFirst()
        return name == member || name.hasSuffix(capitalised)
    }
}

/// Renames `delegate`, `self.delegate` and `super.delegate` to `property` (inside an overriding
/// delegate property's accessors).
private final class DelegateReferenceRenamer: SyntaxRewriter {
    let property: String
    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.baseName.text == "delegate", node.argumentNames == nil else { return super.visit(node) }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            // A member `x.delegate`: only `self.delegate` and `super.delegate` are the view's.
            guard let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind ?? access.base?.as(SuperExprSyntax.self).map({ _ in .keyword(.super) }),
                base == .keyword(.self) || base == .keyword(.super)
            else { return super.visit(node) }
        }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(property))))
    }
}
