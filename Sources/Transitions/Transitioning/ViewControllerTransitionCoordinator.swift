import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what alongside animations and completion
/// handlers learn of the transition they run with.
///
/// A protocol, as in UIKit, so a container of yours can hand its children a coordinator of its
/// own (return it from an override of `transitionCoordinator`); the model's transitions vend
/// `TransitionCoordinator`.
public protocol ViewControllerTransitionCoordinatorContext: SelectorPerforming {
    var isAnimated: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: View.AnimationCurve { get }
    func viewController(forKey key: TransitionKey) -> ViewController?
    func view(forKey key: TransitionKey) -> View?
    var containerView: View { get }
    var targetTransform: AffineTransform2D { get }
}

/// `UIViewControllerTransitionCoordinator`: runs animations alongside a transition and reports
/// how it ended.
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animations and `completion` after it completes;
    /// false when nothing will run (the transition has already completed).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of a view outside the transition's container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionEnds(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:)`: UIKit's default `nil` completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:)`: UIKit's default `nil` completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
