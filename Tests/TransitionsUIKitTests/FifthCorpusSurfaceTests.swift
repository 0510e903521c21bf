import Foundation
import Testing
import TransitionsUIKit

// UIKit surface that the fifth pass over real code (a new batch of repositories and the long
// tail of the earlier ones) reached for, each with UIKit's behaviour.

/// A badge whose properties invalidate what they change (iOS 15's `@Invalidating`).
private final class BadgeView: UIView {
    @Invalidating(.layout) var position = 0
    @Invalidating(.display, .intrinsicContentSize) var text = ""
    @Invalidating(.constraints, .layout, .display) var inset: CGFloat = 0
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Hears what the tab bar controller tells its delegate.
private final class TabLog: NSObject, UITabBarControllerDelegate {
    var selected: [UIViewController] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

@MainActor @Suite struct FifthCorpusSurfaceTests {
    /// Seven tabs on an iPhone: four in the bar and the More tab, which lists the other three;
    /// UIKit's documented selection rules (selectedIndex is NSNotFound on the list itself).
    @Test func moreTabHoldsTheControllersThatDoNotFit() throws {
        let sim = Simulation()
        let window = Window(sim)
        let log = TabLog()
        let (tabs, pages) = sim.asCurrent { () -> (UITabBarController, [UIViewController]) in
            let tabs = UITabBarController()
            let pages = (0..<7).map { i -> UIViewController in
                let vc = UIViewController()
                vc.tabBarItem = UITabBarItem(title: "tab\(i)", image: nil, tag: i)
                return vc
            }
            tabs.viewControllers = pages
            tabs.delegate = log
            return (tabs, pages)
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let more = tabs.moreNavigationController
            more.navigationBar.tintColor = .systemPurple  // apps style it
            #expect(tabs.tabBar.items?.map(\.title) == ["tab0", "tab1", "tab2", "tab3", "More"])
            #expect(more.tabBarItem.systemItem == .more)

            // The More tab shows the list of the three that did not fit.
            tabs.tapTab(at: 4)
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
            #expect(log.selected.last === more && more.view.window === window)
            let list = try #require(more.topViewController as? UITableViewController)
            #expect(list.tableView.numberOfRows(inSection: 0) == 3)
            #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "tab5")

            // A row pushes its controller; it then reads back as the selection.
            list.tableView.tapRow(at: IndexPath(row: 1, section: 0))
            try sim.runUntilIdle()
            #expect(more.viewControllers.count == 2 && more.topViewController === pages[5])
            #expect(tabs.selectedViewController === pages[5] && tabs.selectedIndex == 5)
            #expect(pages[5].navigationController === more && pages[5].view.window === window)

            // The selected More tab tapped again pops back to the list.
            tabs.tapTab(at: 4)
            try sim.runUntilIdle()
            #expect(more.viewControllers.count == 1 && tabs.selectedIndex == NSNotFound)

            // From code: an overflow index shows the More tab with that controller pushed.
            tabs.selectedIndex = 0
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === pages[0])
            tabs.selectedIndex = 6
            try sim.runUntilIdle()
            #expect(tabs.selectedViewController === pages[6] && more.topViewController === pages[6])
            #expect(pages[6].view.window === window && pages[0].view.window == nil)

            // Down to five controllers: all fit, the More tab goes and its pushed controller leaves it.
            tabs.viewControllers = Array(pages.prefix(5))
            try sim.runUntilIdle()
            #expect(tabs.tabBar.items?.map(\.title) == ["tab0", "tab1", "tab2", "tab3", "tab4"])
            #expect(more.viewControllers.count == 1 && more.view.window == nil)
            #expect(tabs.selectedIndex == 4 && pages[4].view.window === window)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// A navigation controller's tab tapped while selected pops to its root (UIKit's tab bar).
    @Test func tappingTheSelectedNavigationTabPopsToRoot() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (tabs, nav) = sim.asCurrent { () -> (UITabBarController, UINavigationController) in
            let nav = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, UIViewController()]
            return (tabs, nav)
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            nav.pushViewController(UIViewController(), animated: false)
            nav.pushViewController(UIViewController(), animated: false)
            try sim.runUntilIdle()
            tabs.tapTab(at: 0)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 1 && tabs.selectedIndex == 0)
        }
    }

    @Test func invalidatingWrapperInvalidatesOnlyOnChange() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.layoutIfNeeded()
        let settled = badge.layouts
        badge.position = 0  // the same value: nothing is invalidated
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled)
        badge.position = 3
        #expect(badge.position == 3)
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled + 1)

        badge.layer.displayIfNeeded()
        #expect(!badge.layer.needsDisplay())
        badge.text = "9+"
        #expect(badge.text == "9+" && badge.layer.needsDisplay())

        badge.layer.displayIfNeeded()
        badge.inset = 4
        #expect(badge.needsUpdateConstraints() && badge.layer.needsDisplay())
        badge.layoutIfNeeded()
        #expect(badge.layouts == settled + 2)
    }
}
