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
/// it end (the model's transactions), and carries Core Animation's transaction properties, per
/// transaction (a nested one inherits its enclosing ones'; outside every `begin`/`commit` they
/// belong to the implicit transaction, which ends with the run-loop turn):
///
/// - `animationDuration` (0.25 s by default): the duration of an explicit animation added with
///   none of its own;
/// - `animationTimingFunction` (nil by default): when set, the timing function of every explicit
///   animation added;
/// - `disableActions` (false by default): when true, property changes inside `UIView.animate`
///   and property-animator blocks are not animated, as UIKit's block animations are the layers'
///   actions;
/// - `completionBlock`: the transaction's completion.
///
/// `setValue(_:forKey:)` / `value(forKey:)` with `kCATransactionAnimationDuration`,
/// `kCATransactionAnimationTimingFunction`, `kCATransactionDisableActions` and
/// `kCATransactionCompletionBlock` are the same properties; other keys are stored with the
/// transaction.
public enum CATransaction {
    public static func begin() { Simulation.current.beginTransaction() }
    public static func commit() { Simulation.current.commitTransaction() }
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        Simulation.current.setTransactionValue(block, forKey: kCATransactionCompletionBlock)
    }
    /// `completionBlock()`.
    public static func completionBlock() -> (() -> Void)? {
        Simulation.current.transactionValue(forKey: kCATransactionCompletionBlock) as? () -> Void
    }
    public static func setAnimationDuration(_ d: CFTimeInterval) {
        Simulation.current.setTransactionValue(d, forKey: kCATransactionAnimationDuration)
    }
    public static func animationDuration() -> CFTimeInterval { Simulation.current.transactionAnimationDuration }
    public static func setDisableActions(_ flag: Bool) { Simulation.current.setTransactionValue(flag, forKey: kCATransactionDisableActions) }
    public static func disableActions() -> Bool { Simulation.current.transactionDisablesActions }
    /// `setAnimationTimingFunction(_:)` / `animationTimingFunction()`.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Simulation.current.setTransactionValue(function, forKey: kCATransactionAnimationTimingFunction)
    }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { Simulation.current.transactionAnimationTimingFunction }
    /// `setValue(_:forKey:)`: a transaction property (see above).
    public static func setValue(_ value: Any?, forKey key: String) { Simulation.current.setTransactionValue(value, forKey: key) }
    /// `value(forKey:)`: a transaction property (nil when unset: the getters above give the defaults).
    public static func value(forKey key: String) -> Any? { Simulation.current.transactionValue(forKey: key) }
    /// `flush()`: nothing is pending outside the simulation.
    public static func flush() {}
    /// `lock()` / `unlock()`: the model's transactions belong to one thread's simulation.
    public static func lock() {}
    public static func unlock() {}
}

/// Core Animation's transaction property keys.
public let kCATransactionAnimationDuration = TransactionKey.animationDuration
public let kCATransactionDisableActions = TransactionKey.disableActions
public let kCATransactionAnimationTimingFunction = TransactionKey.animationTimingFunction
public let kCATransactionCompletionBlock = TransactionKey.completionBlock

