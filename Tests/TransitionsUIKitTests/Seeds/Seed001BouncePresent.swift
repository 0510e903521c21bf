// Seeds 001/002: bounce-present from the top (1 s, damping 0.4), and a pull-down dismissal driven
// by a UIPercentDrivenInteractiveTransition subclass that finishes only past 50 % and, as seed
// 002 does, completes at `1 − percentComplete` speed. Written for UIKit; on Linux the import and
// the gesture recognizer's target-action line differ.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

final class LNBouncesAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1.0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let screenBounds = UIScreen.main.bounds
        let initFrame = screenBounds.offsetBy(dx: 0.0, dy: -screenBounds.height)
        let finalFrame = CGRect(x: 0.0, y: 0.0, width: screenBounds.width, height: screenBounds.height)
        toVC.view.frame = initFrame
        transitionContext.containerView.addSubview(toVC.view)
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.40, initialSpringVelocity: 0.0, options: .curveLinear,
            animations: { toVC.view.frame = finalFrame }
        ) { _ in
            transitionContext.completeTransition(true)
        }
    }
}

final class LNNormalAnimatedTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        let finalFrame = fromVC.view.frame.offsetBy(dx: 0, dy: containerView.bounds.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromVC.view.frame = finalFrame
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class LNSwipeUpPercentDrivenInteractiveTransition: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
    private var shouldComplete = false
    private weak var presentingVC: UIViewController?

    override var completionSpeed: CGFloat {
        get { 1 - percentComplete }
        set { super.completionSpeed = newValue }
    }

    func wireToViewController(viewController: UIViewController) {
        presentingVC = viewController
        #if canImport(UIKit)
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(_:)))
        #else
            let pan = UIPanGestureRecognizer(target: self) { [unowned self] in self.handlePanGesture($0) }
        #endif
        viewController.view.addGestureRecognizer(pan)
    }

    #if canImport(UIKit)
        @objc private func handlePanGesture(_ recognizer: UIPanGestureRecognizer) { handle(recognizer) }
    #else
        private func handlePanGesture(_ recognizer: UIPanGestureRecognizer) { handle(recognizer) }
    #endif

    private func handle(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view?.superview)
        switch recognizer.state {
        case .began:
            isInteracting = true
            presentingVC?.dismiss(animated: true)
        case .changed:
            var fraction = translation.y / 834.0
            fraction = min(max(fraction, 0.0), 1.0)
            shouldComplete = fraction > 0.5
            update(fraction)
        case .ended, .cancelled:
            isInteracting = false
            if !shouldComplete || recognizer.state == .cancelled { cancel() } else { finish() }
        default:
            break
        }
    }
}

/// The presenting side (seed 001's first view controller): vends the animators and, while the
/// pull-down runs, the interactor.
final class LNTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let presentingAnimation = LNBouncesAnimatedTransitioning()
    private let dismissingAnimation = LNNormalAnimatedTransition()
    let transitionController = LNSwipeUpPercentDrivenInteractiveTransition()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { presentingAnimation }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissingAnimation }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        transitionController.isInteracting ? transitionController : nil
    }
}
