import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The simulation that code running on this thread belongs to.
///
/// UIKit's static calls (`UIView.animate(withDuration:…)`, `UIScreen.main`) and its initialisers
/// without a simulation (`UIView(frame:)`, `UIViewController()`) find it here. It is per thread
/// (a POSIX thread-specific value, which keeps its simulation alive) — no process-wide state is
/// shared between threads, so campaigns on several threads each see their own. A simulation
/// becomes current on its thread when it is created, and again while it runs: advancing the clock
/// and starting a transition make it current for the duration, so animation blocks, completions
/// and animators reach the right one.
extension Simulation {
    /// The thread-specific slot; its destructor releases the simulation a finished thread held.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Simulation>.fromOpaque(UnsafeRawPointer(pointer)).release() }
        }
        return key
    }()

    /// This thread's current simulation (one is created the first time none is).
    public static var current: Simulation {
        if let p = pthread_getspecific(threadKey) { return Unmanaged<Simulation>.fromOpaque(p).takeUnretainedValue() }
        return Simulation()  // becomes current
    }

    /// This thread's current simulation, if there is one (none is created).
    package static var currentIfAny: Simulation? {
        pthread_getspecific(threadKey).map { Unmanaged<Simulation>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Makes this simulation the current one of this thread.
    public func makeCurrent() {
        let key = Simulation.threadKey
        let old = pthread_getspecific(key)
        if old == Unmanaged.passUnretained(self).toOpaque() { return }
        pthread_setspecific(key, Unmanaged.passRetained(self).toOpaque())
        if let old { Unmanaged<Simulation>.fromOpaque(old).release() }
    }

    /// Runs `body` with this simulation current, then restores the previous one.
    package func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let key = Simulation.threadKey
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let saved = pthread_getspecific(key), saved != me else {
            makeCurrent()
            return try body()
        }
        let previous = Unmanaged<Simulation>.fromOpaque(saved).retain()
        makeCurrent()
        defer {
            previous.takeUnretainedValue().makeCurrent()
            previous.release()
        }
        return try body()
    }
}
