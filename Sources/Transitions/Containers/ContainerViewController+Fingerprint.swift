import Foundation

// The state fingerprint of `ContainerViewController` and `TabBarController`
// (`FingerprintSchema`): its pages are part of the interface even when not shown.

extension FingerprintSchema {
    static let containerViewController = FingerprintSchema(
        ContainerViewController.self,
        hashed: [
            "viewControllers", "selectedViewController", "delegate", "delegateWasSet", "panInteraction", "buttonsHeight",
            "panHandoff", "panDirection",
        ],
        excluded: [
            "childHost": "structure: a subview of the container's view, hashed in the view walk",
            "buttonsView": "structure: a subview of the container's view, hashed in the view walk",
        ],
        interface: { c in c.viewControllers + (c.isViewLoaded ? [c.childHost] : []) }
    ) { c, walk in
        walk.combine(c.viewControllers.map { walk.labels.label($0) })
        walk.combine(walk.labels.label(c.selectedViewController))
        walk.combine(c.panInteraction != nil)
        walk.combine(typeOf: c.delegate)
        walk.combine(c.delegateWasSet)
        for x in [c.buttonsHeight, c.panHandoff.completionThreshold, c.panHandoff.flingSpeed, c.panDirection] { walk.combine(x) }
    }
}

extension FingerprintSchema {
    static let tabBarController = FingerprintSchema(
        TabBarController.self,
        hashed: ["children_", "selected", "delegate", "delegateWasSet", "moreStorage", "barHiddenForPush"],
        excluded: [
            "childHost": "structure: a subview of the tab bar controller's view, hashed in the view walk",
            "tabBarStorage": "structure: the tab bar is a subview, hashed in the view walk (its own level: TabBar)",
        ],
        interface: { t in
            (t.viewControllers ?? []) + (t.moreNavigationControllerIfMade.map { [$0] } ?? []) + (t.isViewLoaded ? [t.childHost] : [])
        }
    ) { t, walk in
        walk.combine((t.viewControllers ?? []).map { walk.labels.label($0) })
        walk.combine(walk.labels.label(t.moreNavigationControllerIfMade))
        walk.combine(walk.labels.label(t.selectedViewController))
        walk.combine(typeOf: t.delegate)
        walk.combine(t.delegateWasSetForFingerprint)
        walk.combine(t.barHiddenForPushForFingerprint)
    }

    static let tabBar = FingerprintSchema(
        TabBar.self,
        hashed: ["itemsStorage", "selectedItemStorage"],
        excluded: [
            "backgroundImageStorage": "drawing (not rendered, no check reads it)", "barStyle": "drawing (not rendered, no check reads it)",
            "selectionIndicatorImage": "drawing (not rendered, no check reads it)",
            "barTintColor": "drawing (not rendered, no check reads it)", "isTranslucent": "drawing (stored; layout reads the controller's frames, hashed)",
            "shadowImageStorage": "drawing (not rendered, no check reads it)", "unselectedItemTintColor": "drawing (not rendered, no check reads it)",
            "ownDelegate": "the app's object: its own state is the app's (a controller-managed bar's delegate is its controller)",
        ]
    ) { b, walk in
        walk.combine(b.items?.count ?? -1)
        walk.combine(b.items.map { items in b.selectedItem.flatMap { s in items.firstIndex { $0 === s } } ?? -1 } ?? -1)
    }
}

extension FingerprintSchema {
    static let splitViewController = FingerprintSchema(
        SplitViewController.self,
        hashed: [
            "columns", "isCollapsed", "resolvedDisplayMode", "preferredDisplayMode", "collapseBase", "collapsedSecondary", "delegate",
            "preferredPrimaryColumnWidthFraction", "preferredPrimaryColumnWidth", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
            "primaryEdge",
        ],
        excluded: [
            "style": "set once, at initialisation",
            "columnWrappers": "the column API's navigation controllers: the columns, hashed",
            "columnControllers": "the controllers the column API was given, each wrapped in a column's navigation controller: hashed there",
            "presentsWithGesture": "stored: the gesture that reveals the primary column is not modelled",
            "showsSecondaryOnlyButton": "drawing: a bar button's visibility",
            "displayModeButtonItem": "drawing: a bar button item; its tap changes preferredDisplayMode, hashed",
        ],
        interface: { s in s.viewControllers }
    ) { s, walk in
        walk.combine(s.viewControllers.map { walk.labels.label($0) })
        walk.combine(s.isCollapsed)
        walk.combine(s.displayMode.rawValue)
        walk.combine(s.preferredDisplayMode.rawValue)
        walk.combine(typeOf: s.delegate)
        walk.combine(Double(s.primaryColumnWidth))
        walk.combine(s.primaryEdge.rawValue)
    }
}
