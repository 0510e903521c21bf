#if canImport(UIKit)
    import UIKit
#else
    import TransitionsUIKit
#endif

// snippet.hide
final class Interactor: UIPercentDrivenInteractiveTransition {
    func handlePan(_ gesture: UIPanGestureRecognizer) {}
    func wire(to view: UIView) {
// snippet.show
#if canImport(UIKit)
let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
#else
let pan = UIPanGestureRecognizer(target: self, action: Selector(Interactor.handlePan(_:), "handlePan:"))
#endif
// snippet.hide
        view.addGestureRecognizer(pan)
    }
}
