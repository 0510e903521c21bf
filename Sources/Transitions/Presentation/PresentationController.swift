import Foundation
import Springs

/// `UIPresentationController`: owns the presented view's frame and the presentation's chrome.
open class PresentationController {
    public unowned let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
    /// The container view of the presentation (set when the transition starts).
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting: ViewController) {
        self.presentedViewController = presentedViewController
        presentingViewController = presenting
        simulation = presentedViewController.simulation
        simulation.census.registerOwned(self, .presentationController, name: "\(type(of: self)) of \(presentedViewController.title)")
    }

    /// For the census (the presented controller may be gone when this one is released).
    private let simulation: Simulation

    deinit { simulation.census.unregister(ObjectIdentifier(self)) }

    /// Whether the presenter's view is removed when the presentation completes. UIKit's
    /// `UIPresentationController` returns false; full-screen presentations return true.
    open var shouldRemovePresentersView: Bool { false }

    open var frameOfPresentedViewInContainerView: CGRect {
        CGRect(origin: .zero, size: containerView?.bounds.size ?? presentingViewController.view.bounds.size)
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
