import Foundation

// The state fingerprint and census membership of `PresentationController` and
// `SystemPresentationController` (`FingerprintSchema`): hashed with the presented controller.

extension FingerprintSchema {
    static let presentationController = FingerprintSchema(
        PresentationController.self, census: .presentationController,
        hashed: ["presentingRef", "containerView", "delegate", "overrideTraitCollection", "traitOverrideStorage"],
        excluded: [
            "presentedRef": "structure: the presentation controller is hashed with its presented controller",
            "held": "structure: the two controllers above, held strongly once a presentation used this controller",
            "simulation": "identity: the same for every object of a state",
        ],
        interface: { pc in pc.containerView.map { [$0] } ?? [] }
    ) { pc, walk in
        walk.combine(walk.labels.label(pc.presentingViewController))
        walk.combine(walk.labels.label(pc.containerView))
        walk.combine(typeOf: pc.delegate)
        walk.combine(pc.overrideTraitCollection.map { t in
            "\(t.horizontalSizeClass.rawValue) \(t.verticalSizeClass.rawValue) \(t.userInterfaceStyle.rawValue) \(t.displayScale) \(t.userInterfaceIdiom)"
        } ?? "")
        if !pc.traitOverrideStorage.isEmpty { walk.combine(pc.traitOverrideStorage.fingerprintDescription) }
    }
}

extension FingerprintSchema {
    static let systemPresentationController = FingerprintSchema(
        SystemPresentationController.self, hashed: ["removesPresenter"], excluded: [:]
    ) { pc, walk in
        walk.combine(pc.removesPresenter)
    }
}
