import Foundation
import Testing
import TransitionsUIKit

// A delegate that keeps the last presentation controller it made (a common shape: it configures
// it later). UIKit's presentation controller keeps its controllers, so reading them after the
// dismissal is safe — and keeps the dismissed controller alive until the delegate lets go.

private final class KeepingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var current: UIPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
        current = pc
        return pc
    }
}

@Suite struct KeptPresentationControllerTests {
    @Test func aKeptPresentationControllerKeepsItsControllers() throws {
        try withUIKitStage { sim, root in
            let delegate = KeepingDelegate()
            weak var gone: UIViewController?
            do {
                let modal = UIViewController()
                modal.title = "sheet"
                modal.modalPresentationStyle = .custom
                modal.transitioningDelegate = delegate
                gone = modal
                root.present(modal, animated: false)
                try sim.runUntilIdle()
                modal.dismiss(animated: false)
                try sim.runUntilIdle()
            }
            #expect(gone != nil, "the kept presentation controller keeps it")
            #expect(delegate.current?.presentedViewController.title == "sheet")
            #expect(delegate.current?.presentingViewController === root)
            delegate.current = nil
            #expect(gone == nil)
        }
    }
}
