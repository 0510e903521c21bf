import Foundation

/// A simulation's Auto Layout bookkeeping: the engines (one per root view that has active
/// constraints: a window, or a tree not yet in one), the views waiting for `updateConstraints`,
/// and the count that keeps views without constraints free of any engine work.
package final class AutoLayout {
    /// Active constraints in this simulation; while 0 (and no constraint update is pending) no
    /// layout pass touches an engine.
    package internal(set) var activeConstraints = 0
    private(set) var engines: [LayoutEngine] = []
    private var pendingUpdates: [Weak<View>] = []
    private var checkedTreeRevision = -1
    unowned let simulation: Simulation

    init(simulation: Simulation) { self.simulation = simulation }

    /// Something for the layout pass to do beyond plain `layoutSubviews`.
    var isEngaged: Bool { activeConstraints > 0 || !pendingUpdates.isEmpty }

    static func root(of view: View) -> View {
        var v = view
        while let s = v.superview { v = s }
        return v
    }

    func engine(rootedAt root: View) -> LayoutEngine {
        if let e = root.layoutData.engine { return e }
        let e = LayoutEngine(root: root)
        root.layoutData.engine = e
        engines.append(e)
        return e
    }

    func existingEngine(for view: View) -> LayoutEngine? {
        AutoLayout.root(of: view).layoutDataIfAny?.engine
    }

    func activated(_ c: LayoutConstraint, on view: View) {
        activeConstraints += 1
        syncWithTree()
        engine(rootedAt: AutoLayout.root(of: view)).add(c)
    }

    func needsUpdateConstraints(_ view: View) {
        pendingUpdates.append(Weak(view))
        if view.window != nil { simulation.layoutPending = true }
    }

    /// Before laying out from `view`: pending `updateConstraints`, engines brought in line with
    /// the tree, then the engine of `view`'s root solved.
    func prepareLayout(from view: View) {
        runPendingUpdates()
        guard activeConstraints > 0 else { return }
        syncWithTree()
        guard let engine = existingEngine(for: view) else { return }
        let changed = engine.isDirty
        engine.solve()
        if changed { reportFittingSizeChanges(in: engine) }
    }

    /// The fitting sizes last seen of child and presented controllers' root views, by controller.
    private var fittingSizes: [ObjectIdentifier: (controller: Weak<ViewController>, size: CGSize)] = [:]

    /// After a solve that changed something: each controller in the engine that has a container
    /// (its parent, else the presentation controller presenting it) and whose view's subtree has
    /// constraints is measured (`systemLayoutSizeFitting(layoutFittingCompressedSize)`); when the
    /// size differs from the one last measured, the container hears
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)` (not on the first measure).
    private func reportFittingSizeChanges(in engine: LayoutEngine) {
        fittingSizes = fittingSizes.filter { $0.value.controller.value != nil }
        for root in engine.controllerRootViews {
            guard let vc = root.owningController else { continue }
            let container: (any ContentContainer)? = vc.parent ?? (vc.ownPresentingViewController != nil ? vc.modelPresentationController : nil)
            guard let container, ([root] + root.allDescendants).contains(where: { !$0.constraints.isEmpty }) else { continue }
            let size = root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let key = ObjectIdentifier(vc)
            let previous = fittingSizes[key]
            fittingSizes[key] = (Weak(vc), size)
            if let previous, previous.controller.value === vc, previous.size != size {
                container.systemLayoutFittingSizeDidChange(forChildContentContainer: vc)
            }
        }
    }

    /// `updateConstraintsIfNeeded` for every view that asked, deepest first (UIKit updates
    /// constraints bottom-up); a controller's root view goes through `updateViewConstraints()`.
    func runPendingUpdates(under root: View? = nil) {
        var rounds = 0
        while !pendingUpdates.isEmpty, rounds < 8 {
            rounds += 1
            let views = pendingUpdates.compactMap(\.value).filter { $0.layoutData.needsUpdateConstraints }
            pendingUpdates.removeAll()
            let ordered = views.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            for v in ordered { v.updateConstraintsIfNeeded() }
        }
    }

    /// After the view tree changed: constraints whose views were separated are deactivated
    /// (UIKit removes a removed view's constraints to views outside its subtree), engines whose
    /// root joined another tree hand their constraints over, and an engine whose participating
    /// views moved is rebuilt from its constraint list.
    func syncWithTree() {
        guard checkedTreeRevision != simulation.treeRevision else { return }
        checkedTreeRevision = simulation.treeRevision
        var moved: [LayoutConstraint] = []
        var kept: [LayoutEngine] = []
        for e in engines {
            if e.isConsistentWithTree() {
                kept.append(e)
                continue
            }
            moved += e.drain()
            if let r = e.root, r.superview == nil, r.layoutData.engine === e {
                kept.append(e)
            } else {
                e.root?.layoutDataIfAny?.engine = nil
            }
        }
        engines = kept
        for c in moved {
            guard let on = c.installedOn, c.firstView?.isDescendant(of: on) ?? false, c.secondItem == nil || (c.secondView?.isDescendant(of: on) ?? false) else {
                c.deactivate()
                continue
            }
            engine(rootedAt: AutoLayout.root(of: on)).add(c)
        }
    }

    func solvedFrame(of item: AnyObject, in owner: View) -> CGRect? {
        guard activeConstraints > 0, let e = existingEngine(for: owner), !e.isDirty else { return nil }
        return e.solvedFrame(of: item)
    }
}

/// A view's Auto Layout state, allocated when the view first takes part in layout.
final class ViewLayoutData {
    /// Constraints installed on the view (`View.constraints`).
    var installed: [LayoutConstraint] = []
    /// The engine rooted at this view, if any.
    var engine: LayoutEngine?
    /// The view's record in its root's engine.
    weak var record: LayoutEngine.ItemRecord?
    var needsUpdateConstraints = false
    var intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var intrinsicKnown = false
    /// `alignmentRectInsets`, read with the intrinsic size.
    var alignmentInsets = EdgeInsets.zero
    var hugging: (LayoutPriority, LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (LayoutPriority, LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The margins the app set (`layoutMargins`), nil for the view's default (`View.defaultLayoutMargins`).
    var margins: EdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// A scroll view's `contentLayoutGuide` / `frameLayoutGuide`, made on first use.
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    /// `keyboardLayoutGuide`, made on first use.
    var keyboardGuide: KeyboardLayoutGuide?
    var guides: [LayoutGuide] = []
}
