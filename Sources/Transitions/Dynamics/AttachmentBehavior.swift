import Foundation

/// `UIAttachmentBehavior`: ties an item to an anchor point, or two items to each other.
///
/// The attachment points are the items' centers, or points at `offsetFromCenter` in the items'
/// own coordinates (they turn with the items, so an off-center attachment makes its item swing
/// and turn). `length` starts as the distance between the attachment points when the behavior
/// is made. Then, as in Box2D's distance joint (whose parameters UIKit's carry):
///
/// * `frequency` 0 (the default): a rigid rod, |p_B − p_A| = length exactly (a velocity
///   constraint plus position iterations);
/// * `frequency` f > 0 with `damping` ζ (damping ratio): a spring along the line,
///   F = −k (d − length) − c ḋ with ω = 2π f, k = m ω², c = 2 ζ m ω, m the mass of the item
///   (two items: their reduced mass m₁m₂/(m₁+m₂)) — it oscillates at f·√(1 − ζ²) Hz;
/// * `length` 0 (an anchor grabbed where the finger is): a pin (rigid) or a zero-length spring
///   (soft) holding the attachment point on the anchor in both directions;
/// * `frictionTorque` τ > 0: the item's rotation relative to the anchor (or the other item) is
///   resisted by up to τ (mass·points²/s²).
///
/// `anchorPoint` moves the anchor (a drag sets it on every change of the pan) and wakes the
/// animator. The iOS 9 factories: `slidingAttachment` (translation along an axis only, rotation
/// locked, `attachmentRange` limiting the translation), `limitAttachment` (a rope: the
/// distance may shrink but not exceed `length`), `fixedAttachment` (the items welded at the
/// anchor), `pinAttachment` (the items pinned at the anchor, free to turn; `attachmentRange`
/// limits the relative rotation). They return `UIAttachmentBehavior` itself (not `Self`).
/// Non-finite settings are ignored; `length`, `frequency`, `damping` and `frictionTorque`
/// are clamped to ≥ 0.
open class AttachmentBehavior: DynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable, Hashable { case items, anchor }

    enum Flavor { case standard, sliding(axis: Vector2), limit, fixed, pin }

    /// `items`: one (attached to an anchor) or two.
    public let items: [any DynamicItem]
    /// `attachedBehaviorType`.
    public let attachedBehaviorType: AttachmentType
    let flavor: Flavor
    /// The attachment points in each item's own coordinates.
    let localPoints: [Vector2]
    /// The items' relative rotation when made (θ₂ − θ₁, or θ against the reference view).
    let referenceAngle: Double
    private var anchor: Vector2
    private var storedLength: Double
    private var storedDamping = 0.0
    private var storedFrequency = 0.0
    private var storedFrictionTorque = 0.0
    private var storedRange = FloatRange.infinite

    /// What an initialiser sets up.
    struct Setup {
        var flavor: Flavor
        var items: [any DynamicItem]
        var localPoints: [Vector2]
        var anchor: Vector2
        var length: Double
        var referenceAngle: Double
    }

    init(_ setup: Setup) {
        flavor = setup.flavor
        items = setup.items
        localPoints = setup.localPoints
        attachedBehaviorType = setup.items.count == 1 ? .anchor : .items
        anchor = setup.anchor.isFinite ? setup.anchor : .zero
        storedLength = setup.length.isFinite ? max(setup.length, 0) : 0
        referenceAngle = setup.referenceAngle.isFinite ? setup.referenceAngle : 0
        super.init()
    }

    /// `init(item:offsetFromCenter:attachedToAnchor:)` (designated, as in UIKit).
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        let s = AttachmentBehavior.anchored(item, offset, point)
        flavor = s.flavor
        items = s.items
        localPoints = s.localPoints
        attachedBehaviorType = .anchor
        anchor = s.anchor
        storedLength = s.length
        referenceAngle = s.referenceAngle
        super.init()
    }

    /// `init(item:attachedToAnchor:)`.
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)` (designated, as in UIKit).
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
    ) {
        let s = AttachmentBehavior.paired(.standard, item1, offset1, item2, offset2)
        flavor = s.flavor
        items = s.items
        localPoints = s.localPoints
        attachedBehaviorType = .items
        anchor = s.anchor
        storedLength = s.length
        referenceAngle = s.referenceAngle
        super.init()
    }

    /// `init(item:attachedTo:)`.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    private static func anchored(_ item: any DynamicItem, _ offset: Offset, _ point: CGPoint) -> Setup {
        let l = local(offset)
        let a = finite(point) ?? center(item)
        let length = (world(item, l) - a).length
        return Setup(
            flavor: .standard, items: [item], localPoints: [l], anchor: a, length: length.isFinite ? length : 0, referenceAngle: angle(item)
        )
    }

    private static func paired(_ flavor: Flavor, _ item1: any DynamicItem, _ offset1: Offset, _ item2: any DynamicItem, _ offset2: Offset)
        -> Setup
    {
        let l1 = local(offset1), l2 = local(offset2)
        let length = (world(item2, l2) - world(item1, l1)).length
        return Setup(
            flavor: flavor, items: [item1, item2], localPoints: [l1, l2], anchor: .zero, length: length.isFinite ? length : 0,
            referenceAngle: angle(item2) - angle(item1))
    }

    /// `slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)` (iOS 9).
    open class func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        let anchor = finite(point) ?? center(item1)
        let a1 = angle(item1)
        let worldAxis = Vector2(Double(axis.dx), Double(axis.dy))
        let unit = worldAxis.isFinite && worldAxis != .zero ? worldAxis.normalized : Vector2(1, 0)
        return AttachmentBehavior(
            Setup(
                flavor: .sliding(axis: unit.rotated(by: -a1)), items: [item1, item2],
                localPoints: [local(item1, anchor), local(item2, anchor)],
                anchor: anchor, length: 0, referenceAngle: angle(item2) - a1))
    }

    /// `slidingAttachment(with:attachmentAnchor:axisOfTranslation:)` (iOS 9): slides along an
    /// axis fixed in the reference view.
    open class func slidingAttachment(with item: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector)
        -> AttachmentBehavior
    {
        let anchor = finite(point) ?? center(item)
        let worldAxis = Vector2(Double(axis.dx), Double(axis.dy))
        let unit = worldAxis.isFinite && worldAxis != .zero ? worldAxis.normalized : Vector2(1, 0)
        return AttachmentBehavior(
            Setup(
                flavor: .sliding(axis: unit), items: [item], localPoints: [local(item, anchor)], anchor: anchor, length: 0,
                referenceAngle: angle(item)))
    }

    /// `limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)` (iOS 9): a rope as
    /// long as the points are apart now.
    open class func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
    )
        -> AttachmentBehavior
    {
        AttachmentBehavior(paired(.limit, item1, offset1, item2, offset2))
    }

    /// `fixedAttachment(with:attachedTo:attachmentAnchor:)` (iOS 9): welded at the anchor.
    open class func fixedAttachment(with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint)
        -> AttachmentBehavior
    {
        let anchor = finite(point) ?? center(item1)
        return AttachmentBehavior(
            Setup(
                flavor: .fixed, items: [item1, item2], localPoints: [local(item1, anchor), local(item2, anchor)], anchor: anchor, length: 0,
                referenceAngle: angle(item2) - angle(item1)))
    }

    /// `pinAttachment(with:attachedTo:attachmentAnchor:)` (iOS 9): pinned at the anchor.
    open class func pinAttachment(with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint)
        -> AttachmentBehavior
    {
        let anchor = finite(point) ?? center(item1)
        return AttachmentBehavior(
            Setup(
                flavor: .pin, items: [item1, item2], localPoints: [local(item1, anchor), local(item2, anchor)], anchor: anchor, length: 0,
                referenceAngle: angle(item2) - angle(item1)))
    }

    // MARK: Settings

    /// `anchorPoint`: where an `.anchor` attachment holds its item (reference view coordinates).
    open var anchorPoint: CGPoint {
        get { anchor.point }
        set {
            guard let v = finite(newValue), v != anchor else { return }
            anchor = v
            settingDidChange()
        }
    }

    /// `length` (points, ≥ 0).
    open var length: CGFloat {
        get { CGFloat(storedLength) }
        set {
            guard let x = finite(newValue) else { return }
            storedLength = max(x, 0)
            settingDidChange()
        }
    }

    /// `damping`: the spring's damping ratio (used when `frequency` > 0), ≥ 0.
    open var damping: CGFloat {
        get { CGFloat(storedDamping) }
        set {
            guard let x = finite(newValue) else { return }
            storedDamping = max(x, 0)
            settingDidChange()
        }
    }

    /// `frequency` (Hz, ≥ 0): 0 is a rigid attachment.
    open var frequency: CGFloat {
        get { CGFloat(storedFrequency) }
        set {
            guard let x = finite(newValue) else { return }
            storedFrequency = max(x, 0)
            settingDidChange()
        }
    }

    /// `frictionTorque` (≥ 0).
    open var frictionTorque: CGFloat {
        get { CGFloat(storedFrictionTorque) }
        set {
            guard let x = finite(newValue) else { return }
            storedFrictionTorque = max(x, 0)
            settingDidChange()
        }
    }

    /// `attachmentRange` (iOS 9): the translation range of a sliding attachment, the rotation
    /// range of a pin attachment (stored for the others). A range with NaN ends, or whose
    /// minimum exceeds its maximum, is ignored.
    open var attachmentRange: FloatRange {
        get { storedRange }
        set {
            guard !newValue.minimum.isNaN, !newValue.maximum.isNaN, newValue.minimum <= newValue.maximum else { return }
            storedRange = newValue
            settingDidChange()
        }
    }

    override var dynamicItems: [any DynamicItem] { items }

    override func makeJoints(_ world: DynamicsWorld, into joints: inout [DynamicsJoint]) {
        guard let b = world.body(for: items[items.count - 1]) else { return }
        let a: DynamicBody, localA: Vector2, localB = localPoints[localPoints.count - 1]
        if items.count == 2 {
            guard let first = world.body(for: items[0]) else { return }
            a = first
            localA = localPoints[0]
        } else {
            a = world.ground
            localA = anchor
        }
        guard !(a.isStatic && b.isStatic) else { return }
        let lo = Double(storedRange.minimum), hi = Double(storedRange.maximum)
        switch flavor {
        case .standard:
            if storedLength < 1e-6 {
                joints.append(PointJoint(a, localA, b, localB, frequency: storedFrequency, dampingRatio: storedDamping))
            } else {
                joints.append(
                    DistanceJoint(
                        a, localA, b, localB, kind: .rod(length: storedLength), frequency: storedFrequency, dampingRatio: storedDamping))
            }
        case .limit:
            joints.append(DistanceJoint(a, localA, b, localB, kind: .range(min: 0, max: storedLength)))
        case .pin:
            joints.append(PointJoint(a, localA, b, localB))
            if !storedRange.isInfinite { joints.append(AngleJoint(a, b, kind: .range(min: referenceAngle + lo, max: referenceAngle + hi))) }
        case .fixed:
            joints.append(PointJoint(a, localA, b, localB))
            joints.append(AngleJoint(a, b, kind: .fixed(reference: referenceAngle)))
        case .sliding(let axis):
            joints.append(SlidingJoint(a, localA, b, localB, axis: axis, referenceAngle: referenceAngle, range: (lo, hi)))
        }
        if storedFrictionTorque > 0 {
            joints.append(AngleJoint(a, b, kind: .friction(torque: storedFrictionTorque)))
        }
    }

    // MARK: Geometry of the items when the attachment is made

    private static func local(_ o: Offset) -> Vector2 {
        let v = Vector2(Double(o.horizontal), Double(o.vertical))
        return v.isFinite ? v : .zero
    }
    /// The item's rotation (from its transform).
    static func angle(_ item: any DynamicItem) -> Double {
        let t = item.transform
        let a = atan2(t.b, t.a)
        return a.isFinite ? a : 0
    }
    private static func center(_ item: any DynamicItem) -> Vector2 {
        let c = Vector2(item.center)
        return c.isFinite ? c : .zero
    }
    /// The point at `local` in the item's coordinates, in the reference view's.
    private static func world(_ item: any DynamicItem, _ local: Vector2) -> Vector2 { center(item) + local.rotated(by: angle(item)) }
    /// The reference view's point `p` in the item's coordinates.
    private static func local(_ item: any DynamicItem, _ p: Vector2) -> Vector2 { (p - center(item)).rotated(by: -angle(item)) }
}
