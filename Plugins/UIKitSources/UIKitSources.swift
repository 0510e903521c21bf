import Foundation
import PackagePlugin

/// Compiles an app's UIKit transition files, unchanged, into the target it is applied to.
///
/// The target's folder holds a file named `uikit-sources`: one path per line, relative to that
/// folder, of a folder of UIKit Swift files (searched recursively) or of one file; `#` starts a
/// comment; a line `exclude: PATH` leaves out a file or folder (an `AppDelegate.swift`, say).
/// The files stay where they are — outside every target, so SwiftPM does not compile them
/// directly — and `transit-uikit-rewrite` rewrites them together into this plugin's work folder
/// (`@objc` and `#selector` to typed selectors, `#if os(iOS)` as on iOS, `import UIKit` to
/// TransitionsUIKit…); the rewritten copies are compiled into the target, with
/// `#sourceLocation` pointing every diagnostic at the original file and line.
@main struct UIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let base = target.directoryURL
        let config = base.appendingPathComponent("uikit-sources")
        guard let text = try? String(contentsOf: config, encoding: .utf8) else {
            Diagnostics.warning("UIKitSources: \(target.name) has no uikit-sources file naming the folders of UIKit files (\(config.path))")
            return []
        }
        var included: [URL] = [], excluded: [URL] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            line = line.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("exclude:") {
                excluded.append(base.appendingPathComponent(line.dropFirst("exclude:".count).trimmingCharacters(in: .whitespaces)).standardizedFileURL)
            } else {
                included.append(base.appendingPathComponent(line).standardizedFileURL)
            }
        }
        var inputs: [URL] = []
        for url in included {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                Diagnostics.error("UIKitSources: \(url.path), named in \(config.path), does not exist")
                continue
            }
            inputs += isFolder.boolValue ? swiftFiles(under: url) : [url]
        }
        inputs = inputs.filter { file in !excluded.contains { file.path == $0.path || file.path.hasPrefix($0.path + "/") } }
        var seen = Set<String>()
        inputs = inputs.filter { seen.insert($0.path).inserted }
        guard !inputs.isEmpty else { return [] }

        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
        let outputs = outputNames(for: inputs).map { outputFolder.appendingPathComponent($0) }
        let tool = try context.tool(named: "transit-uikit-rewrite")
        return [
            .buildCommand(
                displayName: "Rewriting \(inputs.count) UIKit file(s) for \(target.name)",
                executable: tool.url,
                arguments: ["--pairs"] + zip(inputs, outputs).flatMap { [$0.path, $1.path] },
                inputFiles: inputs + [config],
                outputFiles: outputs)
        ]
    }

    /// The `.swift` files under `folder`, recursively, sorted by path (hidden files skipped).
    func swiftFiles(under folder: URL) -> [URL] {
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return e.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }

    /// `Name.rewritten.swift`, then `Name_2.rewritten.swift`… (as `UIKitSourceRewriter.outputNames`; a plugin cannot
    /// link the library).
    func outputNames(for inputs: [URL]) -> [String] {
        var used: [String: Int] = [:]
        return inputs.map { url in
            let stem = url.deletingPathExtension().lastPathComponent
            let n = (used[stem] ?? 0) + 1
            used[stem] = n
            return n == 1 ? "\(stem).rewritten.swift" : "\(stem)_\(n).rewritten.swift"
        }
    }
}
