import Foundation
import Testing

/// The README's Swift examples are the files in Snippets/ (which `swift build` compiles), minus
/// their hidden setup lines — `scripts/readme_snippets.py --write` copies them over.
@Suite struct SnippetSyncTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func visible(_ name: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Snippets/\(name).swift"), encoding: .utf8)
        var shown = true
        var out: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": shown = false
            case "// snippet.show": shown = true
            default: if shown { out.append(line) }
            }
        }
        return out.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    @Test func readmeShowsTheCompiledSnippets() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let parts = readme.components(separatedBy: "<!-- snippet: ")
        #expect(parts.count >= 6, "the README marks its examples")
        for part in parts.dropFirst() {
            guard let nameEnd = part.range(of: " -->\n```swift\n") else {
                Issue.record("malformed snippet marker: \(part.prefix(60))")
                continue
            }
            let name = String(part[..<nameEnd.lowerBound])
            let body = part[nameEnd.upperBound...]
            guard let close = body.range(of: "```") else { continue }
            #expect(String(body[..<close.lowerBound]) == (try Self.visible(name)), "README block \(name) differs from Snippets/\(name).swift")
        }
    }
}
