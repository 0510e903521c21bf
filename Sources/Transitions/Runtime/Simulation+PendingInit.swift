import Foundation

/// How the model's simulation-taking initialisers (`View(simulation, frame:, name:)`,
/// `ViewController(simulation, title:)` …) reach UIKit's designated initialisers.
///
/// App subclasses of `UIView` and `UIViewController` override exactly UIKit's designated
/// initialisers (`init(frame:)` and `init?(coder:)`; `init(nibName:bundle:)` and
/// `init?(coder:)`) and so inherit the convenience ones — `MyView()`, `MyController()` — only when
/// the model's classes have no other designated initialiser (Swift's rule counts every designated
/// initialiser, even one they cannot see). So the simulation-taking initialisers are convenience
/// ones: each makes its simulation current, leaves the name it was given for the object of its
/// exact type, and calls the UIKit designated initialiser, which takes the name (`takePendingName`)
/// — an object of another type made on the way (a subview in a property initialiser) does not.
extension Simulation {
    /// A started initialisation: restores the previous current simulation and drops the name if
    /// no designated initialiser took it.
    package struct PendingInit {
        let simulation: Simulation
        let previous: Simulation?
        let depth: Int

        /// Ends the initialisation.
        package func end() {
            if simulation.pendingNames.count > depth { simulation.pendingNames.removeSubrange(depth...) }
            previous?.makeCurrent()
        }
    }

    /// Makes this simulation current and leaves `name` for the next designated initialiser of
    /// an object of exactly `type`.
    package func beginInit(of type: AnyObject.Type, name: String) -> PendingInit {
        let previous = Simulation.currentIfAny
        makeCurrent()
        let depth = pendingNames.count
        pendingNames.append((ObjectIdentifier(type), name))
        return PendingInit(simulation: self, previous: previous === self ? nil : previous, depth: depth)
    }

    /// The name left for an object of exactly `type`, taken (nil when none is waiting).
    package func takePendingName(for type: AnyObject.Type) -> String? {
        guard let last = pendingNames.last, last.type == ObjectIdentifier(type) else { return nil }
        pendingNames.removeLast()
        return last.name
    }
}
