import Foundation

/// `CFRunLoop`: Core Foundation's run loop, as apps reach it to wake the main loop —
/// `CFRunLoopWakeUp(CFRunLoopGetCurrent())` after a row is selected, so that a presentation
/// starts at once instead of at the next event (a known delay of iOS with `selectionStyle =
/// .none`). The simulation's main run loop runs every turn and is never asleep, so there is one
/// loop, and waking it changes nothing: what the app queued runs on the next turn either way.
public final class CFRunLoop: Sendable {
    static let main = CFRunLoop()
    private init() {}
}

/// `CFRunLoopGetCurrent()`: the main loop (the simulation runs the app on one thread).
public func CFRunLoopGetCurrent() -> CFRunLoop { .main }
/// `CFRunLoopGetMain()`.
public func CFRunLoopGetMain() -> CFRunLoop { .main }
/// `CFRunLoopWakeUp(_:)`: the loop is never asleep (see `CFRunLoop`).
public func CFRunLoopWakeUp(_ loop: CFRunLoop) {}
