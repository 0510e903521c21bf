import Foundation
import OpenCombine
import Transitions

/// What the simulation's schedulers share: actions run on the current simulation's event loop at
/// an instant of its clock (seconds), and repeating actions every interval until cancelled.
enum SimulationScheduling {
    /// The shortest repeat interval (0.1 ms, as a timer's): a non-positive or NaN one would
    /// repeat at one instant forever.
    static let shortestInterval = 0.0001

    /// Runs `action` on the current simulation at `time` of its clock (a past or non-finite
    /// instant: the next turn of its event loop, as a dispatch to a past deadline runs at once).
    static func schedule(at time: Double, _ action: @escaping () -> Void) {
        let simulation = Simulation.current
        let delay = time - simulation.now
        simulation.schedule(after: delay.isFinite && delay > 0 ? delay : 0, action)
    }

    /// Runs `action` at `time`, then every `interval` after it, until the returned token is
    /// cancelled (or released, as `AnyCancellable`): a repeating simulation timer, first firing
    /// at `time` (a past or non-finite start: the next turn), without drift. An infinite interval
    /// fires once, as a timer never reaches its next fire date.
    static func repeating(from time: Double, every interval: Double, _ action: @escaping () -> Void) -> Cancellable {
        let step = interval.isNaN || interval < shortestInterval ? shortestInterval : interval
        let simulation = Simulation.current
        let timer = SimulationTimer(timeInterval: step, repeats: true) { _ in action() }
        timer.schedule(on: simulation, firstFireAt: time.isFinite ? time : simulation.now)
        return AnyCancellable(timer.invalidate)
    }
}
