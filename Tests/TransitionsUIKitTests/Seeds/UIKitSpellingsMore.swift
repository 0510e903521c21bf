// Compiled, not run (the build is the test): more spellings around transitions — layer corner
// curves, presentation layers, CATransaction, container child swaps, interactive-transition
// timing curves. Their effects are checked in UIKitSpellingsTests.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif
import Foundation

func probeSpellingsMore(_ view: UIView, _ vc: UIViewController, _ context: UIViewControllerContextTransitioning) {
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.frame.origin.y += 10
    view.transform = CGAffineTransform.identity.translatedBy(x: 0, y: 10).scaledBy(x: 1, y: 1)
    _ = view.transform.isIdentity
    _ = view.transform.inverted()
    UIView.animate(withDuration: 0.3) { view.alpha = 0.0 }
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { _ in }
    UIView.animate(withDuration: 0.3, delay: 0.1, options: UIView.AnimationOptions(rawValue: 0), animations: { view.alpha = 1 })
    UIView.setAnimationsEnabled(true)
    _ = UIView.areAnimationsEnabled
    view.layer.removeAllAnimations()
    _ = view.layer.presentation()?.opacity
    _ = view.layer.speed
    view.superview?.bringSubviewToFront(view)
    view.subviews.forEach { $0.removeFromSuperview() }
    _ = UIApplication.shared.windows.first
    _ = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    _ = view.bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    _ = pan.state == .possible
    CATransaction.begin()
    CATransaction.setCompletionBlock { }
    CATransaction.setAnimationDuration(0.3)
    CATransaction.commit()
    vc.transition(from: vc, to: vc, duration: 0.3, options: .transitionCrossDissolve, animations: {}, completion: { _ in })
    vc.view.window?.layer.speed = 1
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.pause()
    interactor.timingCurve = nil
    _ = interactor.percentComplete
    context.pauseInteractiveTransition()
    _ = context.viewController(forKey: .from)?.view.frame
    let nav = UINavigationController(rootViewController: vc)
    nav.modalPresentationStyle = .fullScreen
    _ = nav.popToRootViewController(animated: true)
    let a = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
    a.addAnimations { view.alpha = 0 }
    a.startAnimation()
    let s = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    _ = s
    _ = UIScreen.main.bounds.height
}
