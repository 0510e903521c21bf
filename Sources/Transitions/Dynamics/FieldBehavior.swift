import Foundation

/// `UIFieldBehavior` (iOS 9): a force field over its items — the corner springs that park a
/// picture-in-picture window (Apple's sticky-corners sample), a vortex, a drag zone. UIKit's
/// fields are SpriteKit's (`SKFieldNode`), whose formulas are documented in words only; the
/// model's, per item at `d` = item centre − `position` (r = |d|), while `region` contains `d`:
///
/// * force fields, in UIKit newtons (`DynamicsConstants.pushForce` mass·points/s² each), so
///   heavier items move less:
///   - `springField()`: F = −strength · d / 100 (a spring of stiffness `strength` newtons per
///     100 points about the position);
///   - `radialGravityField(position:)`: F = strength · m · 10 · (−d̂) (at strength 1 an item
///     falls toward the position at 1000 points/s², as under gravity of magnitude 1), scaled
///     by falloff;
///   - `vortexField()`: F = strength · d̂⊥ (perpendicular to d, counter-clockwise on screen);
///   - `electricField()`: F = strength · charge · d̂, scaled by falloff (like charges repel);
///   - `magneticField()`: F = strength · charge · v⊥ / 100 (perpendicular to the velocity);
///   - `noiseField(smoothness:animationSpeed:)` / `turbulenceField(…)`: F = strength · n, n a
///     deterministic smooth noise of position and time in [−1, 1]² (turbulence scales it by the
///     item's speed / 100); `smoothness` ∈ [0, 1] stretches its features (0: 25 points, 1: 400
///     points), `animationSpeed` is its change per second;
///   - `field(evaluationBlock:)`: F = the block's vector (position, velocity, mass, charge, time
///     step), as UIKit's custom fields;
/// * velocity-setting fields, mass-independent:
///   - `linearGravityField(direction:)`: a = strength · 1000 · direction (as `UIGravityBehavior`);
///   - `dragField()`: a = −strength · v (a drag of rate `strength` per second);
///   - `velocityField(direction:)`: the velocity becomes strength · direction (points/s).
///
/// Falloff: magnitudes that fall off are multiplied by (100 / max(r, `minimumRadius`, 1))^`falloff`
/// (`falloff` 0, the default, keeps them constant). Non-finite settings are ignored; anchored and
/// static items are not moved.
open class FieldBehavior: DynamicBehavior {
    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic
        case custom((FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }
    let kind: Kind
    /// `items`, in the order added.
    public private(set) var items: [any DynamicItem] = []
    private var time = 0.0
    /// What the state fingerprint hashes: the field's kind (a custom field's block has no value)
    /// and its clock (noise and turbulence change with it).
    var kindName: String { String(describing: kind).prefix { $0 != "(" }.description }
    var fieldTime: Double { time }

    init(_ kind: Kind) {
        self.kind = kind
        super.init()
    }

    public class func dragField() -> FieldBehavior { FieldBehavior(.drag) }
    public class func vortexField() -> FieldBehavior { FieldBehavior(.vortex) }
    public class func springField() -> FieldBehavior { FieldBehavior(.spring) }
    public class func electricField() -> FieldBehavior { FieldBehavior(.electric) }
    public class func magneticField() -> FieldBehavior { FieldBehavior(.magnetic) }
    public class func radialGravityField(position: CGPoint) -> FieldBehavior {
        let f = FieldBehavior(.radialGravity)
        f.position = position
        return f
    }
    public class func linearGravityField(direction: CGVector) -> FieldBehavior {
        let f = FieldBehavior(.linearGravity)
        f.direction = direction
        return f
    }
    public class func velocityField(direction: CGVector) -> FieldBehavior {
        let f = FieldBehavior(.velocity)
        f.direction = direction
        return f
    }
    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> FieldBehavior {
        let f = FieldBehavior(.noise)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }
    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> FieldBehavior {
        let f = FieldBehavior(.turbulence)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }
    /// `field(evaluationBlock:)`: the block gives the force (UIKit newtons) on an item at a
    /// position (relative to the field's), with its velocity, mass and charge, for a time step.
    public class func field(
        evaluationBlock block: @escaping (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> FieldBehavior {
        FieldBehavior(.custom(block))
    }

    open func addItem(_ item: any DynamicItem) { if items.appendItem(item) { itemsDidChange() } }
    open func removeItem(_ item: any DynamicItem) { if items.removeItem(item) { itemsDidChange() } }
    override var dynamicItems: [any DynamicItem] { items }

    /// `position`: the field's origin, in the reference view's coordinates.
    open var position: CGPoint = .zero {
        didSet { if finite(position) == nil { position = oldValue } else { settingDidChange() } }
    }
    /// `region`: where the field acts (everywhere by default).
    open var region: Region = .infinite { didSet { settingDidChange() } }
    /// `strength` (1 by default).
    open var strength: CGFloat = 1 { didSet { keepFinite(&strength, oldValue) } }
    /// `falloff` (0 by default: no falloff).
    open var falloff: CGFloat = 0 { didSet { keepFinite(&falloff, oldValue) } }
    /// `minimumRadius` (0 by default): closer than this, falloff counts this distance.
    open var minimumRadius: CGFloat = 0 { didSet { keepFinite(&minimumRadius, oldValue) } }
    /// `direction` (linear gravity and velocity fields).
    open var direction: CGVector = .zero {
        didSet { if !(direction.dx.isFinite && direction.dy.isFinite) { direction = oldValue } else { settingDidChange() } }
    }
    /// `smoothness` (0…1) and `animationSpeed` (noise and turbulence fields).
    open var smoothness: CGFloat = 0 { didSet { keepFinite(&smoothness, oldValue) } }
    open var animationSpeed: CGFloat = 0 { didSet { keepFinite(&animationSpeed, oldValue) } }

    private func keepFinite(_ value: inout CGFloat, _ old: CGFloat) {
        if finite(value) == nil { value = old } else { settingDidChange() }
    }

    override func applyForces(_ world: DynamicsWorld, h: Double) {
        time += h
        let origin = Vector2(position)
        for item in items {
            guard let body = world.body(for: item), body.invMass > 0 else { continue }
            let d = body.position - origin
            guard region.shape.contains(d) else { continue }
            let r = d.length
            let unit = r > 0 ? (1 / r) * d : .zero
            let fall = Double(falloff) == 0 ? 1 : pow(100 / max(r, Double(minimumRadius), 1), Double(falloff))
            let s = Double(strength)
            let dir = Vector2(Double(direction.dx), Double(direction.dy))
            var force = Vector2.zero  // UIKit newtons
            switch kind {
            case .linearGravity:
                body.velocity += h * (s * DynamicsConstants.gravityAcceleration) * dir
            case .drag:
                body.velocity = body.velocity / (1 + h * max(s, 0))
            case .velocity:
                body.velocity = s * dir
            case .spring:
                force = (-s / 100) * d
            case .radialGravity:
                force = (s * body.mass * DynamicsConstants.gravityAcceleration / DynamicsConstants.pushForce * fall) * (-1 * unit)
            case .vortex:
                force = (s * fall) * Vector2(-unit.y, unit.x)
            case .electric:
                force = (s * body.charge * fall) * unit
            case .magnetic:
                force = (s * body.charge / 100) * Vector2(-body.velocity.y, body.velocity.x)
            case .noise, .turbulence:
                var n = noise(body.position)
                if case .turbulence = kind { n = (body.velocity.length / 100) * n }
                force = s * n
            case .custom(let block):
                let v = block(
                    self, CGPoint(x: d.x, y: d.y), CGVector(dx: body.velocity.x, dy: body.velocity.y), CGFloat(body.mass),
                    CGFloat(body.charge), h)
                force = Vector2(Double(v.dx), Double(v.dy))
            }
            guard force.x.isFinite, force.y.isFinite, force != .zero else { continue }
            body.velocity += (h * DynamicsConstants.pushForce * body.invMass) * force
        }
    }

    /// A smooth deterministic noise in [−1, 1]² of a position and the field's time.
    private func noise(_ p: Vector2) -> Vector2 {
        let scale = 25 + 375 * min(max(Double(smoothness), 0), 1)
        let t = time * Double(animationSpeed)
        let x = p.x / scale, y = p.y / scale
        return Vector2(sin(1.7 * x + 2.3 * y + 1.3 * t) * cos(0.9 * y - 0.4 * t), cos(2.1 * x - 1.1 * y + 0.7 * t) * sin(1.3 * x + 0.6 * t))
    }
}
