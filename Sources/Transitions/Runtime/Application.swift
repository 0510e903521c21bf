import Springs

/// UIApplication's global interaction state, per simulation.
public final class Application {
    weak var simulation: Simulation?
    /// begin/endIgnoringInteractionEvents nesting depth (never negative; unbalanced ends are violations).
    public private(set) var ignoringDepth = 0
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }
    /// The key window, weakly: the window holds its simulation, which holds the application, so
    /// a strong reference here would keep every simulation alive (a world per test case). Keep
    /// your window yourself, as a UIKit app's scene delegate does.
    public weak var keyWindow: Window?
    /// `windows`: the key window (the model runs one window per application).
    public var windows: [Window] { keyWindow.map { [$0] } ?? [] }

    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    public func endIgnoringInteractionEvents() {
        if ignoringDepth == 0 {
            simulation?.record(.unbalancedIgnoringEvents, "endIgnoringInteractionEvents with depth 0")
            return
        }
        ignoringDepth -= 1
    }
}
