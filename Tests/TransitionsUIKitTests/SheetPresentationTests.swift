import Foundation
import Testing
import TransitionsUIKit

// UISheetPresentationController (iOS 15/16) with UIKit's names: detents, selection, the
// dimming view, the drag between detents and down to dismiss, iPad cards. Geometry on the
// simulated iPhone (390 × 844, safe area 47 / 34): large y 57 (height 787), medium y 397
// (height 447), a custom value v: height v + 34.

private final class SheetVC: UIViewController, UISheetPresentationControllerDelegate {
    var changes = 0
    var willDismiss = 0, didDismiss = 0, attempts = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 24
            sheet.delegate = self
        }
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: UISheetPresentationController) { changes += 1 }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { willDismiss += 1 }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { didDismiss += 1 }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
}

private final class Sheet2: UIViewController {
    override var sheetPresentationController: UISheetPresentationController { presentationController as! UISheetPresentationController }
}

private final class Recorder: NSObject, UIAdaptivePresentationControllerDelegate {
    var events: [String] = []
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("did") }
}

private final class CustomDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A slow drag on the window: down at `from`, moved in `steps` frames to `to`, held still, lifted.
private func drag(_ sim: Simulation, _ window: UIWindow, from: CGPoint, to: CGPoint, steps: Int = 20, fling: Bool = false) {
    let finger = Finger(downAt: from, in: window)
    for i in 1...steps {
        sim.advance(by: 1.0 / 60)
        let t = CGFloat(i) / CGFloat(steps)
        finger.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
    }
    if !fling { sim.advance(by: 0.3) }
    finger.lift()
}

private func presentSheet(_ root: UIViewController, _ vc: UIViewController, _ sim: Simulation, style: UIModalPresentationStyle = .pageSheet) throws {
    vc.modalPresentationStyle = style
    root.present(vc, animated: true)
    try sim.runUntilIdle()
}

@Suite struct SheetPresentationTests {
    @Test func theSheetExistsBeforeThePresentationForSheetStylesOnly() throws {
        try withUIKitStage { sim, root in
            for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
                let vc = UIViewController()
                vc.modalPresentationStyle = style
                let sheet = try #require(vc.sheetPresentationController)
                #expect(vc.presentationController === sheet)
                #expect(sheet.detents.map(\.identifier) == [.large])
                #expect(sheet.selectedDetentIdentifier == nil)
            }
            for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .popover] {
                let vc = UIViewController()
                vc.modalPresentationStyle = style
                #expect(vc.sheetPresentationController == nil)
                if style != .popover { #expect(vc.presentationController == nil) }
            }
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let sheet = vc.sheetPresentationController
            try presentSheet(root, vc, sim)
            #expect(vc.presentationController === sheet && vc.sheetPresentationController === sheet)
            #expect(root.view.window != nil, "the presenter's view stays")
        }
    }

    @Test func theBriefsSnippetCompilesAndRestsAtMedium() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            try presentSheet(root, vc, sim)
            let sheet = try #require(vc.sheetPresentationController)
            #expect(vc.view.frame == CGRect(x: 0, y: 397, width: 390, height: 447))
            #expect(sheet.frameOfPresentedViewInContainerView == vc.view.frame)
            #expect(vc.view.layer.cornerRadius == 24)
            #expect(sheet.grabberView?.isHidden == false)
            #expect(sheet.grabberView?.frame == CGRect(x: 177, y: 402, width: 36, height: 5))
            #expect(sheet.dimmingView?.alpha == 0, "undimmed at medium")
            #expect(sheet.delegate === vc)

            let s2 = Sheet2()
            s2.modalPresentationStyle = .formSheet
            #expect(s2.sheetPresentationController.detents.count == 1)
        }
    }

    @Test func framesPerDetentAndCustomDetents() throws {
        try withUIKitStage { sim, root in
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let sheet = try #require(vc.sheetPresentationController)
            let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in 0.25 * context.maximumDetentValue }
            sheet.detents = [small, .medium(), .large()]
            try presentSheet(root, vc, sim)
            #expect(sheet.frameOfPresentedView(at: .large) == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(sheet.frameOfPresentedView(at: .medium) == CGRect(x: 0, y: 397, width: 390, height: 447))
            #expect(sheet.frameOfPresentedView(at: .init("small")) == CGRect(x: 0, y: 844 - 188.25 - 34, width: 390, height: 188.25 + 34))
            #expect(vc.view.frame.minY == 844 - 188.25 - 34, "nil selects the smallest detent")
            #expect(sheet.resolvedDetents.map(\.identifier) == [.init("small"), .medium, .large])
            #expect(UISheetPresentationController.Detent.Identifier(rawValue: "small") == .init("small"))
        }
    }

    @Test func selectionMovesTheSheetAtOnceOrAnimatedInsideAnimateChanges() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            try presentSheet(root, vc, sim)
            let sheet = try #require(vc.sheetPresentationController)
            sheet.selectedDetentIdentifier = .large
            #expect(vc.view.frame.minY == 57)
            #expect(vc.view.layer.presentation()?.frame.minY == 57, "outside animateChanges: no animation")
            #expect(sheet.dimmingView?.alpha == 1, "dimmed above the largest undimmed detent")

            sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
            #expect(vc.view.frame.minY == 397)
            sim.advance(by: 0.1)
            let mid = try #require(vc.view.layer.presentation()?.frame.minY)
            #expect(mid > 57 && mid < 397, "animated: \(mid)")
            try sim.runUntilIdle()
            #expect(vc.view.layer.presentation()?.frame.minY == 397)
            #expect(vc.changes == 0, "programmatic changes do not call the delegate")
        }
    }

    @Test func draggingMovesBetweenDetentsAndTellsTheDelegate() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            try presentSheet(root, vc, sim)
            let sheet = try #require(vc.sheetPresentationController)
            let window = try #require(root.view.window)
            drag(sim, window, from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 160))
            try sim.runUntilIdle()
            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(vc.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(vc.changes == 1)
            #expect(sheet.dimmingView?.alpha == 1)

            // A short drag down settles back on large (nearest); a fling goes on to medium.
            drag(sim, window, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360))
            try sim.runUntilIdle()
            #expect(sheet.selectedDetentIdentifier == .large && vc.changes == 1)
            drag(sim, window, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), steps: 6, fling: true)
            try sim.runUntilIdle()
            #expect(sheet.selectedDetentIdentifier == .medium && vc.changes == 2)
            #expect(vc.view.frame.minY == 397)
            #expect(sheet.dimmingView?.alpha == 0)
            #expect(root.presentedViewController === vc)
        }
    }

    @Test func draggingUpPastTheLargestDetentRubberBands() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            try presentSheet(root, vc, sim)
            let window = try #require(root.view.window)
            let finger = Finger(downAt: CGPoint(x: 195, y: 500), in: window)
            for y in stride(from: 480.0, through: 0, by: -20) {
                sim.advance(by: 1.0 / 60)
                finger.move(to: CGPoint(x: 195, y: y))
            }
            #expect(vc.view.frame.minY < 57 && vc.view.frame.minY > 57 - 160, "banded: \(vc.view.frame.minY)")
            #expect(vc.view.frame.maxY == 844, "attached to the bottom edge")
            sim.advance(by: 0.3)
            finger.lift()
            try sim.runUntilIdle()
            #expect(vc.view.frame.minY == 57)
        }
    }

    @Test func draggingDownFromTheSmallestDetentDismisses() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            try presentSheet(root, vc, sim)
            let window = try #require(root.view.window)
            drag(sim, window, from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 780))
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(vc.willDismiss == 1 && vc.didDismiss == 1 && vc.attempts == 0)
            #expect(vc.view.window == nil)
        }
    }

    @Test func theAdaptiveDelegateSetBeforePresentingHearsTheSwipe() throws {
        try withUIKitStage { sim, root in
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let recorder = Recorder()
            vc.presentationController?.delegate = recorder
            try presentSheet(root, vc, sim)
            #expect(vc.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            // A fling down from large with one detent dismisses.
            drag(sim, try #require(root.view.window), from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), steps: 6, fling: true)
            try sim.runUntilIdle()
            #expect(recorder.events == ["will", "did"])
            #expect(root.presentedViewController == nil)
            // The programmatic dismissal calls neither.
            try presentSheet(root, vc, sim)
            vc.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(recorder.events == ["will", "did"])
        }
    }

    @Test func isModalInPresentationRubberBandsAndReportsTheAttempt() throws {
        try withUIKitStage { sim, root in
            let vc = SheetVC()
            vc.isModalInPresentation = true
            try presentSheet(root, vc, sim)
            let window = try #require(root.view.window)
            let finger = Finger(downAt: CGPoint(x: 195, y: 450), in: window)
            for y in stride(from: 470.0, through: 800, by: 15) {
                sim.advance(by: 1.0 / 60)
                finger.move(to: CGPoint(x: 195, y: y))
            }
            let top = vc.view.frame.minY
            #expect(top > 397 && top < 397 + 350 * 0.7, "banded: \(top)")
            sim.advance(by: 0.3)
            finger.lift()
            try sim.runUntilIdle()
            #expect(root.presentedViewController === vc)
            #expect(vc.attempts == 1 && vc.willDismiss == 0)
            #expect(vc.view.frame.minY == 397)
        }
    }

    @Test func dimmingFollowsTheLargestUndimmedDetent() throws {
        try withUIKitStage { sim, root in
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let sheet = try #require(vc.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            try presentSheet(root, vc, sim)
            let dim = try #require(sheet.dimmingView)
            #expect(dim.superview === vc.view.superview && dim.superview?.subviews.first === dim)
            #expect(dim.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(dim.alpha == 1, "nil: dimmed at every detent")
            sheet.largestUndimmedDetentIdentifier = .medium
            #expect(dim.alpha == 0)
            sheet.selectedDetentIdentifier = .large
            #expect(dim.alpha == 1)
            sheet.largestUndimmedDetentIdentifier = .large
            #expect(dim.alpha == 0)
            vc.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(dim.superview == nil && sheet.dimmingView == nil)
        }
    }

    @Test func badDetentValuesAreClampedOrInactive() throws {
        try withUIKitStage { sim, root in
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let sheet = try #require(vc.sheetPresentationController)
            sheet.detents = []
            #expect(sheet.detents.map(\.identifier) == [.large], "never empty")
            sheet.detents = [
                .custom(identifier: .init("nan")) { _ in .nan },
                .custom(identifier: .init("nil")) { _ in nil },
                .custom(identifier: .init("neg")) { _ in -50 },
                .custom(identifier: .init("inf")) { _ in .infinity },
            ]
            #expect(sheet.resolvedDetents.map(\.identifier) == [.init("neg"), .init("inf")])
            #expect(sheet.resolvedDetents.map(\.value) == [0, 753])
            sheet.selectedDetentIdentifier = .init("unknown")
            try presentSheet(root, vc, sim)
            #expect(vc.view.frame == CGRect(x: 0, y: 810, width: 390, height: 34), "unknown: the smallest")
            sheet.detents = [.custom { _ in .nan }]
            #expect(vc.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "all inactive: large")
            sheet.preferredCornerRadius = -.infinity
            #expect(vc.view.layer.cornerRadius == 0)
            #expect(sheet.frameOfPresentedViewInContainerView.minY.isFinite)
        }
    }

    @Test func invalidateDetentsResolvesCustomDetentsAgain() throws {
        try withUIKitStage { sim, root in
            final class Box { var height: CGFloat = 200 }
            let box = Box()
            let vc = UIViewController()
            vc.modalPresentationStyle = .pageSheet
            let sheet = try #require(vc.sheetPresentationController)
            sheet.detents = [.custom { _ in box.height }, .large()]
            try presentSheet(root, vc, sim)
            #expect(vc.view.frame.height == 234)
            box.height = 300
            #expect(vc.view.frame.height == 234)
            sheet.animateChanges { sheet.invalidateDetents() }
            try sim.runUntilIdle()
            #expect(vc.view.frame == CGRect(x: 0, y: 510, width: 390, height: 334))
        }
    }

    @Test func anIPadShowsCentredCardsAndIgnoresDetents() throws {
        let sim = Simulation()
        sim.application.device = .iPadPro11
        let window = Window(sim, size: CGSize(width: 834, height: 1194))
        let root = ViewController(sim, title: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            form.sheetPresentationController?.detents = [.medium()]
            try presentSheet(root, form, sim, style: .formSheet)
            #expect(form.view.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
            form.dismiss(animated: false)
            try sim.runUntilIdle()

            let sized = UIViewController()
            sized.preferredContentSize = CGSize(width: 400, height: 300)
            try presentSheet(root, sized, sim, style: .formSheet)
            #expect(sized.view.frame == CGRect(x: 217, y: 447, width: 400, height: 300))
            sized.dismiss(animated: false)
            try sim.runUntilIdle()

            let page = UIViewController()
            try presentSheet(root, page, sim, style: .pageSheet)
            #expect(page.view.frame == CGRect(x: 65, y: 34, width: 704, height: 1194 - 44 - 20))
            #expect(page.sheetPresentationController?.dimmingView?.alpha == 1)
        }
    }

    @Test func customPresentationsAreUnchanged() throws {
        try withUIKitStage { sim, root in
            let delegate = CustomDelegate()
            let vc = UIViewController()
            vc.modalPresentationStyle = .custom
            vc.transitioningDelegate = delegate
            #expect(vc.presentationController == nil && vc.sheetPresentationController == nil)
            root.present(vc, animated: true)
            try sim.runUntilIdle()
            #expect(vc.sheetPresentationController == nil)
            #expect(type(of: try #require(vc.presentationController)) == UIPresentationController.self)
            #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            vc.dismiss(animated: false)
            try sim.runUntilIdle()

            // A sheet style with a transitioning delegate (no presentation controller for it):
            // still a sheet, as in UIKit.
            let sheetVC = UIViewController()
            sheetVC.modalPresentationStyle = .pageSheet
            sheetVC.transitioningDelegate = delegate
            try presentSheet(root, sheetVC, sim)
            #expect(sheetVC.presentationController is UISheetPresentationController)
            #expect(sheetVC.view.frame.minY == 57)
        }
    }
}
