import Foundation

/// `UIStoryboard`: a storyboard is its scenes (controllers by identifier, one of them initial)
/// and its segues. On Linux there is no compiled storyboard to read, so a storyboard's scenes
/// and segues are registered in code — by your test, or by the factory file `transit check`
/// generates — under the storyboard's name, before the app code asks for them:
///
/// ```swift
/// Storyboard.register(name: "Main", initial: "list", scenes: [
///     "list": { ListViewController() },
///     "detail": { DetailViewController() },
/// ], segues: ["showDetail": .init(kind: .presentModally, destination: "detail")])
/// ```
///
/// What UIKit raises on (a storyboard or an identifier that does not exist,
/// `NSInvalidArgumentException`), the model refuses and records as a rejected call naming what is
/// missing; the call then returns a plain controller so the run goes on and the report shows it.
public final class Storyboard: CustomStringConvertible {
    /// How a segue shows its destination (Interface Builder's segue kinds).
    public enum SegueKind: Sendable, Hashable {
        /// "Show": `show(_:sender:)` — a push inside a navigation controller, else a presentation.
        case show
        /// "Show Detail": `showDetailViewController(_:sender:)`.
        case showDetail
        /// "Present Modally": `present(_:animated:completion:)` (animated).
        case presentModally
        /// "Custom": the segue's `perform()` (a `StoryboardSegue` subclass of yours) does the work.
        case custom
    }

    /// A segue as Interface Builder stores it: its kind and the scene it leads to.
    public struct SegueTemplate: Sendable, Hashable {
        public var kind: SegueKind
        /// The identifier of the destination scene in the same storyboard.
        public var destination: String
        public init(kind: SegueKind, destination: String) {
            self.kind = kind
            self.destination = destination
        }
    }

    /// One storyboard's registered contents.
    struct Contents {
        var initial: String?
        var scenes: [String: () -> ViewController]
        var segues: [String: SegueTemplate]
        /// The class of a custom segue, by identifier.
        var segueClasses: [String: StoryboardSegue.Type]
    }

    nonisolated(unsafe) private static var registry: [String: Contents] = [:]
    private static let lock = NSLock()

    /// Registers (or replaces) the storyboard `name`: its scenes by identifier, which one is
    /// initial, its segues by identifier and, for custom segues, the class to make.
    public static func register(
        name: String, initial: String? = nil, scenes: [String: () -> ViewController],
        segues: [String: SegueTemplate] = [:], segueClasses: [String: StoryboardSegue.Type] = [:]
    ) {
        lock.withLock { registry[name] = Contents(initial: initial, scenes: scenes, segues: segues, segueClasses: segueClasses) }
    }

    /// Forgets every registered storyboard.
    public static func removeAllRegistrations() { lock.withLock { registry = [:] } }

    static func contents(_ name: String) -> Contents? { lock.withLock { registry[name] } }

    /// Every registered storyboard's name, sorted.
    static var registeredNames: [String] { lock.withLock { registry.keys.sorted() } }

    /// `name`.
    public let name: String

    /// `init(name:bundle:)` (the bundle is ignored). An unregistered name is recorded when a
    /// controller is asked of it (UIKit raises at once: "Could not find a storyboard named…").
    public init(name: String, bundle: Bundle?) { self.name = name }

    public var description: String { "storyboard \"\(name)\"" }

    /// `instantiateInitialViewController()`: the initial scene, or nil when there is none (as UIKit).
    public func instantiateInitialViewController() -> ViewController? {
        guard let c = Storyboard.contents(name), let id = c.initial, let make = c.scenes[id] else { return nil }
        return adopt(make())
    }

    /// `instantiateInitialViewController(creator:)` (iOS 13): the initial scene as `T`, made by
    /// `creator` (the app's initialiser taking the coder) unless it returns nil, when the scene
    /// is made as `instantiateInitialViewController()` makes it; nil when the storyboard has no
    /// initial scene. A scene of another class stops the run, as UIKit's exception does.
    public func instantiateInitialViewController<T: ViewController>(creator: ((NSCoder) -> T?)? = nil) -> T? {
        guard let c = Storyboard.contents(name), let id = c.initial, let make = c.scenes[id] else { return nil }
        if let creator, let made = creator(NSCoder()) { return adopt(made) as? T }
        guard let typed = adopt(make()) as? T else {
            fatalError("instantiateInitialViewController(creator:): the initial scene of \(description) is not a \(T.self)")
        }
        return typed
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13): the scene, made by `creator`
    /// (the app's own initialiser taking the coder) when it gives one, else as
    /// `instantiateViewController(withIdentifier:)` makes it.
    public func instantiateViewController(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let creator, let made = creator(NSCoder()) { return adopt(made) }
        return instantiateViewController(withIdentifier: identifier)
    }

    /// The generic form: the scene as `T`. A scene of another class stops the run, as UIKit's
    /// exception does.
    public func instantiateViewController<T: ViewController>(identifier: String, creator: ((NSCoder) -> T?)? = nil) -> T {
        if let creator, let made = creator(NSCoder()) { return adopt(made) as! T }
        guard let typed = instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("instantiateViewController(identifier: \"\(identifier)\"): the scene is not a \(T.self)")
        }
        return typed
    }

    /// `instantiateViewController(withIdentifier:)`.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        if let make = Storyboard.contents(name)?.scenes[identifier] { return adopt(make()) }
        let sim = Simulation.current
        let why = Storyboard.contents(name) == nil
            ? "no storyboard named \"\(name)\" is registered (Storyboard.register(name:scenes:))"
            : "storyboard \"\(name)\" has no scene with identifier \"\(identifier)\""
        sim.reject(.notFound("instantiateViewController(withIdentifier: \"\(identifier)\"): " + why))
        return adopt(ViewController(sim, title: identifier))
    }

    private func adopt(_ vc: ViewController) -> ViewController {
        vc.uikitState.storyboard = self
        return vc
    }
}

/// `UIStoryboardSegue`: a transition from one scene to another. `perform()` shows the destination
/// as the segue's kind says; subclass it (and register the class) for a custom segue.
open class StoryboardSegue: CustomStringConvertible {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    private(set) var kind: Storyboard.SegueKind = .custom
    private var performHandler: (() -> Void)?

    /// `init(identifier:source:destination:)`: a custom segue (`perform()` does nothing unless
    /// overridden, as UIKit's base class).
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// `init(identifier:source:destination:performHandler:)` (iOS 9): a convenience initialiser,
    /// as UIKit's, so a subclass that overrides the designated one inherits it.
    public convenience init(identifier: String?, source: ViewController, destination: ViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// A storyboard's segue of the given kind (a convenience initialiser: the class has one
    /// designated initialiser, so subclasses in an app inherit UIKit's convenience one).
    convenience init(identifier: String, source: ViewController, destination: ViewController, kind: Storyboard.SegueKind) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.kind = kind
    }

    /// `perform()`.
    open func perform() {
        if let performHandler { return performHandler() }
        switch kind {
        case .show: source.show(destination, sender: nil)
        case .showDetail: source.showDetailViewController(destination, sender: nil)
        case .presentModally: source.present(destination, animated: true)
        case .custom: break
        }
    }

    public var description: String { "segue \(identifier.map { "\"\($0)\"" } ?? "(unnamed)") \(source) → \(destination)" }
}

extension ViewController {
    /// `storyboard`: the storyboard this controller was made from (nil for a controller made in
    /// code).
    public var storyboard: Storyboard? { uikitState.storyboard }

}

/// `UIStoryboardUnwindSegueSource`: where an unwind segue starts — the controller it unwinds
/// from, the unwind action (the method the destination implements) and the sender — handed to
/// `allowedChildrenForUnwinding(from:)` and `childContaining(_:)` while UIKit searches for the
/// destination. Open, so apps and tests can make their own.
open class StoryboardUnwindSegueSource: UIKitNSObject {
    /// `source`: the controller the unwind starts from.
    public let source: ViewController
    /// `unwindAction`: the unwind action's selector.
    public let unwindAction: TypedSelector
    /// `sender`: what triggered the unwind.
    public let sender: Any?

    public init(source: ViewController, unwindAction: TypedSelector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

extension ViewController {
    /// `childContaining(_:)`: the child that is, or (through its descendants: children and
    /// presented controllers) contains, the unwind's source; nil when none does.
    public func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        func contains(_ vc: ViewController) -> Bool {
            vc === source.source || vc.children.contains(where: contains) || (vc.ownPresentedViewController.map(contains) ?? false)
        }
        return children.first(where: contains)
    }
}
