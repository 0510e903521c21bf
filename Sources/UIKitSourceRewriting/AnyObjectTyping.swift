import SwiftParser
import SwiftSyntax

/// What the declarations in sight say of a simple expression's static type — enough for
/// `AnyObjectBridgeRewriter` to know where a member is read through `AnyObject`, Objective-C's
/// dynamic lookup: `old.isEqual(new)` where `old` was bound from a `[NSKeyValueChangeKey:
/// AnyObject]` dictionary, `target?.perform(action, with: nil)` where `target` is an
/// `AnyObject?` property.
///
/// Only what is written decides: a cast (`x as AnyObject`, `change as [Key: AnyObject]?`), a type
/// annotation or parameter type, a subscript of a dictionary or array of known element (or the
/// array's `first`/`last`), and a name's nearest declaration before the use (a local
/// `let`/`var`, an `if let`/`guard let` binding, a parameter, a property of the enclosing type);
/// a member of another object
/// (`item.target`) is typed by the files' properties of that name when they all agree
/// (`ModuleSurvey.propertyTypes`), or — not declared by the files — by UIKit's
/// (`uikitAnyObjectProperties`). Anything else is unknown (nil), and nothing is rewritten.
struct AnyObjectTyping {
    indirect enum Shape: Hashable {
        case anyObject, any
        case dictionary(Shape), array(Shape)
        case other
    }

    /// UIKit's properties of type `AnyObject?` that code messages: `UIBarButtonItem.target`,
    /// `NSLayoutConstraint.firstItem` / `secondItem` (`firstItem.isMember(of: UIView.self)`).
    static let uikitAnyObjectProperties: Set<String> = ["target", "firstItem", "secondItem"]

    /// The files' properties and their written types (`ModuleSurvey.propertyTypes`).
    let properties: [String: Set<String>]

    /// The shape of a written type (optionals are looked through: a member read through
    /// `AnyObject?` is the same lookup).
    static func shape(of type: TypeSyntax) -> Shape {
        if let o = type.as(OptionalTypeSyntax.self) { return shape(of: o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return shape(of: o.wrappedType) }
        if let d = type.as(DictionaryTypeSyntax.self) { return .dictionary(shape(of: d.value)) }
        if let a = type.as(ArrayTypeSyntax.self) { return .array(shape(of: a.element)) }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let e = t.elements.first { return shape(of: e.type) }
        if let id = type.as(IdentifierTypeSyntax.self) {
            let arguments = id.genericArgumentClause?.arguments.compactMap { Syntax($0.argument).as(TypeSyntax.self) } ?? []
            switch (id.name.text, arguments.count) {
            case ("AnyObject", 0): return .anyObject
            case ("Any", 0): return .any
            case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return shape(of: arguments[0])
            case ("Dictionary", 2): return .dictionary(shape(of: arguments[1]))
            case ("Array", 1): return .array(shape(of: arguments[0]))
            default: return .other
            }
        }
        return .other
    }

    static func shape(ofTypeText text: String) -> Shape? {
        guard !text.isEmpty else { return nil }
        let file = Parser.parse(source: "let _: \(text)")
        guard let decl = file.statements.first?.item.as(VariableDeclSyntax.self), let type = decl.bindings.first?.typeAnnotation?.type
        else { return nil }
        return shape(of: type)
    }

    /// The shape of `expr` (a node of a tree whose parents are known: the rewriter's input), or
    /// nil when the declarations in sight do not say.
    func shape(of expr: ExprSyntax, depth: Int = 0) -> Shape? {
        guard depth < 24 else { return nil }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first, e.label == nil {
            return shape(of: e.expression, depth: depth + 1)
        }
        if let cast = expr.as(AsExprSyntax.self) { return Self.shape(of: cast.type) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            // Only casts (`x as AnyObject as? NSNumber`): the last one's type.
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
            for i in stride(from: 1, to: elements.count, by: 2) {
                guard elements[i].is(UnresolvedAsExprSyntax.self), elements[i + 1].is(TypeExprSyntax.self) else { return nil }
            }
            return elements.last?.as(TypeExprSyntax.self).map { Self.shape(of: $0.type) }
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return shape(of: o.expression, depth: depth + 1) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return shape(of: f.expression, depth: depth + 1) }
        if let s = expr.as(SubscriptCallExprSyntax.self) {
            switch shape(of: s.calledExpression, depth: depth + 1) {
            case .dictionary(let element)?, .array(let element)?: return element
            default: return nil
            }
        }
        if let r = expr.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            return resolve(r.baseName.text, from: Syntax(r), depth: depth + 1)
        }
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil, let base = m.base {
            let name = m.declName.baseName.text
            // `(targets as? [AnyObject])?.first`: an array's end element.
            if name == "first" || name == "last", case .array(let element)? = shape(of: base, depth: depth + 1) { return element }
            if base.trimmedDescription == "self", let found = member(name, around: Syntax(m)) { return found }
            return property(name)
        }
        return nil
    }

    /// A member of another object: the files' properties of that name, when they agree; else
    /// UIKit's (`uikitAnyObjectProperties`), unless `uikit` is false (a bare name).
    func property(_ name: String, uikit: Bool = true) -> Shape? {
        guard let types = properties[name] else { return uikit && Self.uikitAnyObjectProperties.contains(name) ? .anyObject : nil }
        let shapes = Set(types.map { Self.shape(ofTypeText: $0) })
        guard shapes.count == 1, let only = shapes.first else { return nil }
        return only
    }

    /// A property of the type declaration around `node` (its body), nil when it declares none of
    /// that name (then the files' properties decide).
    func member(_ name: String, around node: Syntax) -> Shape? {
        var current = node.parent
        while let n = current {
            if let block = Self.memberBlock(of: n) {
                for item in block.members {
                    guard let v = item.decl.as(VariableDeclSyntax.self) else { continue }
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = b.typeAnnotation?.type { return Self.shape(of: type) }
                        return b.initializer.flatMap { shape(of: $0.value, depth: 8) }
                    }
                }
                return nil
            }
            current = n.parent
        }
        return nil
    }

    static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
        if let d = node.as(ClassDeclSyntax.self) { return d.memberBlock }
        if let d = node.as(StructDeclSyntax.self) { return d.memberBlock }
        if let d = node.as(EnumDeclSyntax.self) { return d.memberBlock }
        if let d = node.as(ActorDeclSyntax.self) { return d.memberBlock }
        if let d = node.as(ExtensionDeclSyntax.self) { return d.memberBlock }
        return nil
    }

    /// The shape of the nearest declaration of `name` in scope at `node`.
    func resolve(_ name: String, from node: Syntax, depth: Int) -> Shape? {
        var child = node
        var current = node.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) {
                for item in list.prefix(while: { $0.id != child.id }).reversed() {
                    if let found = declared(name, in: Syntax(item.item), depth: depth) { return found }
                }
            } else if let conditions = n.as(ConditionElementListSyntax.self) {
                for element in conditions.prefix(while: { $0.id != child.id }).reversed() {
                    if let found = bound(name, by: element, depth: depth) { return found }
                }
            } else if let ifExpr = n.as(IfExprSyntax.self), child.id == ifExpr.body.id {
                for element in ifExpr.conditions.reversed() {
                    if let found = bound(name, by: element, depth: depth) { return found }
                }
            } else if let loop = n.as(WhileStmtSyntax.self), child.id == loop.body.id {
                for element in loop.conditions.reversed() {
                    if let found = bound(name, by: element, depth: depth) { return found }
                }
            } else if let loop = n.as(ForStmtSyntax.self), child.id == loop.body.id,
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                // `for item in items`: an element of the sequence.
                if let type = loop.typeAnnotation?.type { return Self.shape(of: type) }
                if case .array(let element)? = shape(of: loop.sequence, depth: depth + 1) { return element }
                return nil
            } else if let closure = n.as(ClosureExprSyntax.self) {
                if let parameters = closure.signature?.parameterClause {
                    switch parameters {
                    case .simpleInput(let names):
                        if names.contains(where: { $0.name.text == name }) { return nil }
                    case .parameterClause(let clause):
                        for p in clause.parameters where (p.secondName ?? p.firstName).text == name { return p.type.map { Self.shape(of: $0) } }
                    }
                }
            } else if let function = n.as(FunctionDeclSyntax.self) {
                for p in function.signature.parameterClause.parameters where (p.secondName ?? p.firstName).text == name {
                    return Self.shape(of: p.type)
                }
            } else if let initializer = n.as(InitializerDeclSyntax.self) {
                for p in initializer.signature.parameterClause.parameters where (p.secondName ?? p.firstName).text == name {
                    return Self.shape(of: p.type)
                }
            } else if let switchCase = n.as(SwitchCaseSyntax.self), Self.binds(name, in: Syntax(switchCase.label)) {
                return nil  // `case let .action(target, selector)`: the pattern's type is not written
            } else if Self.memberBlock(of: n) != nil || n.is(ProtocolDeclSyntax.self) {
                return member(name, around: child) ?? property(name, uikit: false)
            }
            child = n
            current = n.parent
        }
        return nil
    }

    /// What a statement declares `name` as: `.some(shape)` when it declares it (the shape nil if
    /// not written), nil when it does not declare it.
    private func declared(_ name: String, in statement: Syntax, depth: Int) -> Shape?? {
        if let v = statement.as(VariableDeclSyntax.self) {
            for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = b.typeAnnotation?.type { return .some(Self.shape(of: type)) }
                return .some(b.initializer.flatMap { shape(of: $0.value, depth: depth + 1) })
            }
        }
        if let guardStmt = statement.as(GuardStmtSyntax.self) {
            for element in guardStmt.conditions.reversed() {
                if let found = bound(name, by: element, depth: depth) { return found }
            }
        }
        return nil
    }

    /// Whether a pattern (a `case` label, a `case let` condition) binds `name`.
    static func binds(_ name: String, in pattern: Syntax) -> Bool {
        let tokens = Array(pattern.tokens(viewMode: .sourceAccurate))
        let binding = tokens.contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
        return tokens.contains { token in
            guard case .identifier(let text) = token.tokenKind, text == name else { return false }
            return token.parent?.is(IdentifierPatternSyntax.self) == true || (binding && token.parent?.is(DeclReferenceExprSyntax.self) == true)
        }
    }

    /// What a condition binds `name` as (`if let name = value`, `guard var name: T = value`).
    private func bound(_ name: String, by element: ConditionElementSyntax, depth: Int) -> Shape?? {
        if let match = element.condition.as(MatchingPatternConditionSyntax.self), Self.binds(name, in: Syntax(match.pattern)) {
            return .some(nil)  // `if case let .some(name) = …`: not written
        }
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        else { return nil }
        if let type = binding.typeAnnotation?.type { return .some(Self.shape(of: type)) }
        if let value = binding.initializer?.value { return .some(shape(of: value, depth: depth + 1)) }
        // `if let name`: the outer declaration.
        return .some(resolve(name, from: Syntax(element.parent ?? Syntax(element)), depth: depth + 1))
    }
}
