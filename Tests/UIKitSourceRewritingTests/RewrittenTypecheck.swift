import Foundation
import UIKitSourceRewriting

/// The build folder holding TransitionsUIKit's module (this test binary's folder or one above
/// it), if the package's build made it: the rewritten files of a test compile against it as an
/// app's do.
let transitionsUIKitBuild: URL? = {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = binary.deletingLastPathComponent()
    for _ in 0..<4 {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Modules/TransitionsUIKit.swiftmodule").path) { return dir }
        dir = dir.deletingLastPathComponent()
    }
    return nil
}()

/// Rewrites `files` (name → UIKit source) together, as `transit-uikit-rewrite` does, and runs
/// `swiftc -typecheck` on the outputs — against TransitionsUIKit (the flags of the `UIKitSources`
/// plugin's test target: Swift 5 mode, `-parse-as-library`) when `uikit`, else alone. Returns
/// whether they typecheck and the compiler's output (diagnostics name the original files).
func typecheckRewritten(_ files: [String: String], uikit: Bool = true) throws -> (ok: Bool, output: String) {
    let (dir, inputs) = try writeTemporaryFiles(files, prefix: "rewritten")
    defer { try? FileManager.default.removeItem(at: dir) }
    let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
    var arguments = ["-typecheck", "-swift-version", "5", "-parse-as-library", "-module-name", "App", "-package-name", "app"]
    if uikit, let build = transitionsUIKitBuild {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        arguments += [
            "-I", build.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("_SpringsShims.build/module.modulemap").path,
            // OpenCombine's C helpers, for files that import Combine (TransitionsCombine).
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
            "-Xcc", "-I", "-Xcc", root.appendingPathComponent("Sources/_SpringsShims/include").path,
            // Shared by the tests (the system modules' cache is built once).
            "-module-cache-path", FileManager.default.temporaryDirectory.appendingPathComponent("transit-rewrite-tests-module-cache").path,
        ]
    }
    return try runSwiftc(arguments + outputs.map(\.path))
}

/// Writes `files` (name → text) into a new temporary folder named `prefix-<UUID>`; returns the
/// folder and the files, in name order. The caller removes the folder.
func writeTemporaryFiles(_ files: [String: String], prefix: String) throws -> (dir: URL, inputs: [URL]) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    var inputs: [URL] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        inputs.append(url)
    }
    return (dir, inputs)
}

/// Runs the toolchain's `swiftc` with `arguments`: whether it succeeded, and what it printed
/// (diagnostics included).
func runSwiftc(_ arguments: [String]) throws -> (ok: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc!)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, output)
}

/// The texts `files` rewrite to together, in the order of their names.
func rewrittenFiles(_ files: [String: String]) throws -> [String] {
    let (dir, inputs) = try writeTemporaryFiles(files, prefix: "rewritten-text")
    defer { try? FileManager.default.removeItem(at: dir) }
    let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
    return try outputs.map { try String(contentsOf: $0, encoding: .utf8) }
}
