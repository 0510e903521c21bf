import SwiftSyntax

/// Constructions from metatype values: `cellClass.init(frame: rect)` (`cellClass: UIView.Type`),
/// `type.init()`, `T()` with `T: UIView`, `Self()` in a view's extension, `type(of: self).init()`.
///
/// Objective-C dispatches initialisers dynamically, so UIKit code calls `init(frame:)`,
/// `init(nibName:bundle:)` and `init()` on metatype values; Swift allows that only for
/// `required` initialisers, which the model's are not (they would burden every subclass written
/// for the model). Two rewrites:
///
/// - the construction becomes `MetatypeInitializer.construct(cellClass, .frame(rect))`, which
///   asks the dynamic class (`UIKitNSObject._transitInstantiate(_:)`);
/// - when the files construct from metatypes at all, each of their classes that derives from a
///   UIKit view, controller or `NSObject` gets an override of `_transitInstantiate(_:)` that calls
///   its own `init()`, `init(frame:)` or `init(nibName:bundle:)`; one the class does not have
///   (it declares other designated initialisers) stops with Swift's "Use of unimplemented
///   initializer", as the Objective-C runtime does on iOS. The override shares the closing brace's
///   line.
///
/// A construction is rewritten only when the metatype is known to be a class's: `Self` or
/// `type(of: self)` inside a class, extension or protocol extension tied to a UIKit view,
/// controller or `NSObject` class; a generic parameter constrained to one; a value whose name the
/// files declare with such a metatype type (`let cellClass: UICollectionViewCell.Type`, a
/// parameter, an enum case's associated value, `as? UIView.Type`). Lines keep their numbers.
public final class MetatypeInitializerRewriter: SyntaxRewriter {
    /// The UIKit classes a constructible class derives from, by what they are made with.
    enum Kind: Sendable, Equatable {
        case view, controller, object, collectionView, presentationController

        /// The initialisers a subclass that declares none inherits.
        var inherited: Set<String> {
            switch self {
            case .view: ["init()", "init(frame:)"]
            case .controller: ["init()", "init(nibName:bundle:)"]
            case .object: ["init()"]
            case .collectionView: ["init(frame:collectionViewLayout:)"]
            case .presentationController: ["init(presentedViewController:presenting:)"]
            }
        }
        /// UIKit's designated initialisers (a subclass overriding all of them inherits `init()`).
        var designated: Set<String> {
            switch self {
            case .view: ["init(frame:)", "init(coder:)"]
            case .controller: ["init(nibName:bundle:)", "init(coder:)"]
            case .object: ["init()"]
            case .collectionView: ["init(frame:collectionViewLayout:)", "init(coder:)"]
            case .presentationController: ["init(presentedViewController:presenting:)"]
            }
        }
    }

    /// UIKit's classes by kind (those `MetatypeInitializer`'s library table answers for).
    static let roots: [String: Kind] = {
        var roots: [String: Kind] = [:]
        for v in [
            "UIView", "UIControl", "UILabel", "UIImageView", "UIButton", "UIScrollView", "UIStackView", "UITextField", "UITextView",
            "UIWindow", "UICollectionReusableView", "UICollectionViewCell", "UITableViewCell", "UITableViewHeaderFooterView",
            "UITableView", "UIVisualEffectView", "UIActivityIndicatorView", "UINavigationBar", "UITabBar", "UIToolbar",
            "UIPageControl", "UISegmentedControl", "UISwitch", "UISlider",
        ] { roots[v] = .view }
        for c in ["UIViewController", "UINavigationController", "UITabBarController", "UITableViewController", "UIPageViewController"] {
            roots[c] = .controller
        }
        for o in ["NSObject", "UIKitNSObject", "UIResponder"] { roots[o] = .object }
        roots["UICollectionView"] = .collectionView
        for p in ["UIPresentationController", "UIPopoverPresentationController"] { roots[p] = .presentationController }
        return roots
    }()

    /// UIKit classes with designated initialisers besides their kind's (`UIWindow(windowScene:)`,
    /// `UITableView(frame:style:)`…): a subclass overriding only its kind's does not inherit
    /// `init()`.
    static let rootsWithOtherDesignatedInitializers: Set<String> = [
        "UIWindow", "UIImageView", "UITableViewHeaderFooterView", "UITableView", "UIVisualEffectView", "UIActivityIndicatorView",
        "UISegmentedControl", "UINavigationController", "UITabBarController", "UITableViewController", "UIPageViewController",
    ]

    /// What a class declares about its initialisers (`survey`).
    public struct Initializers: Sendable, Equatable {
        var designated: Set<String> = []
        var convenience: Set<String> = []
        var failable: Set<String> = []
        /// Initialisers declared with a parameter of a non-optional type (an app's
        /// `init(image: UIImage)`, where UIKit's image view takes `UIImage?`).
        var nonOptionalParameters: Set<String> = []
    }

    private let survey: ModuleSurvey
    /// Whether `NSObject` classes derive from `UIKitNSObject` in these files (`NSObjectBaseRewriter` ran).
    private let objectsRebased: Bool

    public init(survey: ModuleSurvey, objectsRebased: Bool) {
        self.survey = survey
        self.objectsRebased = objectsRebased
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Survey

    /// Records `file`'s classes' initialisers, its names declared with metatype types, and
    /// whether it constructs from a metatype value.
    static func survey(_ file: SourceFileSyntax, into survey: inout ModuleSurvey) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        for (name, inits) in finder.initializers {
            var s = survey.classInitializers[name] ?? Initializers()
            s.designated.formUnion(inits.designated)
            s.convenience.formUnion(inits.convenience)
            s.failable.formUnion(inits.failable)
            s.nonOptionalParameters.formUnion(inits.nonOptionalParameters)
            survey.classInitializers[name] = s
        }
        for (name, bounds) in finder.protocolBounds { survey.protocolBounds[name, default: []].formUnion(bounds) }
        for (name, types) in finder.metatypeNames { survey.metatypeNames[name, default: []].formUnion(types) }
        for (name, types) in finder.instanceNames { survey.instanceNames[name, default: []].formUnion(types) }
        for (name, sources) in finder.aliases { survey.metatypeAliases[name, default: []].formUnion(sources) }
        survey.metatypeConstructions.formUnion(finder.constructions)
        // A class name declared in two files (or twice in one) cannot be told apart by name.
        let declaredBefore = survey.metatypeClassNames
        survey.repeatedClassNames.formUnion(finder.repeated)
        survey.repeatedClassNames.formUnion(finder.declaredClasses.intersection(declaredBefore))
        survey.metatypeClassNames.formUnion(finder.declaredClasses)
    }

    final class Finder: SyntaxVisitor {
        var initializers: [String: Initializers] = [:]
        var metatypeNames: [String: Set<String>] = [:]
        var instanceNames: [String: Set<String>] = [:]
        var constructions: Set<[String]> = []
        var protocolBounds: [String: Set<String>] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            var bounds = Set((node.inheritanceClause?.inheritedTypes ?? []).flatMap { MetatypeInitializerRewriter.components($0.type) })
            for r in node.genericWhereClause?.requirements ?? [] {
                guard let c = r.requirement.as(ConformanceRequirementSyntax.self), c.leftType.trimmedDescription == "Self" else { continue }
                bounds.formUnion(MetatypeInitializerRewriter.components(c.rightType))
            }
            protocolBounds[node.name.text, default: []].formUnion(bounds)
            return .skipChildren
        }
        /// `typealias PhotoView = PhotoDisplayable & UIView`: a composition's metatype is bound
        /// like a protocol's (`PhotoView.Type` constructs the class it names).
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.initializer.value.is(CompositionTypeSyntax.self) {
                protocolBounds[node.name.text, default: []].formUnion(MetatypeInitializerRewriter.components(node.initializer.value))
            }
            return .skipChildren
        }

        /// Class names declared more than once (private classes in two files, nested classes).
        var repeated: Set<String> = []
        private var seenClasses: Set<String> = []
        var declaredClasses: Set<String> { seenClasses }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if !seenClasses.insert(node.name.text).inserted { repeated.insert(node.name.text) }
            var s = initializers[node.name.text] ?? Initializers()
            for item in node.memberBlock.members {
                guard let i = item.decl.as(InitializerDeclSyntax.self) else { continue }
                record(i, into: &s, convenience: i.modifiers.contains { $0.name.text == "convenience" })
            }
            initializers[node.name.text] = s
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = MetatypeInitializerRewriter.simpleName(node.extendedType.trimmedDescription)
            for item in node.memberBlock.members {
                guard let i = item.decl.as(InitializerDeclSyntax.self) else { continue }
                record(i, into: &initializers[name, default: Initializers()], convenience: true)
            }
            return .visitChildren
        }
        private func record(_ i: InitializerDeclSyntax, into s: inout Initializers, convenience: Bool) {
            let key = DequeueInitializerRewriter.key(i)
            if convenience { s.convenience.insert(key) } else { s.designated.insert(key) }
            let optionalTypes = i.signature.parameterClause.parameters.map { p in
                p.type.is(OptionalTypeSyntax.self) || p.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            }
            if optionalTypes.contains(false) { s.nonOptionalParameters.insert(key) }
            // Not callable as `C(…)` in a plain `return`: failable, unavailable, throwing or async.
            let unavailable = i.attributes.contains { a in
                guard let attr = a.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "available" else { return false }
                return attr.arguments?.trimmedDescription.contains("unavailable") == true
            }
            let effects = i.signature.effectSpecifiers
            if i.optionalMark != nil || unavailable || effects?.throwsClause != nil || effects?.asyncSpecifier != nil { s.failable.insert(key) }
        }
        /// Names declared as arrays of metatypes (`[UIViewController.Type]`), and their element class.
        var arrays: [String: String] = [:]

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let t = node.typeAnnotation?.type, let m = MetatypeInitializerRewriter.metatypeArrayElement(t) { arrays[name] = m }
            if let t = node.typeAnnotation?.type, let m = MetatypeInitializerRewriter.metatypeClass(t) { metatypeNames[name, default: []].insert(m) }
            if let value = node.initializer?.value, let m = MetatypeInitializerRewriter.metatypeCast(value) { metatypeNames[name, default: []].insert(m) }
            recordAlias(name, node.typeAnnotation, node.initializer?.value)
            recordInstance(name, node.typeAnnotation?.type, node.initializer?.value)
            return .visitChildren
        }
        /// Names bound to another name's value (`let c = cellClass`, `if let c = self.cellClass`):
        /// a metatype name's alias is one too (`MetatypeInitializerRewriter.declaredClasses`).
        var aliases: [String: Set<String>] = [:]
        private func recordAlias(_ name: String, _ annotation: TypeAnnotationSyntax?, _ value: ExprSyntax?) {
            guard annotation == nil, let value, let source = MetatypeInitializerRewriter.referencedValue(value), source != name else { return }
            aliases[name, default: []].insert(source)
        }
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let t = node.typeAnnotation?.type, let m = MetatypeInitializerRewriter.metatypeClass(t) { metatypeNames[name, default: []].insert(m) }
            if let value = node.initializer?.value, let m = MetatypeInitializerRewriter.metatypeCast(value) { metatypeNames[name, default: []].insert(m) }
            recordAlias(name, node.typeAnnotation, node.initializer?.value)
            recordInstance(name, node.typeAnnotation?.type, node.initializer?.value)
            return .visitChildren
        }
        /// A name declared with a class type (`view: UIImageView`, `UIImageView?`) or bound by a
        /// cast to one (`self as? UIImageView`).
        private func recordInstance(_ name: String, _ type: TypeSyntax?, _ value: ExprSyntax?) {
            if let type, let c = MetatypeInitializerRewriter.instanceClass(type) { instanceNames[name, default: []].insert(c) }
            if let value, let c = MetatypeInitializerRewriter.instanceCast(value) { instanceNames[name, default: []].insert(c) }
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if let c = MetatypeInitializerRewriter.instanceClass(node.type) { instanceNames[(node.secondName ?? node.firstName).text, default: []].insert(c) }
            if let m = MetatypeInitializerRewriter.metatypeClass(node.type) {
                metatypeNames[(node.secondName ?? node.firstName).text, default: []].insert(m)
            }
            if let m = MetatypeInitializerRewriter.metatypeArrayElement(node.type) { arrays[(node.secondName ?? node.firstName).text] = m }
            return .visitChildren
        }
        /// `for cls in classes` / `for (i, cls) in classes.enumerated()` over an array of metatypes.
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if let array = MetatypeInitializerRewriter.rootName(node.sequence), let m = arrays[array] {
                for name in MetatypeInitializerRewriter.boundNames(node.pattern) { metatypeNames[name, default: []].insert(m) }
            }
            return .visitChildren
        }
        /// `classes.map { cls in cls.init() }`, `classes.enumerated().map { i, cls in … }`: the
        /// parameters of a closure passed to a call on an array of metatypes.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            guard let call = node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let array = MetatypeInitializerRewriter.rootName(call.calledExpression), let m = arrays[array],
                let parameters = node.signature?.parameterClause
            else { return .visitChildren }
            var names: [String] = []
            if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { names = shorthand.map(\.name.text) }
            if let full = parameters.as(ClosureParameterClauseSyntax.self) { names = full.parameters.map { ($0.secondName ?? $0.firstName).text } }
            for name in names { metatypeNames[name, default: []].insert(m) }
            return .visitChildren
        }
        /// `[(title: String, type: UIViewController.Type)]`: a tuple element's label names a
        /// metatype (`example.type.init()`).
        override func visit(_ node: TupleTypeElementSyntax) -> SyntaxVisitorContinueKind {
            if let m = MetatypeInitializerRewriter.metatypeClass(node.type), let name = node.secondName ?? node.firstName,
                name.tokenKind != .wildcard
            {
                metatypeNames[name.text, default: []].insert(m)
            }
            return .visitChildren
        }
        override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
            if let m = MetatypeInitializerRewriter.metatypeClass(node.type), let name = node.secondName ?? node.firstName {
                metatypeNames[name.text, default: []].insert(m)
            }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if MetatypeInitializerRewriter.initializer(of: node) != nil, let base = MetatypeInitializerRewriter.metatypeBase(of: node),
                let candidates = MetatypeInitializerRewriter.candidates(base, at: node)
            {
                constructions.insert(candidates)
            }
            // UIKit constructs these classes itself: `init(navigationBarClass: MyBar.self,
            // toolbarClass: nil)` makes the bar with `init(frame:)` (through the class's override).
            for arg in node.arguments where ["navigationBarClass", "toolbarClass"].contains(arg.label?.text ?? "") {
                if let m = arg.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
                    constructions.insert([MetatypeInitializerRewriter.simpleName(base.trimmedDescription)])
                }
            }
            return .visitChildren
        }
    }

    // MARK: Syntax shapes

    /// `Foo` for `UIKit.Foo`, `Foo<T>`, `Outer.Foo`.
    static func simpleName(_ written: String) -> String {
        let noGenerics = written.split(separator: "<").first.map(String.init) ?? written
        return noGenerics.split(separator: ".").last.map(String.init) ?? noGenerics
    }

    /// `X` for a type `X.Type`, `X.Type?`, `X.Type!`, `(some X).Type` (a parameter taking the
    /// metatype of any subclass of `X`).
    static func metatypeClass(_ type: TypeSyntax) -> String? {
        var t = type
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType }
        guard let m = t.as(MetatypeTypeSyntax.self), m.metatypeSpecifier.text == "Type" else { return nil }
        var base = m.baseType
        if let tuple = base.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            let opaque = only.type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some)
        {
            base = opaque.constraint
        }
        return simpleName(base.trimmedDescription)
    }

    /// `name` for a plain reference to a value, `name` or `self.name` (what `let c = cellClass`
    /// binds `c` to).
    static func referencedValue(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), case .identifier(let n) = ref.baseName.tokenKind { return n }
        if let access = expr.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self",
            case .identifier(let n) = access.declName.baseName.tokenKind
        {
            return n
        }
        return nil
    }

    /// `X` for a named type `X`, `X?`, `X!` (not a metatype, array or function).
    static func instanceClass(_ type: TypeSyntax) -> String? {
        var t = type
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType }
        guard t.is(IdentifierTypeSyntax.self) || t.is(MemberTypeSyntax.self) else { return nil }
        let name = simpleName(t.trimmedDescription)
        return name.first?.isUppercase == true ? name : nil
    }

    /// `X` for `value as? X` / `value as! X` / `value as X` (a named type).
    static func instanceCast(_ expr: ExprSyntax) -> String? {
        if let cast = expr.as(AsExprSyntax.self) { return instanceClass(cast.type) }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[elements.count - 2].is(UnresolvedAsExprSyntax.self), let type = elements.last?.as(TypeExprSyntax.self) else { return nil }
        return instanceClass(type.type)
    }

    /// `X` for a type `[X.Type]` (optional or not).
    static func metatypeArrayElement(_ type: TypeSyntax) -> String? {
        var t = type
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        guard let array = t.as(ArrayTypeSyntax.self) else { return nil }
        return metatypeClass(array.element)
    }

    /// The name an expression chain starts from: `classes` in `classes.enumerated().map`.
    static func rootName(_ expr: ExprSyntax) -> String? {
        var e = expr
        while true {
            if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
            // `self.controllers`: the property's name.
            if let m = e.as(MemberAccessExprSyntax.self), let b = m.base {
                if b.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return m.declName.baseName.text }
                e = b
                continue
            }
            if let c = e.as(FunctionCallExprSyntax.self) { e = c.calledExpression; continue }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            return nil
        }
    }

    /// The names a `for` pattern binds (`cls`, `(i, cls)`).
    static func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let i = pattern.as(IdentifierPatternSyntax.self) { return [i.identifier.text] }
        if let t = pattern.as(TuplePatternSyntax.self) { return t.elements.flatMap { boundNames($0.pattern) } }
        if let v = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(v.pattern) }
        return []
    }

    /// `X` for `value as? X.Type` / `as! X.Type`.
    static func metatypeCast(_ expr: ExprSyntax) -> String? {
        if let cast = expr.as(AsExprSyntax.self) { return metatypeClass(cast.type) }
        // Unfolded: `value`, `as?`, `X.Type`.
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[elements.count - 2].is(UnresolvedAsExprSyntax.self), let type = elements.last?.as(TypeExprSyntax.self) else { return nil }
        return metatypeClass(type.type)
    }

    /// The initialiser a call names when it is one of the dynamically dispatched ones (`init()`,
    /// `init(frame:)`, `init(nibName:bundle:)`), with its arguments.
    static func initializer(of call: FunctionCallExprSyntax) -> (name: String, arguments: [ExprSyntax])? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let args = call.arguments.map(\.expression)
        switch labels {
        case []: return ("init()", args)
        case ["frame"]: return ("init(frame:)", args)
        case ["nibName", "bundle"]: return ("init(nibName:bundle:)", args)
        case ["frame", "collectionViewLayout"]: return ("init(frame:collectionViewLayout:)", args)
        case ["image"]: return ("init(image:)", args)
        case ["image", "highlightedImage"]: return ("init(image:highlightedImage:)", args)
        case ["presentedViewController", "presenting"]: return ("init(presentedViewController:presenting:)", args)
        case ["rootViewController"]: return ("init(rootViewController:)", args)
        default: return nil
        }
    }

    /// What a call constructs from, when it is a construction on a metatype value rather than a
    /// type's name: `Self`, `type(of: self)`, an uppercase name (a generic parameter, checked by
    /// the caller), or a lowercase value.
    enum Base {
        case selfType(ExprSyntax)
        case parameter(String)
        case value(name: String, ExprSyntax)
        /// `type(of: name)` for a name other than `self`.
        case instanceType(name: String, ExprSyntax)
        /// A cast in parentheses, `(NSClassFromString(name) as! UIView.Type)`, or the same cast
        /// with `as?` forced or optionally chained (`(… as? UIView.Type)?.init()`, `optional`:
        /// the construction is mapped over the optional metatype).
        case cast(className: String, ExprSyntax, optional: Bool)
    }

    /// `(value as? X.Type)` / `(value as! X.Type)`: `X` and the cast expression.
    static func parenthesisedMetatypeCast(_ expr: ExprSyntax) -> String? {
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let element = tuple.elements.first,
            element.label == nil
        else { return nil }
        return metatypeCast(element.expression)
    }

    /// Whether `node` is in the body of a `static` or `class` method (or property accessor),
    /// closures included, before any initialiser or instance member.
    static func inTypeMethod(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            if let v = n.as(VariableDeclSyntax.self) {
                return v.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            if n.is(InitializerDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    static func metatypeBase(of call: FunctionCallExprSyntax) -> Base? {
        let callee = call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.tokenKind == .keyword(.Self) { return .selfType(callee) }
            // `T()`: a name; the caller checks it is a generic parameter.
            if case .identifier(let n) = ref.baseName.tokenKind, n.first?.isUppercase == true, ref.argumentNames == nil {
                return .parameter(n)
            }
            return nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
            var base = member.base
        else { return nil }
        // `navigationClass!.init(…)`, `self.navigationClass!.init(…)`: an optional metatype,
        // unwrapped (the construction keeps the written expression).
        let written = base
        if let chained = base.as(OptionalChainingExprSyntax.self), let c = parenthesisedMetatypeCast(chained.expression) {
            return .cast(className: c, chained.expression, optional: true)
        }
        if let f = base.as(ForceUnwrapExprSyntax.self) { base = f.expression }
        if let c = parenthesisedMetatypeCast(base) { return .cast(className: c, written, optional: false) }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.tokenKind == .keyword(.Self) { return .selfType(written) }
            // `self.init(…)` in a static or class method: `self` is the metatype (in an
            // initialiser it is a delegating call, left alone).
            if ref.baseName.tokenKind == .keyword(.self), written == base, inTypeMethod(call) { return .selfType(written) }
            guard case .identifier(let n) = ref.baseName.tokenKind else { return nil }
            return n.first?.isUppercase == true ? (written == base ? .parameter(n) : nil) : .value(name: n, written)
        }
        if let typeOf = base.as(FunctionCallExprSyntax.self), typeOf.calledExpression.trimmedDescription == "type",
            typeOf.arguments.count == 1, typeOf.arguments.first?.label?.text == "of", let argument = typeOf.arguments.first?.expression
        {
            if argument.trimmedDescription == "self" { return .selfType(base) }
            if let ref = argument.as(DeclReferenceExprSyntax.self), case .identifier(let n) = ref.baseName.tokenKind, n.first?.isUppercase == false {
                return .instanceType(name: n, base)
            }
            return nil
        }
        if let access = base.as(MemberAccessExprSyntax.self), case .identifier(let n) = access.declName.baseName.tokenKind,
            n.first?.isLowercase == true || n.first == "_"
        {
            return .value(name: n, written)
        }
        return nil
    }

    // MARK: Classes

    /// The kind of UIKit class `name` (a UIKit class, or a class of the files) derives from.
    func kind(of name: String) -> Kind? {
        let top = root(of: Self.simpleName(name))
        // A chain that loops has no root (its last class still has a superclass).
        guard superclass(of: top) == nil, let kind = Self.roots[top] else { return nil }
        return kind == .object && !objectsRebased ? nil : kind
    }

    /// The superclass the files give class `name` (by simple name).
    private func superclass(of name: String) -> String? {
        if let p = survey.superclasses[name] { return Self.simpleName(p) }
        let matches = survey.superclasses.filter { $0.key.hasSuffix("." + name) }
        return matches.count == 1 ? matches.first.map { Self.simpleName($0.value) } : nil
    }

    /// Whether class `name` of the files has initialiser `key` (declared, or inherited by Swift's
    /// rules: a class declaring no designated initialisers inherits its superclass's; one that
    /// overrides all of them inherits its convenience `init()`).
    func has(_ key: String, _ name: String, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        if Self.roots[name] != nil, superclass(of: name) == nil {
            return kind(of: name)?.inherited.contains(key) == true || Self.rootInitializers[name]?.contains(key) == true
        }
        let s = survey.classInitializers[name] ?? Initializers()
        if s.failable.contains(key) { return false }
        if s.designated.contains(key) || s.convenience.contains(key) { return true }
        guard let parent = superclass(of: name) else { return false }
        if s.designated.isEmpty { return has(key, parent, depth: depth + 1) }
        guard let kind = kind(of: name), kind != .object, kind != .collectionView else { return false }
        let root = root(of: name)
        // The convenience initialisers a class inherits by overriding all its root's designated ones.
        let conveniences: Set<String> = root == "UITableViewCell" ? ["init()", "init(frame:)"] : ["init()"]
        guard conveniences.contains(key), !Self.rootsWithOtherDesignatedInitializers.contains(root) else { return false }
        return s.designated.isSuperset(of: designated(of: parent, kind: kind, root: root, depth: depth + 1)) && has(key, parent, depth: depth + 1)
    }

    /// Whether the nearest declaration of initialiser `key` up `name`'s chain of the files'
    /// classes has a parameter of a non-optional type (UIKit's own take optionals).
    private func takesNonOptional(_ key: String, _ name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let n = current, seen.insert(n).inserted {
            let s = survey.classInitializers[n] ?? Initializers()
            if s.designated.contains(key) || s.convenience.contains(key) { return s.nonOptionalParameters.contains(key) }
            current = superclass(of: n)
        }
        return false
    }

    /// UIKit classes whose designated initialisers are not their kind's.
    static let rootDesignated: [String: Set<String>] = [
        "UITableViewCell": ["init(style:reuseIdentifier:)", "init(coder:)"],
        "UIImageView": ["init(frame:)", "init(coder:)", "init(image:)", "init(image:highlightedImage:)"],
        "UINavigationController": ["init(nibName:bundle:)", "init(coder:)", "init(rootViewController:)", "init(navigationBarClass:toolbarClass:)"],
    ]
    /// Initialisers of UIKit classes beyond their kind's, which subclasses declaring no designated
    /// initialiser inherit.
    static let rootInitializers: [String: Set<String>] = [
        "UIImageView": ["init(image:)", "init(image:highlightedImage:)"], "UINavigationController": ["init(rootViewController:)"],
    ]

    /// The UIKit class at the top of `name`'s chain of the files' classes.
    private func root(of name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let parent = superclass(of: current) { current = parent }
        return current
    }

    private func designated(of name: String, kind: Kind, root: String, depth: Int) -> Set<String> {
        guard depth < 32, let s = survey.classInitializers[name], let parent = superclass(of: name) else {
            return Self.rootDesignated[root] ?? kind.designated
        }
        return s.designated.isEmpty ? designated(of: parent, kind: kind, root: root, depth: depth + 1) : s.designated
    }

    /// Whether class `name` (UIKit's or the files') is one `MetatypeInitializer` constructs.
    private func isConstructible(_ name: String) -> Bool { kind(of: name) != nil }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard constructsFromMetatypes, var decl = visited.as(ClassDeclSyntax.self), superclass(of: node.name.text) != nil,
            !survey.repeatedClassNames.contains(node.name.text),
            !survey.sendableClasses.contains(node.name.text), let kind = kind(of: node.name.text)
        else { return visited }
        let name = node.name.text
        var cases: [String] = []
        if has("init()", name) { cases.append("case .plain: return \(name)()") }
        if kind == .view, has("init(frame:)", name) { cases.append("case .frame(let frame): return \(name)(frame: frame)") }
        if kind == .collectionView, has("init(frame:collectionViewLayout:)", name) {
            cases.append("case .collectionView(let frame, let layout): return \(name)(frame: frame, collectionViewLayout: layout)")
        }
        if kind == .controller, has("init(nibName:bundle:)", name) {
            cases.append("case .nib(let nibName, let bundle): return \(name)(nibName: nibName, bundle: bundle)")
        }
        // An app's own `init(image: UIImage)` takes no nil: its case binds the images unwrapped
        // (a nil image is then not this initialiser's to make).
        if kind == .view, has("init(image:)", name) {
            let image = takesNonOptional("init(image:)", name) ? "let image?" : "let image"
            cases.append("case .image(\(image), nil, false): return \(name)(image: image)")
        }
        if kind == .view, has("init(image:highlightedImage:)", name) {
            let unwrap = takesNonOptional("init(image:highlightedImage:)", name) ? "?" : ""
            cases.append("case .image(let image\(unwrap), let highlighted\(unwrap), _): return \(name)(image: image, highlightedImage: highlighted)")
        }
        if kind == .controller, has("init(rootViewController:)", name) {
            cases.append("case .rootViewController(let root): return \(name)(rootViewController: root)")
        }
        if kind == .presentationController, has("init(presentedViewController:presenting:)", name) {
            cases.append("case .presentation(let presented, let presenting): return \(name)(presentedViewController: presented, presenting: presenting)")
        }
        let body =
            cases.isEmpty
            ? "initializer.unimplemented(in: self)"
            : "switch initializer { \(cases.joined(separator: "; ")); default: initializer.unimplemented(in: self) }"
        // An override is as accessible as its class (`open` and `public` classes' must say so).
        let modifiers = Set(node.modifiers.map(\.name.text))
        let access = modifiers.contains("open") ? (modifiers.contains("final") ? "public " : "open ") : modifiers.contains("public") ? "public " : ""
        decl.memberBlock = addingMember(
            "\(access)override class func _transitInstantiate(_ initializer: MetatypeInitializer) -> \(kind == .presentationController ? "PresentationController" : "UIKitNSObject") { \(body) }",
            to: decl.memberBlock)
        return DeclSyntax(decl)
    }

    // MARK: Constructions

    /// Whether the files construct from a metatype that this rewrite recognises (then their
    /// classes get the override).
    private lazy var constructsFromMetatypes: Bool = survey.metatypeConstructions.contains { isConstructible(candidates: $0) }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let (name, args) = Self.initializer(of: node), let base = Self.metatypeBase(of: node),
            let candidates = Self.candidates(base, at: node), isConstructible(candidates: candidates)
        else { return super.visit(node) }
        let metatype: String
        switch base {
        case .selfType(let e): metatype = e.trimmedDescription == "Self" ? "Self.self" : e.trimmedDescription
        case .parameter(let p): metatype = "\(p).self"
        case .value(_, let e), .instanceType(_, let e): metatype = e.trimmedDescription
        case .cast(_, let e, let optional): metatype = optional ? "$0" : visit(e).trimmedDescription
        }
        // Arguments are rewritten first (they may construct too).
        let visitedArgs = args.map { visit($0).trimmedDescription }
        let initializer: String
        switch name {
        case "init(frame:)": initializer = ".frame(\(visitedArgs[0]))"
        case "init(nibName:bundle:)": initializer = ".nib(name: \(visitedArgs[0]), bundle: \(visitedArgs[1]))"
        case "init(frame:collectionViewLayout:)": initializer = ".collectionView(frame: \(visitedArgs[0]), layout: \(visitedArgs[1]))"
        case "init(image:)": initializer = ".image(\(visitedArgs[0]), highlighted: nil, labelled: false)"
        case "init(image:highlightedImage:)": initializer = ".image(\(visitedArgs[0]), highlighted: \(visitedArgs[1]), labelled: true)"
        case "init(presentedViewController:presenting:)": initializer = ".presentation(presented: \(visitedArgs[0]), presenting: \(visitedArgs[1]))"
        case "init(rootViewController:)": initializer = ".rootViewController(\(visitedArgs[0]))"
        default: initializer = ".plain"
        }
        var head = "MetatypeInitializer.construct(\(metatype), \(initializer)"
        var tail = ")"
        // A protocol's metatype (`containerClass: PageContainer.Type`, `protocol PageContainer:
        // UIView`) constructs the protocol's existential, as on iOS; the model's constructor
        // answers with the bound class.
        if let p = boundProtocol(of: candidates) {
            head = "(" + head
            tail += " as! any \(p))"
        }
        if case .cast(_, let e, optional: true) = base {
            // `(c as? V.Type)?.init()` → `(c as? V.Type).map { construct($0, …) }`, an optional as
            // the chain gave; a chain that goes on (`?.init().tag`) keeps going (`…}?.tag`).
            head = "\(visit(e).trimmedDescription).map { " + head
            tail += " }"
            if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { tail += "?" }
        }
        // The original's line breaks, less those the arguments and base carry over.
        let missing = node.trimmedDescription.filter(\.isNewline).count - head.filter(\.isNewline).count
        let text = head + String(repeating: "\n", count: max(missing, 0)) + tail
        return expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Whether one of `candidates` (a construction's possible classes, `candidates(_:at:)`) is
    /// constructible: a class, a protocol bound to one, or (`value:name`) a name declared with
    /// such a metatype.
    private func isConstructible(candidates: [String]) -> Bool {
        candidates.contains { c in
            // Every metatype the files declare under that name must be a constructible class's
            // (`type: UIViewController.Type` in one function, `type: Blank.Type` in another).
            if let classes = declaredClasses(c) { return !classes.isEmpty && classes.allSatisfy(isConstructibleOrBound) }
            return isConstructibleOrBound(c)
        }
    }

    /// For a `value:name` or `instance:name` candidate, the classes the files declare that name
    /// with (empty when none); nil for a class or protocol candidate.
    private func declaredClasses(_ candidate: String) -> Set<String>? {
        if candidate.hasPrefix("value:") {
            let name = String(candidate.dropFirst(6))
            if let declared = survey.metatypeNames[name] { return declared }
            // A name only bound to metatype names' values (`if let c = cellClass`) has their classes;
            // one bound to anything else stays unknown.
            let sources = survey.metatypeAliases[name] ?? []
            let classes = sources.map { survey.metatypeNames[$0] ?? [] }
            return classes.contains(where: \.isEmpty) ? [] : classes.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        if candidate.hasPrefix("instance:") { return survey.instanceNames[String(candidate.dropFirst(9))] ?? [] }
        return nil
    }

    /// The protocol every metatype named by `candidates` (a value's or an instance's) is of,
    /// when it is one protocol bound to a constructible class.
    private func boundProtocol(of candidates: [String]) -> String? {
        guard candidates.count == 1, let c = candidates.first, let names = declaredClasses(c),
            names.count == 1, let p = names.first, !isConstructible(p),
            survey.protocolBounds[p]?.contains(where: isConstructible) == true
        else { return nil }
        return p
    }

    /// A constructible class, or a protocol bound to one (`protocol Page: UIView`, whose
    /// metatype `Page.Type` constructs a view).
    private func isConstructibleOrBound(_ name: String) -> Bool {
        isConstructible(name) || survey.protocolBounds[name]?.contains(where: isConstructible) == true
    }

    /// The names that decide whether a construction is on a constructible class's metatype: for
    /// `Self` and `type(of: self)`, the enclosing class, the extended type and the `Self` bounds
    /// of its `where` clause; for a generic parameter, its bounds (nil when the name is not a
    /// generic parameter in scope); for a value, `value:name`.
    static func candidates(_ base: Base, at node: some SyntaxProtocol) -> [String]? {
        switch base {
        case .value(let name, _): return ["value:" + name]
        case .instanceType(let name, _): return ["instance:" + name]
        case .cast(let className, _, _): return [className]
        case .parameter(let p): return genericBounds(p, at: node)
        case .selfType: break
        }
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return [c.name.text] }
            if let e = n.as(ExtensionDeclSyntax.self) {
                var names = [simpleName(e.extendedType.trimmedDescription)]
                for r in e.genericWhereClause?.requirements ?? [] {
                    guard let c = r.requirement.as(ConformanceRequirementSyntax.self), c.leftType.trimmedDescription == "Self" else { continue }
                    names += components(c.rightType)
                }
                return names
            }
            if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The bounds of generic parameter `name` in scope at `node` (`<T: UIView>`, `where T:
    /// UIView`, `T: UIView & P`); nil when no enclosing declaration has that parameter.
    static func genericBounds(_ name: String, at node: some SyntaxProtocol) -> [String]? {
        var current = node.parent
        var bounds: [String] = []
        while let n = current {
            var clause: GenericParameterClauseSyntax?
            var whereClause: GenericWhereClauseSyntax?
            if let d = n.as(FunctionDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            if let d = n.as(ClassDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            if let d = n.as(StructDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            if let d = n.as(EnumDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            if let d = n.as(InitializerDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            if let d = n.as(ExtensionDeclSyntax.self) { whereClause = d.genericWhereClause }
            for r in whereClause?.requirements ?? [] {
                guard let c = r.requirement.as(ConformanceRequirementSyntax.self), c.leftType.trimmedDescription == name else { continue }
                bounds += components(c.rightType)
            }
            if let p = clause?.parameters.first(where: { $0.name.text == name }) {
                if let t = p.inheritedType { bounds += components(t) }
                return bounds
            }
            current = n.parent
        }
        return bounds.isEmpty ? nil : bounds
    }

    /// The named types of `A & B`.
    static func components(_ type: TypeSyntax) -> [String] {
        if let c = type.as(CompositionTypeSyntax.self) { return c.elements.map { simpleName($0.type.trimmedDescription) } }
        return [simpleName(type.trimmedDescription)]
    }
}
