import SwiftSyntax

/// A reusable cell or header class with an initialiser of its own (`init(style:reuseIdentifier:model:)`,
/// or only `init?(coder:)`, as a storyboard cell has) and without the base initialiser table and collection views make it with. The model makes
/// registered cells through a `required convenience init(dequeuedWith:)`, which such a class does
/// not inherit, so Swift would refuse the class. It gets one that traps as iOS does when a
/// registered class lacks the initialiser (Swift's "Use of unimplemented initializer"), written
/// before the class's closing brace on the same line, so lines keep their numbers.
public final class DequeueInitializerRewriter: SyntaxRewriter {
    /// UIKit's reusable view classes and the designated initialiser each is made with.
    static let baseInitializers: [String: String] = [
        "UITableViewCell": "init(style:reuseIdentifier:)", "UICollectionViewCell": "init(frame:)",
        "UICollectionReusableView": "init(frame:)", "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
    ]
    private let survey: ModuleSurvey

    public init(survey: ModuleSurvey) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let name = node.name.text
        guard let base = uikitReusableAncestor(of: Self.qualifiedName(of: node)), let baseInit = Self.baseInitializers[base] else { return super.visit(node) }
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = inits.filter { i in !i.modifiers.contains { $0.name.text == "convenience" } }.map(Self.key)
        let declared = Set(inits.map(Self.key))
        // Any designated initialiser of its own — `init(coder:)` alone too (a storyboard cell) —
        // stops the class inheriting the base one, and with it the dequeue initialiser.
        guard !designated.isEmpty, !declared.contains(baseInit),
            !declared.contains("init(dequeuedWith:)")
        else { return super.visit(node) }
        var decl = node
        let message = "Use of unimplemented initializer '\(baseInit)' for class '\(name)'"
        decl.memberBlock = addingMember(
            "required convenience init(dequeuedWith reuseIdentifier: String) { fatalError(\(stringLiteral(message))) }", to: decl.memberBlock)
        return super.visit(decl)
    }

    /// The UIKit class a class in the files derives from through the files' own classes, when it
    /// is one of the reusable views.
    private func uikitReusableAncestor(of name: String) -> String? {
        var seen: Set<String> = [name]
        var current = survey.superclasses[name]
        while let s = current {
            if Self.baseInitializers[s] != nil, survey.superclasses[s] == nil { return s }
            guard seen.insert(s).inserted, survey.superclasses[s] != nil else { return nil }
            current = survey.superclasses[s]
        }
        return nil
    }

    /// A class's name as the survey keys it: with the types and extensions it is declared in
    /// (`WhatsNew.Cell` for a cell declared in `extension WhatsNew`).
    static func qualifiedName(of node: ClassDeclSyntax) -> String {
        var parts = [node.name.text]
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) {
                parts.insert(c.name.text, at: 0)
            } else if let s = p.as(StructDeclSyntax.self) {
                parts.insert(s.name.text, at: 0)
            } else if let e = p.as(EnumDeclSyntax.self) {
                parts.insert(e.name.text, at: 0)
            } else if let x = p.as(ExtensionDeclSyntax.self) {
                parts.insert(x.extendedType.trimmedDescription, at: 0)
            }
            parent = p.parent
        }
        return parts.joined(separator: ".")
    }

    /// `init(style:reuseIdentifier:)` for an initialiser's declaration.
    static func key(_ i: InitializerDeclSyntax) -> String {
        "init(" + i.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
