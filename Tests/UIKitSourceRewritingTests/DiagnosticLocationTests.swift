import Foundation
import Testing
import UIKitSourceRewriting

/// The compiler, if this machine has one where the toolchain keeps it.
let swiftc: String? = {
    var candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    if let path = ProcessInfo.processInfo.environment["PATH"] {
        candidates += path.split(separator: ":").map { "\($0)/swiftc" }
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite struct DiagnosticLocationTests {
    /// A type error in a rewritten file is reported at the original file and line, although the
    /// rewrite removed attributes, a `dynamic`, a multi-line `#selector` and an `optional`.
    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func errorsNameTheOriginalFileAndLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("diagnostics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let original = dir.appendingPathComponent("CardTransition.swift")
        try """
            #if os(iOS)
            @objc protocol Mover {
                @objc optional func moved()
            }
            #endif
            @objcMembers
            final class Card {
                @objc
                dynamic var progress = 0.0
                @IBAction
                func tap() {}
            }
            let wrong: Int = "not a number"
            """.write(to: original, atomically: true, encoding: .utf8)
        let outputs = try UIKitSourceRewriter.rewrite(files: [original], into: dir.appendingPathComponent("out"))

        let (ok, output) = try runSwiftc(["-typecheck", outputs[0].path])
        #expect(!ok)
        #expect(output.contains("\(original.standardizedFileURL.path):13:"), "\(output)")
        #expect(!output.contains(outputs[0].path + ":"), "\(output)")
    }

    /// The Objective-C runtime calls the model does not run — swizzling a class method, an
    /// implementation made from a block, a class's property list — are refused at compile time,
    /// at the line written, with what to do instead.
    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func unmodelledRuntimeCallsAreRefusedAtTheLineWritten() throws {
        let (ok, output) = try typecheckRewritten([
            "Runtime.swift": """
                import UIKit
                extension UIViewController {
                    static func installShared() {
                        let original = class_getClassMethod(self, Selector("sharedInstance"))
                        let block = imp_implementationWithBlock({ (_: AnyObject) in } as @convention(block) (AnyObject) -> Void)
                        _ = (original, block)
                    }
                }
                func names(of type: AnyClass) -> [String] {
                    var count: UInt32 = 0
                    guard let list = class_copyPropertyList(type, &count) else { return [] }
                    return (0..<Int(count)).map { String(cString: property_getName(list[$0])) }
                }
                """
        ])
        #expect(!ok)
        for line in [4, 5, 11] { #expect(output.contains("Runtime.swift:\(line):"), "\(output)") }
        #expect(output.contains("swizzling class methods is not modelled"), "\(output)")
        #expect(output.contains("implementations made from blocks are not modelled"), "\(output)")
        #expect(output.contains("runtime property lists are not modelled: use Mirror(reflecting:).children"), "\(output)")
    }
}
