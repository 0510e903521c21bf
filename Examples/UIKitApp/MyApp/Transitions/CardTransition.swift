// A card presentation written for UIKit, as an app ships it: this file is compiled unchanged on
// Linux by the UIKitSources plugin (see README, "Compile your UIKit files unchanged").
import UIKit
import Foundation

@objc protocol CardTransitionObserver: AnyObject {
    @objc optional func cardTransitionDidEnd(presenting: Bool)
    @objc optional func cardCornerRadius() -> CGFloat
    @objc optional var cardShadowOpacity: Float { get }
}

final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
    weak var observer: CardTransitionObserver?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        CardAnimator(presenting: true, observer: observer)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false, observer: observer)
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    weak var observer: CardTransitionObserver?

    init(presenting: Bool, observer: CardTransitionObserver?) {
        self.presenting = presenting
        self.observer = observer
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let offscreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            toVC.view.frame = offscreen
            // The observer's radius when it has one (an optional requirement), else 16.
            toVC.view.layer.cornerRadius = observer?.cardCornerRadius?() ?? 16
            // A shadow only when the observer asks for one (an optional property).
            if let opacity = observer?.cardShadowOpacity { toVC.view.layer.shadowOpacity = opacity }
            container.addSubview(toVC.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            if self.presenting {
                toVC.view.frame = transitionContext.finalFrame(for: toVC)
            } else {
                fromVC.view.frame = offscreen
            }
        }) { _ in
            // Completing from the main queue: on the simulation's clock here.
            DispatchQueue.main.async {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                self.observer?.cardTransitionDidEnd?(presenting: self.presenting)
            }
        }
    }
}

/// The presented card: a close button and a pan that dismisses it.
final class CardViewController: UIViewController {
    @IBOutlet weak var closeButton: UIButton?
    @objc dynamic var dismissCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        view.addSubview(button)
        closeButton = button
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @IBAction func close(_ sender: Any) {
        dismissCount += 1
        dismiss(animated: true)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        #if os(iOS)
        if pan.state == .ended, pan.translation(in: view).y > 100 {
            perform(#selector(close(_:)), with: pan, afterDelay: 0)
        }
        #else
        fatalError("not an iOS build")
        #endif
    }
}
