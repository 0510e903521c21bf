import Foundation
import Testing
import TransitionsUIKit

// Gaps the development corpus showed on 2026-11-26, each as UIKit code written for it: appearance
// proxies, `NSIndexPath` rows, `isKind(of:)` on recognizers, an app's own `scrollToTop()` on a
// table subclass, and `notifyWhenInteractionChanges`.

/// UIKit has no `scrollToTop()`: an app's table declares its own (without `override`).
private final class FeedTable: UITableView {
    var scrolledToTop = 0
    func scrollToTop() {
        scrolledToTop += 1
        setContentOffset(.zero, animated: false)
    }
}

private final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.transform = CGAffineTransform(translationX: 0, y: 400)
        UIView.animate(withDuration: 0.3, animations: { to.transform = .identity }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class InteractiveSlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { Slide() }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@Suite struct SurfaceGapTests {
    /// Settings made through a proxy are kept on it (one proxy per class and containment), and the
    /// proxy is no view of the interface: no leak, not in the window.
    @Test func appearanceProxiesStoreTheirSettings() {
        withUIKitStage { sim, root in
            UINavigationBar.appearance().barTintColor = .black
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            UIBarButtonItem.appearance().tintColor = .red
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
            #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
            #expect(UINavigationBar.appearance().barTintColor == .black)
            #expect(UIBarButtonItem.appearance().tintColor == .red)
            #expect(UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) !== UILabel.appearance())
            #expect(UINavigationBar.appearance().window == nil)
            #expect(!sim.census.alive.contains { $0.0 === UINavigationBar.appearance() })
            _ = root
        }
    }

    /// Integer literals, as apps write them, pick one `init(white:alpha:)` (UIKit's takes
    /// `CGFloat`s; the model's `Double`s convert implicitly), inside closures too.
    @Test func whiteWithIntegerLiteralsIsNotAmbiguous() {
        let clear = UIColor(white: 0, alpha: 0)
        let views = [UIView(), UIView()]
        views.forEach { $0.backgroundColor = UIColor(white: 1, alpha: 1) }
        let w: CGFloat = 0.25
        #expect(clear == .clear && views.allSatisfy { $0.backgroundColor == .white })
        #expect(UIColor(white: w, alpha: w).red == 0.25)
    }

    @Test func nsIndexPathRowsAndItems() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        #expect((path as IndexPath) == IndexPath(row: 3, section: 1))
        #expect(NSIndexPath(item: 2, section: 0).item == 2)
    }

    @Test func recognizersAndLayersAnswerIsKind() {
        withUIKitStage { _, root in
            let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            #expect(edge.isKind(of: UIPanGestureRecognizer.self) && edge.isKind(of: UIGestureRecognizer.self))
            #expect(!edge.isMember(of: UIPanGestureRecognizer.self) && edge.isMember(of: UIScreenEdgePanGestureRecognizer.self))
            #expect(!UITapGestureRecognizer(target: nil, action: nil).isKind(of: UIPanGestureRecognizer.self))
            #expect(CAShapeLayer().isKind(of: CALayer.self))
            _ = root
        }
    }

    /// The app's method is the one called (the model's status-bar tap is not public API).
    @Test func anAppsOwnScrollToTopIsItsOwn() {
        withUIKitStage { _, root in
            let table = FeedTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            root.view.addSubview(table)
            table.contentSize = CGSize(width: 320, height: 2000)
            table.contentOffset = CGPoint(x: 0, y: 300)
            table.scrollToTop()
            #expect(table.scrolledToTop == 1 && table.contentOffset == .zero)
        }
    }

    /// The handler runs when the interactive part ends (finish: not cancelled; cancel: cancelled)
    /// once, before the animation completes.
    @Test(arguments: [false, true]) func interactionChangesAreNotified(cancel: Bool) throws {
        try withUIKitStage { sim, root in
            let delegate = InteractiveSlideDelegate()
            let modal = UIViewController()
            modal.transitioningDelegate = delegate
            root.present(modal, animated: true)
            var seen: [Bool] = []
            let coordinator = try #require(modal.transitionCoordinator)
            coordinator.notifyWhenInteractionChanges { seen.append($0.isCancelled) }
            delegate.interaction.update(0.4)
            sim.advanceFrame()
            #expect(seen.isEmpty)
            if cancel { delegate.interaction.cancel() } else { delegate.interaction.finish() }
            #expect(seen == [cancel])
            try sim.runUntilIdle()
            #expect(seen == [cancel])
            #expect((root.presentedViewController === modal) == !cancel)
        }
    }
}

/// Rows in an array, as apps keep them.
private final class Names: NSObject, UITableViewDataSource {
    var names = (0..<10).map { "row \($0)" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@Suite struct RowInsertionDeletionTests {
    private func table(_ data: Names, in root: UIViewController) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.dataSource = data
        root.view.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    /// A deleted row's cell leaves; the cells below keep their cells and slide up one row.
    @Test func deletingARowClosesTheGap() throws {
        try withUIKitStage { sim, root in
            let data = Names()
            let table = table(data, in: root)
            let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            let fourth = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
            data.names.remove(at: 2)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            #expect(third.superview == nil)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === fourth)
            #expect(table.numberOfRows(inSection: 0) == 9)
            try sim.runUntilIdle()
            #expect(fourth.frame.minY == 2 * 44 && fourth.textLabel?.text == "row 3")
            #expect(sim.violations.isEmpty)
        }
    }

    /// Inside one update, deletions are numbered as before it and insertions as after it,
    /// whatever order the calls come in.
    @Test func aBatchNumbersDeletionsBeforeAndInsertionsAfter() throws {
        try withUIKitStage { sim, root in
            let data = Names()
            let table = table(data, in: root)
            let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            table.performBatchUpdates({
                data.names.remove(at: 1)
                data.names.insert("new", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            })
            try sim.runUntilIdle()
            #expect(second.superview == nil)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first && first.frame.minY == 44)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "new")
            #expect(sim.violations.isEmpty)
        }
    }

    /// Counts that do not add up are refused as UIKit refuses them; the table reads its data again.
    @Test func anInconsistentUpdateIsRefused() throws {
        try withUIKitStage { sim, root in
            let data = Names()
            let table = table(data, in: root)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            #expect(sim.violations.contains { $0.detail.contains("NSInternalInconsistencyException") })
            try sim.runUntilIdle()
            #expect(table.numberOfRows(inSection: 0) == 10)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "row 0")
        }
    }
}

// A popular idiom: class names for reuse identifiers through `extension NSObject`. Views and
// controllers are `NSObject`s here as in UIKit, so it reaches them.
private protocol ClassNaming {
    static var className: String { get }
}
extension ClassNaming {
    static var className: String { String(describing: self) }
}
extension NSObject: ClassNaming {}

private final class PhotoCell: UITableViewCell {}

@Suite struct NSObjectShapeTests {
    @Test func viewsAndControllersAreNSObjects() {
        withUIKitStage { _, root in
            #expect(PhotoCell.className == "PhotoCell")
            let objects: [NSObject] = [root, root.view, UIView()]
            #expect(objects.firstIndex(of: root.view) == 1)
            #expect(root.isKind(of: UIViewController.self) && !root.view.isKind(of: UIControl.self))
        }
    }

    /// Motion effects only draw (the device is never tilted): stored, added once, removable.
    @Test func motionEffectsAreStored() {
        withUIKitStage { _, root in
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            horizontal.minimumRelativeValue = -10
            horizontal.maximumRelativeValue = 10
            let group = UIMotionEffectGroup()
            group.motionEffects = [horizontal]
            root.view.addMotionEffect(group)
            root.view.addMotionEffect(group)
            #expect(root.view.motionEffects.count == 1)
            let before = root.view.center
            root.view.removeMotionEffect(group)
            #expect(root.view.motionEffects.isEmpty && root.view.center == before)
        }
    }
}

/// What a released object kept (its cell image view, values associated with it) is released
/// with it, as in UIKit — the leak census must not see them alive.
@Suite struct ReleasedWithTheirOwnerTests {
    @Test func aCellsImageViewGoesWithTheCell() {
        withUIKitStage { _, _ in
            weak var image: UIImageView?
            do {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                image = cell.imageView
                #expect(image != nil && cell.imageView === image)
            }
            #expect(image == nil)
        }
    }

    /// A view associated (retained) with an owner view that is already released.
    private func badgeOfAReleasedOwner() -> UIView {
        let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        let owner = UIView()
        let badge = UIView()
        objc_setAssociatedObject(owner, key, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return badge
    }

    @Test func associatedValuesGoWithTheirOwner() {
        withUIKitStage { sim, _ in
            weak var badge = badgeOfAReleasedOwner()
            AssociatedObjects.dropReleasedOwners(of: sim)
            #expect(badge == nil)
        }
    }

    /// The values of a released owner go on its own simulation's thread, never on another
    /// simulation's (whose leak census could retain a view of this one mid-release).
    @Test func associatedValuesGoOnTheirOwnersSimulation() {
        let other = Simulation()
        withUIKitStage { sim, _ in
            weak var badge = badgeOfAReleasedOwner()
            AssociatedObjects.dropReleasedOwners(of: other)
            #expect(badge != nil)
            AssociatedObjects.dropReleasedOwners(of: sim)
            #expect(badge == nil)
        }
    }
}

/// `overrideUserInterfaceStyle` flows down as UIKit's traits do: to a controller's views and
/// children, and to a view's subviews.
@Suite struct InterfaceStyleOverrideTests {
    @Test func overridesFlowDown() {
        withUIKitStage { _, root in
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let label = UILabel()
            child.view.addSubview(label)
            #expect(label.traitCollection.userInterfaceStyle != .dark)
            root.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark && label.traitCollection.userInterfaceStyle == .dark)
            label.overrideUserInterfaceStyle = .light
            #expect(label.traitCollection.userInterfaceStyle == .light && child.view.traitCollection.userInterfaceStyle == .dark)
        }
    }
}
