import Foundation
import Testing

// An app's subclasses of UIKit classes declare members with whatever names UIKit leaves free. The
// model's own instrumentation (what the checks read: on-screen values, appearance state, …) is
// `package`, so it neither collides with those declarations ("overriding non-open property",
// "cannot override with a stored property") nor shows in an app's completions. This compiles such
// a file as an app's package does: another module, another package.

/// The build folder holding TransitionsUIKit's module (this test binary's folder), if found.
private let buildFolder: URL? = {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = binary.deletingLastPathComponent()
    for _ in 0..<3 {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Modules/TransitionsUIKit.swiftmodule").path) { return dir }
        dir = dir.deletingLastPathComponent()
    }
    return nil
}()

private let compiler: String? = {
    var candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    if let path = ProcessInfo.processInfo.environment["PATH"] { candidates += path.split(separator: ":").map { "\($0)/swiftc" } }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

private let appFile = """
    import TransitionsUIKit

    final class CardController: UIViewController {
        var isVisible = false
        var appearanceState = 0
        var preferredSize = CGSize.zero
        var topPresented: UIViewController? { presentedViewController }
        var uikitTitle = ""
    }

    final class CardView: UIView {
        var onScreen = false
        var hasAnimations = false
        var frameInWindow = CGRect.zero
        var safeAreaFrame = CGRect.zero
        var allDescendants: [UIView] = []
        var isEffectivelyVisible = true
        var effectiveSpeed: Float = 1
        var layerSpeed = 1.0
        var layerTimeOffset = 0.0
        var layerBeginTime = 0.0
        func pauseLayer() { layer.speed = 0 }
        func resumeLayer() { layer.speed = 1 }
        func localTime(at t: Double) -> Double { t }
    }

    final class Tabs: UITabBarController {
        var selected = 0
    }

    final class Feed: UITableView {
        var resolvedRowHeight: Int = 44
        var scrollsVertically = true
        var maximumContentOffset = CGPoint.zero
        var minimumContentOffset = CGPoint.zero
    }

    final class PulseLayer: CALayer {
        var hasAnimations = false
        var effectiveSpeed = 1
        func localTime(at t: Double) -> Double { t }
    }
    """

@Suite struct AppNamesTests {
    @Test(.enabled(if: buildFolder != nil && compiler != nil, "no build folder or compiler found"))
    func modelInstrumentationLeavesAppsNamesFree() throws {
        let build = try #require(buildFolder)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("app-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("CardController.swift")
        try appFile.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(compiler))
        process.arguments = [
            "-typecheck", "-swift-version", "5", "-module-name", "MyApp", "-package-name", "myapp",
            "-I", build.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("_SpringsShims.build/module.modulemap").path,
            "-Xcc", "-I", "-Xcc", root.appendingPathComponent("Sources/_SpringsShims/include").path,
            "-module-cache-path", dir.appendingPathComponent("cache").path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
