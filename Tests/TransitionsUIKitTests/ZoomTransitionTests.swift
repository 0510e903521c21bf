import Foundation
import Testing
import TransitionsUIKit

/// A grid whose thumbnails zoom into a detail screen, as iOS 18 code writes it.
private final class Grid: UIViewController {
    let thumbnails = (0..<4).map { i in UIView(frame: CGRect(x: 20 + CGFloat(i % 2) * 160, y: 120 + CGFloat(i / 2) * 160, width: 140, height: 140)) }
    var asked: [(UIViewController, UIViewController)] = []
    var hideSource = false
    override func viewDidLoad() {
        super.viewDidLoad()
        for t in thumbnails { view.addSubview(t) }
    }
    func detail(for index: Int) -> Detail {
        let detail = Detail(index: index)
        detail.preferredTransition = .zoom { [unowned self] context in
            self.asked.append((context.sourceViewController, context.zoomedViewController))
            guard !self.hideSource, let d = context.zoomedViewController as? Detail else { return nil }
            return self.thumbnails[d.index]
        }
        return detail
    }
}

private final class Detail: UIViewController {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A navigation delegate with its own (instant) animator.
private final class Instant: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        }
        transitionContext.completeTransition(true)
    }
}

@Suite struct ZoomTransitionTests {
    /// Pushed, the detail grows from its thumbnail's rectangle to the full screen while the
    /// thumbnail is hidden; popped, it shrinks back onto the thumbnail, asked for again; the
    /// thumbnail shows again once each transition ends.
    @Test func aPushZoomsOutOfTheThumbnailAndBack() throws {
        try withUIKitStage { sim, root in
            let grid = Grid()
            let nav = UINavigationController(rootViewController: grid)
            root.present(nav, animated: false)
            nav.modalPresentationStyle = .fullScreen
            try sim.runUntilIdle()
            let detail = grid.detail(for: 3)
            nav.pushViewController(detail, animated: true)
            sim.advance(by: 0.001)
            let thumb = grid.thumbnails[3]
            let start = try #require(detail.view.layer.presentation()?.frame)
            let thumbInContainer = thumb.convert(thumb.bounds, to: detail.view.superview)
            #expect(abs(start.minX - thumbInContainer.minX) < 2 && abs(start.width - thumbInContainer.width) < 4, "\(start) vs \(thumbInContainer)")
            #expect(thumb.isHidden)
            #expect(grid.asked.count == 1 && grid.asked[0].0 === grid && grid.asked[0].1 === detail)
            try sim.runUntilIdle()
            #expect(detail.view.frame == nav.view.bounds && !thumb.isHidden && nav.topViewController === detail)

            nav.popViewController(animated: true)
            sim.advance(by: 0.45)
            let late = try #require(detail.view.layer.presentation()?.frame)
            #expect(late.width < nav.view.bounds.width / 2 && thumb.isHidden, "\(late)")
            #expect(grid.asked.count == 2)
            try sim.runUntilIdle()
            #expect(nav.topViewController === grid && !thumb.isHidden)
        }
    }

    /// With no source view to zoom from, the controller grows from the middle, fading in.
    @Test func withoutASourceViewTheZoomStartsInTheMiddle() throws {
        try withUIKitStage { sim, root in
            let grid = Grid()
            grid.hideSource = true
            let nav = UINavigationController(rootViewController: grid)
            root.present(nav, animated: false)
            try sim.runUntilIdle()
            let detail = grid.detail(for: 0)
            nav.pushViewController(detail, animated: true)
            sim.advance(by: 0.001)
            let start = try #require(detail.view.layer.presentation())
            #expect(start.opacity < 0.2 && abs(start.frame.midX - nav.view.bounds.midX) < 2)
            try sim.runUntilIdle()
            #expect(detail.view.alpha == 1 && detail.view.frame == nav.view.bounds)
        }
    }

    /// A presentation zooms too; a transitioning delegate's animator and a navigation
    /// delegate's still win; the modal styles map onto `modalTransitionStyle`'s animations.
    @Test func presentationsAndPrecedence() throws {
        try withUIKitStage { sim, root in
            let grid = Grid()
            root.present(grid, animated: false)
            try sim.runUntilIdle()
            let detail = grid.detail(for: 1)
            detail.modalPresentationStyle = .fullScreen
            grid.present(detail, animated: true)
            sim.advance(by: 0.001)
            #expect(grid.thumbnails[1].isHidden && (detail.view.layer.presentation()?.frame.width ?? 0) < 200)
            try sim.runUntilIdle()
            #expect(!grid.thumbnails[1].isHidden && detail.view.frame == root.view.bounds)
            detail.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(grid.presentedViewController == nil && grid.asked.count == 2)

            let faded = UIViewController()
            faded.preferredTransition = .crossDissolve()
            grid.present(faded, animated: true)
            sim.advance(by: 0.1)
            #expect((faded.view.layer.presentation()?.opacity ?? 1) < 1)
            try sim.runUntilIdle()
            faded.dismiss(animated: false)
            try sim.runUntilIdle()

            let nav = UINavigationController(rootViewController: UIViewController())
            let instant = Instant()
            nav.delegate = instant
            grid.present(nav, animated: false)
            try sim.runUntilIdle()
            nav.pushViewController(grid.detail(for: 2), animated: true)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 2 && grid.asked.count == 2)

            let options = UIZoomTransitionOptions()
            options.dimmingColor = .black
            let zoomed = UIViewController()
            zoomed.preferredTransition = .zoom(options: options) { _ in nil }
            #expect(zoomed.preferredTransition != nil && options.dimmingColor == .black)
        }
    }
}
