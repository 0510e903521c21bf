import Foundation

/// One step a container performs around a child transition. Containers perform them through
/// `ViewController.transitionStep(_:)`, so a test container can inject a bug by overriding it
/// (TransitionChecks' seeded faults); production code never overrides it.
public enum ContainerStep {
    case willMove(ViewController, ViewController?)
    case didMove(ViewController, ViewController?)
    case beginAppearance(ViewController, Bool, Bool)
    case endAppearance(ViewController)
    /// The outgoing child's view, when the transition completes.
    case removeView(View)
    /// The incoming child's view, when the transition is cancelled.
    case removeIncomingView(View)
}
