import Foundation
import Transitions

/// The custom container with a seeded containment or appearance fault.
public final class FaultyContainerViewController: ContainerViewController {
    public let fault: SeededFault?
    public let animator: FaultyAnimator

    public init(_ simulation: Simulation, title: String, viewControllers: [ViewController], fault: SeededFault?) {
        _ = FingerprintSchemas.checksRegistered
        self.fault = fault
        animator = FaultyAnimator(fault: fault)
        super.init(simulation, title: title, viewControllers: viewControllers)
    }

    /// Not made from archives: always nil.
    public required init?(coder: NSCoder) { nil }

    /// The appearance fault belongs to a container that forwards appearance by hand.
    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { fault != .appearanceNotForwarded }

    override public func defaultAnimator(from: ViewController, to: ViewController) -> any ViewControllerAnimatedTransitioning { animator }

    override public func transitionStep(_ step: ContainerStep) {
        switch (fault, step) {
        case (.forgottenDidMove, .didMove(_, let p)) where p != nil: return
        case (.didMoveWithoutWillMove, .willMove(_, nil)): return
        case (.appearanceNotForwarded, .beginAppearance(_, true, _)): return
        case (.oldChildViewLeftInHost, .removeView): return
        case (.toViewLeftOnCancel, .removeIncomingView): return
        default: super.transitionStep(step)
        }
    }
}
