import SwiftParser
import SwiftSyntax

/// The app's side of method swizzling: a method that a swizzle may exchange asks the model's
/// method tables first (`MethodSwizzling` in the model).
///
/// On iOS the classic swizzle exchanges a UIKit method with the app's `my_viewWillAppear(_:)`,
/// whose body calls `my_viewWillAppear(animated)` to reach UIKit's implementation. In Swift that
/// call is plain recursion. So in files that swizzle (one of them calls
/// `method_exchangeImplementations`, `class_addMethod`, `class_replaceMethod` or
/// `method_setImplementation`), each instance method of a class or of an extension of one, whose
/// selector some `#selector` in the files names, gets a first statement, on the line of its `{`:
///
/// ```swift
/// func my_viewWillAppear(_ animated: Bool) { if _transitSwizzled(self, UIViewController.self, "my_viewWillAppear:", animated) != nil { return };
/// ```
///
/// `_transitSwizzled` returns nil (the body runs) unless the entry the receiver finds holds
/// another implementation; then it runs that one and the method returns its result (a method
/// with a result type returns it when it has that type). Methods of more than two parameters,
/// with `inout` or variadic ones, generic, `async`, `override`s (the class's own entry, which
/// Swift already dispatches) and `static`/`class` ones are left as written: the model's runtime
/// does not exchange them.
public final class SwizzledMethodRewriter: SyntaxRewriter {
    /// The runtime functions whose call makes a file set "swizzling".
    static let swizzlingFunctions: Set<String> = [
        "method_exchangeImplementations", "class_addMethod", "class_replaceMethod", "method_setImplementation",
    ]
    let survey: ModuleSurvey

    public init(survey: ModuleSurvey) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
    }

    /// `name` with the labels after the first colon dropped: `push:animated:` → `push::`. The
    /// model's tables match selectors so, because a bare `#selector(push)` for a two-argument
    /// method names it by its base and argument count only.
    public static func canonicalName(_ name: String) -> String {
        let colons = name.filter { $0 == ":" }.count
        let base = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
        return base + String(repeating: ":", count: colons)
    }

    /// What one file adds: whether it calls a swizzling function, and the selectors it names.
    static func survey(_ file: SourceFileSyntax, into survey: inout ModuleSurvey) {
        final class Finder: SyntaxVisitor {
            var swizzles = false
            var selectors: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                    SwizzledMethodRewriter.swizzlingFunctions.contains(callee.baseName.text)
                {
                    swizzles = true
                }
                return .visitChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.macroName.text == "selector", let argument = node.arguments.first, argument.label == nil else { return .visitChildren }
                let (_, member) = SelectorRewriter.split(argument.expression)
                if let member {
                    let labels = member.argumentNames.map { $0.arguments.map(\.name.text) }
                    selectors.insert(SwizzledMethodRewriter.canonicalName(SelectorRewriter.objectiveCName(member.baseName.text.trimmingBackticks, labels: labels)))
                    // A bare name may stand for a method of one or two arguments.
                    if labels == nil { selectors.insert(member.baseName.text.trimmingBackticks + ":") }
                    if labels == nil { selectors.insert(member.baseName.text.trimmingBackticks + "::") }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        if finder.swizzles { survey.swizzles = true }
        survey.selectorNames.formUnion(finder.selectors)
    }

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard survey.swizzles, let prologue = prologue(for: node), let body = node.body else { return super.visit(node) }
        var decl = node
        decl.body = prepending([prologue], to: body)
        return super.visit(decl)
    }

    /// The check for `node`, or nil when it is not a method a swizzle may exchange.
    func prologue(for node: FunctionDeclSyntax) -> String? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, node.genericParameterClause == nil,
            !node.modifiers.contains(where: { ["static", "class", "override", "mutating"].contains($0.name.text) }),
            node.signature.effectSpecifiers?.asyncSpecifier == nil,
            let owner = ownerClass(of: Syntax(node))
        else { return nil }
        let parameters = Array(node.signature.parameterClause.parameters)
        guard parameters.count <= 2,
            !parameters.contains(where: { $0.ellipsis != nil || $0.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false })
        else { return nil }
        let name = SelectorRewriter.objectiveCName(node.name.text.trimmingBackticks, labels: parameters.isEmpty ? nil : parameters.map(\.firstName.text))
        guard survey.selectorNames.contains(Self.canonicalName(name)) else { return nil }
        let arguments = parameters.map { p in
            let local = (p.secondName ?? p.firstName).text
            return local == "_" ? "nil" : local
        }
        let call = "_transitSwizzled(self, \(owner).self, \(stringLiteral(name))\(arguments.map { ", " + $0 }.joined()))"
        if let result = node.signature.returnClause?.type, result.trimmedDescription != "Void", result.trimmedDescription != "()" {
            guard !result.is(SomeOrAnyTypeSyntax.self) || result.trimmedDescription.hasPrefix("any "), result.trimmedDescription != "Self" else { return nil }
            var type = result.trimmedDescription
            if result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = String(type.dropLast()) + "?" }
            return "if let _swizzled = \(call), let _value = _swizzled.value as? \(type) { return _value }"
        }
        return "if \(call) != nil { return }"
    }

    /// The class a method belongs to: the class declaring it, or the class an extension extends
    /// (a UIKit class, by its `UI` prefix without a protocol's suffix, or one the files declare);
    /// nil for other types.
    func ownerClass(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) { return d.genericParameterClause == nil ? d.name.text : nil }
            if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return nil }
            if let d = n.as(ExtensionDeclSyntax.self) {
                let type = d.extendedType.trimmedDescription
                let simple = type.split(separator: ".").last.map(String.init) ?? type
                // A UIKit protocol's extension (`extension UIGestureRecognizerDelegate`) is not a class's.
                let uikitClass = simple.hasPrefix("UI") && !ExtensionMemberDispatch.protocolSuffixes.contains { simple.hasSuffix($0) }
                guard d.genericWhereClause == nil, uikitClass || survey.classNames.contains(type) || survey.classNames.contains(simple)
                else { return nil }
                return type
            }
            current = n.parent
        }
        return nil
    }
}
