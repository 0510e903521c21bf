import Foundation

/// `UISnapBehavior`: moves its item to `snapPoint` "as if it were attached by a spring",
/// ending in an oscillation whose amount `damping` sets, and turns it back to no rotation.
///
/// The model's spring (its choice; UIKit does not publish one): a zero-length spring from the
/// item's center to the point and a torsion spring from its rotation to 0, both of undamped
/// frequency f = 1.5 Hz (ω = 2π f) and damping ratio
///
///     ζ = 0.2 + 0.8 · damping          (damping ∈ [0, 1]; the default 0.5 gives ζ = 0.6)
///
/// so `damping` 1 is critically damped (no overshoot), the default overshoots by 9 % and 0 by
/// half the distance, ringing for a few periods. The springs act per unit mass (k = m ω²,
/// c = 2 ζ m ω; angular: k = I ω², c = 2 ζ I ω), so every item snaps alike, and are integrated
/// as forces (`explicitSpring`). At the default damping an item at rest 250 points away comes
/// within half a point in about 1.1 s (the envelope e^(−ζωt): the time grows with the log of
/// the distance). Other behaviors still act on the item. `damping` is clamped to [0, 1]; a non-finite point or
/// damping is ignored.
open class SnapBehavior: DynamicBehavior {
    /// The item snapped.
    public let item: any DynamicItem
    private var point: Vector2
    private var storedDamping = 0.5

    /// `init(item:snapTo:)`.
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = finite(point) ?? Vector2(item.center)
        super.init()
    }

    /// `snapPoint` (iOS 9).
    open var snapPoint: CGPoint {
        get { point.point }
        set {
            guard let v = finite(newValue) else { return }
            point = v
            settingDidChange()
        }
    }

    /// `damping`, 0 … 1 (0.5 by default).
    open var damping: CGFloat {
        get { CGFloat(storedDamping) }
        set {
            guard let d = finite(newValue) else { return }
            storedDamping = min(max(d, 0), 1)
            settingDidChange()
        }
    }

    override var dynamicItems: [any DynamicItem] { [item] }

    override func makeJoints(_ world: DynamicsWorld, into joints: inout [DynamicsJoint]) {
        guard let body = world.body(for: item), !body.isStatic else { return }
        let f = DynamicsConstants.snapFrequency, zeta = DynamicsConstants.snapDampingRatio(storedDamping)
        joints.append(PointJoint(world.ground, point, body, .zero, frequency: f, dampingRatio: zeta))
        if body.invInertia > 0 {
            joints.append(AngleJoint(world.ground, body, kind: .spring(target: 0, frequency: f, ratio: zeta)))
        }
    }
}
