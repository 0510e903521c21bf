import ArgumentParser
import Foundation
import TransitionChecks

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run one article's system, print its callbacks and write an SVG filmstrip of the transition.",
        discussion: """
            Seeds: 000 custom container, 001 bounce-present, 002 rise + pull-down dismissal,
            003 .custom dismissal black screen, 004 page switcher.
              transit demo 000 --output out/seed000.svg
              transit demo 004 --frames 12
            """)

    @Argument(help: "000, 001, 002, 003 or 004.") var seed: String
    @Option(parsing: .unconditional, help: "SVG output path (default out/seed<NNN>.svg).") var output: String?
    @Option(parsing: .unconditional, help: "Frames sampled across the transition (2…120).") var frames: Int = 8

    func run() throws {
        guard let demo = SeedDemo(rawValue: seed) else {
            throw CLIError.badInput("unknown seed '\(seed)'; choose from \(SeedDemo.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard (2...120).contains(frames) else { throw CLIError.badInput("--frames must be in 2…120, got \(frames)") }
        let (callbacks, strip) = demo.run(frames: frames)
        print(demo.title)
        for c in callbacks { print("  \(c)") }
        let path = output ?? "out/seed\(demo.rawValue).svg"
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !dir.isEmpty, !FileManager.default.fileExists(atPath: dir) {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        try write(strip.svg(title: demo.title), to: path)
        print("wrote \(path) (\(strip.frames.count) frames)")
    }
}
