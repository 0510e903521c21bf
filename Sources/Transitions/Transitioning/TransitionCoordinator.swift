import Foundation

/// `UIViewControllerTransitionCoordinator`: lets other code run animations alongside a transition
/// and learn how it ended.
///
/// Alongside animations registered before the animator starts (typically in viewWillAppear) run
/// when it starts, in an animation block with the transition's duration; registered later, they
/// run at once. Completions run after the context completes, in registration order.
public final class TransitionCoordinator {
    /// The transition (nil once it has completed and been released).
    public private(set) weak var context: TransitionContext?

    init(_ context: TransitionContext) { self.context = context }

    public var isAnimated: Bool { context?.isAnimated ?? false }
    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    public var containerView: View? { context?.containerView }
    public func viewController(forKey key: TransitionKey) -> ViewController? { context?.viewController(forKey: key) }
    /// `UIViewControllerTransitionCoordinatorContext`'s other members.
    public func view(forKey key: TransitionKey) -> View? { context?.view(forKey: key) }
    public var initiallyInteractive: Bool { context?.isInteractive ?? false }
    /// Whether the animator is interruptible is not asked (asking would make it build one): false.
    public var isInterruptible: Bool { false }
    public var percentComplete: CGFloat { CGFloat(context?.percentComplete ?? 0) }
    public var transitionDuration: TimeInterval { context.map { $0.animator?.transitionDuration(using: $0) ?? 0 } ?? 0 }
    /// UIKit's values for a transition that finishes on its own (1, ease-in-out); the completion
    /// speed and curve of an interaction controller are not reported here.
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .fullScreen }
    public var targetTransform: AffineTransform2D { .identity }

    /// Returns false (and runs nothing) once the transition has completed, as UIKit does.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        guard let context, !context.isComplete else { return false }
        if let completion { context.alongsideCompletions.append { completion(self) } }
        guard let animation else { return true }
        if context.alongsideStarted {
            runAlongside(animation)
        } else {
            context.alongsideAnimations.append { [unowned self] in self.runAlongside(animation) }
        }
        return true
    }

    /// `notifyWhenInteractionChanges(_:)` (iOS 10): `handler` runs each time the transition
    /// stops being interactive (the interaction controller finished or cancelled it; read
    /// `isCancelled`) or becomes interactive again (paused). Nothing runs once it has completed.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        guard let context, !context.isComplete else { return }
        context.interactionChangeHandlers.append { [unowned self] in handler(self) }
    }

    /// `notifyWhenInteractionEnds(_:)` (deprecated in iOS 10 for the above): the same handler.
    public func notifyWhenInteractionEnds(_ handler: @escaping (TransitionCoordinator) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    private func runAlongside(_ animation: @escaping (TransitionCoordinator) -> Void) {
        guard let context else { return }
        let d = context.animator?.transitionDuration(using: context) ?? 0
        if context.isAnimated && d > 0 {
            context.simulation.animate(duration: d, curve: .easeInOut, animations: { animation(self) })
        } else {
            animation(self)
        }
    }
}

extension ViewController {
    /// The coordinator of the transition this controller takes part in, if one is in flight.
    public var transitionCoordinator: TransitionCoordinator? {
        var vc: ViewController? = self
        while let cur = vc {
            if let t = cur.activeTransition, !t.isComplete { return t.coordinator }
            if let p = cur.presentingViewController, let t = p.activeTransition, !t.isComplete { return t.coordinator }
            vc = cur.parent
        }
        return nil
    }
}
