import Foundation
import Springs

/// The presentation controller of `.fullScreen` (removes the presenter's view) and
/// `.overFullScreen` (keeps it).
final class SystemPresentationController: PresentationController {
    let removesPresenter: Bool
    init(presented: ViewController, presenting: ViewController, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
}
