import Benchmark
import Foundation
import LayoutWorkloads
import TransitionCatalogue
import Transitions

// Throughput of the headless model: how many transitions per second the verification suite can
// drive. Each iteration builds a fresh window and runs the whole transition to quiescence.

final class Keep: ViewControllerTransitioningDelegate {
    let present: any ViewControllerAnimatedTransitioning
    let dismiss: any ViewControllerAnimatedTransitioning
    init(_ p: any ViewControllerAnimatedTransitioning, _ d: any ViewControllerAnimatedTransitioning) {
        present = p
        dismiss = d
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { present }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { dismiss }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], warmupIterations: 5,
                                           maxDuration: .seconds(2))

    // One Auto Layout pass of a 200-view screen: a constant edit, then layoutIfNeeded().
    Benchmark("layout pass, 200-view screen (constant edit + layoutIfNeeded)") { b in
        let screen = LayoutScreen()
        b.startMeasurement()
        for _ in b.scaledIterations { screen.edit() }
        blackHole(screen.sheetFrame)
    }

    Benchmark("animated present + dismiss (bounce/dismiss, 60 Hz)") { b in
        for _ in b.scaledIterations {
            let sim = Simulation()
            let window = Window(sim)
            let root = ViewController(sim, title: "root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let modal = ViewController(sim, title: "modal")
            modal.modalPresentationStyle = .custom
            let keep = Keep(BouncePresentAnimator(), DismissAnimator())
            modal.transitioningDelegate = keep
            try! root.present(modal, animated: true)
            try! sim.runUntilIdle()
            try! modal.dismiss(animated: true)
            try! sim.runUntilIdle()
            blackHole(keep)
        }
    }

    Benchmark("interactive container pan that cancels") { b in
        for _ in b.scaledIterations {
            let sim = Simulation()
            let window = Window(sim)
            let c = ContainerViewController(sim, title: "c", viewControllers: (0..<3).map { ViewController(sim, title: "c\($0)") })
            window.rootViewController = c
            window.makeKeyAndVisible()
            c.handlePan(PanGesture(state: .began, translation: .zero, velocity: CGPoint(x: -300, y: 0)))
            for i in 1...6 {
                c.handlePan(PanGesture(state: .changed, translation: CGPoint(x: -Double(i) * 15, y: 0), velocity: CGPoint(x: -200, y: 0)))
                sim.advanceFrame()
            }
            c.handlePan(PanGesture(state: .ended, translation: CGPoint(x: -90, y: 0), velocity: CGPoint(x: 100, y: 0)))
            try! sim.runUntilIdle()
            blackHole(c.selectedViewController)
        }
    }

    Benchmark("navigation push + pop") { b in
        for _ in b.scaledIterations {
            let sim = Simulation()
            let window = Window(sim)
            let nav = NavigationController(sim, root: ViewController(sim, title: "root"))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            try! nav.push(ViewController(sim, title: "detail"))
            try! sim.runUntilIdle()
            nav.popViewController(animated: true)
            try! sim.runUntilIdle()
            blackHole(nav.viewControllers.count)
        }
    }
}
