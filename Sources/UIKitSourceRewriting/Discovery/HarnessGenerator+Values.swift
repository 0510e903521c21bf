import Foundation
import SwiftParser
import SwiftSyntax

/// The values the harness gives an initialiser's parameters: the scenario's objects, the app's own
/// types (enums, structs, classes, adopters of its protocols, aliases), closures, and the
/// direction a one-way animator is made for.
extension HarnessGenerator {
    /// Objects the scenario owns, by the type a parameter names.
    static let ownedTypes: [String: String] = [
        "UIView": "UIView()", "UIGestureRecognizer": "UIPanGestureRecognizer()", "UIPanGestureRecognizer": "UIPanGestureRecognizer()",
        "UIScreenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer()", "UITapGestureRecognizer": "UITapGestureRecognizer()",
        "UINavigationController": "UINavigationController(rootViewController: UIViewController())",
        // A container made with its children: two the scenario owns.
        "[UIViewController]": "[UIViewController(), UIViewController()]",
        // A storyboard's coder (`init?(coder:)`): a stand-in that decodes nothing.
        "NSCoder": "StandInCoder()",
    ]

    /// The direction of the transition an object is made for.
    public enum Direction: Sendable, Hashable {
        case present, dismiss

        /// The direction a parameter's or a case's name says (`isPresenting`, `presentation`,
        /// `push`, `show` …; `isDismissing`, `dismissal`, `pop`, `reverse` …), if any.
        static func named(_ name: String) -> Direction? {
            let n = name.lowercased()
            if ["dismiss", "disappear", "pop", "hid", "close", "collaps", "exit", "revers", "backward"].contains(where: { n.contains($0) }) || n.hasSuffix("out") {
                return .dismiss
            }
            if ["present", "appear", "push", "show", "open", "expand", "enter", "forward"].contains(where: { n.contains($0) }) { return .present }
            return nil
        }
    }

    /// What a value can be made from: the scenario's controllers and navigation controller, how
    /// deep the harness has gone, and the transition's direction.
    struct Scope {
        var hasControllers: Bool
        var hasNavigationController: Bool
        var depth: Int
        var direction: Direction?
        var deeper: Scope {
            var s = self
            s.depth += 1
            return s
        }
    }

    /// How deep the harness goes making the app's own values for an initialiser's parameters (a
    /// delegate that takes a configuration that takes an enum).
    static let maxDepth = 2

    /// A value for one parameter: an object the scenario owns, nil for an optional, the class's
    /// name for a string, a transition's usual duration, or a value of the app's own types (an
    /// enum's first plain case, a struct or class the harness can make) up to `maxDepth` deep.
    func value(for p: TransitionDiscovery.Parameter, owner: String, _ scope: Scope) -> String? {
        let hasControllers = scope.hasControllers
        let written = Self.withoutAttributes(p.type)
        let t = written.replacingOccurrences(of: " ", with: "")
        let base = t.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        if base == "UIViewController" {
            let l = (p.label ?? p.name).lowercased()
            if hasControllers, l.contains("presenting") || l.contains("source") || l.contains("from") { return "presenting" }
            if hasControllers { return "presented" }
            return t.hasSuffix("?") ? "nil" : "UIViewController()"
        }
        if base == "UINavigationController", scope.hasNavigationController { return "navigationController" }
        if t.hasSuffix("?") { return "nil" }
        if let v = Self.ownedTypes[base] { return v }
        // A title or a name: the class's own name says what made it in reports.
        if base == "String" { return String(reflecting: owner) }
        // A handler or a completion (`@escaping (Bool) -> Void`): a closure that does nothing, as
        // the app's own code would be wired there; a factory (`() -> UIViewController`): one that
        // makes a value the harness can make.
        if let closure = Self.emptyClosure(ofType: written) { return closure }
        if let closure = factoryClosure(ofType: written, owner: owner, scope) { return closure }
        // An alias of the app's (`typealias Action = () -> ()`): its type.
        if let aliased = name(ofAlias: base, near: owner).flatMap({ discovery.typeAliases[$0] }), scope.depth < Self.maxDepth {
            return value(for: TransitionDiscovery.Parameter(label: p.label, name: p.name, type: aliased, hasDefault: false), owner: owner, scope.deeper)
        }
        // A duration: UIKit's own transitions take about 0.35 s; a scale or a ratio: 1 (none).
        if ["TimeInterval", "Double", "CGFloat", "Float"].contains(base) {
            let n = (p.label ?? p.name).lowercased()
            if n.contains("duration") { return "0.35" }
            if ["scale", "ratio", "multiplier"].contains(where: { n.contains($0) }) { return "1" }
        }
        // A presented controller of the app's own kind (`UIViewController & SheetContent`): the
        // harness uses the delegate only with controllers that adopt it (`presentableProtocols`).
        let parts = base.split(separator: "&").map(String.init)
        if hasControllers, parts.count > 1, parts.contains("UIViewController"),
            parts.allSatisfy({ $0 == "UIViewController" || discovery.presentableProtocols.contains($0) })
        {
            return "presented as! " + parts.joined(separator: " & ")
        }
        // A direction the transition object is made for (`isPresenting: Bool`).
        if base == "Bool", let d = scope.direction, let said = Direction.named(p.label ?? p.name) { return said == d ? "true" : "false" }
        guard scope.depth < Self.maxDepth else { return nil }
        if let (name, v) = valueType(named: base, near: owner), !v.isPrivate {
            if v.isEnum {
                // The case for the direction (`mode: .presentation` / `.dismissal`), else the
                // first plain case.
                if let d = scope.direction, let c = v.plainCases.first(where: { Direction.named($0) == d }) { return "\(name).\(c)" }
                if let plain = v.plainCases.first { return "\(name).\(plain)" }
                // Only cases with values: the first whose values the harness can give.
                for c in v.payloadCases {
                    if let args = arguments(c.values, owner: name, scope.deeper) {
                        return "\(name).\(c.name)(\(args))"
                    }
                }
                return nil
            }
            if v.initializers.isEmpty { return v.allPropertiesDefaulted ? "\(name)()" : nil }
            for i in v.initializers {
                if let args = arguments(i, owner: name, scope.deeper) {
                    return "\(name)(\(args))\(i.isFailable ? "!" : "")"
                }
            }
            return nil
        }
        if let c = discovery.classes.first(where: { $0.name == base }), !c.isPrivate {
            if !c.hasOutlets, case .expression(let e) = construction(of: c, scope.deeper) { return e }
            if let shared = c.sharedInstance { return "\(c.name).\(shared)" }
        }
        // A protocol of the app's that one of its classes adopts: one of those objects (made, or
        // its shared instance).
        for c in discovery.classes where c.inherits.contains(base) && !c.isPrivate && !c.isGeneric && !c.roles.contains(.viewController) {
            if !c.hasOutlets, case .expression(let e) = construction(of: c, scope.deeper) { return e }
            if let shared = c.sharedInstance { return "\(c.name).\(shared)" }
        }
        // A protocol of the app's (a presentation style, a configuration): the first value type
        // of the app's that adopts it and that the harness can make.
        for v in discovery.valueTypes.values.sorted(by: { $0.name < $1.name }) where v.inherits.contains(base) && !v.isPrivate {
            if let e = value(for: TransitionDiscovery.Parameter(label: nil, name: p.name, type: v.name, hasDefault: false), owner: owner, scope) {
                return e
            }
        }
        return nil
    }

    /// The alias a parameter's type names, as the code inside `owner` sees it (as `valueType`).
    func name(ofAlias base: String, near owner: String) -> String? {
        Self.names(base, near: owner).first { discovery.typeAliases[$0] != nil }
    }

    /// The names a type spelled `base` inside `owner` may have, nearest first: nested in `owner`,
    /// beside it (nested in `owner`'s parent), at the top level.
    static func names(_ base: String, near owner: String) -> [String] {
        var candidates = ["\(owner).\(base)"]
        if let dot = owner.lastIndex(of: ".") { candidates.append("\(owner[..<dot]).\(base)") }
        candidates.append(base)
        return candidates
    }

    /// A closure that makes a value for a function type with a result the harness can make
    /// (`() -> UIViewController`: `{ UIViewController() }`, a fresh controller each call); nil
    /// for other types.
    func factoryClosure(ofType type: String, owner: String, _ scope: Scope) -> String? {
        guard scope.depth < Self.maxDepth, let f = Self.functionType(type) else { return nil }
        let result = f.returnClause.type.trimmedDescription
        guard result != "Void", result != "()" else { return nil }
        var inner = scope.deeper
        inner.hasControllers = false  // a factory makes new objects, not the scenario's
        guard let made = value(for: TransitionDiscovery.Parameter(label: nil, name: "value", type: result, hasDefault: false), owner: owner, inner)
        else { return nil }
        let params = f.parameters.isEmpty ? "" : Array(repeating: "_", count: f.parameters.count).joined(separator: ", ") + " in "
        return "{ \(params)\(made) }"
    }

    /// The app's value type a parameter names, as the code inside `owner` sees it: at the top
    /// level, nested in `owner` (`Mode` in `MenuAnimator` is `MenuAnimator.Mode`) or beside it.
    func valueType(named base: String, near owner: String) -> (String, TransitionDiscovery.ValueType)? {
        for n in Self.names(base, near: owner) { if let v = discovery.valueTypes[n] { return (n, v) } }
        return nil
    }

    /// The presentation and dismissal forms of an animator made for one direction, when its
    /// initialiser asks for the direction (they differ); nil otherwise.
    public func directionalForms(of name: String) -> (String, String)? {
        guard let c = discovery.classes.first(where: { $0.name == name }),
            case .expression(let p) = construction(of: c, hasControllers: false, direction: .present),
            case .expression(let d) = construction(of: c, hasControllers: false, direction: .dismiss), p != d
        else { return nil }
        return (p, d)
    }

    /// A closure that does nothing for a function type returning nothing (`() -> Void`,
    /// `@escaping (Bool) -> ()`): `{}`, `{ _ in }`, `{ _, _ in }` …; nil for other types (a
    /// closure that must return a value has no neutral answer).
    static func emptyClosure(ofType type: String) -> String? {
        guard let f = functionType(type) else { return nil }
        let result = f.returnClause.type.trimmedDescription
        guard result == "Void" || result == "()" else { return nil }
        if f.parameters.isEmpty { return "{}" }
        return "{ " + Array(repeating: "_", count: f.parameters.count).joined(separator: ", ") + " in }"
    }

    /// `type` without its attributes (`@escaping Action` → `Action`).
    static func withoutAttributes(_ type: String) -> String {
        var parser = Parser(type)
        let parsed = TypeSyntax.parse(from: &parser)
        guard !parsed.hasError, let a = parsed.as(AttributedTypeSyntax.self) else { return type }
        return a.baseType.trimmedDescription
    }

    /// The function type `type` spells (attributes and parentheses aside), parsed whole and
    /// without errors; nil for any other type.
    static func functionType(_ type: String) -> FunctionTypeSyntax? {
        var parser = Parser(type)
        let whole = TypeSyntax.parse(from: &parser)
        // A type the parser took whole and without errors (remaining tokens would be unexpected
        // nodes in the result).
        guard !whole.hasError, whole.trimmedDescription == type.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        var t = whole
        while true {
            if let a = t.as(AttributedTypeSyntax.self) {
                t = a.baseType
            } else if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.firstName == nil
            {
                t = only.type
            } else {
                break
            }
        }
        return t.as(FunctionTypeSyntax.self)
    }
}
