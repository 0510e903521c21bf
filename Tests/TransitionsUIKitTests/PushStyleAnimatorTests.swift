import Foundation
import Testing
import TransitionsUIKit

// An animator written for navigation pushes, used for a full-screen presentation: it adds both
// controllers' views to the container each way. UIKit removes the presenter's view after the
// presentation and puts it back where it was after the dismissal.

private final class BothViews: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(from.view)
        transitionContext.containerView.addSubview(to.view)
        to.view.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { to.view.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class BothViewsDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { BothViews() }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { BothViews() }
}

@Suite struct PushStyleAnimatorTests {
    @Test func thePresentersViewReturnsAfterTheDismissal() throws {
        try withUIKitStage { sim, root in
            let window = try #require(root.view.window)
            let delegate = BothViewsDelegate()
            let modal = UIViewController()
            modal.modalPresentationStyle = .fullScreen
            modal.transitioningDelegate = delegate
            root.present(modal, animated: true)
            try sim.runUntilIdle()
            #expect(root.view.window == nil, "removed under a full-screen presentation")
            modal.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(root.view.superview === window && root.view.alpha == 1)
            #expect(root.presentedViewController == nil && sim.violations.isEmpty)
        }
    }
}
