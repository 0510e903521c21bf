import Testing
import TransitionsUIKit

/// Method swizzling as UIKit libraries install it (MyApp/Transitions/NavigationBarPreference.swift),
/// compiled unchanged: after the swizzle each screen's `viewWillAppear(_:)` also applies its
/// navigation-bar preference and the navigation controller counts its pushes; UIKit's own
/// implementations still run (the appearance callbacks, the push itself), once each.
@Suite struct NavigationBarPreferenceTests {
    final class Plain: BarPreferringViewController {
        private(set) var appearances = 0
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances += 1
        }
    }

    @Test func swizzledMethodsRunAroundUIKits() throws {
        _ = BarPreferringViewController.installBarPreference
        _ = CountingNavigationController.installCounting
        let sim = Simulation()
        let window = Window(sim)
        let (nav, list, photo) = sim.asCurrent { () -> (CountingNavigationController, Plain, Plain) in
            let list = Plain()
            let photo = Plain()
            photo.prefersNavigationBarHidden = true
            return (CountingNavigationController(rootViewController: list), list, photo)
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        #expect(!nav.isNavigationBarHidden && list.appearances == 1)

        nav.pushViewController(photo, animated: true)
        try sim.runUntilIdle()
        #expect(nav.topViewController === photo && nav.viewControllers.count == 2)
        #expect(nav.isNavigationBarHidden && photo.appearances == 1)
        #expect(nav.pushCount == 1)
        // UIKit's viewWillAppear(_:) ran once for each of the three (the navigation controller, the list, the photo).
        #expect(sim.journal.filter { $0.event == .viewWillAppear }.count == 3)

        nav.popViewController(animated: true)
        try sim.runUntilIdle()
        #expect(nav.viewControllers.count == 1 && !nav.isNavigationBarHidden && list.appearances == 2)
        #expect(nav.pushCount == 1)
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }
}
