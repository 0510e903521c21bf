import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import TransitionChecks

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
}
