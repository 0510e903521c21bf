// Everyday UIKit transition idioms, written as for iOS: this file must compile with only the
// import changed (the build is the test), and UIKitIdiomsTests runs it under the checker.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

final class FlipZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        guard let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to),
            let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)
        else { return }
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)
        let fromView = transitionContext.view(forKey: UITransitionContextViewKey.from)
        if presenting, let toView {
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(toView)
            containerView.bringSubviewToFront(toView)
            toView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1).rotated(by: .pi / 8)
            toView.alpha = 0
            toView.layer.cornerRadius = 12
            toView.layer.masksToBounds = true
            toView.clipsToBounds = true
            toView.layer.shadowOpacity = 0.3
            toView.layer.shadowOffset = CGSize(width: 0, height: 4)
            toView.layer.shadowColor = UIColor.black.cgColor
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {
                    toView.alpha = 1
                }
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) {
                    toView.transform = .identity
                }
            }, completion: { _ in
                toView.layer.cornerRadius = 0
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        } else if let fromView {
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)!
            snapshot.frame = containerView.convert(fromView.frame, from: fromView.superview)
            containerView.addSubview(snapshot)
            fromView.isHidden = true
            snapshot.layer.transform = CATransform3DMakeRotation(CGFloat.pi / 2, 0, 1, 0)
            snapshot.layer.transform = CATransform3DIdentity
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn, .allowUserInteraction, .beginFromCurrentState], animations: {
                snapshot.alpha = 0
                snapshot.transform = CGAffineTransform.identity.scaledBy(x: 0.5, y: 0.5)
            }, completion: { finished in
                _ = finished
                snapshot.removeFromSuperview()
                fromView.isHidden = false
                _ = fromVC
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8)
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let width = container.bounds.width
        if let toView {
            if let fromView, fromView.superview === container { container.insertSubview(toView, aboveSubview: fromView) } else { container.addSubview(toView) }
            toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        }
        animator.addAnimations {
            toView?.frame = container.bounds
            fromView?.frame = container.bounds.offsetBy(dx: -width / 3, dy: 0)
        }
        animator.addAnimations({ fromView?.alpha = 0.8 }, delayFactor: 0.2)
        animator.addCompletion { position in
            fromView?.frame = container.bounds
            fromView?.alpha = 1
            if position != .end { toView?.removeFromSuperview() }
            transitionContext.completeTransition(position == .end)
        }
        animator.startAnimation()
    }
}

final class IdiomsTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { FlipZoomAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipZoomAnimator(presenting: false)
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? SpringSlideAnimator() : nil
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        BlurPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A presented card that pauses and scrubs its own layer, as some apps do.
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        modalTransitionStyle = .crossDissolve
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.tag = 7
        view.addSubview(badge)
        _ = view.viewWithTag(7)
        let now = badge.layer.convertTime(CACurrentMediaTime(), from: nil)
        badge.layer.speed = 0
        badge.layer.timeOffset = now
        badge.layer.speed = 1
        badge.layer.timeOffset = 0
        badge.layer.beginTime = 0
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { context in _ = context.isCancelled }, completion: nil)
    }
}

/// A blurred, tap-to-dismiss presentation controller with rounded top corners.
final class BlurPresentationController: UIPresentationController {
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blur.frame = containerView.bounds
        blur.alpha = 0
        containerView.insertSubview(blur, at: 0)
        #if canImport(UIKit)
            blur.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        #else
            blur.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in self.tapped() })
        #endif
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        UIView.animate(springDuration: 0.4, bounce: 0.2, animations: { self.blur.alpha = 1 })
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let inset = containerView.safeAreaInsets.bottom
        return CGRect(x: 0, y: containerView.bounds.height * 0.3, width: containerView.bounds.width, height: containerView.bounds.height * 0.7 - inset)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blur.removeFromSuperview() }
    }

    #if canImport(UIKit)
        @objc private func tapped() { presentedViewController.dismiss(animated: true) }
    #else
        private func tapped() { presentedViewController.dismiss(animated: true) }
    #endif
}
