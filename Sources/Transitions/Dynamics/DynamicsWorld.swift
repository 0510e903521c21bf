import Foundation

/// The engine of one `DynamicAnimator`: a body per item, stepped at a fixed rate.
///
/// One step of h = 1/120 s (semi-implicit Euler with sequential impulses, Box2D's scheme):
///
/// 1. **Materials**: each item's properties from its item behaviors (the last added wins),
///    mass and inertia from its bounds and density.
/// 2. **Collision detection** at the current positions (`ContactManifold`), per collision
///    behavior and mode, against items and boundaries.
/// 3. **Forces**: every behavior changes velocities — gravity v += h g; a continuous push
///    v += h F/m, ω += h (r × F)/I; an instantaneous push the same with 1 s for h; velocities
///    the app added; then drag v ← v / (1 + h c) (resistance c), ω likewise.
/// 4. **Velocity constraints**: attachments, snaps (`DynamicsJoint`) and contacts (`Contact`,
///    warm-started from the previous step's impulses), 10 sequential-impulse iterations.
/// 5. **Positions**: x += h v, θ += h ω (at most 250 points and π/2 a step).
/// 6. **Position constraints**: 4 non-linear Gauss–Seidel iterations on the rigid attachments
///    and the contacts' penetration.
///
/// Symplectic Euler is first order (and conserves energy well, unlike explicit Euler): under a
/// constant acceleration g from rest, after n steps (t = n h) v = g t exactly and the distance
/// is ½ g t² (1 + 1/n) — 127.08 points instead of 125 after 0.5 s of gravity 1 (60 steps).
/// Contacts are speculative (`DynamicsConstants.speculativeFactor`), springs the step resolves
/// are forces (`explicitSpring`). A body whose state turned non-finite (it cannot from finite
/// inputs, which every setter checks) is put back where the step began, at rest.
final class DynamicsWorld {
    /// The reference view's frame: anchors and boundaries are fixed in it.
    let ground = DynamicBody()
    /// The bodies, in the order their items first appear in the behaviors.
    private(set) var bodies: [DynamicBody] = []
    private var index: [ObjectIdentifier: DynamicBody] = [:]
    /// The impulses each contact ended the last step with (warm starting).
    private var warmCache: [Contact.ContactKey: [Contact.CachedPoint]] = [:]

    /// The body of `item`, while a behavior of the animator names it.
    func body(for item: any DynamicItem) -> DynamicBody? { index[ObjectIdentifier(item)] }

    /// Makes bodies for the items the behaviors name that have none (from the items' state now)
    /// and drops those of items no behavior names.
    func reconcile(_ behaviors: [DynamicBehavior]) {
        var next: [DynamicBody] = []
        var nextIndex: [ObjectIdentifier: DynamicBody] = [:]
        for behavior in behaviors {
            for item in behavior.dynamicItems {
                let id = ObjectIdentifier(item)
                guard nextIndex[id] == nil else { continue }
                let body = index[id] ?? DynamicBody(item: item)
                next.append(body)
                nextIndex[id] = body
            }
        }
        bodies = next
        index = nextIndex
        warmCache = [:]
    }

    /// One step of `h` seconds; returns each collision behavior's contacts of the step.
    func step(h: Double, behaviors: [DynamicBehavior], referenceBounds: CGRect?) -> [(CollisionBehavior, [CollisionBehavior.ContactRecord])]
    {
        let start = bodies.map { ($0.position, $0.angle) }
        // 1. Materials.
        for b in bodies {
            b.elasticity = 0
            b.friction = 0
            b.density = 1
            b.resistance = 0
            b.charge = 0
            b.angularResistance = 0
            b.allowsRotation = true
            b.isAnchored = false
        }
        for case let itemBehavior as DynamicItemBehavior in behaviors { itemBehavior.applyMaterial(self) }
        for b in bodies {
            b.updateMass()
            b.updateWorldOutline()
        }
        // 2. Contacts at the step's starting positions.
        let (contacts, candidates) = collide(behaviors, referenceBounds, h: h)
        // 3. Forces, impulses, drag.
        for behavior in behaviors { behavior.applyForces(self, h: h) }
        for b in bodies where !b.isStatic {
            if b.resistance > 0 { b.velocity = b.velocity / (1 + h * b.resistance) }
            if b.angularResistance > 0 { b.angularVelocity /= 1 + h * b.angularResistance }
            if b.invInertia == 0 { b.angularVelocity = 0 }
        }
        // 4. Velocity constraints.
        var joints: [DynamicsJoint] = []
        for behavior in behaviors { behavior.makeJoints(self, into: &joints) }
        for j in joints { j.prepare(h: h) }
        for c in contacts {
            c.prepare(h: h)
            if let cached = warmCache[c.key] { c.warmStart(from: cached) }
        }
        for _ in 0..<DynamicsConstants.velocityIterations {
            for j in joints { j.solveVelocity() }
            for c in contacts { c.solveVelocity() }
        }
        // 5. Positions.
        for b in bodies where !b.isStatic {
            guard b.velocity.isFinite, b.angularVelocity.isFinite else {
                b.velocity = .zero
                b.angularVelocity = 0
                continue
            }
            let dx = h * b.velocity
            if dx.length > DynamicsConstants.maxTranslation { b.velocity = b.velocity * (DynamicsConstants.maxTranslation / dx.length) }
            let dtheta = h * b.angularVelocity
            if abs(dtheta) > DynamicsConstants.maxRotation { b.angularVelocity *= DynamicsConstants.maxRotation / abs(dtheta) }
            b.position += h * b.velocity
            b.angle += h * b.angularVelocity
        }
        warmCache = Dictionary(contacts.map { ($0.key, $0.cached) }, uniquingKeysWith: { first, _ in first })
        // 6. Position constraints.
        for _ in 0..<DynamicsConstants.positionIterations {
            for j in joints { _ = j.solvePosition() }
            for c in contacts { _ = c.solvePosition() }
        }
        for (i, b) in bodies.enumerated()
        where !(b.position.isFinite && b.angle.isFinite && b.velocity.isFinite && b.angularVelocity.isFinite) {
            (b.position, b.angle) = start[i]
            b.velocity = .zero
            b.angularVelocity = 0
        }
        return candidates.map { collision, list in (collision, list.compactMap(\.record)) }
    }

    /// Bodies paired without regard to order.
    private struct Pair: Hashable {
        let a: ObjectIdentifier
        let b: ObjectIdentifier
        init(_ x: DynamicBody, _ y: DynamicBody) {
            let i = ObjectIdentifier(x), j = ObjectIdentifier(y)
            (a, b) = i < j ? (i, j) : (j, i)
        }
    }

    /// A contact a collision behavior may report: its pair and the contacts solved for it (an
    /// item against a boundary may touch several of its segments).
    struct Candidate {
        let key: CollisionBehavior.ContactKey
        let item1: any DynamicItem
        let item2: (any DynamicItem)?
        let identifier: (any NSCopying)?
        let contacts: [Contact]

        /// The record to report, if the outlines touch after the step's solve.
        var record: CollisionBehavior.ContactRecord? {
            guard let touching = contacts.first(where: \.isTouching) else { return nil }
            return .init(key: key, item1: item1, item2: item2, identifier: identifier, point: touching.point)
        }
    }

    /// The contacts to solve this step, and each collision behavior's candidates to report.
    private func collide(
        _ behaviors: [DynamicBehavior], _ referenceBounds: CGRect?, h: Double
    ) -> ([Contact], [(CollisionBehavior, [Candidate])]) {
        var contacts: [Contact] = []
        var reports: [(CollisionBehavior, [Candidate])] = []
        var pairs: [Pair: Contact?] = [:]
        var joined = Set<Pair>()
        for case let attachment as AttachmentBehavior in behaviors where attachment.items.count == 2 {
            if let a = body(for: attachment.items[0]), let b = body(for: attachment.items[1]) { joined.insert(Pair(a, b)) }
        }
        for case let collision as CollisionBehavior in behaviors {
            var candidates: [Candidate] = []
            let members: [(item: any DynamicItem, body: DynamicBody)] = collision.items.compactMap { item in
                guard let b = body(for: item), b.collides else { return nil }
                return (item, b)
            }
            if collision.collisionMode.contains(.items), members.count > 1 {
                for i in 0..<(members.count - 1) {
                    for j in (i + 1)..<members.count {
                        let a = members[i].body, b = members[j].body
                        guard !(a.isStatic && b.isStatic) else { continue }
                        let pair = Pair(a, b)
                        guard !joined.contains(pair) else { continue }
                        let contact: Contact?
                        if let known = pairs[pair] {
                            contact = known
                        } else {
                            contact = makeContact(a, b, h: h)
                            pairs[pair] = contact
                            if let contact { contacts.append(contact) }
                        }
                        guard let contact else { continue }
                        let key = CollisionBehavior.ContactKey(first: pair.a, second: pair.b, boundary: 0)
                        candidates.append(
                            Candidate(key: key, item1: members[i].item, item2: members[j].item, identifier: nil, contacts: [contact]))
                    }
                }
            }
            if collision.collisionMode.contains(.boundaries) {
                var sets: [(serial: Int, identifier: (any NSCopying)?, segments: [(Vector2, Vector2)])] = []
                let reference = collision.referenceSegments(referenceBounds)
                if !reference.isEmpty { sets.append((-1, nil, reference)) }
                for boundary in collision.boundaries { sets.append((boundary.serial, boundary.identifier, boundary.segments)) }
                for (item, b) in members where !b.isStatic {
                    let margin =
                        DynamicsConstants.contactMargin + DynamicsConstants.speculativeFactor * (h * b.velocity.length + b.reach(h))
                    for set in sets {
                        var found: [Contact] = []
                        for (index, (p, q)) in set.segments.enumerated() {
                            guard overlaps(b.aabb, p, q, margin) else { continue }
                            let e = q - p
                            let n = Vector2(e.y, -e.x).normalized
                            guard
                                let m = ContactManifold.collide(
                                    [p, q], [n, -n], ground, b.worldVertices, b.worldNormals, b, margin: margin)
                            else { continue }
                            let segment = (set.serial + 2) &* 1_000_003 &+ index
                            let c = Contact(m, a: ground, b: b, elasticity: b.elasticity, friction: b.friction, segment: segment)
                            contacts.append(c)
                            found.append(c)
                        }
                        if !found.isEmpty {
                            let key = CollisionBehavior.ContactKey(first: ObjectIdentifier(item), second: nil, boundary: set.serial)
                            candidates.append(Candidate(key: key, item1: item, item2: nil, identifier: set.identifier, contacts: found))
                        }
                    }
                }
            }
            reports.append((collision, candidates))
        }
        return (contacts, reports)
    }

    /// The contact of two items' outlines, if they are within the speculative margin.
    private func makeContact(_ a: DynamicBody, _ b: DynamicBody, h: Double) -> Contact? {
        let approach = h * (b.velocity - a.velocity).length + a.reach(h) + b.reach(h)
        let margin = DynamicsConstants.contactMargin + DynamicsConstants.speculativeFactor * approach
        guard a.aabb.insetBy(dx: -margin, dy: -margin).intersects(b.aabb) else { return nil }
        guard let m = ContactManifold.collide(a.worldVertices, a.worldNormals, a, b.worldVertices, b.worldNormals, b, margin: margin) else {
            return nil
        }
        let friction = (a.friction * b.friction).squareRoot()
        return Contact(m, a: a, b: b, elasticity: max(a.elasticity, b.elasticity), friction: friction)
    }

    /// Whether the segment's bounding box meets `box` grown by `margin`.
    private func overlaps(_ box: CGRect, _ p: Vector2, _ q: Vector2, _ margin: Double) -> Bool {
        guard !box.isNull else { return false }
        let minX = min(p.x, q.x) - margin, maxX = max(p.x, q.x) + margin
        let minY = min(p.y, q.y) - margin, maxY = max(p.y, q.y) + margin
        return Double(box.minX) <= maxX && Double(box.maxX) >= minX && Double(box.minY) <= maxY && Double(box.maxY) >= minY
    }
}
