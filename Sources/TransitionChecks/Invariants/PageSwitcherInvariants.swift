import Foundation
import TransitionCatalogue
import Transitions

/// The page switcher's invariants, usable on any `PageSwitcherController`.
public enum PageSwitcherInvariants {
    public static var structure: Invariant<PageSwitcherWorld> {
        Invariant<PageSwitcherWorld>(
            "page switcher structure",
            "Selection in range (none iff empty); one child per page; while showing, one layer per page in order, and the name and dots match the selection; ignoring depth ≥ 0; view tree sound."
        ) { w in ModelInvariants.viewTree(w.window) + ModelInvariants.ignoringDepth(w.sim) + structureProblems(w.switcher) }
    }

    public static var atRest: Invariant<PageSwitcherWorld> {
        Invariant<PageSwitcherWorld>(
            "page switcher at rest",
            "Ignoring depth 0; while showing, every layer at its layout frame (no stale frame after rotation) with the right opacity and close button; when dismissed, exactly the selected page's view on screen, appeared, and no page layer left; every page off screen disappeared."
        ) { w in atRestProblems(w.switcher) }
    }

    /// Selection, children, layers, name and dots.
    public static func structureProblems(_ ps: PageSwitcherController) -> [String] {
        var p: [String] = []
        let n = ps.viewControllers.count
        if let s = ps.selectedIndex {
            if !(0..<n).contains(s) { p.append("selectedIndex \(s) out of 0..<\(n)") }
        } else if n > 0 {
            p.append("no selection with \(n) pages")
        }
        if ps.children.count != n { p.append("children \(ps.children.count) ≠ pages \(n)") }
        if ps.isShowingPresentation {
            if ps.pageLayers.count != n { p.append("\(ps.pageLayers.count) layers for \(n) pages") }
            for (i, l) in ps.pageLayers.enumerated() where i < n && l.page !== ps.viewControllers[i] {
                p.append("layer \(i) shows another page")
            }
            let expected = ps.selectedIndex.flatMap { $0 < n ? ps.viewControllers[$0] : nil }.map(PageSwitcherController.name(of:)) ?? ""
            if ps.nameLabel?.text != expected { p.append("name '\(ps.nameLabel?.text ?? "nil")' ≠ '\(expected)'") }
            if ps.pageDots?.numberOfPages != n || ps.pageDots?.currentPage != (ps.selectedIndex ?? 0) { p.append("dots do not match") }
        }
        return p
    }

    /// Layout, opacity and visibility once nothing is animating.
    public static func atRestProblems(_ ps: PageSwitcherController) -> [String] {
        var p: [String] = []
        let depth = ps.simulation.application.ignoringDepth
        if depth != 0 { p.append("ignoring depth \(depth)") }
        if ps.isShowingPresentation {
            let sel = ps.selectedIndex ?? 0
            for (i, l) in ps.pageLayers.enumerated() {
                let f = PageSwitcherController.pageFrame(index: i, selected: sel, bounds: ps.view.bounds, orientation: ps.orientation)
                if l.frame != f || l.presentation.frame != f { p.append("stale frame for layer \(i)") }
                if l.alpha != (i == sel ? 1 : 0.4) { p.append("layer \(i) alpha \(l.alpha)") }
                if l.closeButton.isHidden == (i == sel && ps.showsCloseButton) { p.append("close button of layer \(i)") }
            }
        } else {
            let visible = ps.view.subviewList
            if let s = ps.selectedIndex, s < ps.viewControllers.count {
                let sel = ps.viewControllers[s]
                if visible.count != 1 || visible.first !== sel.view { p.append("visible \(visible) instead of \(sel)'s view") }
                if sel.view.frame != ps.view.bounds { p.append("selected view frame \(sel.view.frame)") }
                if sel.appearanceState != .appeared { p.append("\(sel) is \(sel.appearanceState)") }
            } else if !visible.isEmpty {
                p.append("views \(visible) with no pages")
            }
            if ps.view.allDescendants.contains(where: { $0.isSnapshot }) { p.append("page layers leaked") }
        }
        // Every page off screen has finished disappearing (none left half-way through its
        // appearance callbacks).
        for (i, vc) in ps.viewControllers.enumerated() where ps.isShowingPresentation || i != ps.selectedIndex {
            if vc.appearanceState != .disappeared { p.append("page \(i) (\(vc)) is off screen but \(vc.appearanceState.rawValue)") }
        }
        return p
    }
}
