import Foundation

extension ViewController {
    /// Adaptation at presentation time (UIKit's rule): in a horizontally compact environment a
    /// `.custom` or `.popover` presentation asks its presentation controller for the adaptive
    /// style (`adaptivePresentationStyle(for:)`: the delegate's answer, else `.none` for a custom
    /// controller and `.fullScreen` for a popover). Any style but `.none` replaces the controller
    /// by the system's for that style (a full-screen style removes the presenter's view; an
    /// "over" style keeps it). The delegate hears
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` either way,
    /// and a popover that stays one `prepareForPopoverPresentation`.
    func adaptedPresentationController(_ pc: PresentationController, for vc: ViewController) -> PresentationController {
        let traits = simulation.application.device.traitCollection
        var result = pc
        if traits.horizontalSizeClass == .compact {
            let style = pc.adaptivePresentationStyle(for: traits)
            pc.delegate?.presentationController(pc, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
            if style != .none {
                result = SystemPresentationController(presented: vc, presenting: self, removesPresenter: style.removesPresenter)
            }
        }
        if let popover = result as? PopoverPresentationController { (popover.delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover) }
        return result
    }
}
