import Foundation

/// `UIDynamicItemBehavior`: the physical properties of its items, and their velocities.
///
/// Defaults are UIKit's: elasticity 0, friction 0, density 1, resistance 0, angular resistance
/// 0, charge 0, not anchored, rotation allowed. An item in several item behaviors takes every
/// property from the one added last (UIKit: "the most recently added"). In the model:
///
/// * `elasticity` e ∈ [0, 1]: the coefficient of restitution of its collisions (a pair takes
///   the larger of the two; against a boundary, the item's);
/// * `friction` μ ≥ 0: Coulomb friction of its contacts (a pair: √(μ₁ μ₂));
/// * `density` ρ > 0: mass m = ρ · w · h / 10 000 (a 100 × 100 item of density 1 has mass 1,
///   the unit `PushBehavior`'s magnitude is defined with); inertia m (w² + h²) / 12;
/// * `resistance` c ≥ 0: linear drag, dv/dt = −c v (velocity halves in ln 2 / c seconds),
///   integrated implicitly: v ← v / (1 + c h);
/// * `angularResistance`: the same for the angular velocity;
/// * `allowsRotation`: false fixes the item's rotation (infinite inertia);
/// * `isAnchored` (iOS 9): the item does not move (infinite mass); others collide with it;
/// * `charge` (iOS 9): what electric and magnetic field behaviors act on (`FieldBehavior`).
///
/// Out-of-range values are clamped, non-finite ones ignored. `addLinearVelocity(_:for:)` and
/// `addAngularVelocity(_:for:)` change an item's velocity at once when the behavior is in an
/// animator (otherwise when it joins one); the `…Velocity(for:)` getters read the engine's.
open class DynamicItemBehavior: DynamicBehavior {
    /// `items`, in the order added.
    public private(set) var items: [any DynamicItem]
    private var pendingLinear: [(item: any DynamicItem, velocity: Vector2)] = []
    private var pendingAngular: [(item: any DynamicItem, velocity: Double)] = []

    /// `init(items:)`.
    public init(items: [any DynamicItem]) {
        var unique: [any DynamicItem] = []
        for i in items { _ = unique.appendItem(i) }
        self.items = unique
        super.init()
    }

    /// `UIDynamicItemBehavior()`: no items yet.
    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any DynamicItem) { if items.appendItem(item) { itemsDidChange() } }
    open func removeItem(_ item: any DynamicItem) { if items.removeItem(item) { itemsDidChange() } }

    private var storedElasticity = 0.0
    private var storedFriction = 0.0
    private var storedDensity = 1.0
    private var storedResistance = 0.0
    private var storedAngularResistance = 0.0
    private var storedCharge = 0.0

    /// `elasticity`, clamped to [0, 1].
    open var elasticity: CGFloat {
        get { CGFloat(storedElasticity) }
        set { update(&storedElasticity, newValue) { min(max($0, 0), 1) } }
    }
    /// `friction`, ≥ 0.
    open var friction: CGFloat {
        get { CGFloat(storedFriction) }
        set { update(&storedFriction, newValue) { max($0, 0) } }
    }
    /// `density`, > 0 (0 and negative values are ignored).
    open var density: CGFloat {
        get { CGFloat(storedDensity) }
        set { update(&storedDensity, newValue) { $0 > 0 ? $0 : nil } }
    }
    /// `resistance` (linear drag, 1/s), ≥ 0.
    open var resistance: CGFloat {
        get { CGFloat(storedResistance) }
        set { update(&storedResistance, newValue) { max($0, 0) } }
    }
    /// `angularResistance` (1/s), ≥ 0.
    open var angularResistance: CGFloat {
        get { CGFloat(storedAngularResistance) }
        set { update(&storedAngularResistance, newValue) { max($0, 0) } }
    }
    /// `charge` (iOS 9; electric and magnetic fields act on it).
    open var charge: CGFloat {
        get { CGFloat(storedCharge) }
        set { storedCharge = finite(newValue) ?? storedCharge }
    }
    /// `isAnchored` (iOS 9).
    open var isAnchored = false { didSet { if isAnchored != oldValue { settingDidChange() } } }
    /// `allowsRotation`.
    open var allowsRotation = true { didSet { if allowsRotation != oldValue { settingDidChange() } } }

    /// Stores a finite `value` as `accept` clamps it (nil: ignored) and wakes the animator.
    private func update(_ stored: inout Double, _ value: CGFloat, _ accept: (Double) -> Double?) {
        guard let x = finite(value), let y = accept(x) else { return }
        stored = y
        settingDidChange()
    }

    /// `addLinearVelocity(_:for:)` (points/s).
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        guard let v = finite(velocity) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            if body.invMass > 0 { body.velocity += v }
        } else {
            pendingLinear.append((item, v))
        }
        settingDidChange()
    }

    /// `linearVelocity(for:)` (points/s).
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.world.body(for: item) { return body.velocity.point }
        return pendingLinear.filter { $0.item === item }.reduce(Vector2.zero) { $0 + $1.velocity }.point
    }

    /// `addAngularVelocity(_:for:)` (radians/s; positive turns clockwise on screen).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        guard let w = finite(velocity) else { return }
        if let body = dynamicAnimator?.world.body(for: item) {
            if body.invInertia > 0 { body.angularVelocity += w }
        } else {
            pendingAngular.append((item, w))
        }
        settingDidChange()
    }

    /// `angularVelocity(for:)` (radians/s).
    open func angularVelocity(for item: any DynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.world.body(for: item) { return CGFloat(body.angularVelocity) }
        return CGFloat(pendingAngular.filter { $0.item === item }.reduce(0) { $0 + $1.velocity })
    }

    override var dynamicItems: [any DynamicItem] { items }

    /// Sets the material of its items' bodies (the engine calls this for every item behavior,
    /// in the order added, so the last one wins).
    func applyMaterial(_ world: DynamicsWorld) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.elasticity = storedElasticity
            body.friction = storedFriction
            body.density = storedDensity
            body.resistance = storedResistance
            body.charge = storedCharge
            body.angularResistance = storedAngularResistance
            body.allowsRotation = allowsRotation
            body.isAnchored = isAnchored
        }
    }

    override func applyForces(_ world: DynamicsWorld, h: Double) {
        guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
        for (item, v) in pendingLinear {
            if let body = world.body(for: item), body.invMass > 0 { body.velocity += v }
        }
        for (item, w) in pendingAngular {
            if let body = world.body(for: item), body.invInertia > 0 { body.angularVelocity += w }
        }
        pendingLinear = []
        pendingAngular = []
    }
}
