import Foundation

/// The model's own invariants, checked after every step by the tests (and, later, by
/// TransitionChecks). Each returns the list of broken rules, empty when healthy.
public enum ModelInvariants {
    /// One superview, listed exactly once in its subviews, and no cycles.
    public static func viewTree(_ root: View) -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        func walk(_ v: View, depth: Int) {
            guard depth < 10_000 else { return problems.append("view tree deeper than 10,000 (cycle?) at \(v)") }
            guard seen.insert(ObjectIdentifier(v)).inserted else { return problems.append("\(v) reachable twice") }
            for s in v.subviewList {
                if s.superview !== v {
                    problems.append("\(s) is a subview of \(v) but its superview is \(String(describing: s.superview))")
                }
                walk(s, depth: depth + 1)
            }
        }
        walk(root, depth: 0)
        return problems
    }

    /// Interaction-ignoring depth is never negative (and 0 at rest, see `quiescent`).
    public static func ignoringDepth(_ sim: Simulation) -> [String] {
        sim.application.ignoringDepth < 0 ? ["ignoring depth \(sim.application.ignoringDepth)"] : []
    }

    /// willMove/didMove alternate per controller (each willMove answered by one didMove).
    public static func containmentBalance(_ sim: Simulation, atRest: Bool) -> [String] {
        var audit = JournalAudit()
        audit.catchUp(with: sim.journal)
        return audit.containmentProblems + (atRest ? audit.unansweredWillMoves : [])
    }

    /// The appearance callbacks form legal paths of the state machine.
    public static func appearanceSequence(_ sim: Simulation) -> [String] {
        var audit = JournalAudit()
        audit.catchUp(with: sim.journal)
        return audit.appearanceProblems
    }

    /// Rules checked when nothing is in flight: every context completed exactly once, depth 0,
    /// no transition in flight, the visible controller's view on screen filling the window
    /// (no black screen) and appeared, no snapshot views left.
    public static func quiescent(_ sim: Simulation, window: Window) -> [String] {
        var problems: [String] = []
        if sim.application.ignoringDepth != 0 { problems.append("ignoring depth \(sim.application.ignoringDepth) at rest") }
        for v in sim.violations { problems.append("violation: \(v)") }
        for w in sim.liveContexts {
            if let c = w.value, !c.isComplete { problems.append("context \(c.id) (\(c.kind.rawValue)) never completed") }
        }
        problems += blackScreen(window)
        return problems
    }

    /// At rest the visible controller's content is visible: its view and the views of the
    /// children it shows are in the window, drawn with an opacity above zero, at least partly on
    /// screen (exactly the window for system presentations that remove the presenter's view),
    /// not covered by an opaque view drawn
    /// over them; it has appeared and has no leftover transform. No snapshot view is left.
    public static func blackScreen(_ window: Window) -> [String] {
        var problems: [String] = []
        if let top = window.visibleViewController {
            if !top.isViewLoaded || top.view.window !== window {
                problems.append("black screen: \(top.reportTitle)'s view is not in the window")
            } else {
                problems += contentProblems(top, in: window)
                let rect = top.view.presentationRectInWindow ?? .zero
                // Exactly the window where UIKit removes the presenter's view (full screen):
                // elsewhere what is around a smaller presented view is the presenter, not black.
                if let system = top.modelPresentationController as? SystemPresentationController, system.removesPresenter,
                    abs(rect.minX - window.bounds.minX) > 0.5 || abs(rect.minY - window.bounds.minY) > 0.5
                        || abs(rect.width - window.bounds.width) > 0.5 || abs(rect.height - window.bounds.height) > 0.5
                {
                    problems.append("\(top.reportTitle)'s view is at \(rect) on screen, window \(window.bounds)")
                }
                var shown = top.children.filter { $0.isViewLoaded && $0.view.isDescendant(of: top.view) }
                while let child = shown.popLast() {
                    problems += contentProblems(child, in: window)
                    shown += child.children.filter { $0.isViewLoaded && $0.view.isDescendant(of: child.view) }
                }
            }
            if top.appearanceState != .appeared { problems.append("\(top.reportTitle) is visible but \(top.appearanceState)") }
            if !top.view.presentation.transform.isIdentity && top.view.transform.isIdentity == false {
                problems.append("\(top.reportTitle)'s view left with transform \(top.view.transform)")
            }
        }
        for v in window.allDescendants where v.isSnapshot && !isPresentationBackdrop(v) {
            problems.append("snapshot \(v) left in the window")
        }
        return problems
    }

    /// A snapshot an app's presentation controller keeps behind the presented view for as long
    /// as the presentation lasts (a deck of cards shows the presenter shrunk behind the card as a
    /// snapshot): in a `.custom` presentation's container view with the app's own presentation
    /// controller, painted below the presented view. It leaves with the container view when the
    /// presentation ends. A snapshot over the presented view (an animator's flying stand-in left
    /// behind) is not one — unless the app made it a control: a snapshot in a live presentation's
    /// container view that carries a gesture recognizer (on it or on its branch of the container)
    /// is part of the presented interface, and so is one the app keeps as a control in the window
    /// itself while something is presented. A side menu slides the presenter's snapshot aside
    /// and keeps it beside the menu; touching it dismisses.
    public static func isPresentationBackdrop(_ snapshot: View) -> Bool {
        var branch = snapshot
        var interactive = !snapshot.recognizers.isEmpty
        while let parent = branch.superview {
            if let pc = parent.owningPresentation {
                guard pc.presentedViewController.modelPresentationController === pc else { return false }
                if interactive { return true }
                guard !StoredScalars.isLibrary(type(of: pc)),
                    let presented = pc.presentedView, let presentedBranch = parent.subviewList.firstIndex(where: { presented.isDescendant(of: $0) }),
                    let snapshotBranch = parent.subviewList.firstIndex(where: { $0 === branch })
                else { return false }
                return snapshotBranch < presentedBranch
            }
            branch = parent
            interactive = interactive || !parent.recognizers.isEmpty
        }
        // A control the app put in the window itself, over everything, while something is
        // presented (a settings sheet keeps the presenter's snapshot there; a tap on it dismisses).
        if interactive, let window = branch as? Window, window.rootViewController?.ownPresentedViewController != nil { return true }
        return false
    }

    /// Why `vc`'s view, in the window, is not seen: hidden or transparent, off screen, or covered.
    static func contentProblems(_ vc: ViewController, in window: Window) -> [String] {
        let v: View = vc.view
        if v.effectivePresentationAlpha <= 0 || !v.isEffectivelyVisible {
            return ["black screen: \(vc.reportTitle)'s view is hidden or transparent"]
        }
        if window.visibleArea(of: v) <= 0 {
            return ["black screen: \(vc.reportTitle)'s view is off screen at \(v.presentationRectInWindow ?? .zero), window \(window.bounds)"]
        }
        if let cover = window.opaqueCover(of: v) { return ["black screen: \(vc.reportTitle)'s view is covered by \(cover)"] }
        return []
    }
}
