import Testing
import TransitionsUIKit

/// The back-button interception of MyApp/Transitions/BackButtonInterception.swift, compiled
/// unchanged: the app's extension makes the navigation controller its bar's delegate, and the
/// bar's question — what UIKit's back button asks — pops only a screen that lets it go.
@Suite struct BackButtonInterceptionTests {
    @Test func theBackButtonLeavesOnlyAScreenThatAgrees() throws {
        let sim = Simulation()
        let window = Window(sim)
        let (nav, form) = sim.asCurrent { () -> (UINavigationController, EditFormViewController) in
            (UINavigationController(rootViewController: UIViewController()), EditFormViewController())
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(form, animated: true)
        try sim.runUntilIdle()
        #expect(nav.navigationBar.delegate === nav)

        func tapBack() throws {
            let bar = nav.navigationBar
            let top = try #require(bar.topItem)
            #expect(bar.delegate?.navigationBar(bar, shouldPop: top) == false)
            try sim.runUntilIdle()
        }
        form.hasUnsavedChanges = true
        try tapBack()
        #expect(nav.topViewController === form && form.confirmationsAsked == 1)

        form.hasUnsavedChanges = false
        try tapBack()
        #expect(nav.viewControllers.count == 1 && form.confirmationsAsked == 1)
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }
}
