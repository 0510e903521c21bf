import Foundation

// The state fingerprint of `Layer`, `ShapeLayer`, `GradientLayer`, `TextLayer` and
// `TransformLayer` (`FingerprintSchema`).
// A view's layer is hashed as part of its view; a standalone sublayer or a mask as part of the
// layer that holds it.

extension FingerprintSchema {
    static let layer = FingerprintSchema(
        Layer.self,
        hashed: [
            "modelPosition", "modelBounds", "modelOpacity", "modelTransform", "modelCornerRadius", "anchorPoint",
            "isHidden", "masksToBounds", "maskLayer", "backgroundColor", "maskedCorners", "children", "animations",
            "timingSpeed", "explicitAnimations",
        ],
        excluded: [
            "simulation": "identity: the same for every object of a state",
            "actions": "implicit-animation actions: implicit animations are not modelled, nothing reads them",
            "anchorPointZ": "depth: the model's geometry is planar, nothing reads it",
            "contentsRect": "drawing (the part of the contents drawn)", "contentsCenter": "drawing (the stretchable part of the contents)",
            "contentsGravity": "drawing (how the contents fill the bounds)",
            "layoutPending": "pending work the next frame's layout phase does first (a standalone layer's layoutSublayers)",
            "sublayerTransform": "drawing: a perspective for the sublayers, not applied by the model's planar geometry",
            "observerList": "observation tokens (KVO): the app's closures, called on changes the fingerprint already hashes",
            "timingOffset": "absolute time: what it decides, each animation's local elapsed time or driven progress, is hashed with the animation (the fingerprint has no absolute time)",
            "timingBegin": "absolute time: what it decides, each animation's local elapsed time or driven progress, is hashed with the animation (the fingerprint has no absolute time)",
            "localTimeMemo": "derived: the last local time asked for, valid under the registry's timing epoch",
            "hasOwnTiming": "derived: whether speed, offset or begin differ from the parent's, recomputed when they change",
            "owningView": "structure: a view's layer is hashed with its view",
            "maskedLayer": "structure: a mask is hashed with the layer it masks",
            "superlayer": "structure: sublayers are hashed with their superlayer (a view's with its view)",
            "presentedModel": "structure: set only on a presentation copy, which no state holds (the layer it copies is hashed where it is)",
            "transformExtras": "read-back only: perspective and z are not animated, rendered or checked",
            "shadowOpacity": "drawing (not rendered, no check reads it)",
            "shadowRadius": "drawing (not rendered, no check reads it)",
            "shadowOffset": "drawing (not rendered, no check reads it)",
            "shadowColor": "drawing (not rendered, no check reads it)",
            "shadowPath": "drawing (not rendered, no check reads it)",
            "borderWidth": "drawing (not rendered, no check reads it)",
            "borderColor": "drawing (not rendered, no check reads it)",
            "zPosition": "drawing (stored; the model orders by the layer tree, as the checks do)",
            "cornerCurve": "drawing (stored; clipping uses the radius)",
            "name": "identity: a label for debugging",
            "contents": "drawing (not rendered, no check reads it)",
            "contentsScale": "drawing (not rendered, no check reads it)",
            "shouldRasterize": "drawing (not rendered, no check reads it)",
            "drawsAsynchronously": "drawing (not rendered, no check reads it)",
            "isGeometryFlipped": "stored, not applied: the model lays sublayers out unflipped (notes/uikit-surface.md)",
            "rasterizationScale": "drawing (not rendered, no check reads it)",
            "isOpaque": "drawing hint (the checks' cover uses the view's opaque content and background colour)",
            "allowsGroupOpacity": "drawing (not rendered, no check reads it)",
            "isDoubleSided": "drawing (not rendered, no check reads it)",
            "displayRequested": "drawing (content is not drawn; a display request changes nothing the checks read)",
            "needsDisplayOnBoundsChange": "drawing (not rendered, no check reads it)",
            "ownDelegate": "the app's object (a standalone layer's delegate): its state is the app's; a view's layer's delegate is its view",
            "keyedValues": "the app's own keys (key-value coding tags): nothing the model or the checks read",
            "magnificationFilter": "drawing (not rendered, no check reads it)", "minificationFilter": "drawing (not rendered, no check reads it)",
            "minificationFilterBias": "drawing (not rendered, no check reads it)",
        ]
    ) { l, walk in
        walk.combine(l.modelPosition)
        walk.combine(l.modelBounds)
        walk.combine(l.modelOpacity)
        walk.combine(l.modelTransform)
        for x in [l.anchorPoint.x, l.anchorPoint.y, l.timingSpeed, l.modelCornerRadius] { walk.combine(x) }
        for flag in [l.isHidden, l.masksToBounds] { walk.combine(flag) }
        walk.combine(l.explicitAnimations.count)
        walk.combine(l.backgroundColor)
        walk.combine(Int(l.maskedCorners.rawValue))
        for a in l.animations where !a.isRemoved {
            walk.combine(a.property.keyPath)
            for i in 0..<a.property.lanes { walk.combine(a.offset[i]) }
            walk.combine(a.driver == nil ? a.elapsed : a.progress)
            walk.combine(a.duration)
            for f in [0.13, 0.5, 0.87] { walk.combine(a.curve.progress(at: f)) }  // the curve, by its values
            walk.combine(a.groups.count)
        }
        // Sublayers of subviews are their views' (hashed with them); standalone ones here.
        for c in l.children where c.owningView == nil {
            walk.combine(typeOf: c)
            walk.hashLevels(c)
        }
        if let m = l.mask {
            walk.combine(typeOf: m)
            walk.hashLevels(m)
        } else {
            walk.combine(-1)
        }
    }
}

extension FingerprintSchema {
    static let shapeLayer = FingerprintSchema(
        ShapeLayer.self,
        hashed: ["path"],
        excluded: [
            "fillColor": "drawing (not rendered; what a mask covers is its path)",
            "strokeColor": "drawing (not rendered, no check reads it)",
            "lineWidth": "drawing (not rendered, no check reads it)",
            "strokeStart": "drawing (not rendered, no check reads it)",
            "strokeEnd": "drawing (not rendered, no check reads it)",
            "fillRule": "drawing (not rendered, no check reads it)",
            "lineCap": "drawing (not rendered, no check reads it)", "lineJoin": "drawing (not rendered, no check reads it)",
            "lineDashPattern": "drawing (not rendered, no check reads it)", "lineDashPhase": "drawing (not rendered, no check reads it)",
            "miterLimit": "drawing (not rendered, no check reads it)",
        ]
    ) { s, walk in
        guard let path = s.path else { return walk.combine(-1) }
        walk.combine(path.elements.count)
        for e in path.elements {
            switch e {
            case .move(let p): walk.combine(1); walk.combine(p)
            case .line(let p): walk.combine(2); walk.combine(p)
            case .quadCurve(let p, let c): walk.combine(3); walk.combine(p); walk.combine(c)
            case .curve(let p, let c1, let c2): walk.combine(4); walk.combine(p); walk.combine(c1); walk.combine(c2)
            case .close: walk.combine(5)
            }
        }
    }
}

extension FingerprintSchema {
    static let gradientLayer = FingerprintSchema(
        GradientLayer.self, hashed: [],
        excluded: [
            "colors": "drawing (not rendered, no check reads it)",
            "locations": "drawing (not rendered, no check reads it)",
            "startPoint": "drawing (not rendered, no check reads it)",
            "endPoint": "drawing (not rendered, no check reads it)",
        ]
    ) { _, _ in }
}

extension FingerprintSchema {
    static let textLayer = FingerprintSchema(
        TextLayer.self, hashed: [],
        excluded: [
            "string": "drawing (text is not rendered, no check reads it)",
            "font": "drawing (text is not rendered, no check reads it)",
            "fontSize": "drawing (text is not rendered, no check reads it)",
            "foregroundColor": "drawing (text is not rendered, no check reads it)",
            "alignmentMode": "drawing (text is not rendered, no check reads it)",
            "truncationMode": "drawing (text is not rendered, no check reads it)",
            "isWrapped": "drawing (text is not rendered, no check reads it)",
            "allowsFontSubpixelQuantization": "drawing (text is not rendered, no check reads it)",
        ]
    ) { _, _ in }

    /// An emitter's particles are drawing.
    static let emitterLayer = FingerprintSchema(
        EmitterLayer.self, hashed: [],
        excluded: [
            "emitterCells": "drawing (particles are not rendered, no check reads them)",
            "emitterPosition": "drawing (particles are not rendered, no check reads them)",
            "emitterZPosition": "drawing (particles are not rendered, no check reads them)",
            "emitterSize": "drawing (particles are not rendered, no check reads them)",
            "emitterDepth": "drawing (particles are not rendered, no check reads them)",
            "emitterShape": "drawing (particles are not rendered, no check reads them)",
            "emitterMode": "drawing (particles are not rendered, no check reads them)",
            "renderMode": "drawing (particles are not rendered, no check reads them)",
            "preservesDepth": "drawing (particles are not rendered, no check reads them)",
            "birthRate": "drawing (particles are not rendered, no check reads them)",
            "lifetime": "drawing (particles are not rendered, no check reads them)",
            "velocity": "drawing (particles are not rendered, no check reads them)",
            "scale": "drawing (particles are not rendered, no check reads them)",
            "spin": "drawing (particles are not rendered, no check reads them)",
            "seed": "drawing (particles are not rendered, no check reads them)",
        ]
    ) { _, _ in }

    /// A tiled layer's settings are how its content is drawn.
    static let tiledLayer = FingerprintSchema(
        TiledLayer.self, hashed: [],
        excluded: [
            "tileSize": "drawing (tiles are not rendered, no check reads them)",
            "levelsOfDetail": "drawing (tiles are not rendered, no check reads them)",
            "levelsOfDetailBias": "drawing (tiles are not rendered, no check reads them)",
        ]
    ) { _, _ in }

    /// A replicator's settings are how copies of its sublayers are drawn.
    static let replicatorLayer = FingerprintSchema(
        ReplicatorLayer.self, hashed: [],
        excluded: [
            "instanceCount": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceTransform": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceDelay": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceColor": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceRedOffset": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceGreenOffset": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceBlueOffset": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "instanceAlphaOffset": "drawing (copies of the sublayers are not rendered, no check reads them)",
            "preservesDepth": "depth: the model's geometry is planar, nothing reads it",
        ]
    ) { _, _ in }

    /// A transform layer adds no state to a layer's.
    static let transformLayer = FingerprintSchema(TransformLayer.self, hashed: [], excluded: [:]) { _, _ in }
}
