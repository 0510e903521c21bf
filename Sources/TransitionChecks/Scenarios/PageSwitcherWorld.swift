import Foundation
import TransitionCatalogue
import Transitions

/// The page switcher under random page operations, taps, drags and rotations.
public final class PageSwitcherWorld {
    public let sim: Simulation
    public let window: Window
    public let switcher: PageSwitcherController
    var counter = 0
    /// Drags delivered while the presentation was showing.
    public internal(set) var dragsWhileShowing = 0

    /// - Parameter pages: the number of pages to start with (a negative number counts as 0).
    public init(pages: Int) {
        let sim = Simulation()
        self.sim = sim
        window = Window(sim)
        switcher = PageSwitcherController(
            sim,
            pages: (0..<max(0, pages)).map { i in
                i % 2 == 0 ? NamedPage(sim, title: "p\(i)", name: "Page \(i)") : ViewController(sim, title: "p\(i)")
            })
        window.rootViewController = switcher
        window.makeKeyAndVisible()
    }
}
