import Foundation
import Testing
import TransitionsUIKit

// A container that runs its own transitions hands its children a coordinator of its own, as UIKit
// code does: a class adopting `UIViewControllerTransitionCoordinator`, returned from an override of
// `transitionCoordinator`. Children and their children ask `transitionCoordinator` as usual.

/// The container's coordinator: collects alongside animations and completions, runs them when
/// told.
private final class SwapCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isAnimated = true
    var presentationStyle: UIModalPresentationStyle = .custom
    var initiallyInteractive = false
    var isInterruptible = false
    var isInteractive = false
    var isCancelled = false
    var transitionDuration: TimeInterval = 0.25
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeOut
    var targetTransform: CGAffineTransform = .identity
    let containerView: UIView
    let from: UIViewController?
    let to: UIViewController

    init(container: UIView, from: UIViewController?, to: UIViewController) {
        containerView = container
        self.from = from
        self.to = to
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from?.view : key == .to ? to.view : nil
    }
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// Swaps one child for another with a cross-fade; while it runs, `transitionCoordinator` is its own.
private final class SwapContainer: UIViewController {
    private var current: SwapCoordinator?
    override var transitionCoordinator: UIViewControllerTransitionCoordinator? { current ?? super.transitionCoordinator }

    func show(_ next: UIViewController) {
        let previous = children.first
        let coordinator = SwapCoordinator(container: view, from: previous, to: next)
        current = coordinator
        previous?.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        next.view.alpha = 0
        view.addSubview(next.view)
        next.beginAppearanceTransition(true, animated: true)
        previous?.beginAppearanceTransition(false, animated: true)
        UIView.animate(withDuration: coordinator.transitionDuration, animations: {
            next.view.alpha = 1
            previous?.view.alpha = 0
            coordinator.alongside.forEach { $0(coordinator) }
        }, completion: { _ in
            previous?.view.removeFromSuperview()
            previous?.removeFromParent()
            next.didMove(toParent: self)
            next.endAppearanceTransition()
            previous?.endAppearanceTransition()
            self.current = nil
            coordinator.completions.forEach { $0(coordinator) }
        })
    }
}

/// A page that fades a badge in with whatever transition shows it.
private final class Page: UIViewController {
    let badge = UIView()
    var coordinatorSeen: UIViewControllerTransitionCoordinator?
    var finished: [Bool] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        badge.alpha = 0
        view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorSeen = transitionCoordinator
        transitionCoordinator?.animate(alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext) in
            self.badge.alpha = context.isCancelled ? 0 : 1
        }, completion: { context in
            self.finished.append(!context.isCancelled)
        })
    }
}

@Suite struct CustomCoordinatorTests {
    /// The child reaches the container's coordinator through the overridden property; its
    /// alongside animation runs in the container's animation block (animated: the badge reaches 1
    /// over the 0.25 s) and its completion after the swap.
    @Test func childrenReachTheirContainersOwnCoordinator() throws {
        try withUIKitStage { sim, root in
            let container = SwapContainer()
            root.addChild(container)
            container.view.frame = root.view.bounds
            root.view.addSubview(container.view)
            container.didMove(toParent: root)
            let page = Page()
            container.show(page)
            let seen = try #require(page.coordinatorSeen as? SwapCoordinator)
            #expect(seen.containerView === container.view && seen.viewController(forKey: .to) === page)
            #expect(page.badge.alpha == 1)  // the model value; the presentation layer moves over time
            sim.advance(by: 0.1)
            let midway = page.badge.layer.presentation()?.opacity ?? 1
            #expect(midway > 0 && midway < 1)
            #expect(page.finished.isEmpty)
            try sim.runUntilIdle()
            #expect(page.finished == [true])
            #expect(container.transitionCoordinator == nil && page.transitionCoordinator == nil)
        }
    }

    /// A grandchild (the page inside a navigation controller the container shows) asks its parent,
    /// which asks the container: the same coordinator.
    @Test func grandchildrenReachItThroughTheirParents() throws {
        try withUIKitStage { sim, root in
            let container = SwapContainer()
            root.addChild(container)
            root.view.addSubview(container.view)
            container.didMove(toParent: root)
            let page = Page()
            let nav = UINavigationController(rootViewController: page)
            container.show(nav)
            #expect(page.coordinatorSeen is SwapCoordinator)
            try sim.runUntilIdle()
            #expect(page.finished == [true])
        }
    }

    /// The model's coordinator answers every member of the protocol, through the protocol: the
    /// container view still after the transition completes, `animateAlongsideTransition(in:)` runs,
    /// and a completed coordinator refuses more work.
    @Test func theModelsCoordinatorThroughTheProtocol() throws {
        try withUIKitStage { sim, root in
            let modal = UIViewController()
            let outside = UIView()
            root.view.addSubview(outside)
            root.present(modal, animated: true)
            let coordinator: UIViewControllerTransitionCoordinator = try #require(modal.transitionCoordinator)
            var ran: [String] = []
            #expect(coordinator.animateAlongsideTransition(in: outside, animation: { _ in
                outside.alpha = 0.5
                ran.append("alongside")
            }))
            #expect(coordinator.animate(alongsideTransition: nil, completion: { c in ran.append(c.isCancelled ? "cancelled" : "done") }))
            #expect(coordinator.presentationStyle == modal.modalPresentationStyle)
            #expect(coordinator.viewController(forKey: .to) === modal)
            let container = coordinator.containerView
            try sim.runUntilIdle()
            #expect(ran == ["alongside", "done"] && outside.alpha == 0.5)
            #expect(coordinator.containerView === container)
            #expect(!coordinator.animate(alongsideTransition: { _ in ran.append("late") }))
            #expect(ran == ["alongside", "done"])
        }
    }
}
