import Foundation

// The state fingerprint and census membership of `View` (`FingerprintSchema`).

extension FingerprintSchema {
    static let view = FingerprintSchema(
        View.self, census: .view,
        hashed: [
            "modelName", "subviewList", "layer", "isUserInteractionEnabled", "isSnapshot", "snapshotSource",
            "drawsOpaqueContent", "display", "tag", "recognizers", "owningController",
            "isMultipleTouchEnabled", "isExclusiveTouch", "layoutStorage", "traitOverrideStorage",
        ],
        excluded: [
            "semanticContentAttribute": "stored: the model lays out left to right whatever its value; no check reads it",
            "styleOverride": "drawing: the appearance (light or dark) a view draws in; no check reads it",
            "isLayoutStandIn": "set once, when the harness adds a storyboard outlet's stand-in; never changes after",
            "interactionList": "structure: what an interaction does to its view (gesture recognizers, subviews) is the view's, hashed there",
            "motionEffectList": "drawing: motion effects follow the device's tilt, which is never simulated; no check reads them",
            "simulation": "identity: the same for every object of a state",
            "needsLayout": "pending work the next frame's layout phase does first; layout is a function of the hashed geometry (the model's views and controllers lay out from it; yours through their stored properties, hashed by reflection)",
            "superview": "structure: the walk visits views depth first from the window, so a view's place is its label",
            "windowCache": "structure: the window the superview chain reaches (a cache of it), which the walk from the window already covers",
            "maskView": "structure: its layer is this view's layer's mask, hashed in the layer walk",
            "owningPresentation": "structure: the presentation controller's container view, reached from the controller that owns the presentation",
        ]
    ) { v, walk in
        walk.combine(v.modelName)
        // Trait overrides: size classes and the rest decide what apps lay out.
        if !v.traitOverrideStorage.isEmpty { walk.combine(v.traitOverrideStorage.fingerprintDescription) }
        // Auto Layout: the constraints installed here (their constants and priorities decide
        // future layout), pending constraint updates, intrinsic size and priorities.
        if let l = v.layoutStorage {
            walk.combine(l.installed.count)
            for c in l.installed {
                walk.combine(c.constant)
                walk.combine(Double(c.priority.rawValue))
                walk.combine(c.isActive)
            }
            walk.combine(l.needsUpdateConstraints)
            walk.combine(Double(l.hugging.0.rawValue) + 1000 * Double(l.hugging.1.rawValue))
            walk.combine(Double(l.compression.0.rawValue) + 1000 * Double(l.compression.1.rawValue))
        } else {
            walk.combine(-7)
        }
        walk.combine(walk.labels.label(v.owningController))
        walk.hashLevels(v.layer)
        for flag in [v.isUserInteractionEnabled, v.isSnapshot, v.drawsOpaqueContent, v.isMultipleTouchEnabled, v.isExclusiveTouch] {
            walk.combine(flag)
        }
        walk.combine(walk.labels.label(v.snapshotSource))
        walk.combine(v.tag)
        let d = v.display
        walk.combine(Int(d.autoresizingMask.rawValue))
        walk.combine(d.contentMode.rawValue)
        for flag in [d.autoresizesSubviews, d.translatesAutoresizingMaskIntoConstraints, d.isOpaque] { walk.combine(flag) }
        walk.combine(d.tintColor)
        for r in v.recognizers {
            walk.combine(typeOf: r)
            walk.hashLevels(r)
        }
        walk.combine(v.subviewList.count)
        // Auto Layout (only views that took part: the others hash as before).
        if let l = v.layoutStorage {
            walk.combine(l.installed.count)
            for c in l.installed {
                walk.combine(c.constant)
                walk.combine(Double(c.priority.rawValue))
                walk.combine(c.isBroken)
            }
            walk.combine(l.margins != nil)
            if let m = l.margins { for e in [m.top, m.left, m.bottom, m.right] { walk.combine(Double(e)) } }
            for p in [l.hugging.0, l.hugging.1, l.compression.0, l.compression.1] { walk.combine(Double(p.rawValue)) }
            walk.combine(l.needsUpdateConstraints)
            walk.combine(l.insetsLayoutMarginsFromSafeArea)
        }
    }
}

extension FingerprintSchema {
    static let window = FingerprintSchema(
        Window.self,
        hashed: ["rootViewController", "lastTap", "detachedFromScene"],
        excluded: [
            "touchSequence": "transient: a touch sequence lives within one frame's events phase and has ended before a step returns"
        ]
    ) { w, walk in
        walk.combine(walk.labels.label(w.rootViewController))
        walk.combine(w.detachedFromScene)
        // The next tap's count depends on how long ago, where and how many (relative time only).
        if let t = w.lastTap {
            walk.combine(w.simulation.now - t.time)
            walk.combine(t.point)
            walk.combine(t.count)
        } else {
            walk.combine(-1)
        }
    }
}
