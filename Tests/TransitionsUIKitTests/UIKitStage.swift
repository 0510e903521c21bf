import TransitionsUIKit

/// A window with a root controller; `body` runs with the simulation current (as UIKit code's
/// static calls expect).
func withUIKitStage<T>(_ body: (Simulation, UIViewController) throws -> T) rethrows -> T {
    let sim = Simulation()
    let window = Window(sim)
    let root = ViewController(sim, title: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    return try sim.asCurrent { try body(sim, root) }
}
