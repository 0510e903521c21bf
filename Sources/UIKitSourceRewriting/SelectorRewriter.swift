import SwiftSyntax

/// `#selector(…)` → a typed `Selector` (TransitionsUIKit's) built from an unapplied method
/// reference, so the compiler checks that the method exists and the target's type has it:
///
/// | written | rewritten (inside `class Foo` or `extension Foo`) |
/// |---|---|
/// | `#selector(handle)` | `Selector(Foo.handle, "handle")` |
/// | `#selector(handle(_:))` | `Selector(Foo.handle(_:), "handle:")` |
/// | `#selector(self.handle(_:))`, `#selector(super.handle(_:))` | `Selector(Foo.handle(_:), "handle:")` |
/// | `#selector(Bar.handle(_:with:))`, `#selector(Proto.method)` | `Selector(Bar.handle(_:with:), "handle:with:")` |
/// | `#selector(getter: Bar.prop)` | `Selector(getter: \Bar.prop, "prop")` |
/// | `#selector(setter: Bar.prop)` | `Selector(setter: \Bar.prop, "setProp:")` |
///
/// The type is the nearest enclosing type or extension, found syntactically. Where there is none
/// (a `#selector` at file scope), or the base is an expression other than `self`, `super` or a
/// type name, the result is the name-only `Selector("name")`, which compiles and records an
/// error when invoked. `#selector(x as (T) -> …)` keeps the coercion on the method reference (it picks
/// one of several overloads). The replacement stays on the line.
///
/// The name is the Objective-C selector Swift would derive: `handle(_:with:)` → `handle:with:`,
/// `handle(sender:)` → `handleWithSender:`; a bare `handle` taking one argument gets its colon
/// from `Selector`'s initialiser (it knows the arity).
///
/// A class method (`@objc class func close(_ sender: AnyObject)`, `static func`; the survey's
/// `staticMethods`, on the type or a superclass the files declare) is a message to the class
/// object in Objective-C — code passes the class itself as the target (`target: self` inside a
/// class method, `perform(_:with:afterDelay:)` on the class). Its selector is
/// `Selector(Foo.self, classMethod: { $0.close }, "close")`: the method is looked up on the
/// target class when invoked, so a subclass's override runs as Objective-C's dispatch would. A
/// name that is both a class and an instance method of the type is the class method's inside a
/// class method, else the instance method's.
///
/// `#keyPath(…)` (also Objective-C only) becomes its string literal (`keyPathString(_:)`).
public final class SelectorRewriter: SyntaxRewriter {
    let survey: ModuleSurvey

    public init(survey: ModuleSurvey = ModuleSurvey()) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath", let argument = node.arguments.first, node.arguments.count == 1 {
            let text = stringLiteral(Self.keyPathString(argument.expression))
            return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, retainedTrivia(ofInterior: node))
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return super.visit(node) }
        let accessor = argument.label?.text  // getter / setter
        var reference = argument.expression
        var coercion: String?  // the function type of `x as (T) -> …`, which picks an overload
        if let cast = reference.as(AsExprSyntax.self) {
            reference = cast.expression
            coercion = cast.type.trimmedDescription
        }
        if let sequence = reference.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = sequence.elements.last?.as(TypeExprSyntax.self)
        {
            reference = first  // `x as (T) -> …`, unfolded
            coercion = type.type.trimmedDescription
        }
        if let tuple = reference.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            reference = inner.expression
        }
        let text = replacement(
            accessor: accessor, reference: reference, enclosingType: selectorBase(of: Syntax(node)),
            inClassMethod: Self.isInClassMethod(Syntax(node)), coercion: coercion)
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, retainedTrivia(ofInterior: node))
    }

    /// `#keyPath(…)`'s string (Objective-C key-value coding's): the property names, without the
    /// type (and module) names in front — `#keyPath(UIScrollView.contentOffset)` is
    /// `"contentOffset"`, `#keyPath(Card.layer.position)` is `"layer.position"`, `#keyPath(frame)`
    /// is `"frame"`. Leading components that name types (capitalised) are dropped, keeping the
    /// last one.
    static func keyPathString(_ expression: ExprSyntax) -> String {
        var parts = expression.trimmedDescription.split(separator: ".").map { String($0).trimmingBackticks }
        if parts.first == "self" { parts.removeFirst() }
        while parts.count > 1, let c = parts[0].first, c.isUppercase { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// The `Selector(…)` text for one `#selector`.
    /// `coercion` is the function type of `#selector(x as (T) -> …)`: kept on the method
    /// reference, where it picks one of several overloads as it does in `#selector`.
    func replacement(
        accessor: String?, reference: ExprSyntax, enclosingType: String?, inClassMethod: Bool = false, coercion: String? = nil
    ) -> String {
        let (base, member) = Self.split(reference)
        guard let member else { return "Selector(\(stringLiteral(reference.trimmedDescription)))" }
        let type: String?
        switch base {
        case nil, "self", "super", "Self": type = enclosingType
        case let b?: type = Self.typePrefix(of: b)
        }
        let baseName = member.baseName.text.trimmingBackticks
        let labels = member.argumentNames.map { $0.arguments.map(\.name.text) }
        switch accessor {
        case "getter":
            guard let type else { return "Selector(\(stringLiteral(baseName)))" }
            return "Selector(getter: \\\(type).\(member.baseName.text), \(stringLiteral(baseName)))"
        case "setter":
            let name = "set" + baseName.prefix(1).uppercased() + baseName.dropFirst() + ":"
            guard let type else { return "Selector(\(stringLiteral(name)))" }
            return "Selector(setter: \\\(type).\(member.baseName.text), \(stringLiteral(name)))"
        default:
            let name = Self.objectiveCName(baseName, labels: labels)
            guard let type else { return "Selector(\(stringLiteral(name)))" }
            if isClassMethod(baseName, of: type, inClassMethod: inClassMethod) {
                return "Selector(\(type).self, classMethod: { $0.\(member.trimmedDescription) }, \(stringLiteral(name)))"
            }
            let method = "\(type).\(member.trimmedDescription)"
            return "Selector(\(coercion.map { "\(method) as \($0)" } ?? method), \(stringLiteral(name)))"
        }
    }

    /// Whether `method` names a class method of `type` (or of a superclass the files declare):
    /// declared only as one, or as both and named from inside a class method.
    func isClassMethod(_ method: String, of type: String, inClassMethod: Bool) -> Bool {
        var seen: Set<String> = []
        var current: String? = type.split(separator: ".").last.map(String.init)
        while let t = current, seen.insert(t).inserted {
            let isStatic = survey.staticMethods[t]?.contains(method) == true
            let isInstance = survey.instanceMethods[t]?.contains(method) == true
            if isStatic { return !isInstance || inClassMethod }
            if isInstance { return false }
            current = survey.superclasses[t].flatMap { $0.split(separator: ".").last.map(String.init) }
        }
        return false
    }

    /// Whether `node` is inside a `class func` / `static func` (not in a type nested in it).
    static func isInClassMethod(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f.modifiers.contains { ["class", "static"].contains($0.name.text) } }
            if n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) {
                return false
            }
            if let v = n.as(VariableDeclSyntax.self), v.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }) { return true }
            current = n.parent
        }
        return false
    }

    /// The class (static) and instance methods each type of `file` declares in its body or
    /// extensions, by the type's simple name (`ModuleSurvey.staticMethods`, `instanceMethods`).
    static func survey(_ file: SourceFileSyntax, into survey: inout ModuleSurvey) {
        final class Finder: SyntaxVisitor {
            var statics: [String: Set<String>] = [:]
            var instances: [String: Set<String>] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.parent?.is(MemberBlockItemSyntax.self) == true,
                    let type = SelectorRewriter.enclosingTypeName(of: Syntax(node))?.split(separator: ".").last.map(String.init)
                else { return .skipChildren }
                let name = node.name.text.trimmingBackticks
                if node.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }) {
                    statics[type, default: []].insert(name)
                } else {
                    instances[type, default: []].insert(name)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        survey.staticMethods.merge(finder.statics) { $0.union($1) }
        survey.instanceMethods.merge(finder.instances) { $0.union($1) }
    }

    /// `handle(_:with:)` → `handle:with:`; `handle(sender:)` → `handleWithSender:`; `handle` →
    /// `handle`.
    static func objectiveCName(_ base: String, labels: [String]?) -> String {
        guard let labels, !labels.isEmpty else { return base }
        var name = base
        for (i, label) in labels.enumerated() {
            if i == 0 {
                // Swift's derivation: `move(to:)` → `moveTo:`, `handle(sender:)` → `handleWithSender:`.
                let capitalized = label.prefix(1).uppercased() + label.dropFirst()
                if label != "_" { name += (prepositions.contains(label) ? "" : "With") + capitalized }
            } else if label != "_" {
                name += label
            }
            name += ":"
        }
        return name
    }

    static let prepositions: Set<String> = [
        "about", "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "during", "for", "from", "in",
        "into", "like", "of", "on", "onto", "over", "through", "to", "toward", "under", "until", "upon", "via", "with", "within",
    ]

    /// The type a selector's base names: `Card` and `Module.Card` as written; through an instance
    /// (`Presenter.shared.handle(_:)`, which Objective-C allows since only the method's name
    /// matters) the leading type components before the first lowercase one; nil for an
    /// instance (`view.handle`).
    static func typePrefix(of base: String) -> String? {
        let parts = base.split(separator: ".", omittingEmptySubsequences: false)
        let typeParts = parts.prefix { part in part.first.map { $0.isUppercase || $0 == "_" } == true }
        return typeParts.isEmpty ? nil : typeParts.joined(separator: ".")
    }

    /// `a.b.c` → (`a.b`, `c`); `c` → (nil, `c`); nil member when the reference is not a name.
    static func split(_ reference: ExprSyntax) -> (base: String?, member: DeclReferenceExprSyntax?) {
        if let name = reference.as(DeclReferenceExprSyntax.self) { return (nil, name) }
        if let access = reference.as(MemberAccessExprSyntax.self) {
            return (access.base?.trimmedDescription, access.declName)
        }
        return (nil, nil)
    }

    /// The type `#selector(handle)` / `#selector(self.handle)` names the method on: the enclosing
    /// type, except in a protocol or a protocol's extension (`extension Card where Self:
    /// UIViewController`), where it is `Self` — the method may be the bound class's (an extension
    /// of `UIViewController`), which the protocol's existential does not have.
    private func selectorBase(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(ProtocolDeclSyntax.self) { return "Self" }
            if let d = n.as(ExtensionDeclSyntax.self) {
                let name = d.extendedType.trimmedDescription
                let constrainsSelf = d.genericWhereClause?.requirements.contains { $0.trimmedDescription.hasPrefix("Self") } == true
                return constrainsSelf || survey.protocolBounds[name] != nil ? "Self" : name
            }
            if n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) {
                return Self.enclosingTypeName(of: node)
            }
            current = n.parent
        }
        return nil
    }

    /// The name of the nearest enclosing type declaration or extension.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) { return d.name.text }
            if let d = n.as(StructDeclSyntax.self) { return d.name.text }
            if let d = n.as(EnumDeclSyntax.self) { return d.name.text }
            if let d = n.as(ActorDeclSyntax.self) { return d.name.text }
            if let d = n.as(ProtocolDeclSyntax.self) { return d.name.text }
            if let d = n.as(ExtensionDeclSyntax.self) { return d.extendedType.trimmedDescription }
            current = n.parent
        }
        return nil
    }

    /// The trailing trivia of the expansion plus the line breaks inside it.
    private func retainedTrivia(ofInterior node: MacroExpansionExprSyntax) -> Trivia {
        var breaks = Trivia()
        let last = node.lastToken(viewMode: .sourceAccurate)?.id
        let first = node.firstToken(viewMode: .sourceAccurate)?.id
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.id != last { breaks += token.trailingTrivia.lineBreaks }
            if token.id != first { breaks += token.leadingTrivia.lineBreaks }
        }
        return breaks + node.trailingTrivia
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
