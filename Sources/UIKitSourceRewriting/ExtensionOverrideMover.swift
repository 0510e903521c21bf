import SwiftParser
import SwiftSyntax

/// Overrides written in extensions, moved into the class they extend.
///
/// On iOS every UIKit method and property is `@objc`, so a subclass may override one in an
/// extension (`extension CardPresentationController { override func presentationTransitionWillBegin() … }`,
/// a common way to group "UIPresentationController overrides"). Without the Objective-C runtime
/// Swift refuses it ("declarations in extensions cannot override yet" /
/// "cannot be overridden from extension"). When the extended class is declared in the files
/// rewritten together, this pass moves each `override` member of such an extension into the
/// class's body:
///
/// * in the extension's file the member is replaced by its line breaks (every later line keeps
///   its number);
/// * in the class's file the member goes before the class's closing brace, between
///   `#sourceLocation` directives: a compile error in it names the extension's file and line,
///   and the lines after it keep theirs;
/// * a member without an access modifier takes the extension's (`public extension` → `public`).
///
/// Only unconstrained extensions (no `where` clause) of classes declared in the files, at the top
/// level of a file, are touched; initialisers stay (an extension cannot declare a designated one
/// on iOS either). Overrides of members that an app declares in an extension of a UIKit class
/// (`extension UIViewController { @objc var topBarHeight … }`) are not handled: the model's
/// classes cannot take members from the app.
public enum ExtensionOverrideMover {
    /// One member to move: its text (from its first token), where it was written.
    public struct MovedMember: Sendable, Equatable {
        public var text: String
        public var path: String
        public var line: Int
        /// For a member that is not itself an `override`: its key (`ExtensionMemberDispatch.key`),
        /// moved only when some class in the files overrides that key.
        public var key: String? = nil
    }

    /// What the survey records from one file: the classes it declares (qualified names:
    /// `Outer.Inner`), and the `override` members of its extensions, by extended type.
    static func survey(_ file: SourceFileSyntax, path: String, into survey: inout ModuleSurvey) {
        let converter = SourceLocationConverter(fileName: path, tree: file)
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(file)
        survey.classNames.formUnion(classes.names)
        for name in classes.names { survey.classPaths[name] = path }
        for item in file.statements {
            let (mods, declared): (DeclModifierListSyntax, [String]) =
                if let f = item.item.as(FunctionDeclSyntax.self) { (f.modifiers, [f.name.text]) }
                else if let v = item.item.as(VariableDeclSyntax.self) { (v.modifiers, v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }) }
                else if let s = item.item.as(StructDeclSyntax.self) { (s.modifiers, [s.name.text]) }
                else if let e = item.item.as(EnumDeclSyntax.self) { (e.modifiers, [e.name.text]) }
                else if let c = item.item.as(ClassDeclSyntax.self) { (c.modifiers, [c.name.text]) }
                else { ([], []) }
            if mods.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }) {
                survey.privateFileScopeNames[path, default: []].formUnion(declared)
            }
        }
        for ext in topLevelExtensions(file) {
            let access = accessModifier(of: ext.modifiers)
            let overrides = movableMembers(of: ext)
            for member in overrides + candidateMembers(of: ext) {
                survey.movedMemberNames[path, default: [:]][ext.extendedType.trimmedDescription, default: []].formUnion(identifiers(in: Syntax(member)))
                let line = converter.location(for: member.decl.positionAfterSkippingLeadingTrivia).line
                var text = member.decl.trimmedDescription
                let mods = modifiers(of: member.decl)
                if let access, accessModifier(of: mods) == nil {
                    // Before the first modifier, after the attributes: `@objc public override func`.
                    let offset = mods.positionAfterSkippingLeadingTrivia.utf8Offset - member.decl.positionAfterSkippingLeadingTrivia.utf8Offset
                    var bytes = Array(text.utf8)
                    bytes.insert(contentsOf: Array("\(access) ".utf8), at: min(max(offset, 0), bytes.count))
                    text = String(decoding: bytes, as: UTF8.self)
                }
                if overrides.contains(where: { $0.id == member.id }) {
                    survey.extensionOverrides[ext.extendedType.trimmedDescription, default: []].append(
                        MovedMember(text: text, path: path, line: line))
                } else if let key = ExtensionMemberDispatch.key(of: member.decl) {
                    survey.extensionCandidates[ext.extendedType.trimmedDescription, default: []].append(
                        MovedMember(text: text, path: path, line: line, key: key))
                }
            }
        }
    }

    /// `source` with this file's extension overrides blanked and the moved members of its
    /// classes inserted. `path` is the file's original path (for `#sourceLocation`).
    static func apply(_ source: String, path: String, survey: ModuleSurvey) -> String {
        /// The keys the subclasses of `type` (declared in the files) override.
        func overriddenInSubclasses(of type: String) -> Set<String> {
            var keys = Set<String>()
            for (c, overrides) in survey.overrideKeys {
                var s = survey.superclasses[c]
                var steps = 0
                while let cur = s, steps < 64 {
                    if cur == type {
                        keys.formUnion(overrides)
                        break
                    }
                    s = survey.superclasses[cur]
                    steps += 1
                }
            }
            return keys
        }
        func moved(_ type: String) -> [MovedMember] {
            let overridden = overriddenInSubclasses(of: type)
            return (survey.extensionOverrides[type] ?? []) + (survey.extensionCandidates[type] ?? []).filter { overridden.contains($0.key ?? "") }
        }
        guard !survey.extensionOverrides.isEmpty || survey.extensionCandidates.keys.contains(where: { !moved($0).isEmpty })
        else { return source }
        let file = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: file)
        var edits: [(start: Int, end: Int, text: String)] = []
        for ext in topLevelExtensions(file) where survey.classNames.contains(ext.extendedType.trimmedDescription) {
            let overridden = overriddenInSubclasses(of: ext.extendedType.trimmedDescription)
            let candidates = candidateMembers(of: ext).filter { ExtensionMemberDispatch.key(of: $0.decl).map(overridden.contains) ?? false }
            for member in movableMembers(of: ext) + candidates {
                let start = member.position.utf8Offset, end = member.endPosition.utf8Offset
                edits.append((start, end, String(member.description.filter(\.isNewline))))
            }
        }
        // What moves to a class declared in another file may use this file's private helpers:
        // those it names lose `private`/`fileprivate` (internal), so the moved code still sees them.
        let away = (survey.movedMemberNames[path] ?? [:]).filter { type, _ in
            guard let home = survey.classPaths[type], home != path else { return false }
            return !moved(type).isEmpty
        }
        // Not a name another file declares privately at file scope: widening both would clash
        // (Xcode's templates put `private let reuseIdentifier` in every controller's file).
        let elsewhere = survey.privateFileScopeNames.filter { $0.key != path }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        edits += wideningEdits(
            in: file, names: away.values.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(elsewhere), types: Set(away.keys),
            excluding: edits)
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(file)
        for (name, decl) in classes.declarations {
            let moved = moved(name)
            guard !moved.isEmpty else { continue }
            let brace = decl.memberBlock.rightBrace
            let braceLine = converter.location(for: brace.positionAfterSkippingLeadingTrivia).line
            let breaksBeforeBrace = brace.leadingTrivia.reduce(0) { $0 + lineBreaks(in: $1) }
            var text = ""
            for m in moved {
                text += "\n#sourceLocation(file: \(stringLiteral(m.path)), line: \(m.line))\n" + m.text
            }
            // The brace's own line breaks follow; the line after the directive is the first of them.
            text += "\n#sourceLocation(file: \(stringLiteral(path)), line: \(braceLine - max(breaksBeforeBrace, 1) + 1))"
            if breaksBeforeBrace == 0 { text += "\n" }
            let at = brace.position.utf8Offset
            edits.append((at, at, text))
        }
        guard !edits.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for e in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The identifiers a piece of code names.
    static func identifiers(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// Edits removing `private`/`fileprivate` (without a detail such as `(set)`) from the file's
    /// declarations named in `names` — functions, properties, types, type aliases — and from a
    /// `private extension` declaring one; none inside the ranges already edited (moved members).
    static func wideningEdits(
        in file: SourceFileSyntax, names: Set<String>, types: Set<String>, excluding moved: [(start: Int, end: Int, text: String)]
    ) -> [(start: Int, end: Int, text: String)] {
        guard !names.isEmpty else { return [] }
        /// File-scope declarations, and those inside the extensions of the classes whose members
        /// move (`types`); other types' members keep their access.
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            let types: Set<String>
            var modifiers: [DeclModifierSyntax] = []
            init(names: Set<String>, types: Set<String>) {
                self.names = names
                self.types = types
                super.init(viewMode: .sourceAccurate)
            }
            func take(_ mods: DeclModifierListSyntax, _ declared: [String]) {
                guard declared.contains(where: names.contains) else { return }
                modifiers += mods.filter { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
            }
            override func visit(_ n: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { take(n.modifiers, [n.name.text]); return .skipChildren }
            override func visit(_ n: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                take(n.modifiers, n.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                return .skipChildren
            }
            override func visit(_ n: StructDeclSyntax) -> SyntaxVisitorContinueKind { take(n.modifiers, [n.name.text]); return .skipChildren }
            override func visit(_ n: EnumDeclSyntax) -> SyntaxVisitorContinueKind { take(n.modifiers, [n.name.text]); return .skipChildren }
            override func visit(_ n: ClassDeclSyntax) -> SyntaxVisitorContinueKind { take(n.modifiers, [n.name.text]); return .skipChildren }
            override func visit(_ n: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ n: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { take(n.modifiers, [n.name.text]); return .skipChildren }
            override func visit(_ n: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                let declared = n.memberBlock.members.flatMap { item -> [String] in
                    if let f = item.decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
                    if let v = item.decl.as(VariableDeclSyntax.self) { return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
                    return []
                }
                take(n.modifiers, declared)
                return types.contains(n.extendedType.trimmedDescription) ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(names: names, types: types)
        finder.walk(file)
        return finder.modifiers.compactMap { m in
            let start = m.positionAfterSkippingLeadingTrivia.utf8Offset, end = m.endPositionBeforeTrailingTrivia.utf8Offset
            guard !moved.contains(where: { start < $0.end && end > $0.start }) else { return nil }
            return (start, end, "")
        }
    }

    static func lineBreaks(in piece: TriviaPiece) -> Int {
        switch piece {
        case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n): return n
        default: return 0
        }
    }

    /// The file's top-level extensions without a `where` clause, including those inside the
    /// active clause of a top-level `#if` (libraries wrap whole files in `#if canImport(UIKit)` or
    /// `#if os(iOS)`): the clause an iOS build compiles, when its conditions and every earlier
    /// clause's are decided by the platform atoms (`PlatformConditionEvaluator`); an `#if` on
    /// anything else (`DEBUG`, `swift(>=…)`) is not entered.
    static func topLevelExtensions(_ file: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        var out: [ExtensionDeclSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let ext = item.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil { out.append(ext) }
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self), let active = activeClause(of: ifConfig),
                    case .statements(let statements)? = active.elements
                {
                    collect(statements)
                }
            }
        }
        collect(file.statements)
        return out
    }

    /// The clause of `node` an iOS device build compiles, or nil when that is not decided by the
    /// platform atoms alone (or no clause is active).
    static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in node.clauses {
            guard let condition = clause.condition else { return clause }  // #else
            let rewritten = PlatformConditionEvaluator.ConditionAtoms().rewrite(condition).cast(ExprSyntax.self)
            switch evaluate(rewritten) {
            case true?: return clause
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// The value of a condition made of boolean literals, `!`, `&&`, `||` and parentheses (nil if
    /// anything else remains).
    static func evaluate(_ e: ExprSyntax) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return evaluate(only.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return evaluate(p.expression).map { !$0 } }
        if let seq = e.as(SequenceExprSyntax.self) {
            // `a && b || c`: && binds tighter; split on || first.
            let elements = Array(seq.elements)
            var disjuncts: [[ExprSyntax]] = [[]]
            for el in elements {
                if let op = el.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" { disjuncts.append([]) } else if op.operator.text != "&&" { return nil }
                } else {
                    disjuncts[disjuncts.count - 1].append(el)
                }
            }
            var any = false
            for conj in disjuncts {
                var all = true
                for x in conj {
                    guard let v = evaluate(x) else { return nil }
                    all = all && v
                }
                any = any || all
            }
            return any
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            guard let l = evaluate(infix.leftOperand), let r = evaluate(infix.rightOperand) else { return nil }
            switch op.operator.text {
            case "&&": return l && r
            case "||": return l || r
            default: return nil
            }
        }
        return nil
    }

    /// Members of an extension that are not overrides but that a subclass may override, as on iOS
    /// (an `@objc` or `open` method of an `NSObject` subclass declared in an extension —
    /// typically a delegate method the class adopts in `extension X: SomeDelegate`): instance
    /// methods, properties and subscripts, moved when the files override their key.
    static func candidateMembers(of ext: ExtensionDeclSyntax) -> [MemberBlockItemSyntax] {
        members(of: ext).filter { item in
            guard item.decl.is(FunctionDeclSyntax.self) || item.decl.is(VariableDeclSyntax.self) || item.decl.is(SubscriptDeclSyntax.self)
            else { return false }
            let mods = modifiers(of: item.decl)
            return !mods.contains { $0.name.tokenKind == .keyword(.override) || ["static", "class", "private", "fileprivate"].contains($0.name.text) }
        }
    }

    static func movableMembers(of ext: ExtensionDeclSyntax) -> [MemberBlockItemSyntax] {
        members(of: ext).filter { item in
            guard !item.decl.is(InitializerDeclSyntax.self) else { return false }
            return modifiers(of: item.decl).contains { $0.name.tokenKind == .keyword(.override) }
        }
    }

    /// The extension's members (`activeMembers`).
    static func members(of ext: ExtensionDeclSyntax) -> [MemberBlockItemSyntax] { activeMembers(ext.memberBlock.members) }

    /// Members, with those of the clause an iOS build compiles of a member-level `#if`
    /// (`extension Viewer { #if os(iOS) override var prefersStatusBarHidden … #endif }`) in its
    /// place; an `#if` not decided by the platform atoms is not entered.
    static func activeMembers(_ items: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        items.flatMap { item -> [MemberBlockItemSyntax] in
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
            guard let active = activeClause(of: ifConfig), case .decls(let inner)? = active.elements else { return [] }
            return activeMembers(inner)
        }
    }

    static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax {
        if let d = decl.as(FunctionDeclSyntax.self) { return d.modifiers }
        if let d = decl.as(VariableDeclSyntax.self) { return d.modifiers }
        if let d = decl.as(SubscriptDeclSyntax.self) { return d.modifiers }
        return []
    }

    static func accessModifier(of modifiers: DeclModifierListSyntax) -> String? {
        let access: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        return modifiers.first { access.contains($0.name.text) && $0.detail == nil }.map { m in
            // A member of a `private extension` is visible in its file: `fileprivate` keeps that.
            m.name.text == "private" ? "fileprivate" : m.name.text
        }
    }

    /// Classes declared in a file, by qualified name (`Outer.Inner` for nested ones).
    final class ClassFinder: SyntaxVisitor {
        var declarations: [(name: String, decl: ClassDeclSyntax)] = []
        var names: Set<String> { Set(declarations.map(\.name)) }
        private var path: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            path.append(node.name.text)
            declarations.append((path.joined(separator: "."), node))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            path.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
        // Bodies hold no type declarations that an extension at the top level could name.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
