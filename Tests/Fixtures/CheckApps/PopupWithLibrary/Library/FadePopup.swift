import UIKit

/// What a controller shown by `FadePopup` provides.
public protocol FadePopupContent: AnyObject {
    var card: UIView { get }
}

/// A small popup library: presents a controller over the current context with a fade and a
/// scale of its card, and dismisses it the same way.
public final class FadePopup: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var presenting = true

    public static let shared = FadePopup()

    public static func show(_ popup: UIViewController & FadePopupContent, from presenter: UIViewController) {
        popup.modalPresentationStyle = .overCurrentContext
        popup.transitioningDelegate = shared
        presenter.present(popup, animated: true)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        self.presenting = true
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let popup = transitionContext.viewController(forKey: key), let content = popup as? FadePopupContent else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            popup.view.frame = transitionContext.finalFrame(for: popup)
            transitionContext.containerView.addSubview(popup.view)
            popup.view.alpha = 0
            content.card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }
        let presenting = self.presenting
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            popup.view.alpha = presenting ? 1 : 0
            content.card.transform = presenting ? .identity : CGAffineTransform(scaleX: 0.8, y: 0.8)
        }, completion: { _ in
            if !presenting { content.card.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
