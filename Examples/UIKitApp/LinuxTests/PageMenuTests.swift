import Testing
import TransitionsUIKit

/// The app's tab strip (MyApp/Transitions/PageMenu.swift), compiled unchanged: views and
/// controllers made from metatype values are of the metatype's dynamic class, made with the
/// initialiser the code names.
@Suite struct PageMenuTests {
    @Test func theStripMakesCellsOfTheRegisteredClass() {
        let sim = Simulation()
        do {
            let strip = PageMenuStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
            strip.reload(titles: ["A", "B"], itemWidth: 80)
            #expect(strip.cells.map { String(describing: type(of: $0)) } == ["MenuCell", "MenuCell"])
            strip.register(UnderlineCell.self)
            strip.reload(titles: ["A", "B", "C"], itemWidth: 80)
            #expect(strip.cells.allSatisfy { $0 is UnderlineCell })
            #expect(strip.cells.map(\.frame) == (0..<3).map { CGRect(x: CGFloat($0) * 80, y: 0, width: 80, height: 44) })
            #expect(strip.cells.map(\.title) == ["A", "B", "C"])
            #expect(strip.subviews.count == 3)
            // The cell's own `init(frame:)` ran (its background), and its stored property's default.
            #expect((strip.cells[0] as? UnderlineCell)?.underline.superview == nil)
            #expect(strip.cells[0].backgroundColor == .clear)
        }
        _ = sim
    }

    @Test func pagesAndSelfMadeViewsAreOfTheirDynamicClass() {
        let sim = Simulation()
        do {
            let pages = makePages([PhotosPage.self, NotesPage.self, PageController.self])
            #expect(pages.map { String(describing: type(of: $0)) } == ["PhotosPage", "NotesPage", "PageController"])
            #expect(pages.map(\.pageIndex) == [0, 1, 2])
            let strip = PageMenuStrip.made(width: 120)
            #expect(strip.frame.size.width == 120)
        }
        _ = sim
    }

    /// A class without the initialiser stops as the Objective-C runtime does on iOS.
    @Test func aCellWithoutInitFrameStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Simulation()
            let strip = PageMenuStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
            strip.register(FixedCell.self)
            strip.reload(titles: ["A"], itemWidth: 80)
        }
    }
}
