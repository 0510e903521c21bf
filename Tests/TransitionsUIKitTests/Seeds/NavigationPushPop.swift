// A navigation push/pop animator, a property-animator (interruptible) variant with keyframes and
// a snapshot, and the navigation delegate that vends them — written for UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

final class FadeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0.5
        }
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                if self.operation == .push {
                    toView.transform = .identity
                    fromView.alpha = 0.5
                } else {
                    fromView.transform = CGAffineTransform(translationX: width, y: 0)
                    toView.alpha = 1
                }
            }
        }) { _ in
            fromView.transform = .identity
            fromView.alpha = 1
            toView.transform = .identity
            toView.alpha = 1
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// An interruptible pop: one property animator for the whole transition, with a snapshot of the
/// outgoing view sliding away.
final class InterruptiblePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
        }
        let snapshot = fromView?.snapshotView(afterScreenUpdates: false)
        if let snapshot, let fromView {
            snapshot.frame = fromView.frame
            container.addSubview(snapshot)
            fromView.isHidden = true
        }
        let width = container.bounds.width
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: UICubicTimingParameters(animationCurve: .easeOut))
        propertyAnimator.addAnimations {
            snapshot?.transform = CGAffineTransform(translationX: width, y: 0)
        }
        propertyAnimator.addCompletion { position in
            snapshot?.removeFromSuperview()
            fromView?.isHidden = false
            let completed = position == .end
            if !completed { toView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class NavigationTransitions: NSObject, UINavigationControllerDelegate {
    var interactivePop: UIPercentDrivenInteractiveTransition?

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop && interactivePop != nil ? InterruptiblePopAnimator() : FadeSlideAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactivePop }
}

/// A pushed page with its own screen-edge pan that pops interactively.
final class DetailViewController: UIViewController {
    private var transitions: NavigationTransitions? { navigationController?.delegate as? NavigationTransitions }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        #if canImport(UIKit)
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdge(_:)))
        #else
            let edge = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] in self.handleEdge($0) }
        #endif
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    #if canImport(UIKit)
        @objc private func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) { handle(gesture) }
    #else
        private func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) { handle(gesture) }
    #endif

    private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            // A second swipe while the last one is still settling must not pop again.
            guard navigationController?.transitionCoordinator == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            transitions?.interactivePop = interaction
            navigationController?.popViewController(animated: true)
        case .changed:
            transitions?.interactivePop?.update(progress)
        case .ended, .cancelled:
            guard transitions?.interactivePop != nil else { return }
            let velocity = gesture.velocity(in: view).x
            if gesture.state == .ended && (progress > 0.5 || velocity > 800) {
                transitions?.interactivePop?.finish()
            } else {
                transitions?.interactivePop?.cancel()
            }
            transitions?.interactivePop = nil
        default:
            break
        }
    }
}
