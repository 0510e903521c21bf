import Foundation
import Runtime
import Transitions

/// Finds the app's file and line that made a call the model records as misuse (a context
/// completed twice, an appearance call out of turn, a refused presentation): the call stack is
/// captured and symbolicated, and the first frame in a file of the app's names the call. The
/// app's files are compiled from their rewritten copies under `#sourceLocation` directives, so
/// the debug information already points at the original file and line.
enum AppCallSite {
    /// Transit's own sources: frames there are the model's, not the app's.
    static let transitSources: String = {
        // …/Sources/TransitionChecks/UserCode/AppCallSite.swift → …/Sources/
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
    }()

    nonisolated(unsafe) private static var existing: [String: Bool] = [:]
    private static let lock = NSLock()

    /// A source file on this machine (toolchain and package paths in debug information are
    /// not): the app's files and Transit's are.
    private static func exists(_ path: String) -> Bool {
        lock.withLock {
            if let known = existing[path] { return known }
            let e = FileManager.default.fileExists(atPath: path)
            existing[path] = e
            return e
        }
    }

    /// `File.swift:line` of the innermost frame in the app's files, or nil.
    static func locate() -> String? {
        guard let backtrace = try? Backtrace.capture(limit: 64), let symbolicated = backtrace.symbolicated() else { return nil }
        for frame in symbolicated.frames {
            guard let loc = frame.symbol?.sourceLocation, loc.line > 0 else { continue }
            let path = loc.path
            guard path.hasSuffix(".swift"), !path.hasPrefix(transitSources), !path.contains("/.transit-check/"),
                !path.contains("/.build/"), exists(path)
            else { continue }
            return "\((path as NSString).lastPathComponent):\(loc.line)"
        }
        return nil
    }

    /// Installs the locator for this process (`transit check` runs one app per process).
    static func install() {
        Simulation.locateAppCall = { locate() }
    }
}
