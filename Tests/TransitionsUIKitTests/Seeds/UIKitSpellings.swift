// More everyday UIKit spellings, written as for iOS (found by compiling typical transition code
// against TransitionsUIKit): this file must compile with only the import changed, and
// UIKitIdiomsTests runs its delegate under the checker. `probeSpellings` is compiled, not run:
// it touches API whose effect the other tests check.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif
import Foundation

final class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var isPresenting = true
    var originFrame = CGRect.zero
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        guard isPresenting else {
            // Dismissal: only the presented view moves; the presenter's view is not ours to touch
            // when the context does not hand it over (view(forKey: .to) == nil for .custom).
            let fromView = transitionContext.view(forKey: .from)
            if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
                containerView.insertSubview(toView, at: 0)  // a pop, a full-screen dismissal
            }
            UIView.animate(withDuration: duration, animations: {
                fromView?.alpha = 0
                fromView?.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    fromView?.alpha = 1
                    fromView?.transform = .identity
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.isEmpty ? containerView.bounds : final
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(toView)
        containerView.bringSubviewToFront(toView)
        let origin = originFrame.isEmpty ? toView.frame.insetBy(dx: toView.frame.width / 4, dy: toView.frame.height / 4) : originFrame
        toView.transform = CGAffineTransform(scaleX: origin.width / max(toView.frame.width, 1), y: origin.height / max(toView.frame.height, 1))
            .concatenating(CGAffineTransform(translationX: origin.midX - toView.frame.midX, y: origin.midY - toView.frame.midY))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        toView.layer.transform = CATransform3DRotate(perspective, .pi / 8, 0, 1, 0)
        toView.layer.shadowPath = UIBezierPath(roundedRect: toView.bounds, cornerRadius: 12).cgPath
        let dimming = UIView(frame: containerView.bounds)
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimming.alpha = 0
        containerView.insertSubview(dimming, belowSubview: toView)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.3, options: .curveEaseOut, animations: {
            toView.transform = .identity
            toView.layer.transform = CATransform3DIdentity
            dimming.alpha = 1
        }) { _ in
            dimming.removeFromSuperview()
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// Compiled, not run: spellings of the API around transitions.
func probeSpellings(_ transitionContext: UIViewControllerContextTransitioning, originFrame: CGRect) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from),
              let toView = transitionContext.view(forKey: .to) ?? toVC.view else { return }
        let initial = transitionContext.initialFrame(for: fromVC)
        let final = transitionContext.finalFrame(for: toVC)
        toView.translatesAutoresizingMaskIntoConstraints = true
        containerView.insertSubview(toView, belowSubview: fromVC.view)
        containerView.insertSubview(toView, aboveSubview: fromVC.view)
        containerView.insertSubview(toView, at: 0)
        containerView.sendSubviewToBack(toView)
        toView.transform = CGAffineTransform(translationX: initial.midX - final.midX, y: 0)
        toView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        toView.layer.zPosition = 1
        toView.layer.borderWidth = 1
        toView.layer.borderColor = UIColor.red.cgColor
        toView.layer.shadowRadius = 8
        toView.layer.shadowPath = nil
        toView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        toView.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        toView.backgroundColor = .clear
        toView.tag = 42
        _ = containerView.viewWithTag(42)
        toView.contentMode = .scaleAspectFill
        toView.isOpaque = false
        toView.tintColor = .systemBlue
        var t3 = CATransform3DIdentity
        t3 = CATransform3DScale(t3, 0.9, 0.9, 1)
        t3 = CATransform3DTranslate(t3, 10, 0, 0)
        toView.layer.transform = t3
        toView.layer.opacity = 1
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = containerView.bounds
        let image = UIImageView(frame: originFrame)
        image.contentMode = .scaleAspectFit
        image.image = UIImage(named: "photo")
        let label = UILabel(frame: .zero)
        label.text = "Title"
        label.font = .boldSystemFont(ofSize: 17)
        label.textAlignment = .center
        containerView.addSubview(image)
        let rect = containerView.convert(originFrame, to: toView)
        _ = rect.insetBy(dx: 10, dy: 10).offsetBy(dx: 1, dy: 1).applying(.identity)
        _ = containerView.convert(CGPoint.zero, from: toView)
        _ = containerView.frame.intersects(rect) && containerView.bounds.contains(CGPoint(x: 1, y: 1))
        toView.layoutIfNeeded()
        toView.setNeedsLayout()
        _ = transitionContext.isAnimated && transitionContext.isInteractive
        _ = transitionContext.presentationStyle == .custom
        _ = transitionContext.targetTransform
}

final class ProbeInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
    weak var viewController: UIViewController?
    func handle(_ sender: UIPanGestureRecognizer) {
        guard let view = sender.view else { return }
        let translation = sender.translation(in: view)
        let verticalMovement = translation.y / view.bounds.height
        let downwardMovement = fmaxf(Float(verticalMovement), 0.0)
        let downwardMovementPercent = fminf(downwardMovement, 1.0)
        let progress = CGFloat(downwardMovementPercent)
        let velocity = sender.velocity(in: view)
        switch sender.state {
        case .began:
            hasStarted = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            shouldFinish = progress > 0.3 || velocity.y > 1000
            update(progress)
        case .cancelled, .failed:
            hasStarted = false
            cancel()
        case .ended:
            hasStarted = false
            shouldFinish ? finish() : cancel()
        default:
            break
        }
        sender.setTranslation(.zero, in: view)
        _ = sender.location(in: view)
        _ = sender.numberOfTouches
    }
}

final class ProbePresentation: UIPresentationController {
    private let dimmingView = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        var frame = containerView.bounds
        frame.size.height = containerView.bounds.height * 0.6
        frame.origin.y = containerView.bounds.height - frame.size.height
        return frame
    }
    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { context in
            self.dimmingView.alpha = 0
            _ = context.isCancelled
            _ = context.percentComplete
        }, completion: { context in
            _ = context.isCancelled
        })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        presentedView?.layer.cornerRadius = 16
    }
    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
    }
    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { false }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height * 0.6)
    }
}

final class ProbeViewController: UIViewController, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let interactor = ProbeInteractor()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationController?.delegate = self
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        navigationController?.setNavigationBarHidden(true, animated: false)
        _ = navigationController?.viewControllers.count
        _ = navigationController?.topViewController
        title = "Probe"
        preferredContentSize = CGSize(width: 300, height: 400)
        definesPresentationContext = true
        providesPresentationContextTransitionStyle = true
        modalPresentationCapturesStatusBarAppearance = true
        setNeedsStatusBarAppearanceUpdate()
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }

    func presentDetail() {
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.modalTransitionStyle = .crossDissolve
        detail.transitioningDelegate = self
        detail.modalPresentationStyle = .overFullScreen
        detail.modalPresentationStyle = .overCurrentContext
        detail.modalPresentationStyle = .fullScreen
        detail.modalPresentationStyle = .pageSheet
        detail.isModalInPresentation = true
        present(detail, animated: true) { }
        _ = presentedViewController
        _ = detail.presentingViewController
        _ = isBeingPresented || isBeingDismissed || isMovingToParent || isMovingFromParent
    }

    func addChildFlow(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        _ = children.first
        _ = child.parent
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { ProbeAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { ProbeAnimator() }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interactor.hasStarted ? interactor : nil }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        ProbePresentation(presentedViewController: presented, presenting: presenting)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return ProbeAnimator()
        case .pop: return ProbeAnimator()
        case .none: return nil
        @unknown default: return nil
        }
    }
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

func probePropertyAnimator(_ view: UIView) {
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.alpha = 0 }
    animator.addAnimations({ view.center.x += 10 }, delayFactor: 0.2)
    animator.addCompletion { position in
        switch position {
        case .end: view.alpha = 1
        case .start: break
        case .current: break
        @unknown default: break
        }
    }
    animator.startAnimation(afterDelay: 0.1)
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.scrubsLinearly = false
    animator.pausesOnCompletion = false
    animator.isUserInteractionEnabled = true
    animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1)), durationFactor: 0.5)
    if animator.state == .active && animator.isRunning && animator.isInterruptible { animator.stopAnimation(false) }
    animator.finishAnimation(at: .end)
    let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    _ = UIViewPropertyAnimator(duration: 1, timingParameters: cubic)
    _ = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1), animations: nil)
    _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: { view.alpha = 0.5 }, completion: nil)
    UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { view.alpha = 1 }, completion: nil)
    UIView.performWithoutAnimation { view.alpha = 1 }
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    view.addGestureRecognizer(edge)
    let pinch = UIPinchGestureRecognizer()
    _ = pinch.scale
    view.removeGestureRecognizer(pinch)
    _ = view.gestureRecognizers?.count
    _ = UIScreen.main.bounds.width * UIScreen.main.scale
    _ = view.safeAreaInsets.top + view.layoutMargins.left
    _ = view.window?.rootViewController
    _ = UIApplication.shared.keyWindow
}

/// The probe's delegate for the checker: ProbeAnimator both ways, ProbePresentation for .custom.
final class ProbeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ProbeAnimator()
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ProbeAnimator()
        animator.isPresenting = false
        return animator
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        ProbePresentation(presentedViewController: presented, presenting: presenting)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ProbeAnimator()
        animator.isPresenting = operation == .push
        return operation == .none ? nil : animator
    }
}
