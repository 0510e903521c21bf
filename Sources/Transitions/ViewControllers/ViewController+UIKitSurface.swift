import Foundation

/// UIKit's view-loading, trait and status-bar members on controllers.
extension ViewController {
    /// `viewIfLoaded`: the root view if loaded, without loading it.
    public var viewIfLoaded: View? { isViewLoaded ? view : nil }

    /// `loadViewIfNeeded()`: loads the view (`loadView`, then `viewDidLoad`) if it is not.
    public func loadViewIfNeeded() { _ = view as View }

    /// `traitCollection`: the simulated device's, as inherited — from the parent (through its
    /// `overrideTraitCollection(forChild:)`), the presentation controller for a presented
    /// controller (the presenter's traits with the presentation's `overrideTraitCollection` and
    /// `traitOverrides`), the window or superview a root controller's view is in — with the
    /// overrides on the way (`overrideUserInterfaceStyle`, `traitOverrides`:
    /// `Runtime/TraitOverrides.swift`), the nearest winning.
    package var modelTraitCollection: TraitCollection { modelTraits(depth: 0) }

    /// `setOverrideTraitCollection(_:forChild:)`: `child` (one of this controller's children; another
    /// is refused and recorded, as UIKit ignores it) and its descendants take these traits in
    /// place of the inherited ones; nil removes them. The child hears `traitCollectionDidChange`.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else {
            return simulation.record(.rejectedCall, "setOverrideTraitCollection for \(child.reportTitle), not a child of \(reportTitle)")
        }
        let before = child.traitCollection
        uikitState.childTraitOverrides[child.journalID] = collection
        if child.traitCollection != before { TraitRegistrations.notify(child, previous: before) { child.traitCollectionDidChange(before) } }
    }

    /// `overrideUserInterfaceStyle` (iOS 13): this controller, its views and its children take
    /// the style.
    public var overrideUserInterfaceStyle: TraitCollection.Style {
        get { styleOverride }
        set { styleOverride = newValue }
    }

    /// `setNeedsStatusBarAppearanceUpdate()`: the application's status bar takes the style and
    /// visibility of the controller that decides them — the topmost presented controller that
    /// is full screen or captures the status bar appearance, from the key window's root,
    /// following `childForStatusBarStyle` / `childForStatusBarHidden` — and counts the update.
    /// Inside an animation block the change belongs to that animation in UIKit (drawn only here).
    public func setNeedsStatusBarAppearanceUpdate() {
        let app = simulation.application
        app.statusBarAppearanceUpdates += 1
        guard let root = app.keyWindow?.rootViewController ?? windowRootOrSelf else { return }
        var decider = root
        var cur = root
        while let p = cur.ownPresentedViewController {
            if p.modalPresentationStyle == .fullScreen || p.modalPresentationCapturesStatusBarAppearance { decider = p }
            cur = p
        }
        var styleSource = decider
        while let c = styleSource.childForStatusBarStyle, c !== styleSource { styleSource = c }
        var hiddenSource = decider
        while let c = hiddenSource.childForStatusBarHidden, c !== hiddenSource { hiddenSource = c }
        app.decidedStatusBarStyle = styleSource.preferredStatusBarStyle
        app.decidedStatusBarHidden = hiddenSource.prefersStatusBarHidden
    }

    private var windowRootOrSelf: ViewController? {
        var vc: ViewController = self
        while let p = vc.parent ?? vc.ownPresentingViewController { vc = p }
        return vc
    }
}
