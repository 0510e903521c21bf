import SwiftSyntax

/// Functions that build a path handed to them: `func drawArrow(_ frame: CGRect, path:
/// CGMutablePath) { path.addLine(to: …) }`, called as `drawArrow(frame, path: contour)`.
///
/// Core Graphics' `CGMutablePath` is a reference type, so the callee adds to the caller's path.
/// The model's is a value (`ShapePath`), so such a parameter becomes `inout CGMutablePath` and
/// each call of the function in the file passes `&contour` — the caller's path receives the
/// segments, as on iOS. A parameter qualifies when the function's body changes it: calls one of
/// the path's building methods on it (`move`, `addLine`, `addArc`, …, `closeSubpath`), assigns
/// to it, or passes it on at another qualifying parameter (found to a fixed point). Calls are
/// matched by the function's name and argument labels, in the same file (a call from another
/// file stays a compile error naming the `inout` parameter, never a silent copy). The caller's
/// own `let` path is already a `var` (`ValueTypeBindingRewriter`). Only tokens are added, so
/// lines keep their numbers.
public final class PathParameterRewriter: SyntaxRewriter {
    /// The methods that change a path.
    static let mutatingMethods: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRelativeArc", "addRect", "addRects",
        "addEllipse", "addRoundedRect", "addPath", "closeSubpath", "append",
    ]

    /// Function signature key (`name(label:_:)`) → indexes of the parameters that become `inout`.
    private let inoutParameters: [String: Set<Int>]

    private init(_ parameters: [String: Set<Int>]) {
        inoutParameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    /// Rewrites a file: surveys its functions, then makes the changed path parameters `inout`
    /// and passes `&` at their calls.
    public static func apply(_ file: Syntax) -> Syntax {
        let functions = FunctionCollector(viewMode: .sourceAccurate)
        functions.walk(file)
        let parameters = resolve(functions.functions)
        guard !parameters.isEmpty else { return file }
        return PathParameterRewriter(parameters).rewrite(file)
    }

    // MARK: Survey

    struct Function {
        var key: String
        /// Path parameters: index and name inside the body.
        var pathParameters: [(index: Int, name: String)]
        var body: CodeBlockSyntax
    }

    final class FunctionCollector: SyntaxVisitor {
        var functions: [Function] = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .visitChildren }
            var paths: [(Int, String)] = []
            for (i, p) in node.signature.parameterClause.parameters.enumerated() where PathParameterRewriter.isPlainPath(p.type) {
                paths.append((i, (p.secondName ?? p.firstName).text))
            }
            if !paths.isEmpty {
                functions.append(Function(key: PathParameterRewriter.key(node), pathParameters: paths.map { (index: $0.0, name: $0.1) }, body: body))
            }
            return .visitChildren
        }
    }

    static func isPlainPath(_ type: TypeSyntax) -> Bool {
        if let id = type.as(IdentifierTypeSyntax.self) { return id.name.text == "CGMutablePath" && id.genericArgumentClause == nil }
        return false
    }

    static func key(_ f: FunctionDeclSyntax) -> String {
        let labels = f.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text }
        return "\(f.name.text)(\(labels.map { "\($0):" }.joined()))"
    }

    /// A call's key, when it calls a function by name (`f(…)` or `self.f(…)`).
    static func key(_ call: FunctionCallExprSyntax) -> String? {
        let name: String
        if let id = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = id.baseName.text
        } else if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = m.declName.baseName.text
        } else {
            return nil
        }
        guard call.trailingClosure == nil else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The parameters each function changes, passing through calls to a fixed point.
    static func resolve(_ functions: [Function]) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var changed = true
        while changed {
            changed = false
            for f in functions {
                for p in f.pathParameters where !(result[f.key]?.contains(p.index) ?? false) {
                    let finder = MutationFinder(name: p.name, parameters: result)
                    finder.walk(f.body)
                    if finder.found {
                        result[f.key, default: []].insert(p.index)
                        changed = true
                    }
                }
            }
        }
        return result
    }

    /// Whether a body changes the path named `name`.
    final class MutationFinder: SyntaxVisitor {
        let name: String
        let inoutParameters: [String: Set<Int>]
        var found = false
        init(name: String, parameters: [String: Set<Int>]) {
            self.name = name
            inoutParameters = parameters
            super.init(viewMode: .sourceAccurate)
        }
        private func isName(_ e: ExprSyntax?) -> Bool { e?.as(DeclReferenceExprSyntax.self)?.baseName.text == name }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self), isName(m.base),
               PathParameterRewriter.mutatingMethods.contains(m.declName.baseName.text) { found = true }
            if let k = PathParameterRewriter.key(node), let indexes = inoutParameters[k] {
                for (i, a) in node.arguments.enumerated() where indexes.contains(i) && isName(a.expression) { found = true }
            }
            return found ? .skipChildren : .visitChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self), isName(node.leftOperand) { found = true }
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let e = Array(node.elements)
            if e.count >= 3, isName(e[0]), e[1].is(AssignmentExprSyntax.self) { found = true }
            return .visitChildren
        }
        // A nested function or closure with its own parameter of that name shadows it; the
        // finder does not track scopes (a false positive only adds `inout`).
    }

    // MARK: Rewrite

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard let indexes = inoutParameters[Self.key(node)] else { return super.visit(node) }
        var decl = node
        var params = Array(node.signature.parameterClause.parameters)
        for i in params.indices where indexes.contains(i) {
            let type = params[i].type
            let attributed = AttributedTypeSyntax(
                specifiers: [.simpleTypeSpecifier(SimpleTypeSpecifierSyntax(specifier: .keyword(.inout, trailingTrivia: .space)))],
                baseType: type.with(\.leadingTrivia, []))
            params[i].type = TypeSyntax(attributed).with(\.leadingTrivia, type.leadingTrivia)
        }
        decl.signature.parameterClause.parameters = FunctionParameterListSyntax(params)
        return super.visit(decl)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let k = Self.key(node), let indexes = inoutParameters[k] else { return super.visit(node) }
        var call = node
        var args = Array(node.arguments)
        for i in args.indices where indexes.contains(i) && !args[i].expression.is(InOutExprSyntax.self) {
            let e = args[i].expression
            args[i].expression = ExprSyntax(InOutExprSyntax(ampersand: .prefixAmpersandToken(leadingTrivia: e.leadingTrivia), expression: e.with(\.leadingTrivia, [])))
        }
        call.arguments = LabeledExprListSyntax(args)
        return super.visit(call)
    }
}
