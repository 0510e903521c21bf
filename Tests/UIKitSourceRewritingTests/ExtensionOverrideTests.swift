import Foundation
import Testing
import UIKitSourceRewriting

/// Overrides written in extensions (legal on iOS, where UIKit's members are `@objc`) move into
/// the class's body; lines and diagnostics keep pointing at what was written.
@Suite struct ExtensionOverrideTests {
    /// Runs `swiftc -typecheck` on `files` and returns (status, output).
    private func typecheck(_ files: [URL]) throws -> (Int32, String) {
        let (ok, output) = try runSwiftc(["-typecheck", "-swift-version", "5"] + files.map(\.path))
        return (ok ? 0 : 1, output)
    }

    private func write(_ files: [String: String]) throws -> (dir: URL, inputs: [URL]) {
        try writeTemporaryFiles(files, prefix: "overrides")
    }

    private let base = """
        open class Transition {
            public init() {}
            open func update(_ p: Double) -> Double { p }
            open var duration: Double { 0.3 }
            open func finish() -> String { "base" }
        }

        """

    /// In the class's file, in another file, with `public extension` access and a `super` call:
    /// without the move Swift rejects every one ("cannot be overridden from extension").
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func overridesInExtensionsCompile() throws {
        let (dir, inputs) = try write([
            "A.swift": base + """
                public final class Interactive: Transition {
                    let scale = 2.0
                }

                extension Interactive {
                    // What UIKit calls on every frame.
                    public override func update(_ p: Double) -> Double { super.update(p) * scale }
                    func helper() -> Int { 1 }
                }
                """,
            "B.swift": """
                public extension Interactive {
                    override var duration: Double { 0.5 }
                    @objc override func finish() -> String { "mine" }
                }
                let check: Double = Interactive().update(0.25) + Interactive().duration
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status0, plain) = try typecheck(inputs)
        #expect(status0 != 0 && plain.contains("override"), "plain Swift should refuse: \(plain)")
        let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
        let (status, output) = try typecheck(outputs)
        #expect(status == 0, "\(output)")
        let a = try String(contentsOf: outputs[0], encoding: .utf8), b = try String(contentsOf: outputs[1], encoding: .utf8)
        // The extension keeps its other members; every file keeps its line count.
        #expect(a.contains("func helper() -> Int { 1 }"))
        #expect(!b.contains("override var") && !b.contains("override func"))
        #expect(b.components(separatedBy: "\n").count == 5 + 1)  // + the #sourceLocation header
        #expect(a.contains("public override var duration: Double { 0.5 }"))
    }

    /// A member moved to a class declared in another file keeps seeing the private helpers of
    /// the file it was written in: those it names (a fileprivate function, a private extension's
    /// method, a private property) become internal; others (a private enum only the helper
    /// uses, a private constant) stay private.
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func movedMembersKeepTheirFilesPrivateHelpers() throws {
        let (dir, inputs) = try write([
            "A.swift": base + """
                public final class Drawer: Transition {}
                """,
            "B.swift": """
                private enum Keys: String { case center }
                fileprivate func segueName() -> String { Keys.center.rawValue }
                private extension Transition {
                    func canPerform() -> Bool { true }
                }
                private let untouched = 0
                final class Other { private func segueName() -> String { "" } }
                extension Drawer {
                    private var offset: Double { 0.25 }
                    public override func update(_ p: Double) -> Double {
                        canPerform() && !segueName().isEmpty ? p + offset : p
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
        let (status, output) = try typecheck(outputs)
        #expect(status == 0, "\(output)")
        let b = try String(contentsOf: outputs[1], encoding: .utf8)
        #expect(!b.contains("fileprivate func segueName") && !b.contains("private extension") && !b.contains("private var offset"))
        #expect(b.contains("private let untouched") && b.contains("private enum Keys"))
        // Another type's member of the same name keeps its access.
        #expect(b.contains("final class Other { private func segueName()"))
    }

    /// An error inside a moved member names the extension's file and line; an error after the
    /// class names its own line.
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func diagnosticsNameWhereTheCodeWasWritten() throws {
        let (dir, inputs) = try write([
            "A.swift": base + """
                final class Interactive: Transition {
                }
                let afterTheClass: Int = "line 9"
                """,
            "B.swift": """
                import Foundation

                extension Interactive {
                    override func update(_ p: Double) -> Double {
                        let wrong: Int = "line 5"
                        return p
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
        let (status, output) = try typecheck(outputs)
        #expect(status != 0)
        #expect(output.contains("\(inputs[1].standardizedFileURL.path):5:"), "\(output)")
        #expect(output.contains("\(inputs[0].standardizedFileURL.path):9:"), "\(output)")
        #expect(!output.contains(".rewritten.swift:"), "\(output)")
    }

    /// Extensions of types the files do not declare (UIKit's own classes: their overrides are
    /// categories, `CategoryOverrideTests`), constrained extensions and initialisers are left as
    /// written.
    @Test func whatIsLeftAlone() {
        let source = """
            class Mine: Base {}
            extension UINavigationController {
                override var title: String? { "nav" }
            }
            extension Mine where Self: AnyObject {
                override func f() {}
            }
            extension Mine {
                convenience override init() { self.init(x: 1) }
            }
            """
        #expect(rewritten(source) == source)
    }

    /// One file alone (no survey given) still moves an override into its own class.
    @Test func aSingleFileMovesItsOwnOverrides() {
        let out = rewritten("""
            class Mine: Base {
            }
            extension Mine {
                override func f() {}
            }
            """)
        #expect(out.hasPrefix("class Mine: Base {\n#sourceLocation(file: \"/app/Transitions/File.swift\", line: 4)\noverride func f() {}\n#sourceLocation(file: \"/app/Transitions/File.swift\", line: 2)\n}"), "\(out)")
        #expect(out.hasSuffix("extension Mine {\n\n}"), "\(out)")
    }

    /// Inside a file-wide `#if canImport(UIKit) && os(iOS)` (the clause an iOS build compiles), an
    /// override in an extension moves too; under `#if DEBUG` (not decided by the platform) and in
    /// an inactive clause it stays.
    @Test func overridesInsideThePlatformsActiveIfClauseMove() {
        let out = rewritten("""
            #if canImport(UIKit) && os(iOS)
            class Mine: Base {
            }
            extension Mine: Delegate {
                override func f() {}
            }
            #if DEBUG
            extension Mine {
                override func g() {}
            }
            #endif
            #elseif os(macOS)
            extension Mine {
                override func h() {}
            }
            #endif
            """)
        #expect(out.contains("#sourceLocation(file: \"/app/Transitions/File.swift\", line: 5)\noverride func f() {}"), "\(out)")
        #expect(out.contains("extension Mine: Delegate {\n\n}"), "\(out)")
        #expect(out.contains("    override func g() {}") && out.contains("    override func h() {}"), "\(out)")
    }

    /// An `#if` inside the extension (status-bar overrides only an iOS build has): the members of
    /// the clause iOS compiles move, with their own lines; those of an inactive clause and of an
    /// `#if DEBUG` stay where they were written.
    @Test func overridesInsideAMemberLevelIfMove() {
        let out = rewritten("""
            class Mine: Base {
            }
            extension Mine {
                #if os(iOS)
                override var hidden: Bool { true }
                #else
                override var style: Int { 0 }
                #endif
                #if DEBUG
                override func g() {}
                #endif
            }
            """)
        #expect(out.contains("#sourceLocation(file: \"/app/Transitions/File.swift\", line: 5)\noverride var hidden: Bool { true }"), "\(out)")
        #expect(out.contains("    #if true\n\n    #else\n    override var style: Int { 0 }"), "\(out)")
        #expect(out.contains("    #if DEBUG\n    override func g() {}"), "\(out)")
    }

    /// A method a class adopts in an extension (a delegate method, `open` or `@objc` on iOS) that
    /// a subclass in the files overrides moves into the class's body; one nothing overrides, and
    /// one only an unrelated class overrides, stay.
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func extensionMembersThatSubclassesOverrideMove() throws {
        let (dir, inputs) = try write([
            "A.swift": """
                public protocol TabsDelegate: AnyObject { func didSelect(_ i: Int) -> String }
                open class Tabs {
                    public init() {}
                }
                extension Tabs: TabsDelegate {
                    @objc open func didSelect(_ i: Int) -> String { "tabs \\(i)" }
                    public func helper() -> Int { 1 }
                }
                """,
            "B.swift": """
                final class BouncingTabs: Tabs {
                    override func didSelect(_ i: Int) -> String { "bounce " + super.didSelect(i) }
                }
                class Other { func helper() -> Int { 2 } }
                final class OtherSub: Other { override func helper() -> Int { 3 } }
                let check: String = BouncingTabs().didSelect(1)
                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status0, _) = try typecheck(inputs)
        #expect(status0 != 0, "plain Swift refuses the override")
        let outputs = try UIKitSourceRewriter.rewrite(files: inputs, into: dir.appendingPathComponent("out"))
        let (status, output) = try typecheck(outputs)
        #expect(status == 0, "\(output)")
        let a = try String(contentsOf: outputs[0], encoding: .utf8)
        #expect(a.contains("public func helper() -> Int { 1 }") && a.contains("open class Tabs {\n    public init() {}\n#sourceLocation"), "\(a)")
    }
}
