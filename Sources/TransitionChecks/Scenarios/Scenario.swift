import Transitions

/// A system under test for stateful property checking: how to build it, which actions are
/// enabled in a state, and which invariants must hold.
///
/// A test case is a list of integer *choices*. The first choice is the swarm mask (which action
/// kinds this case may use); then each step consumes two choices: one picks among the actions
/// enabled (and allowed by the mask) in the current state, the other is the action's parameter.
/// Because a choice is always interpreted against the current state, any shortened or altered
/// list still replays as a valid program — which is what makes shrinking safe.
public protocol Scenario: Sendable {
    associatedtype System

    var name: String { get }
    /// A fresh system.
    func makeSystem() -> System
    /// The actions enabled in the current state (never empty: include a clock step).
    func actions(in system: System) -> [Action<System>]
    /// Checked after every step.
    var invariants: [Invariant<System>] { get }
    /// Checked once the system has settled at the end of a case (liveness).
    var quiescentInvariants: [Invariant<System>] { get }
    /// Runs the system to quiescence (e.g. `runUntilIdle`).
    func settle(_ system: System) throws
    /// State features reached, for coverage ("presenting", "interactive", …).
    func features(of system: System) -> [String]
    /// A short description of the state for traces.
    func describe(_ system: System) -> String
    /// The window to film for a counterexample's filmstrip (nil: the scenario has none).
    func window(of system: System) -> Window?
    /// The canonical digest of the state that exhaustive exploration prunes revisits with: equal
    /// fingerprints must mean equal futures (same enabled actions, same effects, same check
    /// results). Nil: no pruning (every program is explored). The default digests the window's
    /// simulation (`StateFingerprint(window:)`); add the scenario's own bookkeeping that later
    /// checks read.
    func fingerprint(of system: System) -> StateFingerprint?
}

extension Scenario {
    public func window(of system: System) -> Window? { nil }
    public func fingerprint(of system: System) -> StateFingerprint? { window(of: system).map { StateFingerprint(window: $0) } }
}
