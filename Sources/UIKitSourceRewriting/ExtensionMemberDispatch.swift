import SwiftParser
import SwiftSyntax

/// Members an app adds to a UIKit class in an extension, overridden by its subclasses.
///
/// On iOS, `extension UIViewController { @objc var topBarHeight: CGFloat { … } }` is an
/// Objective-C method, so `class Sheet: UINavigationController { override var topBarHeight … }`
/// overrides it and `vc.topBarHeight` dispatches on the object's class. Without the runtime,
/// Swift cannot override a declaration made in an extension, and the app cannot put one into
/// UIKit's (here: the model's) class body. This pass dispatches such members through a protocol:
///
/// ```
/// extension UIViewController { var topBarHeight: CGFloat { BASE } }                  // written
/// class Sheet: UINavigationController { override var topBarHeight: CGFloat { … super.topBarHeight … } }
///
/// extension UIViewController { var _transitBase_topBarHeight: CGFloat { BASE } }      // rewritten
/// class Sheet: UINavigationController { var _transitOverride_topBarHeight: CGFloat { … self._transitBase_topBarHeight … } }
/// // generated after the last line:
/// protocol _TransitOverriding_topBarHeight: AnyObject { var _transitOverride_topBarHeight: CGFloat { get } }
/// extension UIViewController {
///     var topBarHeight: CGFloat {
///         if let o = self as? any _TransitOverriding_topBarHeight { return o._transitOverride_topBarHeight }
///         return _transitBase_topBarHeight
///     }
/// }
/// extension Sheet: _TransitOverriding_topBarHeight {}
/// ```
///
/// The most derived override wins, as with Objective-C dispatch: a subclass (in the files) of a
/// class that overrides keeps `override` on the renamed member, and its `super.name` calls the
/// parent's override. Renames stay on their lines; what is generated goes after the last line.
///
/// Handled: instance methods (not generic, no variadic parameter) and computed properties
/// (get-only, or with a setter, dispatched the same way) declared in unconstrained top-level
/// extensions of types the files do not declare.
/// Anything else is left as written (and the compiler says why).
public enum ExtensionMemberDispatch {
    /// A member an extension of a type outside the files declares.
    public struct ForeignMember: Sendable, Equatable {
        /// The extended type as written (`UIViewController`).
        public var type: String
        /// `var` or `func`.
        public var isProperty: Bool
        /// The access keyword the generated dispatcher gets (`public`, or empty).
        public var access: String
        /// `name: Type` of a property; `name(params) effects -> Result` of a method (as written,
        /// without attributes and modifiers).
        public var signature: String
        /// The call's arguments (`label: value, value`), `&` for `inout`.
        public var arguments: String
        /// `try ` / `await ` before a call, as the effects need.
        public var callPrefix: String
        public var name: String
        /// A computed property with a setter (`get { … } set { … }`): the dispatcher has both.
        public var isSettable = false
    }

    /// What one file adds to the survey.
    static func survey(_ file: SourceFileSyntax, into survey: inout ModuleSurvey) {
        for ext in file.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) {
            // `extension X: Sendable {}` makes X a Sendable class too (NSObjectBaseRewriter).
            if ext.inheritanceClause?.inheritedTypes.contains(where: { NSObjectBaseRewriter.isSendable($0.type) }) == true {
                survey.sendableClasses.insert(ext.extendedType.trimmedDescription)
            }
        }
        for ext in file.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) where ext.genericWhereClause == nil {
            let type = ext.extendedType.trimmedDescription
            let extAccess = ExtensionOverrideMover.accessModifier(of: ext.modifiers)
            for item in ExtensionOverrideMover.members(of: ext) {
                let mods = ExtensionOverrideMover.modifiers(of: item.decl)
                if mods.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                    if let key = key(of: item.decl) { survey.overrideKeys[type, default: []].insert(key) }
                    if let key = key(of: item.decl), observes(item.decl) { survey.observerOverrideKeys.insert(key) }
                    continue
                }
                guard !mods.contains(where: { ["static", "class"].contains($0.name.text) }),
                    let (key, member) = foreignMember(item.decl, type: type, extensionAccess: extAccess)
                else { continue }
                survey.foreignMembers[key] = member
            }
        }
        let types = TypeFinder(viewMode: .sourceAccurate)
        types.walk(file)
        survey.declaredTypes.formUnion(types.names)
        let classes = ExtensionOverrideMover.ClassFinder(viewMode: .sourceAccurate)
        classes.walk(file)
        for (name, decl) in classes.declarations {
            if let parent = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                survey.superclasses[name] = parent
            }
            if decl.inheritanceClause?.inheritedTypes.contains(where: { NSObjectBaseRewriter.isSendable($0.type) }) == true {
                survey.sendableClasses.insert(name)
            }
            for item in ExtensionOverrideMover.activeMembers(decl.memberBlock.members)
            where ExtensionOverrideMover.modifiers(of: item.decl).contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                if let key = key(of: item.decl) { survey.overrideKeys[name, default: []].insert(key) }
                if let key = key(of: item.decl), observes(item.decl) { survey.observerOverrideKeys.insert(key) }
            }
        }
    }

    /// The keys dispatched in these files: members of foreign extensions that something overrides.
    /// Extensions of types the files declare (a protocol's default implementations) and of
    /// UIKit's protocols (by their naming: `…Delegate`, `…DataSource`, `…Transitioning`…) are
    /// not candidates: an `override` never refers to a protocol extension's member.
    static func dispatched(_ survey: ModuleSurvey) -> [String: ForeignMember] {
        let overridden = survey.overrideKeys.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        return survey.foreignMembers.filter { key, member in
            overridden.contains(key) && !survey.observerOverrideKeys.contains(key) && !survey.classNames.contains(member.type) && !survey.declaredTypes.contains(member.type)
                && !protocolSuffixes.contains { member.type.hasSuffix($0) }
        }
    }

    /// How UIKit names its protocols (classes never end so).
    static let protocolSuffixes = [
        "Delegate", "DataSource", "Transitioning", "Animating", "Coordinator", "CoordinatorContext", "Provider", "Protocol",
        "Container", "Environment", "Appearance", "Space", "Item", "Focusable", "Interaction",
    ]

    /// `source` with this file's dispatched members and overrides renamed; `generated` gets the
    /// dispatchers to append after the last line.
    static func apply(_ source: String, survey: ModuleSurvey, generated: inout [String]) -> String {
        let members = dispatched(survey)
        guard !members.isEmpty else { return source }
        let file = Parser.parse(source: source)
        var edits: [(start: Int, end: Int, text: String)] = []
        func rename(_ token: TokenSyntax, to text: String) {
            edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset, text))
        }
        // Bases: in extensions of foreign types.
        for ext in file.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) where ext.genericWhereClause == nil {
            let type = ext.extendedType.trimmedDescription
            for item in ext.memberBlock.members {
                guard let key = key(of: item.decl), let member = members[key], member.type == type,
                    !ExtensionOverrideMover.modifiers(of: item.decl).contains(where: { $0.name.tokenKind == .keyword(.override) }),
                    let name = nameToken(of: item.decl)
                else { continue }
                rename(name, to: "_transitBase_" + member.name)
                openToPublic(item.decl, &edits)
                generated.append(dispatcher(member, overriders: overriders(of: key, survey: survey)))
            }
        }
        // Overrides: in class bodies and extensions.
        var overriding: [(type: String, decl: DeclSyntax)] = []
        let classes = ExtensionOverrideMover.ClassFinder(viewMode: .sourceAccurate)
        classes.walk(file)
        for (name, decl) in classes.declarations {
            for item in decl.memberBlock.members { overriding.append((name, item.decl)) }
        }
        for ext in file.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) {
            for item in ext.memberBlock.members { overriding.append((ext.extendedType.trimmedDescription, item.decl)) }
        }
        for (type, decl) in overriding {
            let mods = ExtensionOverrideMover.modifiers(of: decl)
            guard let overrideToken = mods.first(where: { $0.name.tokenKind == .keyword(.override) }), let key = key(of: decl),
                let member = members[key], let name = nameToken(of: decl)
            else { continue }
            rename(name, to: overrideName(type, member.name))
            // `override` goes (the renamed member overrides nothing); the spaces stay.
            let t = overrideToken.name
            edits.append((t.positionAfterSkippingLeadingTrivia.utf8Offset, t.endPositionBeforeTrailingTrivia.utf8Offset, ""))
            openToPublic(decl, &edits)
            let next = nearestOverridingAncestor(type, key: key, survey: survey).map { "self." + overrideName($0, member.name) }
            replaceSuper(in: decl, name: member.name, with: next ?? "self._transitBase_" + member.name, &edits)
        }
        guard !edits.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for e in edits.sorted(by: { $0.start > $1.start }) { bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The nearest class above `type` (by the superclasses the files declare) that overrides `key`.
    static func nearestOverridingAncestor(_ type: String, key: String, survey: ModuleSurvey) -> String? {
        var seen: Set<String> = [type]
        var current = survey.superclasses[type]
        while let c = current, seen.insert(c).inserted {
            if survey.overrideKeys[c]?.contains(key) == true { return c }
            current = survey.superclasses[c]
        }
        return nil
    }

    /// The types that override `key`, most derived first: a class's depth counts the superclasses
    /// the files declare (a UIKit class the files only extend is at depth 0).
    static func overriders(of key: String, survey: ModuleSurvey) -> [String] {
        func depth(_ t: String) -> Int {
            var n = 0
            var seen: Set<String> = [t]
            var current = survey.superclasses[t]
            while let c = current, seen.insert(c).inserted {
                n += 1
                current = survey.superclasses[c]
            }
            return n
        }
        return survey.overrideKeys.filter { $0.value.contains(key) }.keys.sorted { (depth($0), $1) > (depth($1), $0) }
    }

    /// The name of `type`'s override of `name`.
    static func overrideName(_ type: String, _ name: String) -> String {
        "_transitOverride_" + type.map { $0.isLetter || $0.isNumber || $0 == "_" ? String($0) : "_" }.joined() + "_" + name
    }

    /// The dispatching member for one extension member.
    static func dispatcher(_ m: ForeignMember, overriders: [String]) -> String {
        let access = m.access.isEmpty ? "" : m.access + " "
        let call = m.isProperty ? "" : "(\(m.arguments))"
        let tries = overriders.map { t in "if let o = self as? \(t) { return \(m.callPrefix)o.\(overrideName(t, m.name))\(call) }; " }.joined()
        let head = m.isProperty ? "var \(m.signature)" : "func \(m.signature)"
        if m.isSettable {
            let sets = overriders.map { t in "if let o = self as? \(t) { o.\(overrideName(t, m.name)) = newValue; return }; " }.joined()
            return "extension \(m.type) { \(access)\(head) { get { \(tries)return _transitBase_\(m.name) } set { \(sets)_transitBase_\(m.name) = newValue } } }"
        }
        return "extension \(m.type) { \(access)\(head) { \(tries)return \(m.callPrefix)_transitBase_\(m.name)\(call) } }"
    }

    /// An overriding property with observers (`override var x: T { didSet { … } }`): it adds to
    /// the overridden property's setter, which this pass cannot dispatch.
    static func observes(_ decl: DeclSyntax) -> Bool {
        guard let v = decl.as(VariableDeclSyntax.self), let accessors = v.bindings.first?.accessorBlock?.accessors,
            case .accessors(let list) = accessors
        else { return false }
        return list.contains { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// `name` for a property, `name(a:_:)` for a method.
    static func key(of decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "\(f.name.text)(\(labels))"
        }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1, let id = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return id.identifier.text
        }
        return nil
    }

    static func nameToken(of decl: DeclSyntax) -> TokenSyntax? {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name }
        if let v = decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier }
        return nil
    }

    /// A member of an extension as a `ForeignMember`, when this pass can dispatch it.
    static func foreignMember(_ decl: DeclSyntax, type: String, extensionAccess: String?) -> (String, ForeignMember)? {
        guard let key = key(of: decl) else { return nil }
        let own = ExtensionOverrideMover.accessModifier(of: ExtensionOverrideMover.modifiers(of: decl))
        var access = own ?? extensionAccess ?? ""
        if access == "open" { access = "public" }
        if access == "private" || access == "fileprivate" { return nil }  // not overridable from other files anyway
        if let v = decl.as(VariableDeclSyntax.self) {
            guard v.bindingSpecifier.tokenKind == .keyword(.var), let binding = v.bindings.first,
                let valueType = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock
            else { return nil }
            var settable = false
            if case .accessors(let list) = accessors.accessors {
                let kinds = list.map(\.accessorSpecifier.tokenKind)
                // Observers (a stored property's `didSet`) and `_modify`-like accessors: left as written.
                guard kinds.allSatisfy({ $0 == .keyword(.get) || $0 == .keyword(.set) }), kinds.contains(.keyword(.get)) else { return nil }
                settable = kinds.contains(.keyword(.set))
            }
            let name = binding.pattern.trimmedDescription
            return (key, ForeignMember(type: type, isProperty: true, access: access, signature: "\(name): \(valueType)",
                arguments: "", callPrefix: "", name: name, isSettable: settable))
        }
        guard let f = decl.as(FunctionDeclSyntax.self), f.genericParameterClause == nil, f.genericWhereClause == nil else { return nil }
        let params = f.signature.parameterClause.parameters
        guard !params.contains(where: { $0.ellipsis != nil }) else { return nil }
        var arguments: [String] = []
        for p in params {
            let value = (p.secondName ?? p.firstName).text
            let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            let passed = (isInout ? "&" : "") + value
            arguments.append(p.firstName.text == "_" ? passed : "\(p.firstName.text): \(passed)")
        }
        let effects = f.signature.effectSpecifiers
        if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) { return nil }
        var prefix = ""
        if effects?.throwsClause != nil { prefix += "try " }
        if effects?.asyncSpecifier != nil { prefix += "await " }
        let tail = (effects.map { " " + $0.trimmedDescription } ?? "") + (f.signature.returnClause.map { " " + $0.trimmedDescription } ?? "")
        let name = f.name.text
        let signature = "\(name)(\(params.map { $0.trimmedDescription.trimmingTrailingComma }.joined(separator: ", ")))\(tail)"
        return (key, ForeignMember(type: type, isProperty: false, access: access, signature: signature,
            arguments: arguments.joined(separator: ", "),
            callPrefix: prefix, name: name))
    }

    /// `open` in an extension becomes `public` (a member declared in an extension cannot be
    /// overridden here).
    static func openToPublic(_ decl: DeclSyntax, _ edits: inout [(start: Int, end: Int, text: String)]) {
        for m in ExtensionOverrideMover.modifiers(of: decl) where m.name.text == "open" {
            edits.append((m.name.positionAfterSkippingLeadingTrivia.utf8Offset, m.name.endPositionBeforeTrailingTrivia.utf8Offset, "public"))
        }
    }

    /// `super.name` inside `decl` → `replacement`.
    static func replaceSuper(in decl: DeclSyntax, name: String, with replacement: String, _ edits: inout [(start: Int, end: Int, text: String)]) {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [MemberAccessExprSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(decl)
        for node in finder.found {
            guard let base = node.base else { continue }
            edits.append((base.positionAfterSkippingLeadingTrivia.utf8Offset, node.declName.baseName.endPositionBeforeTrailingTrivia.utf8Offset, replacement))
        }
    }
}

/// Every type a file declares (protocols, structs, enums, classes, actors, aliases), by simple name.
final class TypeFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension String {
    fileprivate var trimmingTrailingComma: String { hasSuffix(",") ? String(dropLast()) : self }
}
