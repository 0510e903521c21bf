import Foundation

// The state fingerprint of `SheetPresentationController` and of its pan
// (`FingerprintSchema`): hashed with the presented controller, as every presentation controller.

extension FingerprintSchema {
    static let sheetPresentationController = FingerprintSchema(
        SheetPresentationController.self,
        hashed: [
            "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
            "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached", "preferredCornerRadius",
            "dimmingView", "grabberView", "pan", "drag", "isResting",
        ],
        excluded: [
            "prefersScrollingExpandsWhenScrolledToEdge": "stored only: the model's sheet drag does not hand over to scroll views, nothing reads it",
            "prefersPageSizing": "stored only: read back by the app, no geometry uses it",
            "sourceView": "stored only (weak): UIKit anchors a sheet to it on the Mac, the model never does",
            "settingFromDrag": "transient: true only while a drag's release sets selectedDetentIdentifier",
        ]
    ) { pc, walk in
        for d in pc.detents { walk.combine(d.identifier.rawValue) }
        walk.combine(pc.selectedDetentIdentifier?.rawValue ?? "")
        walk.combine(pc.largestUndimmedDetentIdentifier?.rawValue ?? "")
        walk.combine(pc.prefersGrabberVisible)
        walk.combine(pc.prefersEdgeAttachedInCompactHeight)
        walk.combine(pc.widthFollowsPreferredContentSizeWhenEdgeAttached)
        walk.combine(pc.preferredCornerRadius.map { Double($0) } ?? -1)
        walk.combine(walk.labels.label(pc.dimmingView))
        walk.combine(walk.labels.label(pc.grabberView))
        walk.combine(pc.pan != nil)
        walk.combine(pc.drag.map { Double($0.startTop) } ?? -1)
        walk.combine(pc.drag?.mayDismiss.map { $0 ? 1 : 0 } ?? -1)
        walk.combine(pc.isResting)
    }
}

extension FingerprintSchema {
    static let sheetPanGestureRecognizer = FingerprintSchema(
        SheetPanGestureRecognizer.self, hashed: [],
        excluded: ["sheet": "structure: the sheet it drives, hashed with its presented controller"]
    ) { _, _ in }
}
