import SwiftSyntax

/// String-keyed KVO's receiving method in a class that derives from `NSObject` itself and keeps
/// it — a `Sendable` class, which `NSObjectBaseRewriter` leaves alone (every other such class
/// derives from `UIKitNSObject`, which declares the method):
/// `override func observeValue(forKeyPath:of:change:context:)` overrides UIKit's `NSObject`
/// method, which Linux Foundation's `NSObject` lacks. The first class of such a chain that
/// declares the method loses `override` and adopts `KeyValueStringObserver` (the protocol through
/// which the model's `addObserver(_:forKeyPath:options:context:)` calls it); its subclasses'
/// overrides stay. Classes that derive from UIKit's other classes (views, controllers,
/// presentation controllers …) are left alone: the model's classes declare the method open.
/// Only modifiers and the inheritance clause change, so lines keep their numbers.
public final class KeyValueObserverRewriter: SyntaxRewriter {
    static let key = "observeValue(forKeyPath:of:change:context:)"
    static let observerProtocol = "KeyValueStringObserver"
    private let survey: ModuleSurvey

    public init(survey: ModuleSurvey) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let name = node.name.text
        guard declaresObserveValue(node), isFirstObserverOfAnNSObjectChain(name) else { return super.visit(node) }
        var decl = node
        decl.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            guard let f = item.decl.as(FunctionDeclSyntax.self), ExtensionMemberDispatch.key(of: item.decl) == Self.key else { return item }
            var fn = f
            var kept = f.modifiers.filter { $0.name.tokenKind != .keyword(.override) }
            // The removed keyword's leading trivia (line break, indentation) stays in place.
            if let first = f.modifiers.first, first.name.tokenKind == .keyword(.override) {
                if kept.isEmpty {
                    fn.funcKeyword = fn.funcKeyword.with(\.leadingTrivia, first.leadingTrivia)
                } else {
                    kept[kept.startIndex] = kept[kept.startIndex].with(\.leadingTrivia, first.leadingTrivia)
                }
            }
            fn.modifiers = DeclModifierListSyntax(kept)
            var out = item
            out.decl = DeclSyntax(fn)
            return out
        })
        if var clause = decl.inheritanceClause {
            var types = Array(clause.inheritedTypes)
            if var last = types.popLast() {
                let trailing = last.trailingTrivia
                last = last.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: .space))
                types.append(last)
                types.append(InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(Self.observerProtocol))), trailingTrivia: trailing))
            }
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            decl.inheritanceClause = clause
        }
        return super.visit(decl)
    }

    private func declaresObserveValue(_ node: ClassDeclSyntax) -> Bool {
        node.memberBlock.members.contains { item in
            item.decl.is(FunctionDeclSyntax.self) && ExtensionMemberDispatch.key(of: item.decl) == Self.key
                && ExtensionOverrideMover.modifiers(of: item.decl).contains { $0.name.tokenKind == .keyword(.override) }
        }
    }

    /// The class derives (through the files' own classes) from `NSObject`, the class that derives
    /// from it directly is `Sendable` (so it keeps `NSObject`), and none of those ancestors
    /// declares the method.
    private func isFirstObserverOfAnNSObjectChain(_ name: String) -> Bool {
        var seen: Set<String> = [name]
        var root = name
        var current = survey.superclasses[name]
        while let s = current {
            if NSObjectBaseRewriter.nsObjectSpellings.contains(s) { return survey.sendableClasses.contains(root) }
            root = s
            guard survey.superclasses[s] != nil || survey.overrideKeys[s] != nil, seen.insert(s).inserted else { return false }
            if survey.overrideKeys[s]?.contains(Self.key) == true { return false }
            current = survey.superclasses[s]
        }
        return false
    }
}
