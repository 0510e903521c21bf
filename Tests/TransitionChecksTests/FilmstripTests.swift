import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import TransitionChecks

/// Every seed demo runs and writes a valid SVG with the frames it sampled.
@Suite struct FilmstripTests {
    final class FrameCounter: NSObject, XMLParserDelegate {
        var frames = 0
        var rects = 0
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if name == "g", attributes["class"] == "frame" { frames += 1 }
            if name == "rect" { rects += 1 }
        }
    }

    @Test(arguments: SeedDemo.allCases)
    func demoFilmstripIsValidSVG(demo: SeedDemo) throws {
        let (callbacks, strip) = demo.run(frames: 6)
        #expect(!callbacks.isEmpty)
        let svg = strip.svg(title: demo.title)
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = FrameCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(counter.frames == strip.frames.count && counter.frames >= 6)
        #expect(counter.rects > counter.frames * 2, "views drawn")
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    /// A counterexample's filmstrip: the shrunk trace replayed, one captioned frame per step
    /// (plus the start), the failing state last; and the HTML report that carries it.
    @Test func counterexampleFilmstripAndReport() throws {
        let checker = Checker(TransitionScenario(fault: .toViewLeftOnCancel), configuration: .init(cases: 300, maxSteps: 30, seed: 1))
        let report = checker.run()
        let failure = try #require(report.failures.first)
        let strip = try #require(checker.filmstrip(of: failure))
        #expect(strip.frames.count == failure.trace.count + 1)
        #expect(strip.frames.first?.caption == "0. start")
        #expect(strip.frames.dropFirst().map(\.caption) == failure.trace)
        #expect(!strip.timeline.isEmpty)
        let svg = strip.svg(title: failure.invariant)
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = FrameCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.frames == strip.frames.count)

        var html = HTMLReport(title: "toViewLeftOnCancel")
        html.add(campaign: "transitions", report, filmstrips: [strip])
        let page = html.html()
        #expect(html.failureCount == 1)
        #expect(page.contains(failure.invariant.replacingOccurrences(of: "\"", with: "&quot;")))
        #expect(page.contains("data:image/svg+xml;base64,"))
        for line in failure.trace { #expect(page.contains(line.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))) }
        #expect(page.contains("class=\"verdict fail\">1 violation<"))
        html.verdict = ("seeded faults caught 1/1", true)
        #expect(html.html().contains("class=\"verdict pass\">seeded faults caught 1/1<"))
        // Self-contained: nothing fetched from anywhere.
        for external in ["<script", "<link", "src=\"http", "url(http", "@import"] { #expect(!page.contains(external)) }
    }

    /// A long trace keeps its last frames only.
    /// Captions are wrapped, not cut: every word of a caption that fits the lines appears.
    @Test func captionsWrapAtWordsAndFit() {
        let caption = "touch: drag view SheetViewController-3.view at (195, 422) along (0, 1), 10 frames, peak 10 %"
        let lines = Filmstrip.wrap(caption, width: 30, lines: 6)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == caption)
        let long = Filmstrip.wrap(String(repeating: "word ", count: 100), width: 20, lines: 3)
        #expect(long.count == 3 && long[2].hasSuffix("…"))
        #expect(Filmstrip.wrap("", width: 10, lines: 3).isEmpty)
    }

    @Test func longTraceKeepsTheLastFrames() throws {
        let checker = Checker(TransitionScenario(fault: .toViewLeftOnCancel), configuration: .init(cases: 300, maxSteps: 30, seed: 1))
        let failure = try #require(checker.run().failures.first)
        let strip = try #require(checker.filmstrip(of: failure, maxFrames: 1))
        #expect(strip.frames.count == 1)
        #expect(strip.frames.last?.caption == failure.trace.last)
    }
}
