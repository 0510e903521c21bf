import Foundation
import Springs

/// `UIContentContainer`: what view controllers and presentation controllers are to each other
/// when sizes are negotiated (rotation and size classes are not modelled).
public protocol ContentContainer: SelectorPerforming {
    var preferredContentSize: CGSize { get }
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: a child controller whose view
    /// is laid out with Auto Layout now fits another size.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
}

extension ContentContainer {
    public func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}
}

/// `UIPresentationController`: owns the presented view's frame and the presentation's chrome.
open class PresentationController: ContentContainer, KeyValueStringObserver {
    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`, as on every
    /// UIKit `NSObject`): subclasses that observe string keys override it.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// The presented controller. UIKit's presentation controller keeps both of its controllers,
    /// so an app that keeps its presentation controller after the dismissal (a delegate's
    /// `currentPresentationController`) keeps them too. Here it refers to them weakly while the
    /// presented controller holds it (during the presentation, or a popover's made on demand)
    /// and strongly once the presentation is over — the same lifetimes without a cycle.
    public var presentedViewController: ViewController { presentedRef! }
    /// The presenting controller (the one `present` was called on, once the presentation starts).
    public internal(set) var presentingViewController: ViewController {
        get { presentingRef ?? presentedRef! }
        set {
            presentingRef = newValue
            if !held.isEmpty { held = [presentedViewController, newValue] }
        }
    }
    private weak var presentedRef: ViewController?
    private weak var presentingRef: ViewController?
    /// The controllers held strongly once the presentation is over (`holdControllers`).
    private var held: [ViewController] = []

    /// The presentation is over and the presented controller let go of this one: it keeps its
    /// controllers from now on (for as long as the app keeps it).
    package func holdControllers() { held = [presentedViewController, presentingViewController] }

    /// The container view of the presentation (set when the transition starts).
    public internal(set) var containerView: View?
    /// The presented controller's view (`presentedView`).
    open var presentedView: View? { presentedViewController.isViewLoaded ? presentedViewController.view : nil }

    /// With a known presenter (Transit's earlier spelling; overridable too).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        presentedRef = presentedViewController
        presentingRef = presentingViewController
        simulation = presentedViewController.simulation
        simulation.census.registerOwned(self, .presentationController, name: "\(type(of: self)) of \(presentedViewController.reportTitle)")
    }

    /// An instance of this class made with `initializer`, for a construction from a metatype
    /// value (`MetatypeInitializer.construct`): `transit-uikit-rewrite` overrides it in each
    /// presentation controller class of the app's files; here, UIKit's. Not for app code.
    open class func _transitInstantiate(_ initializer: MetatypeInitializer) -> PresentationController {
        MetatypeInitializer.libraryPresentationController(self, initializer)
    }

    /// UIKit's initialiser: `presenting` may be nil; the presentation fills it in.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        presentedRef = presentedViewController
        presentingRef = presentingViewController
        simulation = presentedViewController.simulation
        simulation.census.registerOwned(self, .presentationController, name: "\(type(of: self)) of \(presentedViewController.reportTitle)")
    }

    /// For the census (the presented controller may be gone when this one is released).
    let simulation: Simulation

    deinit { simulation.census.unregister(ObjectIdentifier(self)) }

    /// Whether the presenter's view is removed when the presentation completes. UIKit's
    /// `UIPresentationController` returns false; full-screen presentations return true.
    open var shouldRemovePresentersView: Bool { false }

    open var frameOfPresentedViewInContainerView: CGRect {
        CGRect(origin: .zero, size: containerView?.bounds.size ?? presentingViewController.view.bounds.size)
    }

    /// `shouldPresentInFullscreen` (UIKit's default true; stored for overrides).
    open var shouldPresentInFullscreen: Bool { true }

    /// `presentationStyle`: the presented controller's `modalPresentationStyle` (open, as in
    /// UIKit; the model reads the controller's style, so an override is read back only).
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// `preferredContentSize`: the presented controller's.
    public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// `size(forChildContentContainer:withParentContainerSize:)`: the parent's size by default.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`: around the
    /// container view's layout (the first one right after the presentation is set up).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // Adaptivity (PresentationController+Adaptive.swift).

    /// `delegate` (weak, as in UIKit): asked for the adaptive style when the presentation starts
    /// in a horizontally compact environment.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// `overrideTraitCollection`: traits the presented controller (and its children) take in place
    /// of the presenting environment's — only those specified (`.unspecified` keeps the
    /// environment's).
    open var overrideTraitCollection: TraitCollection?
    /// `traitOverrides` (`Runtime/TraitOverrides.swift`).
    package var traitOverrideStorage = TraitOverrides()

    /// `traitCollection` (`UITraitEnvironment`): the presenting controller's, with
    /// `overrideTraitCollection`'s specified traits, then `traitOverrides`.
    public var traitCollection: TraitCollection {
        traitOverrideStorage.applied(to: presentingViewController.traitCollection.overridden(by: overrideTraitCollection))
    }

    /// `traitCollectionDidChange(_:)`: overridable; the model's device changes call the
    /// controllers' and views' (not this one's); a change of trait overrides calls this one's
    /// too when its traits change (`TraitOverrides`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// `preferredContentSizeDidChange(forChildContentContainer:)`: the presented controller's
    /// `preferredContentSize` changed. The default lays the container out again (so
    /// `containerViewWillLayoutSubviews` can re-apply `frameOfPresentedViewInContainerView`).
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        containerView?.setNeedsLayout()
    }

    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: the presented controller's
    /// view, laid out with Auto Layout, fits another size (`AutoLayout.reportFittingSizeChanges`).
    /// The default lays the container out again, as for a preferred size.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {
        containerView?.setNeedsLayout()
    }

    /// `viewWillTransition(to:with:)`: the container is about to take `size` (a rotation,
    /// `SizeTransitionCoordinator`); the presenting controller's default forwards here, and this
    /// default forwards to the presented controller. Overrides (to re-place a dimming view) call
    /// `super` to keep the forwarding.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
    /// `willTransition(to:with:)` (`UIContentContainer`): forwarded to the presented controller.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The style a horizontally compact environment adapts a presentation to when the delegate
    /// has no (valid) answer: `.none` (no adaptation), as UIKit's; a popover's is `.fullScreen`.
    open var defaultAdaptiveStyle: ModalPresentationStyle { .none }

    /// `adaptivePresentationStyle`: for the current traits (open, as in UIKit: a subclass may
    /// answer its own).
    open var adaptivePresentationStyle: ModalPresentationStyle {
        adaptivePresentationStyle(for: presentedViewController.simulation.application.device.traitCollection)
    }

    /// `adaptivePresentationStyle(for:)`: the delegate's answer when it is a valid adaptive style
    /// (`.fullScreen`, `.overFullScreen`, `.pageSheet`, `.formSheet`, `.none`), else
    /// `defaultAdaptiveStyle`.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        let valid: Set<ModalPresentationStyle> = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .none]
        if let s = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection), valid.contains(s) { return s }
        return defaultAdaptiveStyle
    }
}
