import Foundation
import Testing

/// The `transit` executable runs campaigns without the test frameworks: the Swift Testing /
/// swift-property-based adapter lives in `TransitionChecksTesting`, which only tests link.
@Suite struct LinkageTests {
    /// `transit` as built next to this test bundle by `swift test` (same configuration).
    static var transitBinary: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("transit") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func transitDoesNotLinkSwiftTesting() throws {
        let binary = try #require(Self.transitBinary, "transit not found next to \(CommandLine.arguments[0])")
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [binary.path]
        let pipe = Pipe()
        ldd.standardOutput = pipe
        try ldd.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0)
        #expect(output.contains("libswiftCore"), "ldd printed no Swift runtime: \(output)")
        for library in ["libTesting", "libXCTest", "lib_TestingInternals"] {
            #expect(!output.contains(library), "transit links \(library):\n\(output)")
        }
    }
}
