import ArgumentParser
import Foundation
import SwiftParser
import SwiftSyntax
import UIKitSourceRewriting

/// `transit check DIR`: an app's UIKit transition files, checked in one command.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a folder of UIKit transition files: build them unchanged, find their transition objects, run the checker.",
        discussion: """
            Rewrites the folder's Swift files for Linux (the UIKitSources rewriter: @objc, #selector,
            #if os(iOS), imports), finds the app's transitioning delegates, animators, interaction and
            presentation controllers, navigation delegates and view controllers, generates a harness
            that uses each where UIKit would, builds it, runs a random campaign and a bounded-exhaustive
            pass, prints the verdict, and writes an HTML report and a JSON summary.
            Exit code: 0 no violation, 1 a violation, 2 the files did not build or bad input.
              transit check MyApp/Transitions
              transit check MyApp/Transitions --cases 1000 --depth 3 --report out/check.html --json out/check.json
              transit check MyApp/Transitions --list        what was found and how each object is made
            Objects no initialiser can make get a factory stub in DIR/TransitFactories.swift: the
            compiler points at each placeholder until you complete it once.
            """)

    @Argument(help: "The folder of UIKit transition files.") var dir: String
    @Option(parsing: .unconditional, help: "Random cases (1…1,000,000).") var cases: Int = 300
    @Option(parsing: .unconditional, help: "Steps per case at most (1…10,000).") var steps: Int = 25
    @Option(help: "Seed.") var seed: UInt64 = 1
    @Option(parsing: .unconditional, help: "Depth of the bounded-exhaustive pass (0 skips it; at most 8).") var depth: Int = 2
    @Option(help: "HTML report.") var report: String = "transit-check.html"
    @Option(help: "JSON summary.") var json: String = "transit-check.json"
    @Option(help: "Where the generated package is built (default DIR/.transit-check).") var workspace: String?
    @Flag(help: "Only list the objects found and how the harness makes each.") var list = false
    @Flag(help: "No progress on the terminal.") var quiet = false

    func validate() throws {
        guard (1...1_000_000).contains(cases) else { throw ValidationError("--cases must be in 1…1000000, got \(cases)") }
        guard (1...10_000).contains(steps) else { throw ValidationError("--steps must be in 1…10000, got \(steps)") }
        guard (0...8).contains(depth) else { throw ValidationError("--depth must be in 0…8, got \(depth)") }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw ValidationError("\(dir) is not a folder")
        }
    }

    static let factoriesFile = "TransitFactories.swift"

    func run() throws {
        let root = URL(fileURLWithPath: dir).standardizedFileURL
        let ws = URL(fileURLWithPath: workspace ?? root.appendingPathComponent(".transit-check").path).standardizedFileURL
        let files = UIKitSourceRewriter.swiftFiles(under: root).filter { !$0.path.hasPrefix(ws.path + "/") && !$0.path.contains("/.transit-check/") && !$0.path.contains("/.build/") }
        guard !files.isEmpty else { throw CLIError.badInput("no Swift files under \(dir)") }
        let texts = try files.map { (path: $0.path, text: try String(contentsOf: $0, encoding: .utf8)) }
        let appFiles = texts.filter { ($0.path as NSString).lastPathComponent != Check.factoriesFile }
        let discovery = TransitionDiscovery(files: appFiles)
        let factoriesURL = root.appendingPathComponent(Check.factoriesFile)
        let existing = Check.factoryNames(in: texts.first { ($0.path as NSString).lastPathComponent == Check.factoriesFile }?.text ?? "")
        let generator = HarnessGenerator(discovery: discovery, existingFactories: existing)
        printList(discovery, generator)
        if list { return }
        let missing = generator.missingFactories()
        if !missing.isEmpty {
            var text = (try? String(contentsOf: factoriesURL, encoding: .utf8)) ?? """
                // Factories `transit check` needs for objects no initialiser of theirs can make:
                // complete each placeholder once with what your app passes.
                import UIKit

                enum TransitFactories {}

                """
            text += "\nextension TransitFactories {\n" + missing.map(\.source).joined(separator: "\n\n") + "\n}\n"
            try text.write(to: factoriesURL, atomically: true, encoding: .utf8)
            print("wrote \(missing.count) factory stub(s) to \(factoriesURL.path): complete them (the build below points at each), then run again")
        }
        // The generated package: the rewritten files and the harness in one executable target.
        let transitRoot = Check.transitRoot()
        let target = ws.appendingPathComponent("Sources/TransitCheck")
        try? FileManager.default.removeItem(at: target.appendingPathComponent("App"))
        try FileManager.default.createDirectory(at: target.appendingPathComponent("App"), withIntermediateDirectories: true)
        let allFiles = UIKitSourceRewriter.swiftFiles(under: root).filter { !$0.path.hasPrefix(ws.path + "/") && !$0.path.contains("/.transit-check/") && !$0.path.contains("/.build/") }
        var localModules = Check.localModules(allFiles, under: root, discovery: discovery)
        try UIKitSourceRewriter.rewrite(files: allFiles, into: target.appendingPathComponent("App"), localModules: localModules)
        try generator.harness(app: root.lastPathComponent).write(to: target.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let manifest = """
            // swift-tools-version: 6.1
            // Generated by `transit check` (rebuilt on every run; safe to delete).
            import PackageDescription
            let package = Package(
                name: "TransitCheck",
                dependencies: [.package(name: "Transit", path: \(String(reflecting: transitRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "TransitCheck",
                        dependencies: [.product(name: "TransitionsUIKit", package: "Transit"), .product(name: "TransitionChecks", package: "Transit")],
                        swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
                    )
                ],
                swiftLanguageModes: [.v5]
            )

            """
        try manifest.write(to: ws.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        FileHandle.standardOutput.synchronizeFile()
        if !quiet { FileHandle.standardError.write(Data("transit check: building \(files.count) file(s) in \(ws.path)…\n".utf8)) }
        var build = try Check.shell(["swift", "build", "--package-path", ws.path], quietOutput: true)
        // A module the files import that is not found, and not one of Apple's: perhaps a library
        // whose sources are in the folder under another name (`Sources/…` of a package). Built
        // again with its imports dropped; kept only if that builds.
        let unfound = Check.missingModules(in: build.output).subtracting(Check.appleModules).subtracting(localModules)
        if build.status != 0, !unfound.isEmpty {
            try UIKitSourceRewriter.rewrite(files: allFiles, into: target.appendingPathComponent("App"), localModules: localModules.union(unfound))
            let retry = try Check.shell(["swift", "build", "--package-path", ws.path], quietOutput: true)
            if retry.status == 0 {
                localModules.formUnion(unfound)
                build = retry
                print("note: \(unfound.sorted().joined(separator: ", ")) built from the folder's own files (its import dropped)")
            } else {
                try UIKitSourceRewriter.rewrite(files: allFiles, into: target.appendingPathComponent("App"), localModules: localModules)
            }
        }
        if build.status != 0 {
            let errors = build.output.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error:") }
            if errors.isEmpty {
                // Not a compile error of a file (a manifest, a lock, a linker error): the build's own words.
                print(build.output.split(separator: "\n").suffix(15).joined(separator: "\n"))
            }
            print(Set(errors).sorted().joined(separator: "\n"))
            print("verdict: the files did not build (\(Set(errors).count) error(s)); errors point at your files")
            throw ExitCode(2)
        }
        var args = ["--cases", "\(cases)", "--steps", "\(steps)", "--seed", "\(seed)", "--depth", "\(depth)"]
        args += ["--report", URL(fileURLWithPath: report).standardizedFileURL.path, "--json", URL(fileURLWithPath: json).standardizedFileURL.path]
        if quiet { args.append("--quiet") }
        let bin = ws.appendingPathComponent(".build/debug/TransitCheck").path
        FileHandle.standardOutput.synchronizeFile()
        let status = try Check.shell([bin] + args, quietOutput: false).status
        if status != 0 && status != 1 {
            // The harness died: a trap in the app's code (its trail and Swift's report are above).
            print("verdict: FAIL (your code trapped: see the trace and the crash report above)")
            throw ExitCode(1)
        }
        if status != 0 { throw ExitCode(status) }
    }

    private func printList(_ d: TransitionDiscovery, _ g: HarnessGenerator) {
        print("found in \(dir):")
        let relevant = d.classes.filter { !$0.roles.isEmpty }
        if relevant.isEmpty { print("  no transition objects (delegates, animators, controllers)") }
        for p in d.unadoptedRequiredProtocols {
            print("  note: your transition objects force-cast controllers to \(p), which no view controller in \(dir) adopts: add the controllers that adopt it to the folder (until then nothing is presented through those objects)")
        }
        let stubbed = Set(g.missingFactories().map(\.name))
        for c in relevant {
            let roles = c.roles.sorted().map(\.rawValue).joined(separator: ", ")
            let how: String
            if c.roles.contains(.animator), let (present, dismiss) = g.directionalForms(of: c.name), !g.existingFactories.contains("make_\(c.name)") {
                print("  \(c.name) [\(roles)] \((c.file as NSString).lastPathComponent):\(c.line) → \(present) / \(dismiss)")
                continue
            }
            switch g.construction(of: c, hasControllers: c.roles.contains(.transitioningDelegate) || c.roles.contains(.presentationController)) {
            case .expression(let e): how = c.hasOutlets ? e + " (its outlets: stand-ins)" : e
            case .factory(let f):
                if g.existingFactories.contains("make_\(c.name)") {
                    how = f
                } else if stubbed.contains(c.name) {
                    how = f + " (stub)"
                } else {
                    how = "made by your own objects (the harness does not make it)"
                }
            case .skipped(let why): how = "not used (\(why))"
            }
            print("  \(c.name) [\(roles)] \((c.file as NSString).lastPathComponent):\(c.line) → \(how)")
        }
    }

    /// The modules whose code the folder holds, as the files' imports could name them: the
    /// folder's own name and its subfolders' (a library's sources folder, `Sources/Lib`), the
    /// files' names and the classes they declare (a one-file library named after its class), and
    /// the names its project files give (`UIKitSourceRewriter.localModuleNames`).
    /// The folder compiles as one module, so importing one of them means importing these files.
    static func localModules(_ files: [URL], under root: URL, discovery: TransitionDiscovery) -> Set<String> {
        var names = UIKitSourceRewriter.localModuleNames(
            of: files.map(\.standardizedFileURL.path), under: root.standardizedFileURL.pathComponents)
        names.formUnion(discovery.classes.map(\.name))
        return Set(names.map { $0.replacingOccurrences(of: "-", with: "_") }.filter { !$0.isEmpty })
    }

    /// The modules a build's errors say are missing (`error: no such module 'X'`).
    static func missingModules(in output: String) -> Set<String> {
        var out: Set<String> = []
        for line in output.split(separator: "\n") {
            guard let r = line.range(of: "error: no such module '") else { continue }
            let rest = line[r.upperBound...]
            if let end = rest.firstIndex(of: "'") { out.insert(String(rest[..<end])) }
        }
        return out
    }

    /// Apple's frameworks: a missing one is a real gap of the model, never the folder's own code.
    static let appleModules: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "Combine", "MapKit", "AVKit", "AVFoundation", "CoreData", "CoreLocation", "Photos",
        "PhotosUI", "WebKit", "SafariServices", "MessageUI", "StoreKit", "GameKit", "SceneKit", "SpriteKit", "ARKit", "Metal",
        "MetalKit", "CoreImage", "CoreText", "CoreMotion", "UserNotifications", "os", "OSLog", "Dispatch", "Darwin", "ObjectiveC",
        "QuartzCore", "CoreGraphics", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "Contacts", "ContactsUI", "EventKit",
        "EventKitUI", "HealthKit", "LocalAuthentication", "Security", "SystemConfiguration", "CoreML", "Vision", "NaturalLanguage",
        "Accelerate", "CryptoKit", "Network", "CloudKit", "AuthenticationServices", "CoreHaptics", "Intents", "IntentsUI",
        "WidgetKit", "ActivityKit", "CoreMedia", "CoreVideo", "AudioToolbox", "MediaPlayer", "QuickLook", "PDFKit", "PencilKit",
        "LinkPresentation", "Social", "Accounts", "AdSupport", "AppTrackingTransparency", "CoreBluetooth", "CoreNFC", "CoreSpotlight",
        "GLKit", "OpenGLES", "ReplayKit", "Speech", "VisionKit", "XCTest",
    ]

    /// `make_…` functions already in the factories file.
    static func factoryNames(in text: String) -> Set<String> {
        var out: Set<String> = []
        var afterFunc = false
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
            if afterFunc, case .identifier(let name) = token.tokenKind, name.hasPrefix("make_") { out.insert(name) }
            afterFunc = token.tokenKind == .keyword(.func)
        }
        return out
    }

    /// Transit's package root: $TRANSIT_ROOT, else the checkout this binary was built from.
    static func transitRoot() -> URL {
        if let r = ProcessInfo.processInfo.environment["TRANSIT_ROOT"], !r.isEmpty { return URL(fileURLWithPath: r) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func shell(_ argv: [String], quietOutput: Bool) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = argv
        let pipe = Pipe()
        if quietOutput {
            p.standardOutput = pipe
            p.standardError = pipe
        }
        try p.run()
        var data = Data()
        if quietOutput { data = pipe.fileHandleForReading.readDataToEndOfFile() }
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
