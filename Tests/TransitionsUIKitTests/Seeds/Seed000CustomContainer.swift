// Seed 000 (objc.io issue 12): a custom container with third-party animators and its own
// transition context, written for UIKit. Only the import differs on Linux.
#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

protocol ContainerViewControllerDelegate: AnyObject {
    func containerViewController(_ containerViewController: ContainerViewController, didSelect viewController: UIViewController)
    func containerViewController(
        _ containerViewController: ContainerViewController, animationControllerForTransitionFrom fromViewController: UIViewController,
        to toViewController: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

final class ContainerViewController: UIViewController {
    private(set) var viewControllers: [UIViewController]
    weak var delegate: ContainerViewControllerDelegate?
    private var privateButtonsView: UIView!
    private var privateContainerView: UIView!

    var selectedViewController: UIViewController? {
        didSet { if oldValue !== selectedViewController { transition(to: selectedViewController, from: oldValue) } }
    }

    init(viewControllers: [UIViewController]) {
        self.viewControllers = viewControllers
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let rootView = UIView()
        rootView.backgroundColor = .black
        privateContainerView = UIView()
        privateContainerView.backgroundColor = .black
        rootView.addSubview(privateContainerView)
        privateButtonsView = UIView()
        rootView.addSubview(privateButtonsView)
        view = rootView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = UIScreen.main.bounds
        privateContainerView.frame = view.bounds
        privateButtonsView.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
        selectedViewController = selectedViewController ?? viewControllers.first
    }

    /// A tap on the button of the child at `index`.
    func buttonTapped(_ index: Int) {
        guard privateButtonsView.isUserInteractionEnabled, viewControllers.indices.contains(index) else { return }
        selectedViewController = viewControllers[index]
    }

    private func transition(to toViewController: UIViewController?, from fromViewController: UIViewController?) {
        guard let toViewController, toViewController !== fromViewController, isViewLoaded else { return }
        let toView: UIView = toViewController.view
        toView.frame = privateContainerView.bounds
        fromViewController?.willMove(toParent: nil)
        addChild(toViewController)
        guard let fromViewController else {
            privateContainerView.addSubview(toView)
            toViewController.didMove(toParent: self)
            return
        }
        let animator =
            delegate?.containerViewController(self, animationControllerForTransitionFrom: fromViewController, to: toViewController)
            ?? PrivateAnimatedTransition()
        let fromIndex = viewControllers.firstIndex { $0 === fromViewController } ?? 0
        let toIndex = viewControllers.firstIndex { $0 === toViewController } ?? 0
        let transitionContext = PrivateTransitionContext(from: fromViewController, to: toViewController, goingRight: toIndex > fromIndex)
        transitionContext.isAnimated = true
        transitionContext.isInteractive = false
        transitionContext.completionBlock = { didComplete in
            fromViewController.view.removeFromSuperview()
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
            animator.animationEnded?(didComplete)
            self.privateButtonsView.isUserInteractionEnabled = true
        }
        privateButtonsView.isUserInteractionEnabled = false
        animator.animateTransition(using: transitionContext)
    }
}

final class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
    var completionBlock: ((Bool) -> Void)?
    var isAnimated = false
    var isInteractive = false
    let presentationStyle: UIModalPresentationStyle = .custom
    let containerView: UIView
    var transitionWasCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let disappearingFromRect: CGRect, appearingFromRect: CGRect, disappearingToRect: CGRect, appearingToRect: CGRect

    init(from fromViewController: UIViewController, to toViewController: UIViewController, goingRight: Bool) {
        containerView = fromViewController.view.superview!
        viewControllers = [.from: fromViewController, .to: toViewController]
        let travelDistance = goingRight ? -containerView.bounds.width : containerView.bounds.width
        disappearingFromRect = containerView.bounds
        appearingToRect = containerView.bounds
        disappearingToRect = containerView.bounds.offsetBy(dx: travelDistance, dy: 0)
        appearingFromRect = containerView.bounds.offsetBy(dx: -travelDistance, dy: 0)
        super.init()
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === self.viewController(forKey: .from) ? disappearingFromRect : appearingFromRect
    }
    func finalFrame(for viewController: UIViewController) -> CGRect {
        viewController === self.viewController(forKey: .from) ? disappearingToRect : appearingToRect
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { viewControllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { viewControllers[key]?.view }
    func completeTransition(_ didComplete: Bool) { completionBlock?(didComplete) }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}

final class PrivateAnimatedTransition: NSObject, UIViewControllerAnimatedTransitioning {
    private let childViewPadding: CGFloat = 16
    private let damping: CGFloat = 0.75
    private let initialSpringVelocity: CGFloat = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let fromViewController = transitionContext.viewController(forKey: .from)
        else { return }
        let goingRight = transitionContext.initialFrame(for: toViewController).origin.x < transitionContext.finalFrame(for: toViewController).origin.x
        let travelDistance = transitionContext.containerView.bounds.width + childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        toViewController.view.transform = travel.inverted()
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: damping,
            initialSpringVelocity: initialSpringVelocity, options: [],
            animations: {
                fromViewController.view.transform = travel
                fromViewController.view.alpha = 0
                toViewController.view.transform = .identity
                toViewController.view.alpha = 1
            },
            completion: { _ in
                fromViewController.view.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
