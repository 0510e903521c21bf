@_exported import OpenCombine

// Combine for transition code that imports it (`transit-uikit-rewrite` turns `import Combine`
// into `import TransitionsCombine`). The publishers, subjects, operators, `@Published` and
// `ObservableObject` are OpenCombine's, which has Combine's names and semantics. What Combine
// gets from Foundation on Apple's systems is here, on the simulation instead of real time, so
// that a checker run sees what a device would:
//
// - `DispatchQueue` (the simulation's main queue), `RunLoop` and `OperationQueue` are
//   `Scheduler`s whose `now` is the simulation's clock: `receive(on: DispatchQueue.main)` delivers
//   on the next turn of the simulation's event loop, `debounce(for: .milliseconds(300), scheduler:
//   RunLoop.main)` after 300 ms of simulated time (`SimulationScheduling`).
// - `NotificationCenter.publisher(for:object:)` (`NotificationCenter.Publisher`).
// - `publisher(for: \.contentOffset)` on the model's observable objects
//   (`KeyValueObservingPublisher`), over the model's key-value observing.
// - `Timer.publish(every:on:in:)` (`SimulationTimer.TimerPublisher`), on the simulation's timers.
// - `JSONDecoder`/`JSONEncoder` and the property-list coders as `TopLevelDecoder`/`TopLevelEncoder`.
