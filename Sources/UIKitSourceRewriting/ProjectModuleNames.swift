import Foundation
import SwiftParser
import SwiftSyntax

extension UIKitSourceRewriter {
    /// The module names a repository's project files give the sources at `paths`: what Xcode,
    /// CocoaPods and SwiftPM would call the library a demo imports, when no folder or file is
    /// named like it (Ramotion-style `Sources/` beside `Example/`, whose demo writes
    /// `import GarlandView`).
    ///
    /// Read from the folders that hold the sources (from each file's folder up to `root`, their
    /// common folder) and from `root`'s two nearest ancestors (a repository's top level, when the
    /// inputs are its `Sources/` and `Example/`):
    /// - `Name.xcodeproj`, `Name.xcworkspace`, `Name.podspec` (the target, workspace and pod),
    ///   and the product names of the project's targets (an example project's framework target,
    ///   `INSPhotoGalleryFramework`, which its demo imports);
    /// - `Name.h` beside the sources (a framework's umbrella header);
    /// - `Package.swift`'s `name:` arguments (the package, its products and targets), read with
    ///   swift-syntax: string literals only.
    ///
    /// A name only makes a module local when an input imports it (`inferredLocalModules`), so a
    /// project file that names something else costs nothing. Unreadable folders give nothing.
    public static func projectModuleNames(of paths: [String], under root: [String]) -> Set<String> {
        var folders: Set<String> = []
        var headerFolders: Set<String> = []
        for path in paths {
            var components = (path as NSString).pathComponents.dropLast()
            headerFolders.insert(NSString.path(withComponents: Array(components)))
            while components.count >= root.count, components.count > 1 {
                folders.insert(NSString.path(withComponents: Array(components)))
                components = components.dropLast()
            }
        }
        var ancestor = root
        for _ in 0..<3 where ancestor.count > 1 {
            folders.insert(NSString.path(withComponents: ancestor))
            ancestor.removeLast()
        }
        var names: Set<String> = []
        let fm = FileManager.default
        for folder in folders {
            guard let entries = try? fm.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries {
                let ext = (entry as NSString).pathExtension
                let base = (entry as NSString).deletingPathExtension
                switch ext {
                case "xcodeproj":
                    names.insert(base)
                    let project = (folder as NSString).appendingPathComponent(entry + "/project.pbxproj")
                    if let text = try? String(contentsOfFile: project, encoding: .utf8) { names.formUnion(productNames(inProject: text)) }
                case "xcworkspace", "podspec": names.insert(base)
                case "h" where headerFolders.contains(folder): names.insert(base)
                default:
                    if entry == "Package.swift",
                        let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(entry), encoding: .utf8) {
                        names.formUnion(packageNames(in: text))
                    }
                }
            }
        }
        return names.filter { !$0.isEmpty }
    }

    /// The `productName = X;` entries of an Xcode project file (its targets' products; quotes
    /// removed, build-setting references such as `$(TARGET_NAME)` skipped).
    public static func productNames(inProject text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("productName = "), trimmed.hasSuffix(";") else { continue }
            var value = trimmed.dropFirst("productName = ".count).dropLast().trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if !value.isEmpty, !value.contains("$"), !value.contains(" ") { names.insert(value) }
        }
        return names
    }

    /// The string literals a manifest passes as `name:` (`Package(name:)`, `.library(name:)`,
    /// `.target(name:)`): the package's, its products' and targets' names.
    public static func packageNames(in manifest: String) -> Set<String> {
        final class Names: SyntaxVisitor {
            var found: Set<String> = []
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if node.label?.text == "name", let literal = node.expression.as(StringLiteralExprSyntax.self),
                    literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
                    found.insert(segment.content.text)
                }
                return .visitChildren
            }
        }
        let names = Names(viewMode: .sourceAccurate)
        names.walk(Parser.parse(source: manifest))
        return names.found
    }
}
