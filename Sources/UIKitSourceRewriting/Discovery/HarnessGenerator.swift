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

    /// `init?(coder:)`, as a storyboard calls it.
    static let coderInitializer = TransitionDiscovery.Initializer(
        parameters: [.init(label: "coder", name: "coder", type: "NSCoder", hasDefault: false)], isFailable: true)

    /// The initialisers `c` can be made with: its own or, when it declares none, those it
    /// inherits (Swift's rule) — from its superclass in the unit, or UIKit's.
    func initializers(of c: TransitionDiscovery.DiscoveredClass) -> [TransitionDiscovery.Initializer] {
        var current = c
        var seen: Set<String> = []
        while current.initializers.isEmpty, seen.insert(current.name).inserted {
            // Only `init?(coder:)` of its own: Swift inherits no initialiser then. A storyboard's
            // controller or view is made as a storyboard makes it, with a coder (a stand-in that
            // holds nothing: the model's `init?(coder:)` reads nothing).
            if current.declaresCoderInit {
                guard !current.declaresPrivateInit, !current.coderInitTraps, current.name == c.name,
                    c.roles.contains(.viewController) || discovery.inherits(c, where: { $0.hasPrefix("UI") && $0.hasSuffix("View") })
                else { return [] }
                return [Self.coderInitializer]
            }
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

    func construction(of c: TransitionDiscovery.DiscoveredClass, _ scope: Scope) -> Construction {
        if c.isGeneric { return .skipped("generic") }
        if c.isAbstract { return .skipped("abstract: a method of it only calls fatalError, for subclasses to implement") }
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
    func arguments(_ i: TransitionDiscovery.Initializer, owner: String, _ scope: Scope) -> String? {
        var args: [String] = []
        for p in i.parameters {
            if p.hasDefault { continue }
            guard let value = value(for: p, owner: owner, scope)
            else { return nil }
            args.append(p.label.map { "\($0): \(value)" } ?? value)
        }
        return args.joined(separator: ", ")
    }

    /// The kinds of controller the app's delegates are used with: the protocols its objects ask
    /// presented controllers for that its controllers adopt, and those it force-casts to.
    var controllerKinds: [String] {
        discovery.presentableProtocols + discovery.requiredProtocols.filter { !discovery.presentableProtocols.contains($0) }
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
        /// A class that another class of the same role derives from is left out when that
        /// subclass is there: such a base is often abstract — hooks its subclasses fill, empty in
        /// it (a base animator whose `animateTransition` calls an empty `presentViewAnimation`) —
        /// and used on its own it would report the app's design, not a fault; its subclasses
        /// exercise the code it shares.
        func list(_ role: TransitionDiscovery.Role, controllers: Bool, factories: Bool = true) -> [(String, String)] {
            let all = discovery.classes(role)
            let bases = Set(all.flatMap(\.inherits)).intersection(all.map(\.name))
            let leaves = all.filter { !bases.contains($0.name) }
            return (leaves.isEmpty ? all : leaves).compactMap { c in
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
        lines += nibRegistrations()
        lines += storyboardRegistrations()
        if !storyboardControllers.isEmpty {
            lines.append("program.connectOutlets = { controller in")
            for (name, connections) in storyboardControllers {
                lines.append("    if let vc = controller as? \(name) {")
                lines += connections.map { "        " + $0 }
                lines.append("    }")
            }
            lines.append("}")
        }
        // Objects that attach themselves to a controller: made with each presented controller.
        let attachments = list(.attachment, controllers: true, factories: false)
        if !attachments.isEmpty {
            lines.append("program.attachToPresented = { presented in")
            lines.append("    let presenting = presented")
            lines.append("    _ = presenting")
            lines.append("    return [" + attachments.map(\.1).joined(separator: ", ") + "]")
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
