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
    static let tabBarController = FingerprintSchema(TabBarController.self, hashed: [], excluded: [:]) { _, _ in }
}
