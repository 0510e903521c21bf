import Foundation
import OpenCombine
import Transitions

/// What the simulation's schedulers share: actions run on the current simulation's event loop at
/// an instant of its clock (seconds), and repeating actions every interval until cancelled.
enum SimulationScheduling {
    /// The shortest repeat interval (0.1 ms, as a timer's): a non-positive or non-finite one would
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
    /// cancelled (or released, as `AnyCancellable`).
    static func repeating(from time: Double, every interval: Double, _ action: @escaping () -> Void) -> Cancellable {
        let step = interval.isFinite && interval > shortestInterval ? interval : shortestInterval
        let start = time.isFinite ? max(time, Simulation.current.now) : Simulation.current.now
        let repetition = Repetition(simulation: .current, step: step, action: action)
        repetition.arm(at: start)
        return AnyCancellable(repetition.cancel)
    }

    /// A repeating action's state: each fire arms the next, at the first instant plus a whole
    /// number of intervals (no drift).
    private final class Repetition {
        weak var simulation: Simulation?
        let step: Double
        var action: (() -> Void)?
        var event: Int?

        init(simulation: Simulation, step: Double, action: @escaping () -> Void) {
            self.simulation = simulation
            self.step = step
            self.action = action
        }

        func arm(at time: Double) {
            guard let simulation, action != nil else { return }
            event = simulation.schedule(after: time - simulation.now) { [self] in
                event = nil
                guard let action else { return }
                arm(at: time + step)
                action()
            }
        }

        func cancel() {
            action = nil
            if let event { simulation?.cancelScheduled(event) }
            event = nil
        }
    }
}
