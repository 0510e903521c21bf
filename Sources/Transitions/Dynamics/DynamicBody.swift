import Foundation

/// The rigid body the engine keeps for one dynamic item while some behavior of the animator
/// names it: position (the item's `center`), angle (the rotation of its `transform`), linear and
/// angular velocity, its collision outline, its material and its mass.
///
/// Made when the item first joins the animator (from the item's state then), dropped when no
/// behavior names it any more (so its velocity is forgotten, as UIKit's is). Mass and inertia
/// (points, the model's mass unit — `DynamicsConstants.massArea`):
///
///     m = density × max(w·h, 1) / 10 000
///     I = m (w² + h²) / 12      (rectangle and path outlines: the bounds' rectangle)
///     I = m (w² + h²) / 16      (ellipse)
///
/// An anchored item (`isAnchored`) has infinite mass and inertia: it never moves, others
/// collide with it. With `allowsRotation` false its inertia is infinite.
final class DynamicBody {
    /// The item (nil for the engine's ground: the reference view, for anchors and boundaries).
    let item: (any DynamicItem)?

    var position: Vector2
    var angle: Double
    var velocity = Vector2.zero
    var angularVelocity = 0.0

    /// The bounds' size, when the item was read.
    private(set) var size = Vector2.zero
    /// The collision outline in the body's frame: a convex polygon, vertices in counter-clockwise
    /// order (positive signed area) about the center, with each edge's outward unit normal.
    /// Empty for a zero-size item (it does not collide).
    private(set) var localVertices: [Vector2] = []
    private(set) var localNormals: [Vector2] = []
    private(set) var boundsType = DynamicItemCollisionBoundsType.rectangle
    /// The largest distance of the outline from the center.
    private(set) var radius = 0.0

    // Material (`DynamicItemBehavior`), resolved every step.
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    /// The item behaviors' `charge` (field behaviors read it).
    var charge = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false

    private(set) var mass = 1.0
    private(set) var invMass = 1.0
    private(set) var inertia = 1.0
    private(set) var invInertia = 1.0

    /// The part of the item's transform that is not its rotation (a scale the app set), kept
    /// when the engine writes the rotation back.
    private var residualTransform = AffineTransform2D.identity
    /// What the engine last wrote to the item.
    private var writtenCenter: Vector2?
    private var writtenAngle: Double?

    // Per step.
    var force = Vector2.zero
    var torque = 0.0
    private(set) var worldVertices: [Vector2] = []
    private(set) var worldNormals: [Vector2] = []
    private(set) var aabb = CGRect.null

    /// The ground: a static body at the origin (anchors and boundaries are in its frame).
    init() {
        item = nil
        position = .zero
        angle = 0
        invMass = 0
        invInertia = 0
        mass = .infinity
        inertia = .infinity
        isAnchored = true
    }

    init(item: any DynamicItem) {
        self.item = item
        position = .zero
        angle = 0
        readState()
    }

    /// Reads the item's center, rotation and bounds (`updateItem(usingCurrentState:)`).
    func readState() {
        guard let item else { return }
        let c = Vector2(item.center)
        position = c.isFinite ? c : (position.isFinite ? position : .zero)
        let t = item.transform
        let a = atan2(t.b, t.a)
        angle = a.isFinite ? a : 0
        // What is left of the transform once its rotation is taken out (a scale, a shear).
        let r = AffineTransform2D(rotationAngle: -angle)
        residualTransform = AffineTransform2D(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).concatenating(r)
        residualTransform.tx = t.tx
        residualTransform.ty = t.ty
        if !(residualTransform.a.isFinite && residualTransform.b.isFinite && residualTransform.c.isFinite && residualTransform.d.isFinite
            && residualTransform.tx.isFinite && residualTransform.ty.isFinite)
        {
            residualTransform = .identity
        }
        let s = item.bounds.size
        let w = Double(s.width), h = Double(s.height)
        size = Vector2(w.isFinite ? max(w, 0) : 0, h.isFinite ? max(h, 0) : 0)
        boundsType = item.collisionBoundsType
        makeOutline(path: boundsType == .path ? item.collisionBoundingPath : nil)
        updateMass()
        writtenCenter = position
        writtenAngle = angle
    }

    /// Recomputes mass and inertia from size, density, anchoring and rotation.
    func updateMass() {
        guard item != nil else { return }
        let area = max(size.x * size.y, DynamicsConstants.minimumArea)
        let d = density.isFinite && density > 0 ? density : 1
        mass = d * area / DynamicsConstants.massArea
        let w2 = max(size.x * size.x, 1), h2 = max(size.y * size.y, 1)
        inertia = mass * (w2 + h2) / (boundsType == .ellipse ? 16 : 12)
        if isAnchored {
            invMass = 0
            invInertia = 0
            velocity = .zero
            angularVelocity = 0
        } else {
            invMass = 1 / mass
            invInertia = allowsRotation ? 1 / inertia : 0
            if !allowsRotation { angularVelocity = 0 }
        }
    }

    private func makeOutline(path: BezierPath?) {
        var points: [Vector2] = []
        let hw = size.x / 2, hh = size.y / 2
        switch boundsType {
        case .rectangle:
            points = [Vector2(-hw, -hh), Vector2(hw, -hh), Vector2(hw, hh), Vector2(-hw, hh)]
        case .ellipse:
            // Circumscribed: the edges touch the ellipse at their midpoints, among them the four
            // ends of its axes (an item resting on its side rests at its true height).
            let n = DynamicsConstants.ellipseVertices
            let k = 1 / cos(Double.pi / Double(n))
            points = (0..<n).map { i in
                let t = 2 * Double.pi * (Double(i) + 0.5) / Double(n)
                return Vector2(k * hw * cos(t), k * hh * sin(t))
            }
        case .path:
            let flat = (path?.cgPath.polygons ?? []).flatMap { $0 }.map(Vector2.init).filter(\.isFinite)
            points = ConvexHull.of(flat)
            if points.count < 3 { points = [Vector2(-hw, -hh), Vector2(hw, -hh), Vector2(hw, hh), Vector2(-hw, hh)] }
        }
        points = ConvexHull.counterClockwise(points)
        guard points.count >= 3, ConvexHull.signedArea(points) > 1e-9 else {
            localVertices = []
            localNormals = []
            radius = 0
            return
        }
        localVertices = points
        radius = points.map(\.length).max() ?? 0
        localNormals = points.indices.map { i in
            let e = points[(i + 1) % points.count] - points[i]
            return Vector2(e.y, -e.x).normalized
        }
    }

    var isStatic: Bool { invMass == 0 && invInertia == 0 }
    /// True when the body collides (a non-empty outline).
    var collides: Bool { !localVertices.isEmpty }

    /// A point given in the body's frame, in the reference view's coordinates.
    func worldPoint(_ local: Vector2) -> Vector2 { position + local.rotated(by: angle) }
    /// A point of the reference view's coordinates in the body's frame.
    func localPoint(_ world: Vector2) -> Vector2 { (world - position).rotated(by: -angle) }
    /// How far a point of the outline can move in `h` seconds at the current velocities.
    func reach(_ h: Double) -> Double { h * abs(angularVelocity) * radius }

    /// The velocity of the body's point at offset `r` from its center.
    func velocity(at r: Vector2) -> Vector2 { velocity + cross(angularVelocity, r) }

    /// The outline in the reference view's coordinates, and its bounding box (once per step).
    func updateWorldOutline() {
        guard collides else {
            worldVertices = []
            worldNormals = []
            aabb = .null
            return
        }
        let c = cos(angle), s = sin(angle)
        func rot(_ v: Vector2) -> Vector2 { Vector2(c * v.x - s * v.y, s * v.x + c * v.y) }
        worldVertices = localVertices.map { position + rot($0) }
        worldNormals = localNormals.map(rot)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for v in worldVertices {
            minX = min(minX, v.x)
            minY = min(minY, v.y)
            maxX = max(maxX, v.x)
            maxY = max(maxY, v.y)
        }
        aabb = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Writes the body's center and rotation to the item when they changed since the last write
    /// (the transform keeps its non-rotation part).
    func writeBack() {
        guard let item else { return }
        guard position.isFinite, angle.isFinite else { return }
        if writtenCenter != position {
            item.center = position.point
            writtenCenter = position
        }
        if writtenAngle != angle {
            let r = AffineTransform2D(rotationAngle: angle)
            var t = AffineTransform2D(
                a: residualTransform.a, b: residualTransform.b, c: residualTransform.c, d: residualTransform.d, tx: 0, ty: 0
            )
            .concatenating(r)
            t.tx = residualTransform.tx
            t.ty = residualTransform.ty
            item.transform = t
            writtenAngle = angle
        }
    }

    /// True when slower than the rest thresholds.
    var isSlow: Bool {
        velocity.length < DynamicsConstants.restLinearSpeed && abs(angularVelocity) < DynamicsConstants.restAngularSpeed
    }
}
