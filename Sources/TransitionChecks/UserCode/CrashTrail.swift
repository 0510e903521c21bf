import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `transit check` was doing when the app's code trapped (a force unwrap of nil, an index
/// out of range, `fatalError`): the case, the steps it had run and the action under way, written
/// to standard error from the signal handler before Swift's own crash report, so a trap in app
/// code is a finding with its trace rather than a run that just died.
///
/// Armed only by `AppCheck` (the checker's hot loop pays one flag test per step otherwise). The
/// trail is rendered into a preallocated buffer before each step, because a signal handler may
/// only call async-signal-safe functions (`write`, `sigaction`, `raise`).
package enum CrashTrail {
    nonisolated(unsafe) package private(set) static var isArmed = false
    /// The thread that armed it (the checker's, single-threaded under `transit check`): only its
    /// steps are recorded, so checks running on other threads of the process never interleave.
    nonisolated(unsafe) private static var armedThread = pthread_self()
    private static let capacity = 16_384
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handlers (keeping the ones already installed, Swift's backtracer among them,
    /// which run after the trail is written).
    package static func arm() {
        armedThread = pthread_self()
        guard !isArmed else { return }
        isArmed = true
        for s in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = crashTrailHandler
            #else
                action.__sigaction_u.__sa_handler = crashTrailHandler
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(s, &action, &old) == 0 { previous[s] = old }
        }
    }

    /// Records the trail: `header` (the case), the steps run, and the action about to run.
    package static func note(header: String, trace: [String], next: String) {
        guard isArmed, pthread_equal(pthread_self(), armedThread) != 0 else { return }
        let text = "\n\(header)\n" + trace.suffix(60).joined(separator: "\n") + "\n→ your code trapped during: \(next)\n"
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { src in
            src.withMemoryRebound(to: CChar.self) { buffer.update(from: $0.baseAddress!, count: $0.count) }
        }
        length = bytes.count
    }

    /// The trail as the handler would write it.
    package static var text: String {
        String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
    }

    /// Called from the signal handler only.
    fileprivate static func dump(_ signal: Int32) {
        let title = "\ntransit check: the app's code trapped (signal \(signal)); the case so far:"
        _ = title.withCString { write(2, $0, strlen($0)) }
        _ = write(2, buffer, length)
        if var old = previous[signal] {
            sigaction(signal, &old, nil)
        } else {
            var dfl = sigaction()
            sigemptyset(&dfl.sa_mask)
            sigaction(signal, &dfl, nil)
        }
    }
}

private func crashTrailHandler(_ signal: Int32) {
    CrashTrail.dump(signal)
    // Returning re-runs the faulting instruction under the previous handler (Swift's
    // backtracer, or the default action); a raised signal (abort) is raised again.
    if signal == SIGABRT { raise(signal) }
}
