// Interactive spellings, written as for iOS: an interruptible animator (`interruptibleAnimator(using:)`
// building one property animator), a hand-written interaction controller, a percent-driven
// subclass overriding `completionSpeed`, a navigation controller subclass overriding push and pop
// and acting as its own delegate. UIKitSpellingsTests runs the navigation controller.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

final class P3Animator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let a = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            transitionContext.view(forKey: .from)?.frame.origin.x = 100
        }
        a.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator = a
        return a
    }
    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class P3Interaction: NSObject, UIViewControllerInteractiveTransitioning {
    var wantsInteractiveStart: Bool { true }
    var completionSpeed: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    weak var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        transitionContext.updateInteractiveTransition(0.1)
    }
    func finishNow() {
        context?.finishInteractiveTransition()
        context?.completeTransition(true)
    }
}

final class P3Interactor: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
    }
    override var completionSpeed: CGFloat {
        get { 1 - percentComplete }
        set { super.completionSpeed = newValue }
    }
    func handle(_ g: UIScreenEdgePanGestureRecognizer) {
        let x = g.translation(in: g.view!).x
        let p = min(max(x / (g.view?.bounds.width ?? 1), 0), 1)
        switch g.state {
        case .began, .changed: update(p)
        case .ended: g.velocity(in: g.view).x > 0 || p > 0.5 ? finish() : cancel()
        default: cancel()
        }
    }
}

final class P3Nav: UINavigationController, UINavigationControllerDelegate {
    let interactor = P3Interactor()
    var interactive = false
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let edge = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] in self.interactor.handle($0 as! UIScreenEdgePanGestureRecognizer) }
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }
    var pushes = 0, pops = 0
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? {
        pops += 1
        return super.popViewController(animated: animated)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { P3Animator() }
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interactive ? interactor : nil }
}

final class P3Child: UIViewController {
    override func loadView() { view = UIView() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    required init?(coder: NSCoder) { fatalError() }
    init() { super.init(nibName: nil, bundle: nil) }
}
