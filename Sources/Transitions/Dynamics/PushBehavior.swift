import Foundation

/// `UIPushBehavior`: a force on its items, continuous or once.
///
/// UIKit's unit: "a magnitude of 1.0 … applied to a 100 point × 100 point view whose density is
/// 1.0, results in an acceleration of 100 points/s²". With the model's mass (density ×
/// area / 10 000: that view has mass 1) the force is
///
///     F = 100 · magnitude · (cos angle, sin angle)        (mass·points/s²)
///
/// * `.continuous`: F acts every step while `active` — a = F / m, so a 200 × 200 view (mass 4)
///   accelerates at 25 points/s² per unit of magnitude;
/// * `.instantaneous`: the impulse J = F · 1 s is applied once, on the next step after the push
///   became active (Δv = J / m: 100 points/s per unit on a 100 × 100 view), and `active` turns
///   false; set it true again to push again.
///
/// The force acts at the item's center, or at `setTargetOffsetFromCenter(_:for:)`'s point (in
/// the item's own coordinates, turning with it): off center it also gives a torque r × F
/// (angular acceleration r × F / I). `pushDirection`, `angle` and `magnitude` are one vector
/// (`DirectedMagnitude`: a negative magnitude pushes the other way, as ENSwiftSideMenu's closing
/// push of −35 does). Non-finite values are ignored; anchored items are not pushed.
open class PushBehavior: DynamicBehavior {
    /// `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable, Hashable { case continuous, instantaneous }

    /// `items`, in the order added.
    public private(set) var items: [any DynamicItem]
    /// `mode`.
    public let mode: Mode
    /// `active` (true when made): an instantaneous push turns it false once applied.
    open var active = true { didSet { if active != oldValue { settingDidChange() } } }
    private var force = DirectedMagnitude(vector: .zero, angle: 0, magnitude: 0)
    private var targetOffsets: [ObjectIdentifier: Offset] = [:]

    /// `init(items:mode:)`.
    public init(items: [any DynamicItem], mode: Mode) {
        var unique: [any DynamicItem] = []
        for i in items { _ = unique.appendItem(i) }
        self.items = unique
        self.mode = mode
        super.init()
    }

    /// `UIPushBehavior()`: a continuous push with no items yet.
    public convenience override init() { self.init(items: [], mode: .continuous) }

    open func addItem(_ item: any DynamicItem) { if items.appendItem(item) { itemsDidChange() } }
    open func removeItem(_ item: any DynamicItem) {
        if items.removeItem(item) {
            targetOffsets[ObjectIdentifier(item)] = nil
            itemsDidChange()
        }
    }

    /// `targetOffsetFromCenter(for:)`: where the force acts, from the center in the item's own
    /// coordinates (zero by default).
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset { targetOffsets[ObjectIdentifier(item)] ?? .zero }

    /// `setTargetOffsetFromCenter(_:for:)`.
    open func setTargetOffsetFromCenter(_ o: Offset, for item: any DynamicItem) {
        guard finite(o.horizontal) != nil, finite(o.vertical) != nil, items.containsItem(item) else { return }
        targetOffsets[ObjectIdentifier(item)] = o
        settingDidChange()
    }

    /// `pushDirection`: the force in units of 100 mass·points/s².
    open var pushDirection: CGVector {
        get { CGVector(dx: force.vector.x, dy: force.vector.y) }
        set { if force.setVector(Vector2(Double(newValue.dx), Double(newValue.dy))) { settingDidChange() } }
    }

    /// `angle` (radians; 0 is to the right, π/2 down).
    open var angle: CGFloat {
        get { CGFloat(force.angle) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// `magnitude`.
    open var magnitude: CGFloat {
        get { CGFloat(force.magnitude) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if force.set(angle: Double(angle), magnitude: Double(magnitude)) { settingDidChange() }
    }

    override var dynamicItems: [any DynamicItem] { items }

    override func applyForces(_ world: DynamicsWorld, h: Double) {
        guard active else { return }
        let f = DynamicsConstants.pushForce * force.vector
        // Instantaneous: an impulse of F · 1 s, once; continuous: F for this step.
        let scale = mode == .instantaneous ? 1.0 : h
        if f != .zero {
            for item in items {
                guard let body = world.body(for: item), !body.isStatic else { continue }
                let o = targetOffsetFromCenter(for: item)
                let r = Vector2(Double(o.horizontal), Double(o.vertical)).rotated(by: body.angle)
                let impulse = scale * f
                body.velocity += body.invMass * impulse
                body.angularVelocity += body.invInertia * r.cross(impulse)
            }
        }
        if mode == .instantaneous {
            active = false
        }
    }
}
