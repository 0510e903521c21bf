import Foundation
import Testing
import TransitionsUIKit

// UIKit Dynamics' field behaviors, against the model's formulas (FieldBehavior's documentation):
// forces in UIKit newtons (100 mass·points/s²), the engine's 1/120 s steps.

private func frames(_ sim: Simulation, _ n: Int) {
    for _ in 0..<n { sim.advanceFrame() }
}

/// Apple's sticky-corners behavior, as apps copy it: a spring field in each quadrant of the
/// screen, with a region of the screen's size less the insets centred on its corner, and a light,
/// heavily damped item.
private final class StickyCorners: UIDynamicBehavior {
    let item: UIDynamicItem
    var fields: [UIFieldBehavior] = []
    init(item: UIDynamicItem, bounds: CGRect, inset: CGFloat) {
        self.item = item
        super.init()
        let itemBehavior = UIDynamicItemBehavior(items: [item])
        itemBehavior.density = 0.01
        itemBehavior.resistance = 10
        itemBehavior.allowsRotation = false
        addChildBehavior(itemBehavior)
        let dx = inset + item.bounds.width / 2, dy = inset + item.bounds.height / 2
        let corners = [CGPoint(x: dx, y: dy), CGPoint(x: dx, y: bounds.height - dy), CGPoint(x: bounds.width - dx, y: bounds.height - dy), CGPoint(x: bounds.width - dx, y: dy)]
        for corner in corners {
            let field = UIFieldBehavior.springField()
            field.addItem(item)
            field.position = corner
            field.region = UIRegion(size: CGSize(width: bounds.width - 2 * dx, height: bounds.height - 2 * dy))
            fields.append(field)
            addChildBehavior(field)
        }
    }
    var currentCorner: Int? {
        fields.firstIndex { $0.region.contains(CGPoint(x: item.center.x - $0.position.x, y: item.center.y - $0.position.y)) }
    }
}

@Suite struct FieldBehaviorTests {
    /// Released in the bottom-right quadrant, the window springs into that corner and stays.
    @Test func springFieldsParkAWindowInItsCorner() throws {
        try withUIKitStage { sim, root in
            let bounds = root.view.bounds
            let pip = UIView(frame: CGRect(x: bounds.width * 0.6, y: bounds.height * 0.6, width: 160, height: 90))
            root.view.addSubview(pip)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let sticky = StickyCorners(item: pip, bounds: bounds, inset: 12)
            animator.addBehavior(sticky)
            #expect(sticky.currentCorner == 2)
            frames(sim, 600)
            let target = sticky.fields[2].position
            #expect(abs(pip.center.x - target.x) < 1 && abs(pip.center.y - target.y) < 1, "\(pip.center) vs \(target)")
            #expect(sticky.currentCorner == 2)
        }
    }

    /// At strength 1, radial gravity pulls at 1000 points/s² whatever the mass; a linear field
    /// is gravity along its direction; outside the region nothing acts.
    @Test func gravityFieldsAccelerateLikeGravity() throws {
        try withUIKitStage { sim, root in
            let near = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            let far = UIView(frame: CGRect(x: 100, y: 500, width: 200, height: 200))
            root.view.addSubview(near)
            root.view.addSubview(far)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 125))
            radial.region = UIRegion(radius: 900)
            radial.addItem(near)
            radial.addItem(far)
            let probe = UIDynamicItemBehavior(items: [near, far])
            animator.addBehavior(radial)
            animator.addBehavior(probe)
            frames(sim, 6)
            #expect(abs(probe.linearVelocity(for: near).x - 100) < 1e-6 && abs(probe.linearVelocity(for: near).y) < 1e-6)
            #expect(probe.linearVelocity(for: far) == .zero)
            animator.removeAllBehaviors()

            let linear = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: -0.5))
            linear.strength = 2
            linear.addItem(far)
            let probe2 = UIDynamicItemBehavior(items: [far])
            animator.addBehavior(linear)
            animator.addBehavior(probe2)
            frames(sim, 6)
            #expect(abs(probe2.linearVelocity(for: far).y + 100) < 1e-6)
        }
    }

    /// A drag field slows as resistance does; a velocity field sets the velocity; a custom
    /// field's block is asked with the item's position relative to the field, and its force
    /// accelerates a mass-1 item at 100 points/s² per newton; an electric field acts on charge
    /// only; a spring field's force follows Hooke's law.
    @Test func dragVelocityCustomElectricAndSpring() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(v)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let probe = UIDynamicItemBehavior(items: [v])
            animator.addBehavior(probe)
            let velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 30, dy: 0))
            velocity.addItem(v)
            animator.addBehavior(velocity)
            frames(sim, 1)
            #expect(probe.linearVelocity(for: v) == CGPoint(x: 30, y: 0))
            animator.removeBehavior(velocity)
            let drag = UIFieldBehavior.dragField()
            drag.strength = 12
            drag.addItem(v)
            animator.addBehavior(drag)
            frames(sim, 1)
            #expect(abs(probe.linearVelocity(for: v).x - 30 / (1.1 * 1.1)) < 1e-9)
            animator.removeBehavior(drag)

            var asked: [CGPoint] = []
            let custom = UIFieldBehavior.field { _, position, _, mass, _, _ in
                asked.append(position)
                return CGVector(dx: 0, dy: mass)
            }
            custom.position = CGPoint(x: 10, y: 10)
            custom.addItem(v)
            let before = probe.linearVelocity(for: v)
            animator.addBehavior(custom)
            frames(sim, 1)
            #expect(asked.first.map { abs($0.x - 40) < 1 && abs($0.y - 40) < 1 } == true, "\(asked)")
            #expect(abs(probe.linearVelocity(for: v).y - before.y - 100.0 / 60) < 1e-6)
            animator.removeBehavior(custom)

            let electric = UIFieldBehavior.electricField()
            electric.addItem(v)
            animator.addBehavior(electric)
            let still = probe.linearVelocity(for: v)
            frames(sim, 1)
            #expect(probe.linearVelocity(for: v) == still)
            probe.charge = 2
            electric.position = CGPoint(x: v.center.x - 100, y: v.center.y)
            frames(sim, 1)
            #expect(abs(probe.linearVelocity(for: v).x - still.x - 2 * 100.0 / 60) < 1e-6)
        }
    }

    /// Regions combine; settings that are not finite are ignored; a region that is not finite
    /// contains nothing.
    @Test func regionsAndBadSettings() {
        let disc = UIRegion(radius: 10), box = UIRegion(size: CGSize(width: 40, height: 4))
        #expect(disc.contains(CGPoint(x: 6, y: 8)) && !disc.contains(CGPoint(x: 8, y: 8)))
        #expect(box.contains(CGPoint(x: 19, y: 2)) && !box.contains(CGPoint(x: 19, y: 3)))
        #expect(disc.union(with: box).contains(CGPoint(x: 19, y: 0)) && !disc.intersection(with: box).contains(CGPoint(x: 19, y: 0)))
        #expect(disc.difference(from: box).contains(CGPoint(x: 0, y: 9)) && !disc.difference(from: box).contains(.zero))
        #expect(disc.inverse().contains(CGPoint(x: 100, y: 0)) && UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(!UIRegion(radius: .nan).contains(.zero) && !UIRegion(size: CGSize(width: -1, height: 1)).contains(.zero))
        let f = UIFieldBehavior.springField()
        f.strength = .nan
        f.position = CGPoint(x: CGFloat.infinity, y: 0)
        f.direction = CGVector(dx: .nan, dy: 0)
        #expect(f.strength == 1 && f.position == .zero && f.direction == .zero)
    }
}
