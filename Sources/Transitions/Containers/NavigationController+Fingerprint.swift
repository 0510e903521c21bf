import Foundation

// The state fingerprint of `NavigationController` (`FingerprintSchema`).

extension FingerprintSchema {
    static let navigationController = FingerprintSchema(
        NavigationController.self,
        hashed: [
            "barHidden", "toolbarHidden", "stack", "delegate", "delegateWasSet", "edgePanInteraction",
            "interactivePopGestureRecognizer", "edgePanHandoff", "edgeWidth", "navigationBarClass", "toolbarClass",
        ],
        excluded: [
            "contentView": "structure: a subview of the navigation controller's view, hashed in the view walk",
            "bar": "structure: the navigation bar is a subview, hashed in the view walk",
            "toolbarView": "structure: the toolbar is a subview, hashed in the view walk",
            "interactiveTransitionTarget": "the interactive pop gesture's target: stateless, the pop it drives is edgePanInteraction, hashed",
        ],
        interface: { n in n.viewControllers + (n.isViewLoaded ? [n.contentView] : []) }
    ) { n, walk in
        walk.combine(n.viewControllers.map { walk.labels.label($0) })
        walk.combine(n.edgePanInteraction != nil)
        walk.combine(typeOf: n.delegate)
        walk.combine(n.delegateWasSet)
        walk.combine(n.isNavigationBarHidden)
        walk.combine(n.isToolbarHidden)
        // The bar classes decide what a bar made later is.
        walk.combine(n.navigationBarClass.map { _typeName($0) } ?? "")
        walk.combine(n.toolbarClass.map { _typeName($0) } ?? "")
        for x in [n.edgePanHandoff.completionThreshold, n.edgePanHandoff.flingSpeed, n.edgeWidth] { walk.combine(x) }
        // The edge-pan recognizer: attached to the view (hashed there) once the view loads.
        if let r = n.interactivePopGestureRecognizer, r.view == nil {
            walk.combine(typeOf: r)
            walk.hashLevels(r)
        }
    }
}
