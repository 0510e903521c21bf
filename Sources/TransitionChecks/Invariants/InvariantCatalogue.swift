import Foundation
import Transitions

/// The invariant catalogue of the transition scenario, each a named, documented check usable on its own.
public enum InvariantCatalogue {
    public static var oneSuperviewNoCycles: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "one superview, no cycles",
            "Every view is listed exactly once in its superview's subviews and the tree has no cycle."
        ) { w in
            // The tree only changes by insertion and removal: a revision already found sound is.
            guard w.soundTreeRevision != w.sim.treeRevision else { return [] }
            let problems = ModelInvariants.viewTree(w.window)
            if problems.isEmpty { w.soundTreeRevision = w.sim.treeRevision }
            return problems
        }
    }

    public static var ignoringDepthNonNegative: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "ignoring depth ≥ 0",
            "begin/endIgnoringInteractionEvents never drive the depth below zero."
        ) { ModelInvariants.ignoringDepth($0.sim) }
    }

    public static var noViolations: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "no tolerated misuse",
            "No context completed twice or with the wrong flag, no update after completion, no unbalanced end of ignoring, no stray appearance end."
        ) { w in w.sim.violations.map(\.description) }
    }

    public static var containmentBalanced: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "containment calls balanced",
            "Every willMove(toParent:) is answered by exactly one didMove(toParent:)."
        ) { w in
            w.journalAudit.catchUp(with: w.sim.journal)
            return w.journalAudit.containmentProblems
        }
    }

    public static var appearanceLegal: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "appearance state machine legal",
            "viewWill/DidAppear and viewWill/DidDisappear follow disappeared → appearing → appeared → disappearing, reversibly."
        ) { w in
            w.journalAudit.catchUp(with: w.sim.journal)
            return w.journalAudit.appearanceProblems
        }
    }

    public static var cancelRestores: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "cancel restores exactly",
            "A cancelled transition puts both controllers' views back where they were, with the same frame, alpha, transform and visibility."
        ) { $0.restoreProblems }
    }

    public static var handoverContinuous: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "gesture hand-over continuous",
            "When a gesture hands over to the completion animation, the view's value is continuous and its velocity matches the gesture's."
        ) { $0.handoverProblems }
    }

    public static var oneTransitionPerContainer: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "at most one transition in flight per container",
            "A container never runs two contexts at once."
        ) { w in
            var seen: [ObjectIdentifier: Int] = [:]
            for c in w.sim.liveContexts.compactMap(\.value) where !c.isComplete {
                if let vc = c.viewController(forKey: .from) { seen[ObjectIdentifier(vc.parent ?? vc), default: 0] += 1 }
            }
            return seen.values.contains { $0 > 1 } ? ["two transitions in flight in one container"] : []
        }
    }

    // MARK: At rest

    public static var contextsCompleteOnce: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "every context completes exactly once",
            "At rest no transition context is left incomplete (liveness) and none completed twice."
        ) { w in
            w.sim.liveContexts.compactMap(\.value).filter { !$0.isComplete }.map {
                "context \($0.id) (\($0.kind.rawValue)) never completed"
            }
                + w.sim.liveContexts.compactMap(\.value).filter { $0.completionCalls > 1 }.map {
                    "context \($0.id) completed \($0.completionCalls) times"
                }
        }
    }

    public static var ignoringZeroAtRest: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "ignoring depth 0 at rest",
            "Interaction is re-enabled once every transition has ended."
        ) { w in w.sim.application.ignoringDepth == 0 ? [] : ["ignoring depth \(w.sim.application.ignoringDepth) at rest"] }
    }

    public static var containmentBalancedAtRest: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "containment balanced at rest",
            "No willMove(toParent:) is left unanswered once transitions have ended."
        ) { w in
            w.journalAudit.catchUp(with: w.sim.journal)
            return w.journalAudit.containmentProblems + w.journalAudit.unansweredWillMoves
        }
    }

    public static var noBlackScreen: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "no black screen",
            "At rest the visible controller's view is in the window, visible, opaque, appeared, without a leftover transform."
        ) { w in
            ModelInvariants.blackScreen(w.window)
        }
    }

    public static var containersConsistent: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "containers consistent at rest",
            "The navigation stack equals its children, only the top's view is shown, at full size and restored; the custom container shows exactly its selected child; no snapshot is left."
        ) { w in
            var p: [String] = []
            let nav = w.nav, c = w.container
            if nav.children.map(ObjectIdentifier.init) != nav.viewControllers.map(ObjectIdentifier.init) {
                p.append("nav children \(nav.children) ≠ stack \(nav.viewControllers)")
            }
            if let top = nav.topViewController {
                if nav.contentView.subviewList.count != 1 || nav.contentView.subviewList.first !== top.view {
                    p.append("nav content \(nav.contentView.subviews)")
                }
                if !top.view.frame.isClose(to: nav.contentView.bounds) { p.append("nav top \(top) frame \(top.view.frame)") }
                if top.view.alpha != 1 || !top.view.transform.isIdentity {
                    p.append("nav top \(top) alpha \(top.view.alpha) / transform not restored")
                }
            }
            let pages = c.switchableChildren
            if let sel = c.selectedChild {
                let shownPages = c.children.filter { child in pages.contains { $0 === child } }
                if shownPages.count != 1 || shownPages.first !== sel { p.append("container children \(c.children)") }
                for page in pages where page !== sel && page.isViewLoaded && page.view.window != nil {
                    p.append("container shows \(page) besides the selected \(sel)")
                }
                if let host = (c as? ContainerViewController)?.childHost {
                    if host.subviewList.count != 1 || host.subviewList.first !== sel.view { p.append("container host shows \(host.subviews)") }
                    if !sel.view.frame.isClose(to: host.bounds) { p.append("selected \(sel) frame \(sel.view.frame)") }
                }
                if sel.view.alpha != 1 { p.append("selected \(sel) alpha \(sel.view.alpha)") }
            }
            var vc: ViewController = nav
            while let next = vc.ownPresentedViewController {
                defer { vc = next }
                // A `.custom` presentation made by the app's own presentation controller or
                // transitioning delegate puts the presented view where the app wants it (a card
                // laid out in `containerViewWillLayoutSubviews`, a sheet 10 pt down): UIKit
                // leaves that frame to the app, so only presentations UIKit or this library lay
                // out are held to `frameOfPresentedViewInContainerView`.
                if next.modalPresentationStyle == .custom,
                    next.modelPresentationController.map { !StoredScalars.isLibrary(type(of: $0)) } ?? false
                        || next.transitioningDelegate.map { !StoredScalars.isLibrary(type(of: $0)) } ?? false
                {
                    continue
                }
                // Covered by a further presentation that keeps it on screen (over full screen,
                // a card): the app may push it back (shrink, dim) while covered; it is held to
                // its frame again once it is on top.
                if next.ownPresentedViewController != nil, next.view.window === w.window { continue }
                let expected = next.modelPresentationController?.frameOfPresentedViewInContainerView ?? w.window.bounds
                if !next.view.frame.isClose(to: expected) || next.view.alpha != 1 || !next.view.transform.isIdentity {
                    p.append("presented \(next) frame \(next.view.frame) alpha \(next.view.alpha) transform \(next.view.transform)")
                }
            }
            for v in [w.window as View] + w.window.allDescendants {
                if v.hasAnimations { p.append("\(v) still animating at rest") }
                if v.isSnapshot && !ModelInvariants.isPresentationBackdrop(v) { p.append("snapshot \(v) left behind") }
            }
            return p
        }
    }

    /// One rule for every controller the case created (the census), in the interface or not:
    /// on screen ⇒ appeared, out of the window ⇒ disappeared (`WindowAudit.appearance`). It was
    /// two checks — the controllers reachable from the root, and the census's — until issue 21.
    public static var appearanceMatchesVisibility: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "appearance matches visibility at rest",
            "At rest every controller the case created (in the interface or not) has appeared if its view is visible in the window and disappeared if its view is out of the window."
        ) { WindowAudit.appearance($0) }
    }

    public static var contextsReleased: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "no leaks",
            "At rest every transition context has been released (nothing — animator, interaction controller, closure — keeps one alive), and the weak transitioning delegates did not keep controllers alive."
        ) { w in
            w.sim.liveContexts.compactMap(\.value).map {
                "context \($0.id) (\($0.kind.rawValue) \($0.viewController(forKey: .from)?.reportTitle ?? "") → \($0.viewController(forKey: .to)?.reportTitle ?? "")) still alive"
            }
        }
    }

    public static var checkedEveryFrame: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "checked on every frame",
            "While a transition is in flight, on every rendered frame: one transition per container; the incoming view in the window; progress follows the finger (nothing moves with the clock before finish or cancel); finite geometry; and the view the transition is about is seen on some frame of an animated run (not hidden under another view: wrong layering)."
        ) { $0.frameProblems }
    }

    public static var windowRestored: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "no leftover view state",
            "At rest every view on screen that a transition touched — container views included — has the alpha, transform, isHidden and isUserInteractionEnabled it had before the first transition that touched it (what a presentation covers is checked once it is dismissed)."
        ) { WindowAudit.leftovers($0) }
    }

    @available(*, deprecated, renamed: "appearanceMatchesVisibility", message: "the two appearance rules are one check")
    public static var appearanceBalancedEverywhere: Invariant<TransitionWorld> { appearanceMatchesVisibility }

    public static var nothingLeaked: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "no leaked controllers or views",
            "At rest every controller, view, presentation controller and context that left the interface has been released (a weak-reference census), naming what still holds it."
        ) { LeakCensus.leaks($0) }
    }

    public static var layoutUnambiguous: Invariant<TransitionWorld> {
        Invariant<TransitionWorld>(
            "Auto Layout unambiguous at rest",
            "At rest every view of the window placed by the layout engine has one frame its constraints determine (`hasAmbiguousLayout` false): no frame component moves under a push weaker than every priority. Applies only when constraints are active.",
            appliesTo: { $0.sim.autoLayout.activeConstraints > 0 }
        ) { w in
            w.window.ambiguousLayouts.filter { v, _ in !v.isInLayoutStandIn }.map { v, free in
                "ambiguous layout: \(v.reportName) (\(free.joined(separator: ", ")) not determined by its constraints)"
            }
        }
    }

    /// Checked after every step.
    public static var always: [Invariant<TransitionWorld>] {
        [
            oneSuperviewNoCycles, ignoringDepthNonNegative, noViolations, containmentBalanced, appearanceLegal, oneTransitionPerContainer,
            cancelRestores, handoverContinuous, checkedEveryFrame,
        ]
    }

    /// Checked at quiescence.
    public static var atRest: [Invariant<TransitionWorld>] {
        [
            contextsCompleteOnce, ignoringZeroAtRest, containmentBalancedAtRest, noBlackScreen, containersConsistent,
            appearanceMatchesVisibility, contextsReleased, windowRestored, nothingLeaked,
            layoutUnambiguous,
        ]
    }
}

extension CGRect {
    /// Equal to within 10⁻⁶ pt per edge (frames go through center and bounds).
    func isClose(to r: CGRect) -> Bool {
        abs(minX - r.minX) <= 1e-6 && abs(minY - r.minY) <= 1e-6 && abs(width - r.width) <= 1e-6 && abs(height - r.height) <= 1e-6
    }
}

extension View {
    /// In a storyboard outlet's stand-in (it or an ancestor): its constraints are not the app's.
    package var isInLayoutStandIn: Bool {
        var v: View? = self
        while let cur = v {
            if cur.isLayoutStandIn { return true }
            v = cur.superview
        }
        return false
    }
}
