import Foundation
import Testing

/// `transit check DIR` end to end on a folder of correct and one of faulty UIKit files
/// (Tests/Fixtures/CheckApps). The first run builds the generated package (minutes), so the
/// end-to-end cases are opt-in: `TRANSIT_CHECK_E2E=1 swift test --filter CheckCommandTests`.
/// Bad input is checked always (no build).
@Suite struct CheckCommandTests {
    static let e2e = ProcessInfo.processInfo.environment["TRANSIT_CHECK_E2E"] == "1"
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CheckApps")

    static func copy(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-check-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: dir)
        return dir
    }

    @Test func badInputExitsWithAClearMessage() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let missing = try CLITests.run(binary, ["check", "/no/such/folder"])
        #expect(missing.status != 0 && missing.stderr.contains("is not a folder"))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("transit-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try CLITests.run(binary, ["check", empty.path])
        #expect(none.status != 0 && (none.stdout + none.stderr).contains("no Swift files"))
        let depth = try CLITests.run(binary, ["check", empty.path, "--depth", "99"])
        #expect(depth.status != 0 && depth.stderr.contains("--depth"))
    }

    @Test func listingNamesTheObjectsFound() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let dir = try Self.copy("SheetGood")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLITests.run(binary, ["check", dir.path, "--list"])
        #expect(r.status == 0)
        for s in ["SheetAnimator [animator]", "SheetTransitioning [transitioning delegate]", "SheetInteraction [interaction controller]", "SheetViewController [view controller]"] {
            #expect(r.stdout.contains(s), "\(s)")
        }
    }

    /// A storyboard controller (outlets, no initialiser of its own) and a library whose package
    /// module name is nowhere in the folder: the controller runs with stand-in outlets, the
    /// library's import is dropped after the first build says it is missing, its delegate is used
    /// with the controller that adopts its protocol, and the controller's button is tapped.
    @Test(.enabled(if: e2e)) func storyboardControllerAndLibraryInTheFolderRun() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        let dir = try Self.copy("PopupWithLibrary")
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("out.json").path
        let r = try CLITests.run(
            binary, ["check", dir.path, "--cases", "100", "--depth", "2", "--json", json, "--report", dir.appendingPathComponent("r.html").path, "--quiet"],
            deadline: 900)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("note: PopupKit built from the folder's own files"), "\(r.stdout)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let reached = summary?["reached"] as? [String: Int] ?? [:]
        #expect(reached["transitioning delegate FadePopup", default: 0] > 0 && reached["UIButton → NotePopupController.close()", default: 0] > 0, "\(reached)")
    }

    @Test(.enabled(if: e2e)) func correctFilesPassAndFaultyFilesFailWithTheirBug() throws {
        let binary = try #require(LinkageTests.transitBinary, "transit not built next to the tests")
        for (name, expected) in [("SheetGood", Int32(0)), ("SheetFaulty", 1)] {
            let dir = try Self.copy(name)
            defer { try? FileManager.default.removeItem(at: dir) }
            let json = dir.appendingPathComponent("out.json").path
            let r = try CLITests.run(
                binary, ["check", dir.path, "--cases", "200", "--depth", "2", "--json", json, "--report", dir.appendingPathComponent("r.html").path, "--quiet"],
                deadline: 900)
            #expect(r.status == expected, "\(name): \(r.stdout)\(r.stderr)")
            let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            let reached = summary?["reached"] as? [String: Int] ?? [:]
            // The sheet's own pan recognizer was found and exercised with no wiring.
            #expect(reached.keys.contains("UIPanGestureRecognizer → SheetViewController.handlePan(_:)"), "\(reached)")
            #expect(reached.keys.contains("interaction controller SheetInteraction"))
            if expected == 1 {
                #expect(r.stdout.contains("completed(true) but was cancelled"))
                // The report names the app's line that made the call (the symbolicated stack,
                // through the rewritten file's #sourceLocation).
                #expect(r.stdout.contains("(your call at SheetTransition.swift:33)"), "\(r.stdout)")
            }
        }
    }
}
