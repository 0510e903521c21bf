import Foundation
import Testing
import TransitionsUIKit

// A presentation controller is a trait environment (`UITraitEnvironment`): its traits are the
// presenting controller's, and its `overrideTraitCollection` reaches the presented controller and
// that controller's children.

private final class CompactSheet: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        return traitCollection.horizontalSizeClass == .compact
            ? CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
            : c.bounds.insetBy(dx: 40, dy: 40)
    }
}

private final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: CompactSheet?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        let sheet = CompactSheet(presentedViewController: presented, presenting: presenting)
        sheet.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        made = sheet
        return sheet
    }
}

@Suite struct PresentationTraitsTests {
    @Test func aPresentationControllersTraitsAreThePresentersWithItsOverride() throws {
        try withUIKitStage { sim, root in
            root.overrideUserInterfaceStyle = .dark
            let delegate = SheetDelegate()
            let modal = UIViewController()
            let child = UIViewController()
            modal.addChild(child)
            modal.view.addSubview(child.view)
            child.didMove(toParent: modal)
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            let device = root.traitCollection
            root.present(modal, animated: false)
            try sim.runUntilIdle()
            let sheet = try #require(delegate.made)
            // The presenter's style (dark) and the override's size class; the rest the device's.
            #expect(sheet.traitCollection.userInterfaceStyle == .dark)
            #expect(sheet.traitCollection.horizontalSizeClass == .regular)
            #expect(sheet.traitCollection.verticalSizeClass == device.verticalSizeClass)
            // The presented controller and its child take the override, and the presenter's style.
            for vc in [modal, child] {
                #expect(vc.traitCollection.horizontalSizeClass == .regular)
                #expect(vc.traitCollection.userInterfaceStyle == .dark)
            }
            // The presenter keeps the device's size class; the frame follows the override.
            #expect(root.traitCollection.horizontalSizeClass == device.horizontalSizeClass)
            #expect(modal.view.frame == sheet.containerView!.bounds.insetBy(dx: 40, dy: 40))
            // A closer style override still wins over the presenter's.
            child.overrideUserInterfaceStyle = .light
            #expect(child.traitCollection.userInterfaceStyle == .light && modal.traitCollection.userInterfaceStyle == .dark)
        }
    }

    @Test func withoutAnOverrideThePresentedControllerHasThePresentersTraits() throws {
        try withUIKitStage { sim, root in
            let modal = UIViewController()
            root.present(modal, animated: false)
            try sim.runUntilIdle()
            let pc = try #require(modal.presentationController)
            #expect(pc.overrideTraitCollection == nil)
            #expect(pc.traitCollection == root.traitCollection && modal.traitCollection == root.traitCollection)
        }
    }
}
