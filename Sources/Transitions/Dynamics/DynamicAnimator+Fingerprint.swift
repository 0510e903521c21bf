import Foundation

// The state fingerprints of UIKit Dynamics (`FingerprintSchema`): a running animator is hashed
// after the view walk (`Simulation+Fingerprint.swift`) — its clock phase, rest time, each
// body's velocity (positions are the items' centers, which the view walk hashes; they are
// hashed again for items that are not views) and each behavior's settings, items by label.

extension FingerprintWalk {
    /// A dynamic item: a view by its label, another item by its type and state.
    mutating func combine(item: any DynamicItem) {
        if let v = item as? View {
            combine(labels.label(v))
        } else {
            combine(typeOf: item)
            combine(item.center)
            combine(item.bounds)
        }
    }

    mutating func combine(items: [any DynamicItem]) {
        combine(items.count)
        for i in items { combine(item: i) }
    }

    mutating func combine(_ v: Vector2) {
        combine(v.x)
        combine(v.y)
    }
}

extension FingerprintSchema {
    static let dynamicAnimator = FingerprintSchema(
        DynamicAnimator.self,
        hashed: ["behaviors", "isRunning", "pendingTime", "restTime", "world", "allBehaviors", "frameObserver"],
        excluded: [
            "referenceView": "identity: the view walk covers the reference view (its bounds are hashed with it)",
            "collectionViewLayout": "identity: the layout's attributes are the items, hashed through the bodies",
            "elapsedTime": "a total of running time; what the engine does next does not depend on it",
            "delegate": "identity (its type is hashed by reflection where it is yours)",
            "simulation": "identity: the same for every object of a state",
            "stepCount": "a count for tests; the steps to come do not depend on it",
        ]
    ) { a, walk in
        walk.combine(a.isRunning)
        walk.combine(a.frameObserver != nil)
        walk.combine(a.pendingTime)
        walk.combine(a.restTime)
        walk.combine(a.behaviors.count)
        walk.combine(a.world.bodies.count)
        for b in a.world.bodies {
            if let item = b.item { walk.combine(item: item) }
            if !(b.item is View) {
                walk.combine(b.position)
                walk.combine(b.angle)
            }
            walk.combine(b.velocity)
            walk.combine(b.angularVelocity)
        }
        walk.combine(a.allBehaviors.count)
        for behavior in a.allBehaviors {
            walk.combine(typeOf: behavior)
            walk.hashLevels(behavior)
        }
    }

    static let dynamicBehavior = FingerprintSchema(
        DynamicBehavior.self, hashed: ["childBehaviors", "action"],
        excluded: [
            "dynamicAnimator": "structure: the animator's walk reaches its behaviors",
            "parent": "structure: the animator's walk lists behaviors parents first",
        ]
    ) { b, walk in
        walk.combine(b.childBehaviors.count)
        walk.combine(b.action != nil)
    }

    static let gravityBehavior = FingerprintSchema(GravityBehavior.self, hashed: ["items", "acceleration"], excluded: [:]) {
        g, walk in
        walk.combine(items: g.items)
        walk.combine(Double(g.gravityDirection.dx))
        walk.combine(Double(g.gravityDirection.dy))
        walk.combine(Double(g.angle))
        walk.combine(Double(g.magnitude))
    }

    static let fieldBehavior = FingerprintSchema(
        FieldBehavior.self,
        hashed: ["kind", "items", "time", "position", "region", "strength", "falloff", "minimumRadius", "direction", "smoothness", "animationSpeed"],
        excluded: [:]
    ) { f, walk in
        walk.combine(f.kindName)
        walk.combine(items: f.items)
        walk.combine(f.fieldTime)
        walk.combine(f.position)
        walk.combine(f.region.fingerprintDescription)
        for x in [f.strength, f.falloff, f.minimumRadius, f.direction.dx, f.direction.dy, f.smoothness, f.animationSpeed] { walk.combine(Double(x)) }
    }

    static let pushBehavior = FingerprintSchema(
        PushBehavior.self, hashed: ["items", "mode", "active", "force", "targetOffsets"], excluded: [:]
    ) { p, walk in
        walk.combine(items: p.items)
        walk.combine(p.mode.rawValue)
        walk.combine(p.active)
        walk.combine(Double(p.pushDirection.dx))
        walk.combine(Double(p.pushDirection.dy))
        walk.combine(Double(p.angle))
        walk.combine(Double(p.magnitude))
        for item in p.items {
            let o = p.targetOffsetFromCenter(for: item)
            walk.combine(Double(o.horizontal))
            walk.combine(Double(o.vertical))
        }
    }

    static let snapBehavior = FingerprintSchema(SnapBehavior.self, hashed: ["item", "point", "storedDamping"], excluded: [:]) { s, walk in
        walk.combine(item: s.item)
        walk.combine(s.snapPoint)
        walk.combine(Double(s.damping))
    }

    static let attachmentBehavior = FingerprintSchema(
        AttachmentBehavior.self,
        hashed: [
            "items", "attachedBehaviorType", "flavor", "localPoints", "referenceAngle", "anchor", "storedLength", "storedDamping",
            "storedFrequency", "storedFrictionTorque", "storedRange",
        ],
        excluded: [:]
    ) { a, walk in
        walk.combine(items: a.items)
        walk.combine(a.attachedBehaviorType.rawValue)
        switch a.flavor {
        case .standard: walk.combine(0)
        case .sliding(let axis):
            walk.combine(1)
            walk.combine(axis)
        case .limit: walk.combine(2)
        case .fixed: walk.combine(3)
        case .pin: walk.combine(4)
        }
        for p in a.localPoints { walk.combine(p) }
        walk.combine(a.referenceAngle)
        walk.combine(a.anchorPoint)
        for x in [a.length, a.damping, a.frequency, a.frictionTorque, a.attachmentRange.minimum, a.attachmentRange.maximum] {
            walk.combine(Double(x))
        }
    }

    static let dynamicItemBehavior = FingerprintSchema(
        DynamicItemBehavior.self,
        hashed: [
            "items", "pendingLinear", "pendingAngular", "storedElasticity", "storedFriction", "storedDensity", "storedResistance",
            "storedAngularResistance", "storedCharge", "isAnchored", "allowsRotation",
        ],
        excluded: [:]
    ) { d, walk in
        walk.combine(items: d.items)
        for x in [d.elasticity, d.friction, d.density, d.resistance, d.angularResistance, d.charge] { walk.combine(Double(x)) }
        walk.combine(d.isAnchored)
        walk.combine(d.allowsRotation)
        for item in d.items {
            let v = d.linearVelocity(for: item)
            walk.combine(v)
            walk.combine(Double(d.angularVelocity(for: item)))
        }
    }

    static let collisionBehavior = FingerprintSchema(
        CollisionBehavior.self,
        hashed: ["items", "collisionMode", "referenceInsets", "referenceBoundary", "boundaries", "activeContacts"],
        excluded: [
            "collisionDelegate": "identity (its type is hashed by reflection where it is yours)",
            "nextSerial": "a counter naming boundaries; only their order and geometry matter",
        ]
    ) { c, walk in
        walk.combine(items: c.items)
        walk.combine(UInt64(c.collisionMode.rawValue))
        walk.combine(c.translatesReferenceBoundsIntoBoundary)
        for x in [c.referenceInsets.top, c.referenceInsets.left, c.referenceInsets.bottom, c.referenceInsets.right] {
            walk.combine(Double(x))
        }
        walk.combine(c.boundaries.count)
        for b in c.boundaries {
            walk.combine(String(describing: b.identifier))
            walk.combine(b.segments.count)
            for (p, q) in b.segments {
                walk.combine(p)
                walk.combine(q)
            }
        }
        // Which contacts have begun (so an `ended` is still owed), by item.
        walk.combine(c.activeContacts.count)
        for r in c.activeContacts {
            walk.combine(item: r.item1)
            if let other = r.item2 { walk.combine(item: other) } else { walk.combine(r.key.boundary) }
        }
    }
}
