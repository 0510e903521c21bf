import Foundation

/// A 128-bit digest of a model state, for exhaustive exploration: two programs whose states
/// have the same fingerprint have the same futures, so only one of them needs exploring (TLC's
/// state fingerprints).
///
/// The digest is *canonical*: it depends on what the state is, not on how it was reached.
/// Objects are labelled by their position in a fixed walk (controllers from the window's root
/// through children and presented controllers, then views depth-first from the window), never
/// by address or creation order, and names lose their digits (the counters that number `m3`,
/// `v7`, `n12` say how many objects came before, not what this state is). The clock enters
/// only through what can matter: the phase within the frame, each animation's elapsed local
/// time and each scheduled event's delay — not the absolute time. Deterministic across
/// processes (no seeded hashing), so fingerprints can be saved and a search resumed.
///
/// What it covers: every view in the window (geometry, opacity, transform, visibility,
/// interaction, timing, recognizers, in-flight animations, a subclass's stored scalars), every
/// controller reachable from the root (type, appearance, presentation, style, delegates'
/// types, a subclass's stored scalars), live transition contexts, property animators, the
/// interaction-ignoring depth, violations recorded, the library objects still alive and not on
/// screen (leaks), plus anything the scenario adds. What it cannot see: state captured in
/// closures (scheduled events count by delay only) and objects of yours that no controller or
/// view stores.
public struct StateFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The state of `window`'s simulation, plus `extra` facts of yours (a scenario's own
    /// bookkeeping that decides future checks).
    public init(window: Window, extra: [String] = []) {
        self = window.simulation.fingerprint(window: window) { h, _ in for s in extra { h.combine(s) } }
    }

    public var description: String { String(format: "%016llx%016llx", high, low) }
}
