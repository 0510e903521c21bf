import Foundation
import UIKitSourceRewriting

// transit-uikit-rewrite --output DIR FILE…
//     Rewrites the UIKit source files FILE… (together: optional requirements declared in one are
//     called in another) into DIR, one output per input (see UIKitSourceRewriter.outputNames).
// transit-uikit-rewrite --pairs INPUT OUTPUT [INPUT OUTPUT…]
//     Rewrites the inputs together, each into its output (what the UIKitSources plugin runs).
// transit-uikit-rewrite FILE OUTPUT
//     Rewrites one file.

var arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("transit-uikit-rewrite: \(message)\n".utf8))
    exit(1)
}
do {
    if arguments.first == "--pairs" {
        let rest = arguments.dropFirst().map { URL(fileURLWithPath: $0) }
        guard !rest.isEmpty, rest.count % 2 == 0 else { fail("--pairs needs INPUT OUTPUT pairs") }
        let inputs = stride(from: 0, to: rest.count, by: 2).map { rest[$0] }
        let outputs = stride(from: 1, to: rest.count, by: 2).map { rest[$0] }
        for dir in Set(outputs.map { $0.deletingLastPathComponent() }) {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        try UIKitSourceRewriter.rewrite(files: inputs, to: outputs)
    } else if let i = arguments.firstIndex(of: "--output") {
        guard i + 1 < arguments.count else { fail("--output needs a directory") }
        let output = URL(fileURLWithPath: arguments[i + 1])
        arguments.removeSubrange(i...(i + 1))
        guard !arguments.isEmpty else { fail("no input files") }
        try UIKitSourceRewriter.rewrite(files: arguments.map { URL(fileURLWithPath: $0) }, into: output)
    } else if arguments.count == 2 {
        let input = URL(fileURLWithPath: arguments[0])
        let source = try String(contentsOf: input, encoding: .utf8)
        let text = UIKitSourceRewriter.rewrite(source, path: input.standardizedFileURL.path)
        try text.write(to: URL(fileURLWithPath: arguments[1]), atomically: true, encoding: .utf8)
    } else {
        fail("usage: transit-uikit-rewrite --output DIR FILE… | transit-uikit-rewrite FILE OUTPUT")
    }
} catch {
    fail("\(error)")
}
