import Foundation
import PropertyBased
import Testing
import TransitionChecks

import TransitionCatalogue
@testable import Transitions

/// The page switcher's invariants (issue 5), from TransitionChecks; empty when healthy.
func pageSwitcherProblems(_ ps: PageSwitcherController, atRest: Bool) -> [String] {
    PageSwitcherInvariants.structureProblems(ps) + (atRest ? PageSwitcherInvariants.atRestProblems(ps) : [])
}

final class SwitcherProgram {
    let stage: Stage
    let ps: PageSwitcherController
    var counter = 0
    var trace: [String] = []

    init(pages: Int) {
        var made: PageSwitcherController!
        stage = Stage { sim in
            made = PageSwitcherController(
                sim,
                pages: (0..<pages).map { i in
                    i % 2 == 0 ? NamedPage(sim, title: "p\(i)", name: "Page \(i)") : ViewController(sim, title: "p\(i)")
                })
            return made
        }
        ps = made
    }

    func step(_ c: Int) {
        let op = c % 10, arg = c / 10
        let sim = stage.sim
        switch op {
        case 0:
            counter += 1
            trace.append("add n\(counter)")
            try? ps.addViewController(ViewController(sim, title: "n\(counter)"))
        case 1:
            counter += 1
            let i = ps.numberOfViewControllers == 0 ? 0 : arg % (ps.numberOfViewControllers + 1)
            trace.append("insert n\(counter) at \(i)")
            try? ps.insertViewController(ViewController(sim, title: "n\(counter)"), at: i)
        case 2:
            guard ps.numberOfViewControllers > 0 else { return }
            let i = arg % ps.numberOfViewControllers
            trace.append("remove \(i)")
            try? ps.removeViewController(at: i)
        case 3:
            trace.append("show")
            ps.showPresentation(animated: arg % 4 != 0)
        case 4:
            trace.append("dismiss")
            ps.dismissPresentation(animated: arg % 4 != 0)
        case 5:
            let b = ps.view.bounds
            let pt = CGPoint(x: Double(arg % 100) / 100 * b.width, y: b.height * (arg % 3 == 0 ? 0.2 : 0.45))
            trace.append("tap \(pt)")
            ps.handleTap(at: pt)
        case 6:
            let n = 1 + arg % 5
            let dx = Double((arg / 5) % 9 - 4) * 90
            trace.append("drag \(dx) in \(n)")
            ps.handleDrag(PanGesture(state: .began, translation: .zero, velocity: .zero))
            for i in 1...n {
                ps.handleDrag(
                    PanGesture(
                        state: .changed, translation: CGPoint(x: dx * Double(i) / Double(n), y: 0), velocity: CGPoint(x: dx * 4, y: 0)))
                sim.advanceFrame()
            }
            ps.handleDrag(
                PanGesture(state: arg % 7 == 0 ? .cancelled : .ended, translation: CGPoint(x: dx, y: 0), velocity: CGPoint(x: dx * 3, y: 0))
            )
        case 7:
            trace.append("rotate")
            ps.setOrientation(ps.orientation == .portrait ? .landscape : .portrait)
        case 8:
            trace.append("advance")
            sim.advance(by: Double(arg % 40) / 100)
        default:
            trace.append("idle")
            try? sim.runUntilIdle()
        }
    }
}

@Suite struct PageSwitcherTests {
    @Test func layoutFunctionAndRubberBand() {
        let b = CGRect(x: 0, y: 0, width: 400, height: 800)
        let f = PageSwitcherController.pageFrame(index: 2, selected: 2, bounds: b, orientation: .portrait)
        #expect(f == CGRect(x: 80, y: 120, width: 240, height: 480))
        let g = PageSwitcherController.pageFrame(index: 3, selected: 2, bounds: b, orientation: .portrait)
        #expect(abs(g.minX - f.minX - 264) < 1e-9)
        #expect(PageSwitcherController.rubberBand(0, dimension: 300) == 0)
        #expect(PageSwitcherController.rubberBand(1000, dimension: 300) < 300)  // bounded by d
        #expect(PageSwitcherController.rubberBand(-50, dimension: 300) == -PageSwitcherController.rubberBand(50, dimension: 300))
    }

    @Test func showTapCloseAndZoomIn() throws {
        let program = SwitcherProgram(pages: 3)
        let ps = program.ps
        let sim = program.stage.sim
        var shown = 0, dismissed = 0
        final class D: PageSwitcherDelegate {
            var onShow: () -> Void = {}
            var onDismiss: () -> Void = {}
            func pageSwitcherDidShowPresentation(_ s: PageSwitcherController) { onShow() }
            func pageSwitcherDidDismissPresentation(_ s: PageSwitcherController) { onDismiss() }
        }
        let d = D()
        d.onShow = { shown += 1 }
        d.onDismiss = { dismissed += 1 }
        ps.delegate = d
        ps.showPresentation()
        #expect(sim.application.isIgnoringInteractionEvents)
        ps.handleTap(at: CGPoint(x: 5, y: 400))  // ignored during the entrance zoom
        try sim.runUntilIdle()
        #expect(ps.selectedIndex == 0 && shown == 1)
        #expect(ps.nameLabel?.text == "Page 0")
        ps.handleTap(at: CGPoint(x: ps.view.bounds.width - 5, y: ps.view.bounds.height * 0.45))  // right of selection
        try sim.runUntilIdle()
        #expect(ps.selectedIndex == 1 && ps.nameLabel?.text == "Untitled" && ps.pageDots?.currentPage == 1)  // never loaded: placeholder
        let close = ps.pageLayers[1].frame.origin
        ps.handleTap(at: CGPoint(x: close.x + 5, y: close.y + 5))  // close the selected page
        try sim.runUntilIdle()
        #expect(ps.viewControllers.map(\.reportTitle) == ["p0", "p2"])
        #expect(ps.selectedIndex == 1)  // the neighbour
        let sel = ps.pageLayers[1].frame
        ps.handleTap(at: CGPoint(x: sel.midX, y: sel.midY))  // zoom in
        try sim.runUntilIdle()
        #expect(!ps.isShowingPresentation && dismissed == 1)
        #expect(pageSwitcherProblems(ps, atRest: true).isEmpty, "\(pageSwitcherProblems(ps, atRest: true))")
    }

    @Test func addingWhilePresentingScrollsThenZoomsIn() throws {
        let program = SwitcherProgram(pages: 2)
        let ps = program.ps
        ps.showPresentation(animated: false)
        try ps.addViewController(ViewController(program.stage.sim, title: "new"))
        #expect(ps.isShowingPresentation)
        try program.stage.sim.runUntilIdle()
        #expect(!ps.isShowingPresentation)
        #expect(ps.selectedIndex == 2 && ps.view.subviews.first === ps.viewControllers[2].view)
        #expect(program.stage.sim.application.ignoringDepth == 0)
    }

    @Test func dragPastTheEndIsBandedAndSettles() throws {
        let program = SwitcherProgram(pages: 3)
        let ps = program.ps
        ps.showPresentation(animated: false)
        ps.handleDrag(PanGesture(state: .began, translation: .zero, velocity: .zero))
        ps.handleDrag(PanGesture(state: .changed, translation: CGPoint(x: 600, y: 0), velocity: .zero))
        #expect(ps.dragOffset > 0 && ps.dragOffset < 600)  // friction before the first page
        ps.handleDrag(PanGesture(state: .ended, translation: CGPoint(x: 600, y: 0), velocity: .zero))
        try program.stage.sim.runUntilIdle()
        #expect(ps.selectedIndex == 0 && ps.dragOffset == 0)
        ps.handleDrag(PanGesture(state: .began, translation: .zero, velocity: .zero))
        ps.handleDrag(PanGesture(state: .changed, translation: CGPoint(x: -260, y: 0), velocity: CGPoint(x: -2000, y: 0)))
        ps.handleDrag(PanGesture(state: .ended, translation: CGPoint(x: -260, y: 0), velocity: CGPoint(x: -2000, y: 0)))
        try program.stage.sim.runUntilIdle()
        #expect(ps.selectedIndex == 2)  // one page plus momentum
        #expect(pageSwitcherProblems(ps, atRest: true).isEmpty)
    }

    @Test func rotationRelaysOutEveryPage() throws {
        let program = SwitcherProgram(pages: 4)
        let ps = program.ps
        ps.showPresentation()
        program.stage.sim.advance(by: 0.1)
        ps.setOrientation(.landscape)  // during the entrance zoom
        try program.stage.sim.runUntilIdle()
        #expect(pageSwitcherProblems(ps, atRest: true).isEmpty, "\(pageSwitcherProblems(ps, atRest: true))")
        ps.dismissPresentation()
        try program.stage.sim.runUntilIdle()
        ps.setOrientation(.portrait)
        #expect(pageSwitcherProblems(ps, atRest: true).isEmpty)
    }

    @Test func randomOperationsAndGesturesKeepTheInvariants() async {
        let count = Int(ProcessInfo.processInfo.environment["TRANSIT_CASES"] ?? "") ?? 150
        await propertyCheck(count: count, input: Gen.int(in: 0...5), Gen.int(in: 0...1_000_000).array(of: 1...40)) { pages, choices in
            let program = SwitcherProgram(pages: pages)
            for c in choices {
                program.step(c)
                let p = pageSwitcherProblems(program.ps, atRest: false) + program.stage.check(atRest: false)
                if !p.isEmpty {
                    Issue.record("after \(program.trace.joined(separator: "; ")): \(p)")
                    return
                }
            }
            do { try program.stage.sim.runUntilIdle() } catch { Issue.record("\(error)") }
            let p = pageSwitcherProblems(program.ps, atRest: true)
            #expect(p.isEmpty, "after \(program.trace.joined(separator: "; ")): \(p)")
        }
    }
}
