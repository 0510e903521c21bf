import Springs

/// Shared completion of the animations created by one `animate` call or one transaction.
final class AnimationGroup {
    var pending = 0
    var allFinished = true
    var sealed = false
    var fired = false
    var completion: ((Bool) -> Void)?
    /// A transaction's properties (`CATransaction.setValue(_:forKey:)`), by key.
    var values: [String: Any] = [:]
    unowned let simulation: Simulation

    init(_ simulation: Simulation, completion: ((Bool) -> Void)?) {
        self.simulation = simulation
        self.completion = completion
    }

    func fireIfDone() {
        guard sealed, pending == 0 else { return }
        if fired {
            return
        }
        fired = true
        completion?(allFinished)
    }
}
