import Foundation
import Testing
import UIKitSourceRewriting

/// Members an app adds to a UIKit class in an extension and overrides in subclasses dispatch on
/// the object's class, as Objective-C dispatch does on iOS. Checked by compiling and running.
@Suite struct ExtensionMemberDispatchTests {
    /// Compiles `files` (rewritten) with `plain` (not rewritten: stands for UIKit) into an
    /// executable, runs it, and returns its output (or the compiler's).
    private func run(rewriting files: [String: String], plain: String, main: String) throws -> (ok: Bool, output: String) {
        let (dir, inputs) = try writeTemporaryFiles(files, prefix: "dispatch")
        defer { try? FileManager.default.removeItem(at: dir) }
        let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
        // The files name UIKit's classes without importing UIKit, so the rewriter takes them for a
        // framework that sees UIKit through its umbrella header and adds `import TransitionsUIKit`
        // after their last line; here the stand-in plays UIKit, so that generated import goes.
        for output in outputs {
            let text = try String(contentsOf: output, encoding: .utf8)
            try text.replacingOccurrences(of: "\nimport TransitionsUIKit\n", with: "\n").write(to: output, atomically: true, encoding: .utf8)
        }
        let uikit = dir.appendingPathComponent("UIKitStandIn.swift"), mainFile = dir.appendingPathComponent("main.swift")
        try plain.write(to: uikit, atomically: true, encoding: .utf8)
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("app")
        let (compiled, diagnostics) = try runSwiftc(["-swift-version", "5", "-o", exe.path, uikit.path, mainFile.path] + outputs.map(\.path))
        guard compiled else { return (false, diagnostics) }
        let run = Process()
        run.executableURL = exe
        let out = Pipe()
        run.standardOutput = out
        try run.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        return (run.terminationStatus == 0, text)
    }

    private let uikit = """
        open class UIViewController { public init() {} }
        open class UINavigationController: UIViewController {}
        """

    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func overridesDispatchOnTheObjectsClass() throws {
        let (ok, output) = try run(
            rewriting: [
                "Extensions.swift": """
                    extension UIViewController {
                        @objc var topBarHeight: Double { 20 }
                        @objc func describe(_ x: Int, times: Int = 1) -> String { "base \\(x * times)" }
                        func untouched() -> String { "plain" }
                    }
                    extension UINavigationController {
                        override var topBarHeight: Double { super.topBarHeight + 44 }
                    }
                    """,
                "Sheets.swift": """
                    class Sheet: UINavigationController {
                        override var topBarHeight: Double { super.topBarHeight + 100 }
                        override func describe(_ x: Int, times: Int) -> String { "sheet " + super.describe(x, times: times) }
                    }
                    final class Deeper: Sheet {
                        override var topBarHeight: Double { super.topBarHeight * 2 }
                    }
                    """,
            ],
            plain: uikit,
            main: """
                let all: [UIViewController] = [UIViewController(), UINavigationController(), Sheet(), Deeper()]
                for vc in all { print(vc.topBarHeight, vc.describe(2), vc.untouched()) }
                """)
        #expect(ok, "\(output)")
        // Sheet's super is UINavigationController's override (20 + 44), Deeper's is Sheet's.
        #expect(output == """
            20.0 base 2 plain
            64.0 base 2 plain
            164.0 sheet base 2 plain
            328.0 sheet base 2 plain

            """)
    }

    /// A settable property: reads and writes dispatch to the most derived override, whose
    /// `super` reaches the extension's.
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func settablePropertiesDispatchBothWays() throws {
        let (ok, output) = try run(
            rewriting: [
                "Extensions.swift": """
                    var stored: [ObjectIdentifier: Bool] = [:]
                    extension UIViewController {
                        @objc public var popEnabled: Bool {
                            get { stored[ObjectIdentifier(self)] ?? false }
                            set { stored[ObjectIdentifier(self)] = newValue }
                        }
                    }
                    """,
                "Wrapper.swift": """
                    class Wrapper: UIViewController {
                        let inner = UIViewController()
                        public override var popEnabled: Bool {
                            get { inner.popEnabled }
                            set { inner.popEnabled = newValue; super.popEnabled = !newValue }
                        }
                    }
                    """,
            ],
            plain: uikit,
            main: """
                let w = Wrapper()
                let vc: UIViewController = w
                vc.popEnabled = true
                let plain = UIViewController()
                plain.popEnabled = true
                print(vc.popEnabled, w.inner.popEnabled, stored[ObjectIdentifier(w)]!, plain.popEnabled)
                """)
        #expect(ok, "\(output)")
        #expect(output == "true true false true\n")
    }

    /// Members nobody overrides, and properties with observers, stay as written.
    @Test func whatIsLeftAlone() {
        let source = """
            extension UIViewController {
                var plain: Int { 1 }
                var observed: Int { get { 1 } set {} }
            }
            class A: UIViewController {
                override var observed: Int { didSet {} }
            }
            protocol Dimming { func presentationTransitionWillBegin() }
            extension Dimming { func presentationTransitionWillBegin() {} }
            extension UIScrollViewDelegate { func scrollViewDidScroll(_ s: UIScrollView) {} }
            class Sheet: UIPresentationController {
                override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
            }
            class List: UITableViewController {
                override func scrollViewDidScroll(_ s: UIScrollView) { super.scrollViewDidScroll(s) }
            }
            """
        #expect(rewritten(source) == source)
    }
}
