import Foundation

/// `UIAdaptivePresentationControllerDelegate`. Every member has a default (they are optional in
/// UIKit); the style defaults answer `.automatic`, which is not a valid adaptive style, so the
/// presentation controller's own default applies (UIKit treats a missing or invalid answer so).
///
/// The dismissal callbacks (`presentationControllerShouldDismiss`, `…WillDismiss`,
/// `…DidDismiss`, `…DidAttemptToDismiss`) belong to the user's swipe-down on a sheet
/// (`SheetPresentationController`'s drag); UIKit does not call them for a programmatic
/// `dismiss(animated:)`, nor does the model.
public protocol AdaptivePresentationControllerDelegate: SelectorPerforming {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// Told the style the presentation adapts to, before it starts (coordinator: none here).
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?)
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
