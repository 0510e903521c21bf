import Foundation
import Transitions

// The state fingerprint of the page switcher's views (`FingerprintSchema`).

extension FingerprintSchema {
    static let pageLayerView = FingerprintSchema(
        PageLayerView.self, hashed: ["page", "closeButton", "hasShadow"], excluded: [:]
    ) { p, walk in
        walk.combine(walk.labels.label(p.page))
        walk.combine(walk.labels.label(p.closeButton))
        walk.combine(p.hasShadow)
    }
    static let labelView = FingerprintSchema(LabelView.self, hashed: ["text"], excluded: [:]) { l, walk in
        walk.combine(l.text)
    }
    static let pageDotsView = FingerprintSchema(PageDotsView.self, hashed: ["numberOfPages", "currentPage"], excluded: [:]) { d, walk in
        walk.combine(d.numberOfPages)
        walk.combine(d.currentPage)
    }
}
