import Foundation
import Transitions

// The state fingerprint of `PageSwitcherController` (`FingerprintSchema`): its pages and page
// layers are part of the interface even when not shown.

extension FingerprintSchema {
    static let pageSwitcherController = FingerprintSchema(
        PageSwitcherController.self,
        hashed: [
            "viewControllers", "selectedIndex", "isShowingPresentation", "delegate", "showsShadow", "showsCloseButton",
            "addPageScrollDurationPerPage", "addedPageFadeDuration", "selectionDuration", "orientation", "presentationView",
            "pageLayers", "nameLabel", "pageDots", "dragOffset", "animationsInFlight", "dragging", "leavingForPresentation",
        ],
        excluded: [:],
        interface: { p in p.viewControllers + p.pageLayers }
    ) { p, walk in
        walk.combine(p.selectedIndex ?? -1)
        for flag in [p.isShowingPresentation, p.showsShadow, p.showsCloseButton, p.dragging] { walk.combine(flag) }
        for x in [p.addPageScrollDurationPerPage, p.addedPageFadeDuration, p.selectionDuration, p.dragOffset] { walk.combine(x) }
        walk.combine(p.orientation.rawValue)
        walk.combine(walk.labels.label(p.presentationView))
        walk.combine(p.pageLayers.map { walk.labels.label($0) })
        walk.combine(walk.labels.label(p.nameLabel))
        walk.combine(walk.labels.label(p.pageDots))
        walk.combine(p.animationsInFlight)
        walk.combine(walk.labels.label(p.leavingForPresentation))
        walk.combine(p.delegate != nil)
        walk.combine(p.viewControllers.map { walk.labels.label($0) })
    }
}
