import Foundation
import Testing
import TransitionsUIKit

// Apple's custom-presentation pattern: the presentation controller wraps the presented view (a
// rounded, shadowed wrapper) and returns the wrapper as `presentedView`; the animator adds
// `view(forKey: .to)` — the wrapper — to the container.

private final class WrappingPresentation: UIPresentationController {
    private var wrapper: UIView?
    override var presentedView: UIView? { wrapper }
    override func presentationTransitionWillBegin() {
        let w = UIView(frame: frameOfPresentedViewInContainerView)
        w.layer.cornerRadius = 16
        let content = super.presentedView!
        content.frame = w.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        w.addSubview(content)
        wrapper = w
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { if completed { wrapper = nil } }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
}

private final class WrapperAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let v = transitionContext.view(forKey: key) else { return }
        if presenting { transitionContext.containerView.addSubview(v) }
        UIView.animate(withDuration: 0.3, animations: { v.alpha = self.presenting ? 1 : 0 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class WrapperDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    { WrappingPresentation(presentedViewController: presented, presenting: presenting) }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { WrapperAnimator(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        WrapperAnimator(presenting: false)
    }
}

@Suite struct WrappedPresentedViewTests {
    @Test(arguments: [true, false]) func theAnimatorGetsTheWrapper(animated: Bool) throws {
        try withUIKitStage { sim, root in
            let delegate = WrapperDelegate()
            let modal = UIViewController()
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            root.present(modal, animated: animated)
            try sim.runUntilIdle()
            let wrapper = try #require(modal.presentationController?.presentedView)
            #expect(wrapper !== modal.view && modal.view.superview === wrapper)
            #expect(wrapper.window != nil && wrapper.layer.cornerRadius == 16)
            #expect(modal.view.frame.size == wrapper.bounds.size)
            modal.dismiss(animated: animated)
            try sim.runUntilIdle()
            #expect(modal.view.window == nil && root.presentedViewController == nil && sim.violations.isEmpty)
        }
    }
}
