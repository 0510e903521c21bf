import Foundation
import SwiftParser
import SwiftSyntax

/// Writes the harness `transit check` runs: a `UserProgram` built from the app's discovered
/// objects, each used wherever UIKit would use it — transitioning delegates on presented
/// controllers (a `.custom` presentation with the delegate's presentation controller),
/// animators through stand-in delegates when the app has no delegate of its own, interaction
/// controllers through the delegates that vend them, presentation controllers for `.custom`
/// presentations, navigation delegates on the navigation
/// controller, the app's view controllers as presented and pushed controllers.
///
/// An initialiser is called when every parameter has a default, is optional (nil), is a string
/// (the class's name), or is an object the scenario owns: the presented or presenting controller
/// (by label), the navigation controller a navigation delegate serves, another view controller,
/// a list of child controllers (two), a view, a gesture recognizer. Initialisers are inherited as Swift inherits them (a
/// presentation controller that declares none has UIKit's). A class the harness calls with no
/// such initialiser gets a factory stub in `TransitFactories.swift` beside the app's files, with
/// an editor placeholder — the compiler points at it until you complete it once; objects the
/// app's own delegates make (animators, interaction controllers, presentation controllers when
/// there is a delegate) are never stubbed. A view controller with `@IBOutlet`s is made by a
/// storyboard or nib: it is skipped unless you give its factory (made in code, its outlets would
/// be nil and its `viewDidLoad` would trap).
public struct HarnessGenerator: Sendable {
    public let discovery: TransitionDiscovery
    /// Factories already present in the app's `TransitFactories.swift` (`make_<Class>`).
    public let existingFactories: Set<String>

    public init(discovery: TransitionDiscovery, existingFactories: Set<String> = []) {
        self.discovery = discovery
        self.existingFactories = existingFactories
    }

    /// How one class gets made: an expression over `presented`, `presenting`, or a factory.
    public enum Construction: Sendable, Hashable {
        case expression(String)
        case factory(String)
        case skipped(String)
    }

    static let ownedTypes: [String: String] = [
        "UIView": "UIView()", "UIGestureRecognizer": "UIPanGestureRecognizer()", "UIPanGestureRecognizer": "UIPanGestureRecognizer()",
        "UIScreenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer()", "UITapGestureRecognizer": "UITapGestureRecognizer()",
        "UINavigationController": "UINavigationController(rootViewController: UIViewController())",
        // A container made with its children: two the scenario owns.
        "[UIViewController]": "[UIViewController(), UIViewController()]",
    ]

    /// UIKit's designated initialisers of the classes app classes inherit from, where they take
    /// arguments (the others are made with `()`).
    static let uikitInitializers: [String: [TransitionDiscovery.Initializer]] = {
        let presentation = TransitionDiscovery.Initializer(
            parameters: [
                .init(label: "presentedViewController", name: "presentedViewController", type: "UIViewController", hasDefault: false),
                .init(label: "presenting", name: "presentingViewController", type: "UIViewController?", hasDefault: false),
            ], isFailable: false)
        return ["UIPresentationController": [presentation], "UIPopoverPresentationController": [presentation]]
    }()

    /// The initialisers `c` can be made with: its own or, when it declares none, those it
    /// inherits (Swift's rule) — from its superclass in the unit, or UIKit's.
    func initializers(of c: TransitionDiscovery.DiscoveredClass) -> [TransitionDiscovery.Initializer] {
        var current = c
        var seen: Set<String> = []
        while current.initializers.isEmpty, seen.insert(current.name).inserted {
            // Only `init?(coder:)` of its own: Swift inherits no initialiser then.
            if current.declaresCoderInit { return [] }
            if let parent = current.inherits.lazy.compactMap({ n in self.discovery.classes.first { $0.name == n } }).first {
                current = parent
                continue
            }
            if let uikit = current.inherits.lazy.compactMap({ Self.uikitInitializers[$0] }).first { return uikit }
            break
        }
        return current.initializers.isEmpty ? [TransitionDiscovery.Initializer(parameters: [], isFailable: false)] : current.initializers
    }

    /// True when the app has delegates of its own: they make its animators and presentation
    /// controllers, so the harness neither makes nor stubs those.
    var hasDelegates: Bool {
        !discovery.classes(.transitioningDelegate).isEmpty || !discovery.classes(.navigationDelegate).isEmpty
            || !discovery.classes(.tabBarDelegate).isEmpty
    }

    /// Whether `c`'s factory takes the presented and presenting controllers: a transitioning
    /// delegate or presentation controller that is not itself a view controller.
    func factoryTakesControllers(_ c: TransitionDiscovery.DiscoveredClass) -> Bool {
        !c.roles.contains(.viewController) && !c.roles.isDisjoint(with: [.transitioningDelegate, .presentationController])
    }

    /// How `c` is constructed (`presented` and `presenting` are in scope where `hasControllers`;
    /// `navigationController` where `hasNavigationController`).
    /// `direction`: the transition the object is made for, where an initialiser asks
    /// (`isPresenting: Bool`, `mode: .presentation`); nil: such a parameter has no value.
    public func construction(
        of c: TransitionDiscovery.DiscoveredClass, hasControllers: Bool, hasNavigationController: Bool = false,
        direction: Direction? = nil
    ) -> Construction {
        construction(of: c, Scope(hasControllers: hasControllers, hasNavigationController: hasNavigationController, depth: 0, direction: direction))
    }

    /// The direction of the transition an object is made for.
    public enum Direction: Sendable, Hashable {
        case present, dismiss

        /// The direction a parameter's or a case's name says (`isPresenting`, `presentation`,
        /// `push`, `show` …; `isDismissing`, `dismissal`, `pop`, `reverse` …), if any.
        static func named(_ name: String) -> Direction? {
            let n = name.lowercased()
            if ["dismiss", "disappear", "pop", "hid", "close", "collaps", "exit", "revers", "backward", "out"].contains(where: { n.contains($0) }) {
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

    private func construction(of c: TransitionDiscovery.DiscoveredClass, _ scope: Scope) -> Construction {
        if c.isGeneric { return .skipped("generic") }
        if c.isPrivate { return .skipped("private or nested") }
        let f = "make_\(c.name)"
        if existingFactories.contains(f) { return .factory(factoryCall(c, hasControllers: scope.hasControllers)) }
        if c.hasOutlets, outletConnections(of: c) == nil {
            return .skipped("made by a storyboard or nib with outlets the harness cannot stand in for: give TransitFactories.\(f)() to check it")
        }
        for i in initializers(of: c) {
            if let args = arguments(i, owner: c.name, scope) {
                return .expression("\(c.name)(\(args))\(i.isFailable ? "!" : "")")
            }
        }
        return .factory(factoryCall(c, hasControllers: scope.hasControllers))
    }

    /// The argument list that calls `i`, or nil when a parameter has no value the harness can give.
    private func arguments(_ i: TransitionDiscovery.Initializer, owner: String, _ scope: Scope) -> String? {
        var args: [String] = []
        for p in i.parameters {
            if p.hasDefault { continue }
            guard let value = value(for: p, owner: owner, scope)
            else { return nil }
            args.append(p.label.map { "\($0): \(value)" } ?? value)
        }
        return args.joined(separator: ", ")
    }

    /// A value for one parameter: an object the scenario owns, nil for an optional, the class's
    /// name for a string, a transition's usual duration, or a value of the app's own types (an
    /// enum's first plain case, a struct or class the harness can make) up to `maxDepth` deep.
    private func value(for p: TransitionDiscovery.Parameter, owner: String, _ scope: Scope) -> String? {
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
        if let c = discovery.classes.first(where: { $0.name == base }), !c.hasOutlets, case .expression(let e) = construction(of: c, scope.deeper) {
            return e
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
    private func name(ofAlias base: String, near owner: String) -> String? {
        var candidates = ["\(owner).\(base)"]
        if let dot = owner.lastIndex(of: ".") { candidates.append("\(owner[..<dot]).\(base)") }
        candidates.append(base)
        return candidates.first { discovery.typeAliases[$0] != nil }
    }

    /// A closure that makes a value for a function type with a result the harness can make
    /// (`() -> UIViewController`: `{ UIViewController() }`, a fresh controller each call); nil
    /// for other types.
    private func factoryClosure(ofType type: String, owner: String, _ scope: Scope) -> String? {
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
    private func valueType(named base: String, near owner: String) -> (String, TransitionDiscovery.ValueType)? {
        var candidates = ["\(owner).\(base)"]
        if let dot = owner.lastIndex(of: ".") { candidates.append("\(owner[..<dot]).\(base)") }
        candidates.append(base)
        for n in candidates { if let v = discovery.valueTypes[n] { return (n, v) } }
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

    /// UIKit types a storyboard outlet may have, and how the harness makes a stand-in of each.
    static let outletMakers: [String: String] = [
        "UIView": "UIView()", "UILabel": "UILabel()", "UIButton": "UIButton(type: .system)", "UIImageView": "UIImageView()",
        "UIScrollView": "UIScrollView()", "UIStackView": "UIStackView()", "UITextField": "UITextField()", "UITextView": "UITextView()",
        "UISwitch": "UISwitch()", "UISlider": "UISlider()", "UISegmentedControl": "UISegmentedControl()", "UIStepper": "UIStepper()",
        "UIActivityIndicatorView": "UIActivityIndicatorView()", "UINavigationBar": "UINavigationBar()", "UITabBar": "UITabBar()",
        "UITableView": "UITableView()", "UICollectionView": "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UIVisualEffectView": "UIVisualEffectView(effect: nil)",
    ]

    /// The statements that connect `c`'s outlets to stand-ins (`OutletStandIns`), with the
    /// controller as `vc`; nil when one cannot be made (a private outlet, a type the harness does
    /// not know how to make).
    func outletConnections(of c: TransitionDiscovery.DiscoveredClass) -> [String]? {
        var out: [String] = []
        for o in c.outlets {
            guard !o.isPrivate else { return nil }
            if o.isCollection {
                out.append("vc.\(o.name) = []")
            } else if o.type == "NSLayoutConstraint" {
                out.append("vc.\(o.name) = OutletStandIns.constraint(in: vc)")
            } else if o.type == "UIBarButtonItem" {
                out.append("vc.\(o.name) = OutletStandIns.barButtonItem(in: vc)")
            } else if let make = Self.outletMakers[o.type] {
                out.append("vc.\(o.name) = OutletStandIns.view(\(make), in: vc)")
            } else if let view = discovery.classes.first(where: { $0.name == o.type }), isUIKitView(view), !view.isPrivate, !view.isGeneric,
                initializers(of: view).contains(where: { i in i.parameters.allSatisfy(\.hasDefault) || i.parameters.first?.label == "frame" })
            {
                out.append("vc.\(o.name) = OutletStandIns.view(\(o.type)(), in: vc)")
            } else {
                return nil
            }
        }
        return out
    }

    /// Whether `c` derives (through the app's classes) from a UIKit view type the harness knows.
    private func isUIKitView(_ c: TransitionDiscovery.DiscoveredClass) -> Bool {
        var seen: Set<String> = []
        var queue = c.inherits
        while let n = queue.popLast() {
            if Self.outletMakers[n] != nil { return true }
            guard seen.insert(n).inserted, let parent = discovery.classes.first(where: { $0.name == n }) else { continue }
            queue += parent.inherits
        }
        return false
    }

    /// The kinds of controller the app's delegates are used with: the protocols its objects ask
    /// presented controllers for that its controllers adopt, and those it force-casts to.
    var controllerKinds: [String] {
        discovery.presentableProtocols + discovery.requiredProtocols.filter { !discovery.presentableProtocols.contains($0) }
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

    /// The call of `c`'s factory, as its stub declares it.
    func factoryCall(_ c: TransitionDiscovery.DiscoveredClass, hasControllers: Bool) -> String {
        let f = "TransitFactories.make_\(c.name)"
        guard factoryTakesControllers(c) else { return "\(f)()" }
        return hasControllers
            ? "\(f)(presented: presented, presenting: presenting)"
            : "\(f)(presented: UIViewController(), presenting: UIViewController())"
    }

    /// The harness's `main.swift`.
    public func harness(app: String) -> String {
        var lines: [String] = [
            "// Generated by `transit check`: the app's transition objects, used where UIKit uses them.",
            "import Foundation", "import TransitionsUIKit", "import TransitionChecks", "",
            "/// Takes the app's objects in turn. The turn restarts with every case (each has its own",
            "/// simulation), so replaying a case's choices makes the same objects: counterexamples",
            "/// shrink and replay exactly.",
            "final class Rotation: @unchecked Sendable {",
            "    private var n = 0",
            "    private weak var simulation: Simulation?",
            "    func next(_ count: Int, in sim: Simulation) -> Int {",
            "        if sim !== simulation { simulation = sim; n = 0 }",
            "        defer { n += 1 }",
            "        return n % max(count, 1)",
            "    }",
            "}",
            "var program = UserProgram()",
        ]
        /// `role`'s classes and how each is made; factories only where `missingFactories` stubs them.
        func list(_ role: TransitionDiscovery.Role, controllers: Bool, factories: Bool = true) -> [(String, String)] {
            discovery.classes(role).compactMap { c in
                switch construction(of: c, hasControllers: controllers, hasNavigationController: role == .navigationDelegate) {
                case .expression(let e): return (c.name, e)
                case .factory(let e): return factories ? (c.name, e) : nil
                case .skipped: return nil
                }
            }
        }
        // UIKit asks a transitioning delegate for a presentation controller only for `.custom`
        // presentations: a delegate that vends one is written for `.custom`, and other styles
        // would test combinations the app never makes.
        if discovery.classes(.transitioningDelegate).contains(where: { $0.methods.contains("presentationController") }) {
            lines.append("program.presentationStyles = [.custom]")
        } else if !discovery.presentationStyles.isEmpty {
            // The styles the app sets itself: other styles would test presentations it never
            // makes (an animator written for full screen, run over a `.custom` presenter).
            lines.append("program.presentationStyles = [" + discovery.presentationStyles.map { "." + $0 }.joined(separator: ", ") + "]")
        } else if !discovery.classes(.transitioningDelegate).isEmpty || !discovery.classes(.animator).isEmpty {
            // No style set anywhere: UIKit's default for code written for custom animators is full
            // screen (before iOS 13; since, `.automatic` becomes a sheet that does not use them,
            // and the advice is to set `.fullScreen`). Over-full-screen and `.custom` flows would
            // test presentations the app never makes (the presenter's view moved by an animator
            // written for full screen).
            lines.append("program.presentationStyles = [.fullScreen]")
        }
        let delegates = list(.transitioningDelegate, controllers: true)
        let controllersOwnDelegates = discovery.classes(.viewController).filter { $0.roles.contains(.transitioningDelegate) }.map(\.name)
        let plainDelegates = delegates.filter { !controllersOwnDelegates.contains($0.0) }
        if !plainDelegates.isEmpty {
            lines.append("let delegateRotation = Rotation()")
            lines.append("program.transitioningDelegate = { presented in")
            lines.append("    let presenting = presented.presentingViewController ?? UIViewController()")
            lines.append("    _ = presenting")
            if !controllerKinds.isEmpty {
                // The app's objects expect controllers of its own kind: others get UIKit's default.
                let test = controllerKinds.map { "presented is \($0)" }.joined(separator: " || ")
                lines.append("    guard \(test) else { return nil }  // the delegate's objects ask for \(controllerKinds.joined(separator: ", "))")
            }
            lines.append("    switch delegateRotation.next(\(plainDelegates.count + 1), in: presented.simulation) {")
            for (i, d) in plainDelegates.enumerated() { lines.append("    case \(i): return \(d.1)  // \(d.0)") }
            lines.append("    default: return nil  // UIKit's default presentation")
            lines.append("    }")
            lines.append("}")
        }
        // Animators are used where the app's delegates vend them; only a unit with animators and
        // no delegate at all gets stand-in delegates that vend its animators.
        let animators = hasDelegates ? [] : list(.animator, controllers: false)
        if !animators.isEmpty {
            // An animator made for one direction (`isPresenting: Bool`, `mode: .dismissal`) is
            // vended in its presentation form for presentations and pushes, and in its dismissal
            // form for dismissals and pops, as the app's own delegate would.
            let forms = animators.map { name, made in directionalForms(of: name) ?? (made, made) }
            lines.append("program.animators = [" + forms.map { "{ \($0.0) }" }.joined(separator: ", ") + "]")
            if !discovery.requiredProtocols.isEmpty {
                // Animators that force-cast the controller they move are used only with such.
                lines.append("program.animatorsAccept = { " + discovery.requiredProtocols.map { "$0 is \($0)" }.joined(separator: " || ") + " }")
            }
            if forms.contains(where: { $0.0 != $0.1 }) {
                lines.append("program.dismissalAnimators = [" + forms.map { "{ \($0.1) }" }.joined(separator: ", ") + "]")
            }
        }
        // Interaction controllers are reached through the delegates that vend them (the app's
        // own gesture handling drives them: the checker touches the screen).
        let pcs = list(.presentationController, controllers: true, factories: !hasDelegates)
        if !pcs.isEmpty {
            lines.append("let presentationRotation = Rotation()")
            lines.append("program.presentationController = { presented, presenting in")
            lines.append("    switch presentationRotation.next(\(pcs.count), in: presented.simulation) {")
            for (i, p) in pcs.enumerated() where i < pcs.count - 1 { lines.append("    case \(i): return \(p.1)") }
            lines.append("    default: return \(pcs[pcs.count - 1].1)")
            lines.append("    }")
            lines.append("}")
        }
        let navs = list(.navigationDelegate, controllers: false)
        // A controller that is a navigation delegate serves the stack it is in (it sets itself in
        // `viewDidLoad`: pushed, it installs itself); one made on the side would be a controller
        // that never enters the interface.
        let controllersAsDelegates = Set(discovery.classes(.navigationDelegate).filter { $0.roles.contains(.viewController) }.map(\.name))
        if let n = navs.first(where: { !controllersAsDelegates.contains($0.0) }) {
            if n.1.contains("navigationController") {
                lines.append("program.navigationDelegateForController = { navigationController in \(n.1) }")
            } else {
                lines.append("program.navigationDelegate = { \(n.1) }")
            }
        }
        // A tab bar delegate the app made on its own (a tab bar controller of the app's that
        // sets its own in `viewDidLoad` replaces it there, as in UIKit).
        let ownDelegates = discovery.classes(.tabBarDelegate).filter { !$0.roles.isDisjoint(with: [.viewController, .tabBarController]) }.map(\.name)
        if let t = list(.tabBarDelegate, controllers: false, factories: false).first(where: { !ownDelegates.contains($0.0) }) {
            lines.append("program.tabBarDelegate = { \(t.1) }")
        }
        // The app's tab bar controller is the scenario's: its pages are set as UIKit code sets them.
        if let t = list(.tabBarController, controllers: false, factories: false).first {
            lines.append("program.makeTabBarController = { _, pages in")
            lines.append("    let tabs = \(t.1)")
            lines.append("    tabs.viewControllers = pages")
            lines.append("    return tabs")
            lines.append("}")
        }
        // Storyboard controllers: their outlets get stand-ins when their views load, and the
        // configuration a presenter would set in `prepare(for:sender:)` (implicitly unwrapped
        // properties) gets the values the harness can give.
        let storyboardControllers = discovery.classes.filter {
            !$0.roles.isDisjoint(with: [.viewController, .navigationController, .tabBarController]) && !$0.isPrivate && !$0.isGeneric
        }.compactMap { c -> (String, [String])? in
            guard let outlets = c.hasOutlets ? outletConnections(of: c) : [] else { return nil }
            let scope = Scope(hasControllers: false, hasNavigationController: false, depth: 0, direction: nil)
            let configuration = c.configurationProperties.compactMap { p in
                value(for: TransitionDiscovery.Parameter(label: p.name, name: p.name, type: p.type, hasDefault: false), owner: c.name, scope)
                    .map { "vc.\(p.name) = \($0)" }
            }
            let all = outlets + configuration
            return all.isEmpty ? nil : (c.name, all)
        }
        if !storyboardControllers.isEmpty {
            lines.append("program.connectOutlets = { controller in")
            for (name, connections) in storyboardControllers {
                lines.append("    if let vc = controller as? \(name) {")
                lines += connections.map { "        " + $0 }
                lines.append("    }")
            }
            lines.append("}")
        }
        let vcs = list(.viewController, controllers: false)
        // A controller that installs a navigation delegate it owns is a stack's root in the app:
        // the case keeps it, so popping it does not release the delegate.
        let hosts = discovery.classes(.viewController).filter(\.setsNavigationDelegate).map(\.name).filter { n in vcs.contains { $0.0 == n } }
        if !hosts.isEmpty {
            lines.append("program.keepsAlive = { " + hosts.map { "$0 is \($0)" }.joined(separator: " || ") + " }")
        }
        if !vcs.isEmpty {
            lines.append("let controllerRotation = Rotation()")
            lines.append("program.makePresented = { sim, _ in")
            lines.append("    switch controllerRotation.next(\(vcs.count + 1), in: sim) {")
            for (i, v) in vcs.enumerated() { lines.append("    case \(i): return \(v.1)") }
            lines.append("    default: return UIViewController()")
            lines.append("    }")
            lines.append("}")
        }
        // The app's controllers are pushed only when it has a navigation delegate (a controller
        // that presents itself is not meant to be pushed).
        if !vcs.isEmpty, !navs.isEmpty {
            lines.append("let pushRotation = Rotation()")
            lines.append("program.makePushed = { sim, _ in")
            lines.append("    switch pushRotation.next(\(vcs.count + 1), in: sim) {")
            for (i, v) in vcs.enumerated() { lines.append("    case \(i): return \(v.1)") }
            lines.append("    default: return UIViewController()")
            lines.append("    }")
            lines.append("}")
        }
        lines.append("exit(AppCheck.run(program: program, app: \(String(reflecting: app)), arguments: Array(CommandLine.arguments.dropFirst())))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Factory stubs for the classes no initialiser can make, not yet in `TransitFactories.swift`
    /// (nil when none is needed).
    public func missingFactories() -> [(name: String, source: String)] {
        var out: [(String, String)] = []
        // Only what the harness calls: entry points, and animators and presentation controllers
        // only when no delegate of the app's makes them.
        var roles: [(TransitionDiscovery.Role, Bool)] = [(.transitioningDelegate, true), (.navigationDelegate, false), (.viewController, false)]
        if !hasDelegates { roles += [(.animator, false), (.presentationController, true)] }
        var done: Set<String> = []
        for (role, controllers) in roles {
            for c in discovery.classes(role) where !done.contains(c.name) {
                done.insert(c.name)
                guard case .factory = construction(of: c, hasControllers: controllers, hasNavigationController: role == .navigationDelegate),
                    !existingFactories.contains("make_\(c.name)"), role != .animator || directionalForms(of: c.name) == nil
                else { continue }
                let signature = factoryTakesControllers(c) ? "(presented: UIViewController, presenting: UIViewController)" : "()"
                let inits = c.initializers.map { i in
                    "\(c.name)(" + i.parameters.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ") + ")"
                }.joined(separator: " or ")
                out.append((c.name, """
                        /// \(c.name) (\(c.roles.sorted().map(\.rawValue).joined(separator: ", "))): \(inits.isEmpty ? "no initialiser found" : inits)
                        static func make_\(c.name)\(signature) -> \(c.name) {
                            <#return \(c.name)(…) with the values your app uses#>
                        }
                    """))
            }
        }
        return out
    }
}
