// A pull-down-to-dismiss sheet written for UIKit: a transitioning delegate vending a slide
// animator and a percent-driven interaction controller that the sheet's own pan recognizer
// drives. Fixture for `transit check` (compiled only through it).
import UIKit

final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool = true) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        if presenting {
            guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
            container.addSubview(toView)
            toView.frame = container.bounds.offsetBy(dx: 0, dy: height)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.frame = container.bounds
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                fromView.frame = container.bounds.offsetBy(dx: 0, dy: height)
            }, completion: { _ in
                // SHEET-COMPLETION
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

final class SheetInteraction: UIPercentDrivenInteractiveTransition {
    var isActive = false
}

final class SheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = SheetInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.isActive ? interaction : nil
    }
}

final class SheetViewController: UIViewController {
    private let transitioning = SheetTransitioning()

    init() {
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = transitioning
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        let height = max(view.bounds.height, 1)
        let progress = min(max(pan.translation(in: view).y / height, 0), 1)
        let interaction = transitioning.interaction
        switch pan.state {
        case .began:
            interaction.isActive = true
            dismiss(animated: true, completion: nil)
        case .changed:
            interaction.update(progress)
        case .ended:
            interaction.isActive = false
            if progress > 0.5 || pan.velocity(in: view).y > 800 { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            interaction.isActive = false
            interaction.cancel()
        default:
            break
        }
    }
}
