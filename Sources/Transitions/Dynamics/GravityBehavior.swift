import Foundation

/// `UIGravityBehavior`: a constant acceleration on its items, whatever their mass:
///
///     a = 1000 · magnitude · (cos angle, sin angle)   points/s²
///
/// (UIKit: "a magnitude of 1.0 … 1000 points / second²"). The default is straight down,
/// `gravityDirection` (0, 1): angle π/2, magnitude 1. `gravityDirection`, `angle` and
/// `magnitude` are one vector (`DirectedMagnitude`: a negative magnitude points the other
/// way). Non-finite values are ignored. Anchored items do not fall.
open class GravityBehavior: DynamicBehavior {
    /// `items`, in the order added.
    public private(set) var items: [any DynamicItem]
    private var acceleration = DirectedMagnitude(vector: Vector2(0, 1), angle: Double.pi / 2, magnitude: 1)

    /// `init(items:)`.
    public init(items: [any DynamicItem]) {
        var unique: [any DynamicItem] = []
        for i in items { _ = unique.appendItem(i) }
        self.items = unique
        super.init()
    }

    /// `UIGravityBehavior()`: no items yet.
    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any DynamicItem) { if items.appendItem(item) { itemsDidChange() } }
    open func removeItem(_ item: any DynamicItem) { if items.removeItem(item) { itemsDidChange() } }

    /// `gravityDirection`: the acceleration in units of 1000 points/s².
    open var gravityDirection: CGVector {
        get { CGVector(dx: acceleration.vector.x, dy: acceleration.vector.y) }
        set { if acceleration.setVector(Vector2(Double(newValue.dx), Double(newValue.dy))) { settingDidChange() } }
    }

    /// `angle` (radians; 0 is to the right, π/2 down).
    open var angle: CGFloat {
        get { CGFloat(acceleration.angle) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// `magnitude` (1.0 = 1000 points/s²).
    open var magnitude: CGFloat {
        get { CGFloat(acceleration.magnitude) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if acceleration.set(angle: Double(angle), magnitude: Double(magnitude)) { settingDidChange() }
    }

    override var dynamicItems: [any DynamicItem] { items }

    override func applyForces(_ world: DynamicsWorld, h: Double) {
        let g = DynamicsConstants.gravityAcceleration * acceleration.vector
        guard g != .zero else { return }
        for item in items {
            guard let body = world.body(for: item), body.invMass > 0 else { continue }
            body.velocity += h * g
        }
    }
}
