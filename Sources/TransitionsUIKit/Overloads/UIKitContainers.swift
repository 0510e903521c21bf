import Foundation
import Transitions

// UIKit's container and transaction spellings over the model.

extension ViewController {
    /// `transition(from:to:duration:options:animations:completion:)`: the container's child swap.
    /// `fromViewController` and `toViewController` must be children of this controller (UIKit
    /// raises otherwise: refused and recorded here). `toViewController`'s view replaces
    /// `fromViewController`'s in its superview, the changes in `animations` are animated over
    /// `duration`, and the two children get their appearance callbacks (disappearing, appearing)
    /// when this controller forwards appearance automatically.
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: TimeInterval,
        options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController else {
            simulation.reject(
                .notAChild(child: "\(fromViewController) or \(toViewController)", parent: "\(self) (transition(from:to:))"))
            return
        }
        let forwards = shouldAutomaticallyForwardAppearanceMethods && fromViewController.view.window != nil
        if forwards {
            fromViewController.beginAppearance(false, animated: duration > 0)
            toViewController.beginAppearance(true, animated: duration > 0)
        }
        if let sup = fromViewController.view.superview {
            sup.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        }
        simulation.asCurrent {
            simulation.animate(duration: duration, curve: options.curve, animations: { animations?() }) { finished in
                fromViewController.view.removeFromSuperview()
                if forwards {
                    fromViewController.endAppearanceTransition()
                    toViewController.endAppearanceTransition()
                }
                completion?(finished)
            }
        }
    }
}

/// `CATransaction`: groups animations so a completion block runs when all of those begun inside
/// it end (the model's transactions). Implicit layer animations are not modelled, so the
/// duration, timing and disable-actions settings are kept and have no effect.
public enum CATransaction {
    public static func begin() { Simulation.current.beginTransaction() }
    public static func commit() { Simulation.current.commitTransaction() }
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if let block { Simulation.current.setTransactionCompletion(block) }
    }
    nonisolated(unsafe) private static var duration = 0.25
    nonisolated(unsafe) private static var disablesActions = false
    public static func setAnimationDuration(_ d: TimeInterval) { duration = d }
    public static func animationDuration() -> TimeInterval { duration }
    public static func setDisableActions(_ flag: Bool) { disablesActions = flag }
    nonisolated(unsafe) private static var timingFunction: CAMediaTimingFunction?
    /// `setAnimationTimingFunction(_:)` / `animationTimingFunction()` (kept, no effect: see above).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { timingFunction = function }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { timingFunction }
    public static func disableActions() -> Bool { disablesActions }
    /// `flush()`: nothing is pending outside the simulation.
    public static func flush() {}
}

