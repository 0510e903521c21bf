import Foundation
import SwiftParser
import SwiftSyntax

/// The app's transition objects, found by a syntax pass over its files: every class with its
/// inheritance (from its declaration and its extensions) and its initialisers, and the roles
/// UIKit gives them — transitioning delegates, animators, interaction controllers, presentation
/// controllers, navigation and tab bar delegates, view controllers and containers. Roles follow
/// inheritance inside the unit (`class Slide: BaseAnimator`, `BaseAnimator: NSObject,
/// UIViewControllerAnimatedTransitioning`).
public struct TransitionDiscovery: Sendable {
    public struct Parameter: Sendable, Hashable {
        /// The argument label (nil for `_`).
        public var label: String?
        public var name: String
        public var type: String
        public var hasDefault: Bool
    }

    /// A stored property: its name and type as written.
    public struct Property: Sendable, Hashable {
        public var name: String
        public var type: String
    }

    /// An `@IBOutlet` property: its name, its type as written without `!`/`?` (the element type
    /// of an outlet collection), and whether the harness can assign it (not private).
    public struct Outlet: Sendable, Hashable {
        public var name: String
        public var type: String
        public var isCollection: Bool
        public var isPrivate: Bool
    }

    public struct Initializer: Sendable, Hashable {
        public var parameters: [Parameter]
        public var isFailable: Bool
    }

    /// An enum case with associated values.
    public struct PayloadCase: Sendable, Hashable {
        public var name: String
        public var values: Initializer
    }

    public enum Role: String, Sendable, Hashable, CaseIterable, Comparable {
        case transitioningDelegate = "transitioning delegate"
        case animator
        case interactionController = "interaction controller"
        case presentationController = "presentation controller"
        case navigationDelegate = "navigation delegate"
        case tabBarDelegate = "tab bar delegate"
        case viewController = "view controller"
        case navigationController = "navigation controller"
        case tabBarController = "tab bar controller"
        /// An object of the app's that attaches itself to a controller it is made with (a bottom
        /// sheet's coordinator, a draggable container: `Coordinator(parent: vc)`).
        case attachment = "attached to a controller"

        public static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
    }

    public struct DiscoveredClass: Sendable, Hashable {
        public var name: String
        public var inherits: [String]
        public var initializers: [Initializer]
        public var isPrivate: Bool
        public var isGeneric: Bool
        public var file: String
        public var line: Int
        public var roles: Set<Role> = []
        /// Declares `@IBOutlet` properties: made by a storyboard or nib, whose outlets are nil
        /// when it is made in code.
        public var hasOutlets = false
        /// Its `@IBOutlet` properties, in declaration order.
        public var outlets: [Outlet] = []
        /// Its implicitly unwrapped stored properties with no initial value (`var duration:
        /// TimeInterval!`), other than outlets: configuration a presenter sets before presenting
        /// (in `prepare(for:sender:)`); name and type as written without `!`.
        public var configurationProperties: [Property] = []
        /// Declares a method whose whole body is `fatalError(…)` ("subclasses implement this"): an
        /// abstract base the app subclasses, never made itself.
        public var isAbstract = false
        /// A static property holding its shared instance (`static let shared = Presenter()`), by
        /// name: how code that cannot make one gets one.
        public var sharedInstance: String?
        /// Declares `init?(coder:)` or a private initialiser (neither a way to make it from the
        /// harness: with no other initialiser, it inherits none).
        public var declaresCoderInit = false
        /// Declares a private initialiser (a singleton's: the harness makes none).
        public var declaresPrivateInit = false
        /// Its `init?(coder:)` only traps (`fatalError`): not a storyboard's object either.
        public var coderInitTraps = false
        /// Names of the methods it declares (in its body and its extensions).
        public var methods: Set<String> = []
        /// Sets its navigation controller's delegate (`navigationController?.delegate = …`): a
        /// controller apps keep as a stack's root, whose delegate lives as long as it does.
        public var setsNavigationDelegate = false
    }

    /// A struct or enum of the app's (configuration values its transition objects take).
    public struct ValueType: Sendable, Hashable {
        public var name: String
        public var initializers: [Initializer]
        /// Every stored property has an initial value (a struct without initialisers is then made
        /// with `()`).
        public var allPropertiesDefaulted: Bool
        /// An enum's cases without associated values, in declaration order.
        public var plainCases: [String]
        /// An enum's cases with associated values, in declaration order: each case's name and its
        /// values as the parameters of an initialiser (`.sheet(height: CGFloat)`).
        public var payloadCases: [PayloadCase] = []
        public var isEnum: Bool
        public var isPrivate: Bool
        /// The protocols it adopts (in its declaration and its extensions).
        public var inherits: [String] = []
    }

    public private(set) var classes: [DiscoveredClass] = []
    /// The app's structs and enums, by name.
    public private(set) var valueTypes: [String: ValueType] = [:]
    /// The reuse identifiers the files dequeue table cells and collection items with, as string
    /// literals (`dequeueReusableCell(withIdentifier: "PhotoCell", for:)`): a storyboard's
    /// prototype cells, which the harness registers on its stand-in table and collection views.
    public private(set) var tableCellIdentifiers: Set<String> = []
    public private(set) var collectionCellIdentifiers: Set<String> = []
    /// The nib names the files load (`UINib(nibName: "EmbeddedCell", bundle: nil)`,
    /// `String(describing: EmbeddedCell.self)`, `loadNibNamed("Card", …)`): the harness registers
    /// a stand-in for each that names a view or cell class of the app's.
    public private(set) var nibNames: Set<String> = []
    /// The storyboard names (`UIStoryboard(name: "Main", bundle: nil)`) and scene identifiers
    /// (`instantiateViewController(withIdentifier: "Detail")`) the files use, as literals or
    /// `String(describing: X.self)`: the harness registers stand-in storyboards whose scenes are
    /// the app's controllers of those names.
    public private(set) var storyboardNames: Set<String> = []
    public private(set) var sceneIdentifiers: Set<String> = []
    /// The app's type aliases (`typealias Action = () -> Void`), by name as `valueTypes` names
    /// types (top level, or `Outer.Name` inside a top-level class or value type).
    public private(set) var typeAliases: [String: String] = [:]
    /// The modal presentation styles the files assign (`vc.modalPresentationStyle = .fullScreen`),
    /// in order of first appearance: the styles the app presents with.
    public private(set) var presentationStyles: [String] = []
    /// The app's own protocols that its transition code asks presented controllers for
    /// (`presentedViewController as? SheetPresentable`, `UIViewController & SheetPresentable`) and
    /// that some of its view controllers adopt: a delegate whose objects expect one is used only
    /// with controllers that adopt it (others could not be presented through the app's API).
    public private(set) var presentableProtocols: [String] = []
    /// The app's own protocols its code force-casts to (`menu as! Menu`) that no class of the
    /// app other than a view controller adopts: its transition objects require controllers of
    /// that kind (one of another kind traps). The harness uses those objects only with such
    /// controllers; `unadoptedRequiredProtocols` are those no controller in the files adopts
    /// (nothing can be presented through the objects until the folder has one).
    public private(set) var requiredProtocols: [String] = []
    public var unadoptedRequiredProtocols: [String] { requiredProtocols.filter { !presentableProtocols.contains($0) } }

    /// Discovers the classes of `files` (paths and their text).
    public init(files: [(path: String, text: String)]) {
        var found: [String: DiscoveredClass] = [:]
        var order: [String] = []
        var extensions: [String: [String]] = [:]
        var extensionMethods: [String: Set<String>] = [:]
        var declaredProtocols: [String] = []
        var askedFor: Set<String> = []
        var forced: Set<String> = []
        for (path, text) in files {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let v = Visitor(path: path, converter: converter)
            v.walk(tree)
            for c in v.classes where found[c.name] == nil {
                found[c.name] = c
                order.append(c.name)
            }
            for t in v.valueTypes where valueTypes[t.name] == nil { valueTypes[t.name] = t }
            for (name, type) in v.typeAliases where typeAliases[name] == nil { typeAliases[name] = type }
            for (k, list) in v.extensions { extensions[k, default: []] += list }
            for (k, names) in v.extensionMethods { extensionMethods[k, default: []].formUnion(names) }
            let reuse = ReuseIdentifierFinder(viewMode: .sourceAccurate)
            reuse.walk(tree)
            tableCellIdentifiers.formUnion(reuse.table)
            collectionCellIdentifiers.formUnion(reuse.collection)
            nibNames.formUnion(reuse.nibs)
            storyboardNames.formUnion(reuse.storyboards)
            sceneIdentifiers.formUnion(reuse.scenes)
            let styles = StyleFinder(viewMode: .sourceAccurate)
            styles.walk(tree)
            for s in styles.styles where !presentationStyles.contains(s) { presentationStyles.append(s) }
            let asks = ProtocolUseFinder(viewMode: .sourceAccurate)
            asks.walk(tree)
            declaredProtocols += asks.declared
            askedFor.formUnion(asks.askedFor)
            forced.formUnion(asks.forced)
        }
        for (name, list) in extensions {
            found[name]?.inherits += list
            valueTypes[name]?.inherits += list
        }
        for (name, names) in extensionMethods { found[name]?.methods.formUnion(names) }
        // Roles through inheritance inside the unit.
        func all(_ name: String, _ seen: inout Set<String>) -> Set<String> {
            guard seen.insert(name).inserted, let c = found[name] else { return [name] }
            var out: Set<String> = [name]
            for i in c.inherits { out.formUnion(all(i, &seen)) }
            return out
        }
        for name in order {
            var seen: Set<String> = []
            let names = all(name, &seen)
            var roles: Set<Role> = []
            if names.contains("UIViewControllerTransitioningDelegate") { roles.insert(.transitioningDelegate) }
            if names.contains("UIViewControllerAnimatedTransitioning") { roles.insert(.animator) }
            if names.contains("UIViewControllerInteractiveTransitioning") || names.contains("UIPercentDrivenInteractiveTransition") {
                roles.insert(.interactionController)
            }
            if names.contains("UIPresentationController") || names.contains("UIPopoverPresentationController") { roles.insert(.presentationController) }
            if names.contains("UINavigationControllerDelegate") { roles.insert(.navigationDelegate) }
            if names.contains("UITabBarControllerDelegate") { roles.insert(.tabBarDelegate) }
            if names.contains("UINavigationController") {
                roles.insert(.navigationController)
            } else if names.contains("UITabBarController") {
                roles.insert(.tabBarController)
            } else if names.contains("UIViewController") || names.contains("UITableViewController") || names.contains("UICollectionViewController")
                || names.contains("UIPageViewController")
            {
                roles.insert(.viewController)
            }
            // Attached to a controller: none of the roles above, not a view or a recognizer, made
            // with a controller (`init(addTo: UIViewController, …)`).
            // UIKit's classes (a `UIWindow`, a `UIButton`) are not attachments; its protocols
            // (`…Delegate`, `…DataSource`) may be adopted by one.
            let protocolSuffixes = ["Delegate", "DataSource", "Transitioning", "Animating", "Appearance", "Environment", "Coordinating", "Container", "Protocol"]
            let derivesFromUIKit = names.contains { n in
                (n.hasPrefix("UI") || n.hasPrefix("CA")) && !protocolSuffixes.contains(where: n.hasSuffix)
                    && !n.contains("Delegate") && !n.contains("DataSource")  // `UICollectionViewDelegateFlowLayout`
            }
            if roles.isEmpty, let c = found[name], !derivesFromUIKit,
                c.initializers.contains(where: { i in i.parameters.contains { $0.type.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) == "UIViewController" && !$0.hasDefault } })
            {
                roles.insert(.attachment)
            }
            found[name]?.roles = roles
        }
        classes = order.compactMap { found[$0] }
        let adopted = Set(classes.filter { $0.roles.contains(.viewController) }.flatMap(\.inherits))
        presentableProtocols = declaredProtocols.filter { askedFor.contains($0) && adopted.contains($0) }
        let adoptedElsewhere = Set(classes.filter { !$0.roles.contains(.viewController) }.flatMap(\.inherits))
        requiredProtocols = declaredProtocols.filter { forced.contains($0) && (adopted.contains($0) || !adoptedElsewhere.contains($0)) }
    }

    /// The protocols a file declares, and the type names it asks values for: casts (`as?`, `as!`,
    /// `is`) and protocol compositions (`UIViewController & P`).
    private final class ProtocolUseFinder: SyntaxVisitor {
        var declared: [String] = []
        var askedFor: Set<String> = []
        /// The types of forced casts (`as!`).
        var forced: Set<String> = []
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.append(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
            askedFor.insert(Visitor.typeName(node.type))
            if node.questionOrExclamationMark?.tokenKind == .exclamationMark { forced.insert(Visitor.typeName(node.type)) }
            return .visitChildren
        }
        override func visit(_ node: IsExprSyntax) -> SyntaxVisitorContinueKind {
            askedFor.insert(Visitor.typeName(node.type))
            return .visitChildren
        }
        /// Casts inside unfolded operator sequences (`a + b as! P`, `x = y as? P`): the parser
        /// leaves them as an unresolved `as` / `is` followed by the type.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let e = Array(node.elements)
            for i in e.indices.dropLast() {
                guard let type = e[i + 1].as(TypeExprSyntax.self)?.type else { continue }
                if let cast = e[i].as(UnresolvedAsExprSyntax.self) {
                    askedFor.insert(Visitor.typeName(type))
                    if cast.questionOrExclamationMark?.tokenKind == .exclamationMark { forced.insert(Visitor.typeName(type)) }
                } else if e[i].is(UnresolvedIsExprSyntax.self) {
                    askedFor.insert(Visitor.typeName(type))
                }
            }
            return .visitChildren
        }
        override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind {
            for e in node.elements { askedFor.insert(Visitor.typeName(e.type)) }
            return .visitChildren
        }
    }

    /// True if `name` inherits from `base`, directly or through classes of the unit.
    public func inherits(_ name: String, from base: String) -> Bool {
        guard let c = classes.first(where: { $0.name == name }) else { return false }
        return inherits(c) { $0 == base }
    }

    /// True if some ancestor of `c` (its supertypes, then theirs through classes of the unit) satisfies `match`.
    func inherits(_ c: DiscoveredClass, where match: (String) -> Bool) -> Bool {
        var seen: Set<String> = []
        var queue = c.inherits
        while let n = queue.popLast() {
            if match(n) { return true }
            guard seen.insert(n).inserted, let parent = classes.first(where: { $0.name == n }) else { continue }
            queue += parent.inherits
        }
        return false
    }

    /// The classes with `role`, in file order.
    public func classes(_ role: Role) -> [DiscoveredClass] { classes.filter { $0.roles.contains(role) } }

    /// Finds `….modalPresentationStyle = .style` (or `UIModalPresentationStyle.style`) anywhere.
    private final class StyleFinder: SyntaxVisitor {
        static let known: Set<String> = ["fullScreen", "overFullScreen", "custom", "currentContext", "overCurrentContext", "pageSheet", "formSheet", "automatic", "popover"]
        var styles: [String] = []
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let e = Array(node.elements)
            for i in e.indices.dropFirst().dropLast() where e[i].is(AssignmentExprSyntax.self) {
                guard let target = e[i - 1].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "modalPresentationStyle",
                    let value = e[i + 1].as(MemberAccessExprSyntax.self)
                else { continue }
                let style = value.declName.baseName.text
                if Self.known.contains(style) { styles.append(style) }
            }
            return .visitChildren
        }
    }

    private final class Visitor: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var classes: [DiscoveredClass] = []
        var valueTypes: [ValueType] = []
        var typeAliases: [String: String] = [:]
        /// Indices into `valueTypes` of the structs and enums being walked (-1: a nested one).
        private var valueStack: [Int] = []
        /// For each entry of `valueStack`, the depth of `stack` at which its members are walked.
        private var valueDepth: [Int] = []
        var extensions: [String: [String]] = [:]
        var extensionMethods: [String: Set<String>] = [:]
        private var extensionNames: [String] = []
        private var stack: [Int] = []  // indices of the enclosing classes being walked (-1: another type)

        init(path: String, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        static func typeName(_ t: TypeSyntax) -> String {
            var s = t.trimmedDescription
            if let lt = s.firstIndex(of: "<") { s = String(s[..<lt]) }
            return s.split(separator: ".").last.map(String.init) ?? s
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let mods = node.modifiers.map(\.name.text)
            let nested = !stack.isEmpty
            let c = DiscoveredClass(
                name: node.name.text, inherits: node.inheritanceClause?.inheritedTypes.map { Visitor.typeName($0.type) } ?? [],
                initializers: [], isPrivate: mods.contains("private") || mods.contains("fileprivate") || nested,
                isGeneric: node.genericParameterClause != nil, file: path,
                line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
            classes.append(c)
            stack.append(classes.count - 1)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            beginValueType(
                node.name.text, modifiers: node.modifiers, generic: node.genericParameterClause != nil, isEnum: false,
                inherits: node.inheritanceClause)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { endValueType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            beginValueType(
                node.name.text, modifiers: node.modifiers, generic: node.genericParameterClause != nil, isEnum: true,
                inherits: node.inheritanceClause)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { endValueType() }

        private func beginValueType(
            _ name: String, modifiers: DeclModifierListSyntax, generic: Bool, isEnum: Bool, inherits: InheritanceClauseSyntax?
        ) {
            // Non-generic value types at the top level, or directly inside a top-level class or
            // value type (`MenuAnimator.Mode`, named so), are made by the harness.
            let enclosing: String?
            if stack.isEmpty {
                enclosing = ""
            } else if stack.count == 1, let outer = stack.first, outer >= 0, !classes[outer].isGeneric, !classes[outer].isPrivate {
                enclosing = classes[outer].name + "."
            } else if stack.count == 1, stack.first == -1, let v = valueStack.first, v >= 0, extensionNames.isEmpty {
                enclosing = valueTypes[v].name + "."
            } else {
                enclosing = nil
            }
            stack.append(-1)
            guard let enclosing, !generic else {
                valueStack.append(-1)
                valueDepth.append(0)
                return
            }
            let mods = modifiers.map(\.name.text)
            valueTypes.append(
                ValueType(
                    name: enclosing + name, initializers: [], allPropertiesDefaulted: true, plainCases: [], isEnum: isEnum,
                    isPrivate: mods.contains("private") || mods.contains("fileprivate"),
                    inherits: inherits?.inheritedTypes.map { Visitor.typeName($0.type) } ?? []))
            valueStack.append(valueTypes.count - 1)
            valueDepth.append(stack.count)
        }
        private func endValueType() {
            stack.removeLast()
            valueStack.removeLast()
            valueDepth.removeLast()
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            if let i = valueStack.last, i >= 0, stack.count == valueDepth.last {
                for e in node.elements {
                    guard let clause = e.parameterClause else {
                        valueTypes[i].plainCases.append(e.name.text)
                        continue
                    }
                    let values = clause.parameters.enumerated().map { n, p in
                        let label = p.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
                        return Parameter(
                            label: label, name: p.secondName?.text ?? label ?? "value\(n)", type: p.type.trimmedDescription,
                            hasDefault: p.defaultValue != nil)
                    }
                    valueTypes[i].payloadCases.append(PayloadCase(name: e.name.text, values: Initializer(parameters: values, isFailable: false)))
                }
            }
            return .skipChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.genericParameterClause == nil else { return .skipChildren }
            let type = node.initializer.value.trimmedDescription
            if stack.isEmpty {
                typeAliases[node.name.text] = type
            } else if stack.count == 1, let outer = stack.first, outer >= 0 {
                typeAliases[classes[outer].name + "." + node.name.text] = type
            } else if let v = valueStack.last, v >= 0, stack.count == valueDepth.last {
                typeAliases[valueTypes[v].name + "." + node.name.text] = type
            }
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let i = stack.last, i >= 0 {
                classes[i].methods.insert(node.name.text)
                if let body = node.body, body.statements.count == 1,
                    let call = body.statements.first?.item.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "fatalError"
                {
                    classes[i].isAbstract = true
                }
                if let body = node.body {
                    let finder = NavigationDelegateAssignmentFinder(viewMode: .sourceAccurate)
                    finder.walk(body)
                    if finder.found { classes[i].setsNavigationDelegate = true }
                }
            } else if stack.last == -1, stack.count == 1, let e = extensionNames.last {
                extensionMethods[e, default: []].insert(node.name.text)
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if let i = valueStack.last, i >= 0, stack.count == valueDepth.last, !node.modifiers.contains(where: { $0.name.text == "static" }) {
                for b in node.bindings where b.accessorBlock == nil && b.initializer == nil {
                    // A stored property with no initial value (an optional `var` starts as nil).
                    let optionalVar = node.bindingSpecifier.text == "var" && (b.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
                    if !optionalVar { valueTypes[i].allPropertiesDefaulted = false }
                }
            }
            // A shared instance: a static property of the class's own type (`static let shared =
            // Self()` / `: Presenter`), not private.
            if let i = stack.last, i >= 0, classes[i].sharedInstance == nil,
                node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                !node.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }),
                let b = node.bindings.first, let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                let own = classes[i].name
                let annotated = b.typeAnnotation.map { Visitor.typeName($0.type) == own } ?? false
                let made = (b.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription).map { $0 == own || $0 == "Self" || $0 == "\(own).init" } ?? false
                if annotated || made { classes[i].sharedInstance = name }
            }
            let isOutlet = node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
            if let i = stack.last, i >= 0, !isOutlet, node.bindingSpecifier.tokenKind == .keyword(.var) {
                let mods = node.modifiers.map(\.name.text)
                if !mods.contains("private"), !mods.contains("fileprivate"), !mods.contains("static"), !mods.contains("class") {
                    for b in node.bindings where b.initializer == nil && b.accessorBlock == nil {
                        guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let iuo = b.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                        else { continue }
                        classes[i].configurationProperties.append(Property(name: name, type: iuo.wrappedType.trimmedDescription))
                    }
                }
            }
            if let i = stack.last, i >= 0, isOutlet {
                classes[i].hasOutlets = true
                let mods = node.modifiers.map(\.name.text)
                let isPrivate = mods.contains("private") || mods.contains("fileprivate")
                for b in node.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let written = b.typeAnnotation?.type else { continue }
                    var t = written
                    if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType }
                    if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
                    let collection = t.as(ArrayTypeSyntax.self)
                    classes[i].outlets.append(
                        Outlet(name: name, type: (collection?.element ?? t).trimmedDescription, isCollection: collection != nil, isPrivate: isPrivate))
                }
            }
            return .skipChildren
        }


        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = Visitor.typeName(node.extendedType)
            extensions[name, default: []] += node.inheritanceClause?.inheritedTypes.map { Visitor.typeName($0.type) } ?? []
            stack.append(-1)
            extensionNames.append(name)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) {
            stack.removeLast()
            extensionNames.removeLast()
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let mods = node.modifiers.map(\.name.text)
            guard !mods.contains("private"), !mods.contains("fileprivate") else {
                // A private initialiser of its own: Swift inherits none either (a singleton's).
                if let i = stack.last, i >= 0 {
                    classes[i].declaresCoderInit = true
                    classes[i].declaresPrivateInit = true
                }
                return .skipChildren
            }
            if let v = valueStack.last, v >= 0, stack.count == valueDepth.last {
                let params = node.signature.parameterClause.parameters.map { p -> Parameter in
                    let first = p.firstName.text
                    return Parameter(
                        label: first == "_" ? nil : first, name: p.secondName?.text ?? first, type: p.type.trimmedDescription,
                        hasDefault: p.defaultValue != nil)
                }
                valueTypes[v].initializers.append(Initializer(parameters: params, isFailable: node.optionalMark != nil))
                return .skipChildren
            }
            guard let i = stack.last, i >= 0 else { return .skipChildren }
            let params = node.signature.parameterClause.parameters.map { p -> Parameter in
                let first = p.firstName.text
                return Parameter(
                    label: first == "_" ? nil : first, name: p.secondName?.text ?? first, type: p.type.trimmedDescription,
                    hasDefault: p.defaultValue != nil)
            }
            // `init?(coder:)`: how a storyboard makes it — unless it only traps (a class made in
            // code that refuses storyboards), then no way at all.
            if params.count == 1, params[0].label == "coder" {
                classes[i].declaresCoderInit = true
                let traps = node.body.map { body in
                    body.statements.count == 1
                        && body.statements.first?.item.as(FunctionCallExprSyntax.self).map {
                            ["fatalError", "preconditionFailure"].contains($0.calledExpression.trimmedDescription)
                        } == true
                } ?? true
                if traps { classes[i].coderInitTraps = true }
                return .skipChildren
            }
            classes[i].initializers.append(Initializer(parameters: params, isFailable: node.optionalMark != nil))
            return .skipChildren
        }
    }
}

/// Finds `navigationController?.delegate = …` (any spelling of the navigation controller).
/// Finds the string literals passed as reuse identifiers to `dequeueReusableCell(withIdentifier:…)`
/// (tables) and `dequeueReusableCell(withReuseIdentifier:for:)` (collections).
private final class ReuseIdentifierFinder: SyntaxVisitor {
    var table: Set<String> = []
    var collection: Set<String> = []
    var nibs: Set<String> = []
    var storyboards: Set<String> = []
    var scenes: Set<String> = []

    /// A nib name as written: a string literal, or `String(describing: X.self)`.
    private static func name(_ e: ExprSyntax) -> String? {
        if let literal = e.as(StringLiteralExprSyntax.self), literal.segments.count == 1 {
            return literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String",
            call.arguments.first?.label?.text == "describing",
            let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        {
            return base.trimmedDescription
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let written = node.calledExpression.trimmedDescription
        if written.hasSuffix("UINib") || written.hasSuffix("loadNibNamed"), let first = node.arguments.first,
            first.label?.text == "nibName" || written.hasSuffix("loadNibNamed"), let n = Self.name(first.expression)
        {
            nibs.insert(n)
        }
        if written.hasSuffix("UIStoryboard"), let first = node.arguments.first, first.label?.text == "name", let n = Self.name(first.expression) {
            storyboards.insert(n)
        }
        if written.hasSuffix("instantiateViewController"), let first = node.arguments.first, first.label?.text == "withIdentifier",
            let n = Self.name(first.expression)
        {
            scenes.insert(n)
        }
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "dequeueReusableCell", let first = node.arguments.first,
            let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        else { return .visitChildren }
        switch first.label?.text {
        case "withIdentifier": table.insert(text)
        case "withReuseIdentifier": collection.insert(text)
        default: break
        }
        return .visitChildren
    }
}

private final class NavigationDelegateAssignmentFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let e = Array(node.elements)
        for k in e.indices.dropFirst().dropLast() where e[k].is(AssignmentExprSyntax.self) {
            if let target = e[k - 1].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "delegate",
                let base = target.base, base.trimmedDescription.contains("navigationController")
            {
                found = true
            }
        }
        return found ? .skipChildren : .visitChildren
    }
}
