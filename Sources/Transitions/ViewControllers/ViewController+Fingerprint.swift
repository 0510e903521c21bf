import Foundation

// The state fingerprint and census membership of `ViewController` (`FingerprintSchema`).

extension FingerprintSchema {
    static let viewController = FingerprintSchema(
        ViewController.self, census: .controller,
        hashed: [
            "loadedView", "children", "ownPresentedViewController", "ownPresentingViewController", "modalPresentationStyle",
            "modalTransitionStyle", "definesPresentationContext", "viewRespectsSystemMinimumLayoutMargins", "preferredContentSize", "transitioningDelegate",
            "transitioningDelegateWasSet", "presentationStorage", "appearanceState", "appearanceSetByApp", "preferredSize",
            "activeTransition", "savedPresenterPlacement", "placementAtPresentation", "uikitState",
            "additionalSafeAreaInsets", "traitOverrideStorage",
        ],
        excluded: [
            "simulation": "identity: the same for every object of a state",
            "editingStorage": "editing mode: read back by the app; a table view controller passes it to its table view, whose state is hashed",
            "observerList": "observation tokens (KVO): the app's closures, called on changes the fingerprint already hashes",
            "journalID": "identity: numbers controllers in creation order; the journal audit is hashed through the walk's labels",
            "reportTitle": "identity: the walk labels controllers by position",
            "parent": "structure: children are walked from their parent",
            "windowRoot": "structure: the window's rootViewController is hashed with the window",
            "isLoadingView": "transient: true only inside loadView",
            "styleOverride": "drawing: the appearance (light or dark) the controller's views draw in; no check reads it",
            "sheetStorage": "created on demand by sheetPresentationController (or a sheet presentation); while it presents, it is presentationStorage and hashed there",
            "popoverStorage": "created on demand by popoverPresentationController; its settings matter only to an adaptive popover, whose presentation style is hashed",
        ]
    ) { vc, walk in
        walk.combine(vc.appearanceState.rawValue)
        walk.combine(vc.appearanceSetByApp)
        walk.combine(vc.isViewLoaded)
        walk.combine(vc.modalPresentationStyle.rawValue)
        walk.combine(vc.modalTransitionStyle.rawValue)
        walk.combine(typeOf: vc.transitioningDelegate)
        walk.combine(vc.transitioningDelegateWasSet)
        walk.combine(typeOf: vc.presentationStorage)
        if let pc = vc.presentationStorage { walk.hashLevels(pc) }
        walk.combine(vc.activeTransition != nil)
        for x in [vc.additionalSafeAreaInsets.top, vc.additionalSafeAreaInsets.left, vc.additionalSafeAreaInsets.bottom, vc.additionalSafeAreaInsets.right] { walk.combine(Double(x)) }
        walk.combine(vc.definesPresentationContext)
        walk.combine(vc.viewRespectsSystemMinimumLayoutMargins)
        if !vc.traitOverrideStorage.isEmpty { walk.combine(vc.traitOverrideStorage.fingerprintDescription) }
        walk.combine(vc.preferredContentSize)
        walk.combine(vc.preferredSize)
        walk.combine(vc.children.count)
        walk.combine(walk.labels.label(vc.ownPresentedViewController))
        walk.combine(walk.labels.label(vc.ownPresentingViewController))
        for p in [vc.savedPresenterPlacement, vc.placementAtPresentation] {
            if let p {
                walk.combine(walk.labels.label(p.superview))
                walk.combine(p.index)
            } else {
                walk.combine(-2)
            }
        }
        let u = vc.uikitState
        for flag in [
            u.isBeingPresented, u.isBeingDismissed, u.isMovingToParent, u.isMovingFromParent, u.isModalInPresentation,
            u.providesPresentationContextTransitionStyle, u.modalPresentationCapturesStatusBarAppearance,
        ] { walk.combine(flag) }
        // Rarely set, so hashed only when set (a run that never sets them hashes as before).
        if u.viewIsAppearingOwed != nil { walk.combine("viewIsAppearingOwed") }
        if let t = u.preferredTransition { walk.combine(t.fingerprintKind) }
        // The storyboard decides which segues `performSegue` finds.
        walk.combine(u.storyboard?.name ?? "")
    }
}
