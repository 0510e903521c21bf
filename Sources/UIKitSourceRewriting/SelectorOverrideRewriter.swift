import SwiftParser
import SwiftSyntax

/// `override func responds(to aSelector: Selector) -> Bool` and
/// `override func forwardingTarget(for aSelector: Selector) -> Any?` take the selector as
/// optional. NSObject declares both with `Selector!` (Objective-C's nullable-unspecified
/// `SEL`), and Swift lets an override of an imported Objective-C method narrow that to
/// `Selector`, which is what proxies and weak-target wrappers write. The model's
/// `UIKitNSObject` declares them in Swift with `Selector?`, where narrowing is refused ("cannot
/// override instance method parameter of type 'Selector?' with non-optional type"). So the
/// parameter becomes `Selector?` and the body starts, on its first line, by unwrapping it under
/// the same name: `guard let aSelector = aSelector else { return false }` (`nil` for
/// `forwardingTarget`), which is what NSObject answers for a null selector. Only overrides of
/// those two methods whose one parameter is spelled `Selector` change.
public final class SelectorOverrideRewriter: SyntaxRewriter {
    /// The overridable NSObject methods taking one selector: base name, argument label, and
    /// what the unwrapped body returns for a null selector.
    static let methods: [String: (label: String, answerForNull: String)] = [
        "responds": ("to", "false"),
        "forwardingTarget": ("for", "nil"),
    ]

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            let method = Self.methods[node.name.text],
            node.signature.parameterClause.parameters.count == 1,
            let parameter = node.signature.parameterClause.parameters.first,
            parameter.firstName.text == method.label,
            parameter.type.as(IdentifierTypeSyntax.self)?.name.text == "Selector",
            let body = node.body
        else { return super.visit(node) }
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_" else { return DeclSyntax(node) }
        var out = node
        let optional = TypeSyntax(OptionalTypeSyntax(wrappedType: parameter.type.trimmed))
            .with(\.leadingTrivia, parameter.type.leadingTrivia).with(\.trailingTrivia, parameter.type.trailingTrivia)
        out.signature.parameterClause.parameters = FunctionParameterListSyntax([parameter.with(\.type, optional)])
        // On the brace's line, so the lines after it keep their numbers.
        let source = "guard let \(name) = \(name) else { return \(method.answerForNull) }"
        guard var unwrap = Parser.parse(source: source).statements.first else { return DeclSyntax(node) }
        var statements = Array(body.statements)
        var brace = body.leftBrace
        unwrap.leadingTrivia = brace.trailingTrivia.isEmpty ? .space : []
        unwrap.semicolon = .semicolonToken(trailingTrivia: statements.first?.leadingTrivia.contains(where: \.isNewline) ?? true ? [] : .space)
        if statements.isEmpty {
            unwrap.trailingTrivia = brace.trailingTrivia
            brace.trailingTrivia = []
        }
        statements.insert(unwrap, at: 0)
        out.body = body.with(\.leftBrace, brace).with(\.statements, CodeBlockItemListSyntax(statements))
        return DeclSyntax(out)
    }
}
