import Foundation
import Testing
import TransitionsUIKit

private final class Collapser: NSObject, UISplitViewControllerDelegate {
    var discard = false
    var collapses = 0
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        collapses += 1
        return discard
    }
}

/// `UISplitViewController`: two columns side by side when the width is regular, collapsed onto
/// the primary navigation controller when it is compact, with UIKit's delegate hooks.
@Suite struct SplitViewControllerTests {
    /// Makes a window of `device` showing a split view of a list (in a navigation controller)
    /// and a detail.
    private func split(on device: Device, _ configure: (UISplitViewController) -> Void = { _ in })
        -> (Simulation, UISplitViewController, UINavigationController, UIViewController, Window)
    {
        let sim = Simulation()
        sim.application.device = device
        let window = Window(sim)
        let (split, list, detail) = sim.asCurrent { () -> (UISplitViewController, UINavigationController, UIViewController) in
            let list = UINavigationController(rootViewController: UIViewController())
            return (UISplitViewController(), list, UIViewController())
        }
        configure(split)
        split.viewControllers = [list, detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        split.view.layoutIfNeeded()
        return (sim, split, list, detail, window)
    }

    @Test func wideSplitViewsShowBothColumnsSideBySide() {
        let (sim, split, list, detail, window) = split(on: .iPadPro11) { $0.preferredDisplayMode = .oneBesideSecondary }
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary && split.viewControllers.count == 2)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: split.view.bounds.height))
        #expect(detail.view.frame.minX == 320 && detail.view.frame.maxX == split.view.bounds.maxX)
        #expect(detail.splitViewController === split && list.topViewController?.splitViewController === split)
        #expect(detail.viewIfLoaded?.window != nil && list.viewIfLoaded?.window != nil)
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(list.view.frame.width == (split.view.bounds.width * 0.5).rounded())
        split.preferredDisplayMode = .secondaryOnly
        #expect(list.view.frame.maxX <= 0 && detail.view.frame == split.view.bounds)
        split.preferredDisplayMode = .oneOverSecondary
        #expect(list.view.frame.minX == 0 && detail.view.frame == split.view.bounds && split.view.subviews.last === list.view)
        // A portrait iPad resolves `.automatic` to the secondary alone.
        split.preferredDisplayMode = .automatic
        #expect(split.displayMode == (split.view.bounds.width > split.view.bounds.height ? .oneBesideSecondary : .secondaryOnly))
        _ = (sim, window)
    }

    @Test func showDetailReplacesTheSecondaryWhenWide() {
        let (sim, split, list, detail, window) = split(on: .iPadPro11)
        let other = sim.asCurrent { UIViewController() }
        list.topViewController?.showDetailViewController(other, sender: nil)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === other && detail.parent == nil)
        #expect(other.view.superview === split.view && window.isKeyWindow)
    }

    /// On a phone the secondary is pushed onto the primary navigation controller; a detail shown
    /// later is pushed too.
    @Test func compactSplitViewsCollapseOntoThePrimaryNavigationController() throws {
        let (sim, split, list, detail, window) = split(on: .iPhone14)
        #expect(split.isCollapsed && split.viewControllers.count == 1 && split.viewControllers[0] === list)
        #expect(list.viewControllers.count == 2 && list.topViewController === detail)
        #expect(list.view.frame == split.view.bounds)
        let more = sim.asCurrent { UIViewController() }
        split.showDetailViewController(more, sender: nil)
        try sim.runUntilIdle()
        #expect(list.topViewController === more && list.viewControllers.count == 3 && more.view.window === window)
    }

    /// The Xcode master-detail layout: a navigation controller in each column. On a phone the
    /// detail's stack moves onto the list's; on a wider device it moves back into its own
    /// navigation controller. A detail shown on the phone and popped is freed.
    @Test func navigationSecondariesCollapseAndExpand() throws {
        let sim = Simulation()
        sim.application.device = .iPhone14
        let window = Window(sim)
        let (split, list, detailNav, detail) = sim.asCurrent { () -> (UISplitViewController, UINavigationController, UINavigationController, UIViewController) in
            let detail = UIViewController()
            return (UISplitViewController(), UINavigationController(rootViewController: UIViewController()),
                    UINavigationController(rootViewController: detail), detail)
        }
        split.viewControllers = [list, detailNav]
        window.rootViewController = split
        window.makeKeyAndVisible()
        split.view.layoutIfNeeded()
        #expect(split.isCollapsed && list.viewControllers.count == 2 && list.topViewController === detail)
        #expect(detailNav.viewControllers.isEmpty && detailNav.parent == nil && sim.violations.isEmpty)

        weak var shown: UIViewController?
        do {
            let more = sim.asCurrent { UIViewController() }
            shown = more
            split.showDetailViewController(more, sender: nil)
            try sim.runUntilIdle()
            #expect(list.topViewController === more)
        }
        list.popViewController(animated: false)
        try sim.runUntilIdle()
        #expect(shown == nil)

        sim.application.device = .iPadPro11
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
        #expect(!split.isCollapsed && split.viewControllers.count == 2 && split.viewControllers[1] === detailNav)
        #expect(detailNav.viewControllers.count == 1 && detailNav.topViewController === detail && list.viewControllers.count == 1)
        #expect(sim.violations.isEmpty)
    }

    /// A delegate that collapses the secondary itself (returns true) keeps the primary as it was.
    @Test func aDelegateCanTakeOverCollapsing() {
        let delegate = Collapser()
        delegate.discard = true
        let (_, split, list, detail, window) = split(on: .iPhone14) { $0.delegate = delegate }
        #expect(delegate.collapses == 1 && list.viewControllers.count == 1 && detail.parent == nil && split.isCollapsed)
        #expect(list.view.window === window)
    }

    /// iOS 14's columns wrap each controller in a navigation controller, as UIKit does.
    @Test func columnStyleWrapsColumnsInNavigationControllers() {
        let sim = Simulation()
        sim.application.device = .iPadPro11
        sim.asCurrent {
            let split = UISplitViewController(style: .doubleColumn)
            let sidebar = UIViewController(), content = UIViewController()
            split.setViewController(sidebar, for: .primary)
            split.setViewController(content, for: .secondary)
            #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === content)
            #expect(split.viewControllers.count == 2 && split.viewControllers.allSatisfy { $0 is UINavigationController })
            let navs = split.viewControllers.compactMap { $0 as? UINavigationController }
            #expect(navs.map { $0.viewControllers.first } == [sidebar, content])
            split.setViewController(sidebar, for: .primary)
            #expect(split.viewControllers[0] === navs[0])
        }
    }
}
