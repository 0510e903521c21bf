import Foundation

/// The model's `UIViewControllerTransitionCoordinator`: lets other code run animations alongside
/// a transition and learn how it ended.
///
/// Alongside animations registered before the animator starts (typically in viewWillAppear) run
/// when it starts, in an animation block with the transition's duration; registered later, they
/// run at once. Completions run after the context completes, in registration order.
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    /// The transition (nil once it has completed and been released).
    public private(set) weak var context: TransitionContext?

    /// The context's container view, kept so that it can be answered after the context is
    /// released (UIKit's coordinator keeps its context alive; the model's does not).
    public let containerView: View

    init(_ context: TransitionContext) {
        self.context = context
        containerView = context.containerView
    }

    public var isAnimated: Bool { context?.isAnimated ?? false }
    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
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
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .fullScreen }
    public var targetTransform: AffineTransform2D { .identity }

    /// Returns false (and runs nothing) once the transition has completed, as UIKit does.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
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

    /// `animateAlongsideTransition(in:animation:completion:)`: the model animates every view the
    /// same way, inside the container or not, so this is `animate(alongsideTransition:completion:)`.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// `notifyWhenInteractionChanges(_:)` (iOS 10): `handler` runs each time the transition
    /// stops being interactive (the interaction controller finished or cancelled it; read
    /// `isCancelled`) or becomes interactive again (paused). Nothing runs once it has completed.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        guard let context, !context.isComplete else { return }
        context.interactionChangeHandlers.append { [unowned self] in handler(self) }
    }

    /// `notifyWhenInteractionEnds(_:)` (deprecated in iOS 10 for the above): the same handler.
    public func notifyWhenInteractionEnds(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    private func runAlongside(_ animation: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        guard let context else { return }
        let d = context.animator?.transitionDuration(using: context) ?? 0
        if context.isAnimated && d > 0 {
            context.simulation.animate(duration: d, curve: .easeInOut, animations: { animation(self) })
        } else {
            animation(self)
        }
    }
}
