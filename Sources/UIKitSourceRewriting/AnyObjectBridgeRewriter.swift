import SwiftSyntax

/// `(value as AnyObject).doubleValue`, `(change?[.newKey] as AnyObject).cgPointValue`: on iOS a
/// member read through `AnyObject` is Objective-C's dynamic lookup, answering an optional (nil
/// when the object lacks the member); Linux has no dynamic lookup on `AnyObject`. For the members
/// of `NSNumber` and `NSValue` that code reads this way from notification `userInfo` and KVO
/// change dictionaries, the read becomes a conditional cast and an optional chain —
/// `(value as AnyObject as? NSNumber)?.doubleValue` — the same optional type, nil in the same
/// cases (Linux Foundation bridges Swift numbers to `NSNumber` in the cast). Other members stay
/// (the compiler names them). Only tokens change, so lines keep their numbers.
///
/// The same holds where the expression is typed `AnyObject` by its declaration rather than a cast
/// in place (`AnyObjectTyping`: `let values = change! as [NSKeyValueChangeKey: AnyObject]`, then
/// `values[.newKey]?.cgPointValue` → `(values[.newKey] as? NSValue)?.cgPointValue`), and for the
/// methods real code sends through `AnyObject`, each cast to what answers it in the model:
///
/// | through `AnyObject` | rewritten |
/// |---|---|
/// | `x.value(forKey: k)`, `value(forKeyPath:)`, `setValue(_:forKey:)` | `(x as? NSKeyValueCoding)?.value(forKey: k)` |
/// | `x.perform(sel, with: y)` (every `perform(_:…)`), `x.performSelector(onMainThread:…)` | `(x as? SelectorPerforming)?.perform(sel, with: y)` |
/// | `x.isEqual(y)` | `((x as? NSObjectProtocol)?.isEqual(y) ?? (x === (y as AnyObject?)))` |
/// | `x?.isEqual(y)` | `(x as? NSObjectProtocol)?.isEqual(y)` |
/// | `x.addObserver(o, forKeyPath: k, options: p, context: c)`, `removeObserver(_:forKeyPath:…)` | `(x as? KeyValueObservable)?.addObserver(o, forKeyPath: k, options: p, context: c)` |
/// | `x.responds(to: sel)` | `((x as? SelectorPerforming)?.responds(to: sel) ?? false)` |
/// | `x.isKind(of: C.self)`, `isMember(of:)` | `((x as? NSObject)?.isKind(of: C.self) ?? (x as? ClassQuerying)?.isKind(of: C.self) ?? false)` |
/// | `x.topAnchor` (any of a view's or guide's ten anchors) | `(x as! LayoutAnchorProviding).topAnchor` |
/// | `x?.menuOpened?(self)`, a method of one `@objc` protocol of the files | `(x as? MenuDelegate)?.menuOpened?(self)` (`protocolMethodCall(_:)`) |
///
/// Key-value coding answers nil, and a perform or an observer registration does nothing, for an
/// object the model's cannot answer (UIKit raises there, or observes an object the model does
/// not have); `isEqual(_:)` is the object's own (`NSObject`'s: value equality
/// for numbers, strings and values) or, for an object that is not an `NSObject`, identity, as
/// Objective-C's root class answers. The `!` of `x!.value(forKey: k)` stays on `x`.
public final class AnyObjectBridgeRewriter: SyntaxRewriter {
    /// `NSNumber`'s value members.
    public static let numberMembers: Set<String> = [
        "doubleValue", "floatValue", "intValue", "int8Value", "int16Value", "int32Value", "int64Value", "uintValue",
        "uint8Value", "uint16Value", "uint32Value", "uint64Value", "integerValue", "unsignedIntegerValue", "boolValue",
        "stringValue", "decimalValue",
    ]
    /// `NSValue`'s Core Graphics and UIKit members (TransitionsUIKit's `NSValue+CoreGraphics`).
    public static let valueMembers: Set<String> = [
        "cgPointValue", "cgRectValue", "cgSizeValue", "cgVectorValue", "cgAffineTransformValue", "caTransform3DValue",
        "uiEdgeInsetsValue", "uiOffsetValue", "directionalEdgeInsetsValue", "rangeValue", "nonretainedObjectValue",
    ]

    let typing: AnyObjectTyping
    /// The methods of the files' `@objc` protocols (`ModuleSurvey.objcProtocolMethods`).
    let protocolMethods: [String: Set<String>]

    /// `survey`: the files' properties (`AnyObjectTyping`) and `@objc` protocols.
    public init(survey: ModuleSurvey = ModuleSurvey()) {
        typing = AnyObjectTyping(properties: survey.propertyTypes)
        protocolMethods = survey.objcProtocolMethods
        super.init(viewMode: .sourceAccurate)
    }

    /// `delegate?.menuOpened?(self)` where `delegate` is `AnyObject?` (a library that holds its
    /// delegate untyped): on iOS the lookup finds the method of the files' `@objc` protocol that
    /// declares it; here the receiver is cast to that protocol — `(delegate as? MenuDelegate)?.menuOpened?(self)`,
    /// `(x as! MenuDelegate).method()` where nothing was optional (Objective-C's call then traps
    /// on an object without the method, as the forced cast does on one that does not conform).
    /// Only a name exactly one protocol of the files declares; the optional-requirement pass then
    /// makes the call plain. An object that has the method without conforming is not called.
    func protocolMethodCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        var callee = node.calledExpression
        var calleeMark = ""
        if let o = callee.as(OptionalChainingExprSyntax.self) { callee = o.expression; calleeMark = "?" }
        else if let f = callee.as(ForceUnwrapExprSyntax.self) { callee = f.expression; calleeMark = "!" }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base,
            let protocols = protocolMethods[access.declName.baseName.text], protocols.count == 1, let proto = protocols.first,
            typing.shape(of: Self.receiver(base).core) == .anyObject,
            let visited = super.visit(node).as(FunctionCallExprSyntax.self)
        else { return nil }
        var visitedCallee = visited.calledExpression
        if let o = visitedCallee.as(OptionalChainingExprSyntax.self) { visitedCallee = o.expression }
        if let f = visitedCallee.as(ForceUnwrapExprSyntax.self) { visitedCallee = f.expression }
        guard let visitedAccess = visitedCallee.as(MemberAccessExprSyntax.self), let visitedBase = visitedAccess.base else { return nil }
        let (core, mark, chained) = Self.receiver(visitedBase)
        let object = Self.unparenthesized(core) + mark
        let name = access.declName.trimmedDescription
        let text = chained || calleeMark == "?"
            ? "(\(object) as? \(proto))?.\(name)\(calleeMark)" : "(\(object) as! \(proto)).\(name)\(calleeMark)"
        let call = visited.with(\.calledExpression, expression(text).with(\.leadingTrivia, []))
        return keepingLines(ExprSyntax(call), of: Syntax(node))
    }

    /// What answers each method sent through `AnyObject` in the model.
    static func answeringProtocol(of name: String, labels: [String]) -> String? {
        switch (name, labels) {
        case ("value", ["forKey"]), ("value", ["forKeyPath"]), ("setValue", ["_", "forKey"]): return "NSKeyValueCoding"
        case ("perform", _) where labels.first == "_": return "SelectorPerforming"
        case ("performSelector", _) where labels.first == "onMainThread": return "SelectorPerforming"
        case ("isEqual", ["_"]): return "NSObjectProtocol"
        case ("isKind", ["of"]), ("isMember", ["of"]): return "NSObject"
        case ("responds", ["to"]): return "SelectorPerforming"
        case ("addObserver", ["_", "forKeyPath", "options", "context"]), ("addObserver", ["_", "forKeyPath", "context"]),
            ("removeObserver", ["_", "forKeyPath", "context"]), ("removeObserver", ["_", "forKeyPath"]):
            return "KeyValueObservable"
        default: return nil
        }
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let call = protocolMethodCall(node) { return call }
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base, node.trailingClosure == nil,
            let proto = Self.answeringProtocol(of: callee.declName.baseName.text, labels: node.arguments.map { $0.label?.text ?? "_" }),
            typing.shape(of: Self.receiver(base).core) == .anyObject,
            let visited = super.visit(node).as(FunctionCallExprSyntax.self),
            let visitedBase = visited.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return super.visit(node) }
        let (core, mark, chained) = Self.receiver(visitedBase)
        let object = Self.unparenthesized(core) + mark
        let name = callee.declName.baseName.text
        let arguments = visited.arguments.trimmedDescription
        let text: String
        if name == "isEqual", !chained, let argument = visited.arguments.first?.expression.trimmedDescription {
            text = "((\(object) as? \(proto))?.isEqual(\(argument)) ?? (\(object) === (\(argument) as AnyObject?)))"
        } else if name == "responds" {
            // Objective-C's root class answers every object; nothing else is here to answer.
            text = "((\(object) as? \(proto))?.responds(\(arguments)) ?? false)"
        } else if name == "isKind" || name == "isMember" {
            // Foundation's NSObject answers, else the model's NSObject-like classes; false for
            // anything else (Objective-C's root class would answer; no other object is here).
            text = "((\(object) as? NSObject)?.\(name)(\(arguments)) ?? (\(object) as? ClassQuerying)?.\(name)(\(arguments)) ?? false)"
        } else {
            text = "(\(object) as? \(proto))?.\(name)(\(arguments))"
        }
        return keepingLines(expression(text), of: Syntax(node))
    }

    /// A member access's base without its `?` (chained) or with its `!` (mark), for the cast.
    static func receiver(_ base: ExprSyntax) -> (core: ExprSyntax, mark: String, chained: Bool) {
        if let o = base.as(OptionalChainingExprSyntax.self) { return (o.expression, "", true) }
        if let f = base.as(ForceUnwrapExprSyntax.self) { return (f.expression, "!", false) }
        return (base, "", false)
    }

    /// `(x as AnyObject)` → `x as AnyObject` (the cast that follows chains onto it); any other
    /// expression as written.
    static func unparenthesized(_ expr: ExprSyntax) -> String {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let e = tuple.elements.first, e.label == nil {
            return e.expression.trimmedDescription
        }
        return expr.trimmedDescription
    }

    /// `replacement` in `original`'s place: its leading and trailing trivia, and after it the
    /// line breaks `original` had inside that the replacement lost.
    func keepingLines(_ replacement: ExprSyntax, of original: Syntax) -> ExprSyntax {
        let before = original.trimmedDescription.filter(\.isNewline).count
        let after = replacement.trimmedDescription.filter(\.isNewline).count
        let breaks = Trivia(pieces: Array(repeating: TriviaPiece.newlines(1), count: max(0, before - after)))
        return replacement.with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, breaks + original.trailingTrivia)
    }

    /// The anchors views and layout guides share (`LayoutAnchorProviding`).
    public static let anchorMembers: Set<String> = [
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "centerXAnchor", "topAnchor", "bottomAnchor",
        "centerYAnchor", "widthAnchor", "heightAnchor",
    ]

    /// `item.topAnchor` with `item` declared `AnyObject` ("a view or a guide"): the lookup's
    /// result is implicitly unwrapped, so the read forces a cast to what has anchors,
    /// `(item as! LayoutAnchorProviding).topAnchor`; `item?.topAnchor` casts conditionally.
    private func anchorRead(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        let name = node.declName.baseName.text
        guard Self.anchorMembers.contains(name), node.declName.argumentNames == nil, let base = node.base,
            typing.shape(of: Self.receiver(base).core) == .anyObject,
            let visitedBase = super.visit(node).as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        let (core, mark, chained) = Self.receiver(visitedBase)
        let text = chained
            ? "(\(Self.unparenthesized(core)) as? LayoutAnchorProviding)?.\(name)"
            : "(\(Self.unparenthesized(core))\(mark) as! LayoutAnchorProviding).\(name)"
        return keepingLines(expression(text), of: Syntax(node))
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let read = anchorRead(node) { return read }
        let name = node.declName.baseName.text
        let target = Self.numberMembers.contains(name) ? "NSNumber" : Self.valueMembers.contains(name) ? "NSValue" : nil
        guard let target, node.declName.argumentNames == nil, let base = node.base else { return super.visit(node) }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let element = tuple.elements.first, element.label == nil, Self.isCastToAnyObject(element.expression)
        {
            let inner = visit(element.expression).description
            let text = "(\(inner) as? \(target))?.\(name)"
            return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        // A read (not a call) through an expression typed `AnyObject` (or `Any`) where declared.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return super.visit(node) }
        guard let shape = typing.shape(of: Self.receiver(base).core), shape == .anyObject || shape == .any,
            let visitedBase = super.visit(node).as(MemberAccessExprSyntax.self)?.base
        else { return super.visit(node) }
        let (core, mark, _) = Self.receiver(visitedBase)
        return keepingLines(expression("(\(Self.unparenthesized(core))\(mark) as? \(target))?.\(name)"), of: Syntax(node))
    }

    /// `data?["title"]`, `items[0]` with `data` or `items` declared `AnyObject`: on iOS the
    /// lookup finds `NSDictionary`'s or `NSArray`'s subscript and answers an optional; here the
    /// receiver is cast to a dictionary (any key but an integer literal) or an array (an integer
    /// literal), `(data as? [AnyHashable: Any])?["title"]` — nil where the object is neither, as
    /// the lookup is nil where the object has no such subscript. Reads only: an assignment
    /// through `AnyObject` stays (the compiler names it).
    public override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
            typing.shape(of: Self.receiver(node.calledExpression).core) == .anyObject,
            !Self.isAssigned(node),
            let visited = super.visit(node).as(SubscriptCallExprSyntax.self)
        else { return super.visit(node) }
        let (core, mark, _) = Self.receiver(visited.calledExpression)
        let collection = argument.expression.is(IntegerLiteralExprSyntax.self) ? "[Any]" : "[AnyHashable: Any]"
        let index = visited.arguments.first?.expression.trimmedDescription ?? argument.expression.trimmedDescription
        return keepingLines(expression("(\(Self.unparenthesized(core))\(mark) as? \(collection))?[\(index)]"), of: Syntax(node))
    }

    /// Whether `node` is the left side of an assignment (`x["k"] = v`, in a folded or unfolded
    /// sequence).
    static func isAssigned(_ node: SubscriptCallExprSyntax) -> Bool {
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == node.id {
            return infix.operator.is(AssignmentExprSyntax.self)
        }
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let i = elements.firstIndex(where: { $0.id == node.id }), i + 1 < elements.count else { return false }
        return elements[i + 1].is(AssignmentExprSyntax.self)
    }

    /// `x as AnyObject` (unfolded: `x`, `as`, `AnyObject`; or folded).
    static func isCastToAnyObject(_ expr: ExprSyntax) -> Bool {
        if let cast = expr.as(AsExprSyntax.self) { return cast.questionOrExclamationMark == nil && cast.type.trimmedDescription == "AnyObject" }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return false }
        let elements = Array(sequence.elements)
        guard let op = elements[elements.count - 2].as(UnresolvedAsExprSyntax.self), op.questionOrExclamationMark == nil,
            let type = elements.last?.as(TypeExprSyntax.self)
        else { return false }
        return type.type.trimmedDescription == "AnyObject"
    }
}
