import ArgumentParser
import Foundation

/// A run-time failure, printed as one `Error: …` line (no usage): bad input exits 64
/// (`EX_USAGE`), an I/O failure 1.
enum CLIError: Error, CustomStringConvertible {
    case badInput(String)
    case io(path: String, reason: String)

    var description: String {
        switch self {
        case .badInput(let m): return m
        case .io(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .badInput: return 64
        case .io: return 1
        }
    }
}

/// The documented bounds on work proportional to a number the user gives.
enum Limits {
    /// Samples a `curve` or `plot` may produce.
    static let samples = 1_000_000
    /// Random regimes in `crosscheck --random`.
    static let randomRegimes = 100_000
    /// Cases of one `verify` campaign, and steps per case.
    static let cases = 10_000_000
    static let steps = 10_000
    /// Depth of an exhaustive exploration (programs grow exponentially with it; --time-limit
    /// bounds the run in any case).
    static let depth = 30
    /// Seconds of motion `curve` and `plot` sample.
    static let seconds = 3_600.0
}

/// Checks that `value` (named `name` as on the command line) is finite and in `range`.
func require(_ value: Double, _ name: String, in range: ClosedRange<Double>, _ what: String) throws {
    guard value.isFinite, range.contains(value) else { throw CLIError.badInput("\(name) must be \(what), got \(value)") }
}

/// Writes `text` to `path`, as an `io` error naming the path and the reason when it fails.
func write(_ text: String, to path: String) throws {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        throw CLIError.io(path: path, reason: ioReason(path))
    }
}

/// Writes `data` to `path` (see `write(_:to:)`).
func write(_ data: Data, to path: String) throws {
    do {
        try data.write(to: URL(fileURLWithPath: path))
    } catch {
        throw CLIError.io(path: path, reason: ioReason(path))
    }
}

/// Why `path` cannot be written, in plain words.
private func ioReason(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent().path
    let fm = FileManager.default
    var isDir: ObjCBool = false
    if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { return "it is a directory" }
    if !fm.fileExists(atPath: dir) { return "the directory \(dir) does not exist" }
    if fm.fileExists(atPath: path), !fm.isWritableFile(atPath: path) { return "permission denied" }
    if !fm.isWritableFile(atPath: dir) { return "permission denied on \(dir)" }
    return "the write failed"
}

/// Standard error, where progress and diagnostics go.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Reads `path` as JSON of `type`; a missing file or another shape is bad input naming the path
/// and `what` it should have been.
func readJSON<T: Decodable>(_ type: T.Type, from path: String, what: String) throws -> T {
    guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.badInput("cannot read \(what) \(path)") }
    do { return try JSONDecoder().decode(type, from: data) } catch {
        throw CLIError.badInput("\(path) is not a \(what) (\(error))")
    }
}

/// Writes `value` to `path` as JSON with sorted keys (see `write(_:to:)` for failures).
func writeJSON(_ value: some Encodable, to path: String, what: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do { data = try encoder.encode(value) } catch { throw CLIError.badInput("cannot encode the \(what): \(error)") }
    try write(data, to: path)
}

/// Shards `indices` of `count` are each given exactly once (what `--merge` needs).
func requireCompleteShards(_ indices: [Int], of count: Int) throws {
    let missing = (0..<count).filter { !indices.contains($0) }
    if !missing.isEmpty {
        throw CLIError.badInput("shards missing: \(missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", "))")
    }
    if Set(indices).count != indices.count { throw CLIError.badInput("a shard is given twice") }
}
