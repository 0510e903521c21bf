import Foundation
import Testing

import TransitionCatalogue
@testable import Transitions

/// Code written against Transit's earlier spellings keeps compiling and working.
@Suite struct CompatibilityTests {
    final class OldStylePresentationController: PresentationController {
        override init(presentedViewController: ViewController, presenting: ViewController) {
            super.init(presentedViewController: presentedViewController, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 100, width: 390, height: 744) }
    }

    @Test func explicitAnimatorInteractionsStillDriveTheirAnimator() throws {
        let stage = Stage { ViewController($0, title: "root") }
        let root = try #require(stage.window.rootViewController)
        let modal = ViewController(stage.sim, title: "modal")
        let dismiss = CrossfadeAnimator()
        let delegate = Delegate()
        delegate.presentAnimator = CrossfadeAnimator()
        delegate.dismissAnimator = dismiss
        modal.transitioningDelegate = delegate
        root.present(modal, animated: false)
        stage.settle()
        let interaction = PercentDrivenInteractiveTransition(animator: dismiss)
        delegate.dismissInteraction = interaction
        modal.dismiss(animated: true)
        interaction.update(0.7)
        stage.sim.advanceFrame()
        interaction.finish()
        stage.settle()
        #expect(root.presentedViewController == nil)
        _ = SwipeDismissInteraction(animator: DismissAnimator())
        _ = OldStylePresentationController(presentedViewController: modal, presenting: root)
    }
}
