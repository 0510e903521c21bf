import Foundation

// The state fingerprint of `PageViewController` (`FingerprintSchema`).

extension FingerprintSchema {
    static let pageViewController = FingerprintSchema(
        PageViewController.self,
        hashed: [
            "transitionStyle", "navigationOrientation", "interPageSpacing", "dataSource", "delegate", "isDoubleSided",
            "spineLocation", "page", "incoming", "swiping", "swipeForward",
        ],
        excluded: [
            "pageHost": "structure: a subview of the page view controller's view, hashed in the view walk",
            "swipe": "structure: the host's recognizer, hashed with the host view",
        ]
    ) { p, walk in
        walk.combine(p.transitionStyle.rawValue)
        walk.combine(p.navigationOrientation.rawValue)
        walk.combine(Double(p.interPageSpacing))
        walk.combine(typeOf: p.dataSource)
        walk.combine(typeOf: p.delegate)
        walk.combine(p.isDoubleSided)
        walk.combine(p.spineLocation.rawValue)
        walk.combine(walk.labels.label(p.page))
        walk.combine(walk.labels.label(p.incoming))
        walk.combine(p.swiping)
        walk.combine(p.swiping && p.swipeForward)
    }
}
