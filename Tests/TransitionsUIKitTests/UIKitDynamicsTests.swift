import Foundation
import Testing
import TransitionsUIKit

// UIKit Dynamics as apps write it, against numbers derived by hand or from closed forms. The
// engine steps at 1/120 s (two steps per 60 Hz frame) with symplectic Euler: under a constant
// acceleration a from rest, after n steps v = a t exactly and the distance is ½ a t² (1 + 1/n).

/// What an animator's delegate hears.
private final class AnimatorRecorder: UIDynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
}

/// What a collision delegate hears. Boundary identifiers are read back with `identifier as? String`,
/// as apps write it (the compiler on Linux warns that the cast always fails; at run time the
/// `NSString` bridges, as on iOS).
private final class CollisionRecorder: UICollisionBehaviorDelegate {
    var events: [String] = []
    var points: [CGPoint] = []
    var names: [ObjectIdentifier: String] = [:]
    func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    {
        events.append("began \(name(item1))-\(name(item2))")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
        events.append("ended \(name(item1))-\(name(item2))")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        events.append("began \(name(item))-\((identifier as? String) ?? "bounds")")
        points.append(p)
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?
    ) {
        events.append("ended \(name(item))-\((identifier as? String) ?? "bounds")")
    }
}

/// An app's own dynamic item: a value driven by a spring (a common way to get a physical
/// spring's value out of UIKit Dynamics).
private final class ValueItem: NSObject, UIDynamicItem {
    var center = CGPoint.zero
    var bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
    var transform = CGAffineTransform.identity
}

/// A round view, as apps declare one for UIKit Dynamics.
private final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// A composite behavior, as apps subclass `UIDynamicBehavior`.
private final class DropBehavior: UIDynamicBehavior {
    var moves: [Bool] = []
    let collision: UICollisionBehavior
    init(items: [UIDynamicItem]) {
        collision = UICollisionBehavior(items: items)
        super.init()
        addChildBehavior(UIGravityBehavior(items: items))
        collision.translatesReferenceBoundsIntoBoundary = true
        addChildBehavior(collision)
        let bounce = UIDynamicItemBehavior(items: items)
        bounce.elasticity = 0.5
        addChildBehavior(bounce)
    }
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        moves.append(dynamicAnimator != nil)
    }
}

/// The card-throw pattern of the UIKit Dynamics tutorials: the finger drags the card by an
/// attachment whose anchor follows the pan; on release the attachment goes, an instantaneous push
/// in the pan's velocity and a spin throw the card, and its action removes everything once the
/// card has left the screen.
private final class CardThrower: NSObject {
    let animator: UIDynamicAnimator
    let card: UIView
    let container: UIView
    var attachment: UIAttachmentBehavior?
    var thrown = false
    var offScreen = false
    var dragCenters: [CGPoint] = []

    init(card: UIView, in container: UIView) {
        self.card = card
        self.container = container
        animator = UIDynamicAnimator(referenceView: container)
    }

    func pan(_ sender: UIPanGestureRecognizer) {
        let location = sender.location(in: container)
        switch sender.state {
        case .began:
            animator.removeAllBehaviors()
            let offset = UIOffset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            self.attachment = attachment
            animator.addBehavior(attachment)
        case .changed:
            attachment?.anchorPoint = location
            dragCenters.append(card.center)
        case .ended:
            animator.removeAllBehaviors()
            let velocity = sender.velocity(in: container)
            let magnitude = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)
            let push = UIPushBehavior(items: [card], mode: .instantaneous)
            push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
            push.magnitude = magnitude / 35
            animator.addBehavior(push)
            let spin = UIDynamicItemBehavior(items: [card])
            spin.friction = 0.2
            spin.allowsRotation = true
            spin.addAngularVelocity(4, for: card)
            animator.addBehavior(spin)
            thrown = true
            push.action = { [unowned self] in
                if !self.card.frame.intersects(self.container.bounds) {
                    self.offScreen = true
                    self.animator.removeAllBehaviors()
                }
            }
        default:
            break
        }
    }
}

/// A springy list in the manner of XLActionController's `DynamicCollectionViewFlowLayout`: the
/// layout's attributes are dynamic items, each hung on a spring at its place and started 300
/// points lower; the collection view asks the animator for them.
private final class SpringyLayout: UICollectionViewFlowLayout {
    var dynamicAnimator: UIDynamicAnimator?

    override func prepare() {
        super.prepare()
        guard dynamicAnimator == nil else { return }
        let animator = UIDynamicAnimator(collectionViewLayout: self)
        dynamicAnimator = animator
        let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        for original in all {
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            let place = attributes.center
            attributes.center = CGPoint(x: place.x, y: place.y + 300)
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: place)
            spring.length = 0
            spring.frequency = 3
            spring.damping = 0.8
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let animator = dynamicAnimator else { return super.layoutAttributesForElements(in: rect) }
        let items = animator.items(in: rect) as NSArray
        return items.compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator?.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }
}

private final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A triangle, as an app declares a custom outline (iOS 9): base down, (0, 0) at the center.
private final class TriangleView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    override var collisionBoundingPath: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: -bounds.height / 2))
        path.addLine(to: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        path.addLine(to: CGPoint(x: -bounds.width / 2, y: bounds.height / 2))
        path.close()
        return path
    }
}

private func frames(_ sim: Simulation, _ n: Int) {
    for _ in 0..<n { sim.advanceFrame() }
}

private func square(_ side: CGFloat, at center: CGPoint, in parent: UIView) -> UIView {
    let v = UIView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
    parent.addSubview(v)
    return v
}

private func rotation(of item: UIDynamicItem) -> Double { atan2(Double(item.transform.b), Double(item.transform.a)) }

@Suite struct UIKitDynamicsTests {
    // MARK: Forces

    /// Gravity of magnitude 1 is 1000 points/s²: after 0.5 s (60 steps) the item falls
    /// ½ g t² (1 + 1/60) = 127.08 points (125 in the continuum; the integrator's stated error is
    /// the factor 1 + 1/n) at exactly g t = 500 points/s, straight down.
    @Test func freeFallUnderGravityOne() throws {
        withUIKitStage { sim, root in
            let v = square(100, at: CGPoint(x: 150, y: 100), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let gravity = UIGravityBehavior(items: [v])
            #expect(gravity.magnitude == 1 && abs(gravity.angle - .pi / 2) < 1e-12)
            #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
            let probe = UIDynamicItemBehavior(items: [v])
            animator.addBehavior(gravity)
            animator.addBehavior(probe)
            #expect(animator.isRunning)
            frames(sim, 30)
            let fall = Double(v.center.y) - 100
            #expect(abs(fall - 125 * (1 + 1.0 / 60)) < 1e-6)
            #expect(abs(fall - 125) <= 125.0 / 60 + 1e-6)
            #expect(abs(probe.linearVelocity(for: v).y - 500) < 1e-9)
            #expect(v.center.x == 150)
            #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
        }
    }

    /// A push of magnitude m on a 100 × 100 item of density 1 accelerates it at 100·m points/s²;
    /// a 200 × 200 item (mass 4) at a quarter of that; a denser item less.
    @Test func aContinuousPushAcceleratesAt100PointsPerSecondSquaredPerUnit() throws {
        withUIKitStage { sim, root in
            let small = square(100, at: CGPoint(x: 100, y: 100), in: root.view)
            let big = square(200, at: CGPoint(x: 150, y: 400), in: root.view)
            let dense = square(100, at: CGPoint(x: 100, y: 700), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let push = UIPushBehavior(items: [small, big, dense], mode: .continuous)
            push.pushDirection = CGVector(dx: 2, dy: 0)
            #expect(push.magnitude == 2 && push.angle == 0 && push.active)
            let properties = UIDynamicItemBehavior(items: [small, big])
            let heavy = UIDynamicItemBehavior(items: [dense])
            heavy.density = 2
            animator.addBehavior(push)
            animator.addBehavior(properties)
            animator.addBehavior(heavy)
            frames(sim, 30)
            #expect(abs(properties.linearVelocity(for: small).x - 100) < 1e-9)  // 200 pt/s² × 0.5 s
            #expect(abs(properties.linearVelocity(for: big).x - 25) < 1e-9)  // 50 pt/s² × 0.5 s
            #expect(abs(heavy.linearVelocity(for: dense).x - 50) < 1e-9)  // mass 2: 100 pt/s²
            #expect(abs((Double(small.center.x) - 100) - 0.5 * 200 * 0.25 * (1 + 1.0 / 60)) < 1e-6)
            #expect(small.center.y == 100 && rotation(of: small) == 0)
            // Moving items keep the animator running.
            #expect(animator.isRunning)
            push.active = false
            frames(sim, 5)
            #expect(abs(properties.linearVelocity(for: small).x - 100) < 1e-9)  // no more force: coasting
        }
    }

    /// An instantaneous push of magnitude 1 gives a 100 × 100 item 100 points/s at once and turns
    /// itself off; pushing again takes `active = true`.
    @Test func anInstantaneousPushIsAnImpulseAppliedOnce() throws {
        withUIKitStage { sim, root in
            let v = square(100, at: CGPoint(x: 100, y: 200), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let push = UIPushBehavior(items: [v], mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 1)
            let probe = UIDynamicItemBehavior(items: [v])
            animator.addBehavior(push)
            animator.addBehavior(probe)
            frames(sim, 1)
            #expect(!push.active)
            #expect(abs(probe.linearVelocity(for: v).y - 100) < 1e-9 && abs(probe.linearVelocity(for: v).x) < 1e-9)
            frames(sim, 29)
            #expect(abs(Double(v.center.y) - 250) < 1e-6)  // 100 pt/s for 0.5 s
            push.active = true
            frames(sim, 1)
            #expect(abs(probe.linearVelocity(for: v).y - 200) < 1e-9)
        }
    }

    /// A push off the center also turns the item: α = (r × F) / I with I = m (w² + h²) / 12 —
    /// for a 100 × 100 item pushed right with magnitude 1 at 50 points below its center,
    /// α = (0·0 − 50·100) / 1666.7 = −3 rad/s² (counter-clockwise on screen).
    @Test func anOffCenterPushGivesATorque() throws {
        withUIKitStage { sim, root in
            let v = square(100, at: CGPoint(x: 100, y: 300), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let push = UIPushBehavior(items: [v], mode: .continuous)
            push.magnitude = 1
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: v)
            #expect(push.targetOffsetFromCenter(for: v).vertical == 50)
            let probe = UIDynamicItemBehavior(items: [v])
            animator.addBehavior(push)
            animator.addBehavior(probe)
            frames(sim, 1)
            #expect(abs(probe.angularVelocity(for: v) - (-3.0 / 120 * 2)) < 1e-9)
            let noTurn = UIDynamicItemBehavior(items: [v])
            noTurn.allowsRotation = false
            animator.addBehavior(noTurn)  // added last: its properties win
            frames(sim, 1)
            #expect(probe.angularVelocity(for: v) == 0)
        }
    }

    /// Resistance is linear drag, dv/dt = −c v, integrated as v ← v / (1 + c h): after 0.5 s at
    /// c = 2 the speed is v₀ (1 + 2/120)⁻⁶⁰ ≈ v₀ e⁻¹ (within 1 %).
    @Test func resistanceIsLinearDrag() throws {
        withUIKitStage { sim, root in
            let v = square(50, at: CGPoint(x: 100, y: 300), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let fling = UIDynamicItemBehavior(items: [v])
            fling.resistance = 2
            fling.addLinearVelocity(CGPoint(x: 300, y: 0), for: v)
            #expect(fling.linearVelocity(for: v) == CGPoint(x: 300, y: 0))  // pending until added
            animator.addBehavior(fling)
            frames(sim, 30)
            let speed = Double(fling.linearVelocity(for: v).x)
            #expect(abs(speed - 300 * pow(1 + 2.0 / 120, -60)) < 1e-9)
            #expect(abs(speed / (300 * exp(-1)) - 1) < 0.01)
        }
    }

    // MARK: Attachments

    /// A spring attachment (frequency f, damping ratio ζ) oscillates at f·√(1 − ζ²): measured
    /// between zero crossings of the stretch over three periods, within 0.5 %.
    @Test func aSpringAttachmentOscillatesAtTheDampedFrequency() throws {
        for (f, zeta) in [(1.0, 0.1), (2.0, 0.3)] {
            withUIKitStage { sim, root in
                let v = square(60, at: CGPoint(x: 200, y: 500), in: root.view)
                let animator = UIDynamicAnimator(referenceView: root.view)
                let spring = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 200, y: 200))
                #expect(spring.length == 300 && spring.attachedBehaviorType == .anchor)
                spring.frequency = CGFloat(f)
                spring.damping = CGFloat(zeta)
                spring.length = 250  // rest length 250: starts stretched by 50
                var step = 0
                var last = 50.0
                var crossings: [Double] = []
                spring.action = {
                    step += 1
                    let stretch = Double(v.center.y) - 200 - 250
                    if last > 0 && stretch <= 0 || last < 0 && stretch >= 0 {
                        // Linear interpolation between the two steps.
                        crossings.append((Double(step - 1) + last / (last - stretch)) / 120)
                    }
                    last = stretch
                }
                animator.addBehavior(spring)
                frames(sim, Int(60 * 4 / f))
                #expect(crossings.count >= 6)
                let period = (crossings[6] - crossings[0]) / 3
                let expected = 1 / (f * (1 - zeta * zeta).squareRoot())
                #expect(abs(period / expected - 1) < 0.005, "f \(f) ζ \(zeta): period \(period) s, expected \(expected) s")
                #expect(v.center.x == 200)  // along the line only
            }
        }
    }

    /// A rigid attachment (frequency 0, UIKit's default) is a rod: a pendulum under gravity keeps
    /// its length (within half a point) while it swings.
    @Test func aRigidAttachmentKeepsItsLength() throws {
        withUIKitStage { sim, root in
            let bob = square(40, at: CGPoint(x: 300, y: 150), in: root.view)
            let anchor = CGPoint(x: 200, y: 150)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
            #expect(rod.length == 100 && rod.frequency == 0 && rod.damping == 0)
            var worst = 0.0
            var lowest = 0.0
            rod.action = {
                let d = hypot(Double(bob.center.x - anchor.x), Double(bob.center.y - anchor.y))
                worst = max(worst, abs(d - 100))
                lowest = max(lowest, Double(bob.center.y))
            }
            animator.addBehavior(rod)
            animator.addBehavior(UIGravityBehavior(items: [bob]))
            frames(sim, 120)
            #expect(worst < 0.5, "the rod stretched by \(worst)")
            #expect(lowest > 245)  // it swung through the bottom (y = 250)
        }
    }

    /// Two items joined by an attachment keep their distance; a pin attachment joins them at a
    /// point they turn about; a limit attachment is a rope (slack allowed, never longer).
    @Test func itemToItemAttachments() throws {
        withUIKitStage { sim, root in
            let a = square(40, at: CGPoint(x: 100, y: 100), in: root.view)
            let b = square(40, at: CGPoint(x: 200, y: 100), in: root.view)
            let c = square(40, at: CGPoint(x: 100, y: 300), in: root.view)
            let d = square(40, at: CGPoint(x: 150, y: 300), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let rod = UIAttachmentBehavior(item: a, attachedTo: b)
            #expect(rod.attachedBehaviorType == .items && rod.length == 100 && rod.items.count == 2)
            let rope = UIAttachmentBehavior.limitAttachment(
                with: c, offsetFromCenter: .zero, attachedTo: d, offsetFromCenter: .zero)
            #expect(rope.length == 50)
            animator.addBehavior(rod)
            animator.addBehavior(rope)
            let kick = UIDynamicItemBehavior(items: [a, b, c, d])
            kick.addLinearVelocity(CGPoint(x: 0, y: 200), for: b)
            kick.addLinearVelocity(CGPoint(x: 300, y: 0), for: d)
            animator.addBehavior(kick)
            var rodWorst = 0.0
            var ropeLongest = 0.0
            kick.action = {
                rodWorst = max(rodWorst, abs(hypot(Double(b.center.x - a.center.x), Double(b.center.y - a.center.y)) - 100))
                let r = hypot(Double(d.center.x - c.center.x), Double(d.center.y - c.center.y))
                ropeLongest = max(ropeLongest, r)
            }
            frames(sim, 60)
            #expect(rodWorst < 0.5)
            #expect(ropeLongest < 50.5)
            // The pair moves on together: momentum (equal masses) is shared.
            #expect(abs(kick.linearVelocity(for: c).x + kick.linearVelocity(for: d).x - 300) < 1)
            // The rod turned: the pair rotates about its middle.
            #expect(a.center.y > 100 && b.center.y > 100)
        }
    }

    /// A pin attachment keeps the two items' points together at the anchor while they turn; a
    /// fixed attachment keeps their relative rotation too.
    @Test func pinAndFixedAttachments() throws {
        withUIKitStage { sim, root in
            let a = square(100, at: CGPoint(x: 100, y: 200), in: root.view)
            let b = square(100, at: CGPoint(x: 200, y: 200), in: root.view)
            let c = square(100, at: CGPoint(x: 100, y: 500), in: root.view)
            let d = square(100, at: CGPoint(x: 200, y: 500), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            animator.addBehavior(UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 200)))
            animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: c, attachedTo: d, attachmentAnchor: CGPoint(x: 150, y: 500)))
            let spin = UIDynamicItemBehavior(items: [a, b, c, d])
            spin.addAngularVelocity(2, for: b)
            spin.addAngularVelocity(2, for: d)
            animator.addBehavior(spin)
            frames(sim, 30)
            // The pinned points: a's right edge middle and b's left edge middle, turned with each.
            func point(_ v: UIView, _ dx: Double) -> CGPoint {
                let t = rotation(of: v)
                return CGPoint(x: Double(v.center.x) + dx * cos(t), y: Double(v.center.y) + dx * sin(t))
            }
            let pa = point(a, 50), pb = point(b, -50)
            #expect(hypot(pa.x - pb.x, pa.y - pb.y) < 0.5)
            #expect(abs(rotation(of: a) - rotation(of: b)) > 0.05)  // pinned: free to turn apart
            #expect(abs(rotation(of: c) - rotation(of: d)) < 0.01)  // fixed: turn together
            #expect(abs(rotation(of: d)) > 0.05)
        }
    }

    /// A menu hung by its top-left corner and swung down by a continuous push onto a one-point
    /// stop, as GuillotineMenu's transition does: it settles upright against the stop, and the
    /// animator pauses (where that transition completes) although the push is still active.
    @Test func aPushedPendulumSettlesOnAStopAndPauses() throws {
        try withUIKitStage { sim, root in
            let container: UIView = root.view
            let size = container.bounds.size
            let menu = UIView(frame: container.bounds)
            container.addSubview(menu)
            // Turned by −90° about its center, with its top-left corner at the origin.
            menu.transform = CGAffineTransform(rotationAngle: -.pi / 2)
            menu.center = CGPoint(x: size.height / 2, y: -size.width / 2)
            let animator = UIDynamicAnimator(referenceView: container)
            let recorder = AnimatorRecorder()
            animator.delegate = recorder
            let corner = UIOffset(horizontal: -menu.bounds.width / 2, vertical: -menu.bounds.height / 2)
            let hinge = UIAttachmentBehavior(item: menu, offsetFromCenter: corner, attachedToAnchor: .zero)
            #expect(hinge.length < 1e-9)
            animator.addBehavior(hinge)
            let stop = UICollisionBehavior()
            stop.addBoundary(
                withIdentifier: "collide" as NSCopying, from: CGPoint(x: -1, y: size.height - 1), to: CGPoint(x: -1, y: size.height))
            stop.addItem(menu)
            animator.addBehavior(stop)
            let bounce = UIDynamicItemBehavior(items: [menu])
            bounce.elasticity = 0.55
            bounce.density = 1.7
            animator.addBehavior(bounce)
            let fall = UIPushBehavior(items: [menu], mode: .continuous)
            fall.pushDirection = CGVector(dx: 0, dy: 2 / .pi * size.height / 0.6)
            animator.addBehavior(fall)
            var swungPast = false
            fall.action = { swungPast = swungPast || rotation(of: menu) > 0.001 }
            try sim.runUntilIdle(maxFrames: 600)
            #expect(recorder.events == ["resume", "pause"])
            #expect(fall.active && !animator.isRunning)
            #expect(abs(rotation(of: menu)) < 0.02, "rests at \(rotation(of: menu)) rad")
            #expect(abs(menu.center.x - size.width / 2) < 5 && abs(menu.center.y - size.height / 2) < 5)
            #expect(swungPast)  // it reached the stop and bounced
            #expect(animator.elapsedTime < 8)  // a few bounces of e = 0.55 (the first swing takes 1.2 s)
        }
    }

    /// A side menu opened and closed as ENSwiftSideMenu does: sideways gravity, an instantaneous
    /// push (of negative magnitude to close: the other way) and a boundary where the menu stops.
    @Test func aSideMenuSlidesToItsBoundary() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let menuWidth: CGFloat = 180
            let menu = UIView(frame: CGRect(x: -menuWidth - 1, y: 0, width: menuWidth, height: height))
            root.view.addSubview(menu)
            let animator = UIDynamicAnimator(referenceView: root.view)
            func toggle(_ open: Bool) {
                animator.removeAllBehaviors()
                let gravity = UIGravityBehavior(items: [menu])
                gravity.gravityDirection = CGVector(dx: open ? 1 : -1, dy: 0)
                animator.addBehavior(gravity)
                let collision = UICollisionBehavior(items: [menu])
                let x = open ? menuWidth : -menuWidth - 2
                collision.addBoundary(withIdentifier: "menuBoundary" as NSCopying, from: CGPoint(x: x, y: 25), to: CGPoint(x: x, y: height))
                animator.addBehavior(collision)
                let push = UIPushBehavior(items: [menu], mode: .instantaneous)
                push.magnitude = open ? 35 : -35
                #expect(push.magnitude == (open ? 35 : -35) && push.angle == 0)
                animator.addBehavior(push)
                let bounce = UIDynamicItemBehavior(items: [menu])
                bounce.elasticity = 0.25
                animator.addBehavior(bounce)
            }
            toggle(true)
            try sim.runUntilIdle()
            #expect(abs(menu.frame.maxX - menuWidth) < 0.5, "open at \(menu.frame)")
            #expect(abs(rotation(of: menu)) < 1e-3)
            toggle(false)
            try sim.runUntilIdle()
            #expect(abs(menu.frame.minX - (-menuWidth - 2)) < 0.5, "closed at \(menu.frame)")
        }
    }

    /// A sliding attachment lets its item move only along the axis, without turning, within its
    /// `attachmentRange`: pulled down and to the right, it slides right and stops 100 points on.
    @Test func aSlidingAttachmentKeepsToItsAxisAndRange() throws {
        withUIKitStage { sim, root in
            let v = square(60, at: CGPoint(x: 100, y: 300), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let slide = UIAttachmentBehavior.slidingAttachment(with: v, attachmentAnchor: v.center, axisOfTranslation: CGVector(dx: 1, dy: 0))
            slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
            #expect(slide.attachmentRange.maximum == 100 && slide.attachedBehaviorType == .anchor)
            let gravity = UIGravityBehavior(items: [v])
            gravity.gravityDirection = CGVector(dx: 1, dy: 1)
            let spin = UIDynamicItemBehavior(items: [v])
            spin.addAngularVelocity(3, for: v)
            animator.addBehavior(slide)
            animator.addBehavior(gravity)
            animator.addBehavior(spin)
            frames(sim, 60)
            #expect(abs(v.center.x - 200) < 0.5 && abs(v.center.y - 300) < 0.5)
            #expect(abs(rotation(of: v)) < 0.01)
        }
    }

    /// A custom outline (`collisionBoundsType` `.path`): a triangle rests on its base.
    @Test func aPathOutlineRestsOnItsBase() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let triangle = TriangleView(frame: CGRect(x: 100, y: 100, width: 80, height: 60))
            root.view.addSubview(triangle)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: [triangle])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [triangle]))
            animator.addBehavior(collision)
            try sim.runUntilIdle(maxFrames: 1_000)
            #expect(abs(triangle.center.y - (height - 30)) < 0.5)
            #expect(abs(rotation(of: triangle)) < 0.01)
        }
    }

    /// The animator writes the rotation into the transform and keeps the rest of it (a scale
    /// the app set).
    @Test func theRotationKeepsTheTransformsScale() throws {
        withUIKitStage { sim, root in
            let v = square(100, at: CGPoint(x: 200, y: 300), in: root.view)
            v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let spin = UIDynamicItemBehavior(items: [v])
            spin.addAngularVelocity(2, for: v)
            animator.addBehavior(spin)
            frames(sim, 30)
            let t = v.transform
            #expect(abs(hypot(t.a, t.b) - 0.5) < 1e-9 && abs(hypot(t.c, t.d) - 0.5) < 1e-9)
            #expect(abs(atan2(t.b, t.a) - 1) < 1e-9)  // 2 rad/s for 0.5 s
            #expect(v.center == CGPoint(x: 200, y: 300))
        }
    }

    // MARK: Snap

    /// A snap moves the item to the point as a damped spring, turns it back to no rotation and
    /// stops: the animator pauses and its delegate hears it. Damping 1 does not overshoot;
    /// damping 0 does.
    @Test func snapConvergesAndPauses() throws {
        for damping in [0.0, 0.5, 1.0] {
            try withUIKitStage { sim, root in
                let v = square(80, at: CGPoint(x: 60, y: 60), in: root.view)
                v.transform = CGAffineTransform(rotationAngle: 0.5)
                let animator = UIDynamicAnimator(referenceView: root.view)
                let recorder = AnimatorRecorder()
                animator.delegate = recorder
                let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 200, y: 300))
                #expect(snap.damping == 0.5)
                snap.damping = CGFloat(damping)
                var furthest = 0.0
                snap.action = { furthest = max(furthest, Double(v.center.y)) }
                animator.addBehavior(snap)
                #expect(recorder.events == ["resume"] && animator.isRunning)
                try sim.runUntilIdle()
                #expect(!animator.isRunning)
                #expect(recorder.events == ["resume", "pause"])
                #expect(hypot(v.center.x - 200, v.center.y - 300) < 0.5)
                #expect(abs(rotation(of: v)) < 0.01)
                #expect(animator.elapsedTime < 8)
                if damping == 1 { #expect(furthest < 300.5) }
                if damping == 0 { #expect(furthest > 320) }
                // Moving the snap point resumes it.
                snap.snapPoint = CGPoint(x: 100, y: 100)
                #expect(animator.isRunning && recorder.events.last == "resume")
                try sim.runUntilIdle()
                #expect(hypot(v.center.x - 100, v.center.y - 100) < 0.5)
            }
        }
    }

    /// An app's own `NSObject` item driven by a snap: the spring's value out of UIKit Dynamics.
    @Test func anAppsOwnItemIsMoved() throws {
        try withUIKitStage { sim, root in
            let item = ValueItem()
            let animator = UIDynamicAnimator(referenceView: root.view)
            animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 0, y: 100)))
            frames(sim, 10)
            #expect(item.center.y > 10 && item.center.y < 100)
            try sim.runUntilIdle()
            #expect(abs(item.center.y - 100) < 0.5)
            #expect(animator.items(in: CGRect(x: -5, y: 95, width: 10, height: 10)).count == 1)
            #expect(animator.items(in: CGRect(x: 50, y: 0, width: 10, height: 10)).isEmpty)
        }
    }

    // MARK: Card throw

    /// The card follows the finger through its attachment, and once thrown leaves the screen;
    /// its action then removes every behavior and the animator pauses.
    @Test func aThrownCardLeavesTheScreen() throws {
        try withUIKitStage { sim, root in
            let card = square(150, at: CGPoint(x: 195, y: 400), in: root.view)
            let thrower = CardThrower(card: card, in: root.view)
            let recorder = AnimatorRecorder()
            thrower.animator.delegate = recorder
            card.addGestureRecognizer(UIPanGestureRecognizer(target: thrower, action: Selector(CardThrower.pan(_:), "pan:")))
            // Grab the card below its center and fling it up and to the right.
            root.view.window?.play([.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 300, y: 260), frames: 12)])
            frames(sim, 12)
            #expect(!thrower.thrown)
            // The card followed the finger (its center moved with it).
            #expect(card.center.x > 260 && card.center.y < 280)
            frames(sim, 3)
            #expect(thrower.thrown)
            try sim.runUntilIdle(maxFrames: 600)
            #expect(thrower.offScreen)
            #expect(!card.frame.intersects(root.view.bounds))
            #expect(thrower.animator.behaviors.isEmpty && !thrower.animator.isRunning)
            #expect(recorder.events.first == "resume" && recorder.events.last == "pause")
            #expect(rotation(of: card) != 0)  // it spun
        }
    }

    // MARK: Collisions

    /// A falling item comes to rest on the reference view's bottom edge (center.y = height −
    /// h/2, within a hundredth of a point), the collision delegate hears the contact begin (identifier nil:
    /// the reference bounds) and the animator pauses.
    @Test func aFallingItemRestsOnTheBottom() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let v = square(100, at: CGPoint(x: 150, y: 100), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let recorder = AnimatorRecorder()
            animator.delegate = recorder
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            let contacts = CollisionRecorder()
            contacts.names[ObjectIdentifier(v)] = "box"
            collision.collisionDelegate = contacts
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            try sim.runUntilIdle(maxFrames: 1_000)
            #expect(!animator.isRunning && recorder.events == ["resume", "pause"])
            #expect(abs(v.center.y - (height - 50)) < 0.01, "rests at \(v.center.y), bottom \(height)")
            #expect(v.center.x == 150 && abs(rotation(of: v)) < 1e-6)
            #expect(contacts.events == ["began box-bounds"])
            #expect(abs(contacts.points[0].y - height) < 10)
        }
    }

    /// With elasticity 1 a dropped item bounces back to near its drop height (within 3 %); with
    /// 0.5 it rises to about a quarter (e² of the height).
    @Test func aBouncyItemBouncesBackNearItsDropHeight() throws {
        for elasticity in [1.0, 0.5] {
            withUIKitStage { sim, root in
                let height = Double(root.view.bounds.height)
                let v = square(60, at: CGPoint(x: 150, y: 200), in: root.view)
                let drop = height - 30 - 200  // from the rest position's center
                let animator = UIDynamicAnimator(referenceView: root.view)
                let collision = UICollisionBehavior(items: [v])
                collision.translatesReferenceBoundsIntoBoundary = true
                let bouncy = UIDynamicItemBehavior(items: [v])
                bouncy.elasticity = CGFloat(elasticity)
                animator.addBehavior(UIGravityBehavior(items: [v]))
                animator.addBehavior(collision)
                animator.addBehavior(bouncy)
                var bounced = false
                var apex = Double.infinity
                bouncy.action = {
                    let y = Double(v.center.y)
                    if !bounced, bouncy.linearVelocity(for: v).y < 0 { bounced = true }
                    if bounced, bouncy.linearVelocity(for: v).y < 0 || apex == .infinity { apex = min(apex, y) }
                }
                frames(sim, 180)
                #expect(bounced)
                let rise = height - 30 - apex
                let expected = drop * elasticity * elasticity
                #expect(abs(rise / expected - 1) < 0.03, "e \(elasticity): rose \(rise) of \(drop)")
            }
        }
    }

    /// Two items thrown at each other with `collisionMode = .items` and elasticity 1 exchange
    /// their velocities (equal masses); the delegate hears the contact begin and end. With
    /// `.boundaries` they pass through each other.
    @Test func itemsCollideWithEachOther() throws {
        withUIKitStage { sim, root in
            let left = square(50, at: CGPoint(x: 100, y: 300), in: root.view)
            let right = square(50, at: CGPoint(x: 300, y: 300), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: [left, right])
            collision.collisionMode = .items
            let contacts = CollisionRecorder()
            contacts.names = [ObjectIdentifier(left): "left", ObjectIdentifier(right): "right"]
            collision.collisionDelegate = contacts
            let items = UIDynamicItemBehavior(items: [left, right])
            items.elasticity = 1
            items.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
            items.addLinearVelocity(CGPoint(x: -100, y: 0), for: right)
            animator.addBehavior(collision)
            animator.addBehavior(items)
            frames(sim, 60)
            #expect(abs(items.linearVelocity(for: left).x + 100) < 1)
            #expect(abs(items.linearVelocity(for: right).x - 200) < 1)
            #expect(abs(items.linearVelocity(for: left).y) < 1e-6 && abs(items.angularVelocity(for: left)) < 1e-6)
            #expect(contacts.events == ["began left-right", "ended left-right"])
            #expect(right.center.x - left.center.x > 50)

            // Boundaries only: no item-item contacts.
            let a = square(50, at: CGPoint(x: 100, y: 600), in: root.view)
            let b = square(50, at: CGPoint(x: 300, y: 600), in: root.view)
            let ghost = UICollisionBehavior(items: [a, b])
            ghost.collisionMode = .boundaries
            let push = UIDynamicItemBehavior(items: [a, b])
            push.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
            animator.addBehavior(ghost)
            animator.addBehavior(push)
            frames(sim, 90)
            #expect(a.center.x > 350)
        }
    }

    /// Boxes dropped onto each other come to rest as a stack (warm-started, block-solved
    /// contacts) and the animator pauses.
    @Test func aStackComesToRest() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let boxes = (0..<3).map { i in square(50, at: CGPoint(x: 100 + 3 * CGFloat(i), y: 300 - 80 * CGFloat(i)), in: root.view) }
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: boxes)
            material.elasticity = 0.2
            material.friction = 0.5
            animator.addBehavior(UIGravityBehavior(items: boxes))
            animator.addBehavior(collision)
            animator.addBehavior(material)
            try sim.runUntilIdle(maxFrames: 1_000)
            for (i, box) in boxes.enumerated() {
                #expect(abs(box.center.y - (height - 25 - 50 * CGFloat(i))) < 1, "box \(i) at \(box.center)")
                #expect(abs(rotation(of: box)) < 0.01)
            }
            #expect(!animator.isRunning)
        }
    }

    /// Named boundaries: a segment and a Bézier path; the delegate names them; removing one lets
    /// the item fall through.
    @Test func namedBoundaries() throws {
        try withUIKitStage { sim, root in
            let v = square(40, at: CGPoint(x: 100, y: 100), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: [v])
            collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 390, y: 300))
            collision.addBoundary(
                withIdentifier: "box" as NSCopying, for: UIBezierPath(rect: CGRect(x: 0, y: 500, width: 390, height: 100)))
            #expect(collision.boundaryIdentifiers?.map { String(describing: $0) } == ["shelf", "box"])
            #expect(collision.boundary(withIdentifier: "box" as NSCopying) != nil)
            let contacts = CollisionRecorder()
            contacts.names[ObjectIdentifier(v)] = "v"
            collision.collisionDelegate = contacts
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            try sim.runUntilIdle(maxFrames: 1_000)
            #expect(abs(v.center.y - 280) < 0.5)
            #expect(contacts.events == ["began v-shelf"])
            collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
            #expect(animator.isRunning)
            try sim.runUntilIdle(maxFrames: 1_000)
            #expect(abs(v.center.y - 480) < 0.5)
            #expect(contacts.events == ["began v-shelf", "ended v-shelf", "began v-box"])
        }
    }

    /// Coulomb friction: a box sliding on the floor at 300 points/s with friction 0.5 decelerates
    /// at μ g = 500 points/s² and stops after v² / (2 μ g) = 90 points (within 3 %).
    @Test func frictionStopsASlidingItem() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let v = square(50, at: CGPoint(x: 60, y: height - 25), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            let rough = UIDynamicItemBehavior(items: [v])
            rough.friction = 0.5
            rough.allowsRotation = false
            rough.addLinearVelocity(CGPoint(x: 300, y: 0), for: v)
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            animator.addBehavior(rough)
            try sim.runUntilIdle(maxFrames: 1_000)
            let slid = Double(v.center.x) - 60
            #expect(abs(slid / 90 - 1) < 0.03, "slid \(slid)")
        }
    }

    /// A round view (`collisionBoundsType` `.ellipse`) rests on its lowest point.
    @Test func aRoundViewRestsOnItsRim() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let ball = BallView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
            root.view.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            try sim.runUntilIdle(maxFrames: 1_000)
            #expect(abs(ball.center.y - (height - 40)) < 0.5)
        }
    }

    /// A composite behavior: its children run, `willMove(to:)` is called on joining and leaving,
    /// and the items rest inside the bounds.
    @Test func aCompositeBehaviorRunsItsChildren() throws {
        try withUIKitStage { sim, root in
            let height = root.view.bounds.height
            let items = [square(50, at: CGPoint(x: 100, y: 100), in: root.view), square(50, at: CGPoint(x: 300, y: 50), in: root.view)]
            let animator = UIDynamicAnimator(referenceView: root.view)
            let drop = DropBehavior(items: items)
            animator.addBehavior(drop)
            #expect(drop.moves == [true] && drop.dynamicAnimator === animator && drop.collision.dynamicAnimator === animator)
            #expect(drop.childBehaviors.count == 3 && animator.behaviors.count == 1)
            try sim.runUntilIdle(maxFrames: 2_000)
            for v in items { #expect(abs(v.center.y - (height - 25)) < 0.5) }
            animator.removeBehavior(drop)
            #expect(drop.moves == [true, false] && drop.collision.dynamicAnimator == nil)
        }
    }

    // MARK: Robustness

    /// Non-finite magnitudes, densities, frequencies, lengths and anchors are ignored (or
    /// clamped): nothing traps and no position turns NaN.
    @Test func badInputsAreIgnored() throws {
        withUIKitStage { sim, root in
            let v = square(50, at: CGPoint(x: 150, y: 150), in: root.view)
            let w = square(50, at: CGPoint(x: 250, y: 150), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let gravity = UIGravityBehavior(items: [v, w])
            gravity.magnitude = .nan
            gravity.angle = .infinity
            gravity.gravityDirection = CGVector(dx: .nan, dy: 1)
            #expect(gravity.magnitude == 1 && gravity.angle == .pi / 2)
            let push = UIPushBehavior(items: [v], mode: .continuous)
            push.setAngle(.nan, magnitude: 1)
            push.magnitude = .infinity
            #expect(push.magnitude == 0)
            let properties = UIDynamicItemBehavior(items: [v, w])
            properties.density = .nan
            properties.density = 0
            properties.density = -3
            properties.elasticity = 7
            properties.resistance = -1
            properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: v)
            properties.addAngularVelocity(.infinity, for: v)
            #expect(properties.density == 1 && properties.elasticity == 1 && properties.resistance == 0)
            let spring = UIAttachmentBehavior(item: v, attachedTo: w)
            spring.frequency = .nan
            spring.damping = .infinity
            spring.length = -5
            #expect(spring.frequency == 0 && spring.damping == 0 && spring.length == 0)
            spring.length = .nan
            #expect(spring.length == 0)
            let anchored = UIAttachmentBehavior(item: w, attachedToAnchor: CGPoint(x: CGFloat.nan, y: 0))
            anchored.anchorPoint = CGPoint(x: 0, y: CGFloat.infinity)
            #expect(anchored.anchorPoint.x.isFinite && anchored.anchorPoint.y.isFinite)
            let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
            snap.damping = .nan
            snap.damping = 3
            #expect(snap.damping == 1 && snap.snapPoint.x.isFinite)
            let collision = UICollisionBehavior(items: [v, w])
            collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
            collision.addBoundary(withIdentifier: "nan" as NSCopying, from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 1, y: 1))
            for b in [gravity, push, properties, spring, anchored, snap, collision] as [UIDynamicBehavior] { animator.addBehavior(b) }
            frames(sim, 120)
            for item in [v, w] {
                #expect(item.center.x.isFinite && item.center.y.isFinite)
                #expect(item.transform.a.isFinite && item.transform.b.isFinite)
            }
        }
    }

    /// Items removed from their superview keep being moved; a released reference view leaves
    /// the animator running without its bounds; a released animator stops.
    @Test func releasedViewsDoNotCrash() throws {
        withUIKitStage { sim, root in
            var container: UIView? = UIView(frame: root.view.bounds)
            root.view.addSubview(container!)
            let v = square(50, at: CGPoint(x: 100, y: 100), in: container!)
            var animator: UIDynamicAnimator? = UIDynamicAnimator(referenceView: container!)
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator!.addBehavior(UIGravityBehavior(items: [v]))
            animator!.addBehavior(collision)
            frames(sim, 10)
            v.removeFromSuperview()
            frames(sim, 10)
            container!.removeFromSuperview()
            container = nil
            #expect(animator!.referenceView == nil)
            let y = v.center.y
            frames(sim, 10)
            #expect(v.center.y > y)  // still falling, no boundary any more
            weak let gone = animator
            animator = nil
            #expect(gone == nil)
            let stopped = v.center.y
            frames(sim, 10)
            #expect(v.center.y == stopped)
            #expect(sim.isIdle)
        }
    }

    /// The same calls give the same history, to the bit.
    @Test func runsAreDeterministic() throws {
        func run() throws -> [CGPoint] {
            withUIKitStage { sim, root in
                let views = (0..<5).map { i in square(40, at: CGPoint(x: 60 + 60 * CGFloat(i), y: 80 + 37 * CGFloat(i)), in: root.view) }
                let animator = UIDynamicAnimator(referenceView: root.view)
                let collision = UICollisionBehavior(items: views)
                collision.translatesReferenceBoundsIntoBoundary = true
                let properties = UIDynamicItemBehavior(items: views)
                properties.elasticity = 0.6
                properties.friction = 0.3
                for (i, v) in views.enumerated() { properties.addAngularVelocity(CGFloat(i) - 2, for: v) }
                animator.addBehavior(UIGravityBehavior(items: views))
                animator.addBehavior(collision)
                animator.addBehavior(properties)
                animator.addBehavior(UIAttachmentBehavior(item: views[0], attachedTo: views[1]))
                frames(sim, 180)
                return views.flatMap { [$0.center, CGPoint(x: $0.transform.a, y: $0.transform.b)] }
            }
        }
        let first = try run(), second = try run()
        #expect(first == second)
        #expect(first.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    /// `updateItem(usingCurrentState:)` reads a moved item again; without it the animator puts
    /// the item back where its body is.
    @Test func updateItemReadsTheItemAgain() throws {
        try withUIKitStage { sim, root in
            let v = square(50, at: CGPoint(x: 100, y: 100), in: root.view)
            let animator = UIDynamicAnimator(referenceView: root.view)
            let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 100, y: 100))
            animator.addBehavior(snap)
            try sim.runUntilIdle()
            v.center = CGPoint(x: 300, y: 300)
            animator.updateItem(usingCurrentState: v)
            #expect(animator.isRunning)
            frames(sim, 5)
            #expect(v.center.x > 200)  // from where it was put, back toward the point
            try sim.runUntilIdle()
            #expect(hypot(v.center.x - 100, v.center.y - 100) < 0.5)
        }
    }

    /// A collection view layout whose attributes are dynamic items (XLActionController's
    /// pattern): the cells spring up from below to their places as the animator steps, the
    /// layout invalidated after every frame.
    @Test func aSpringyCollectionViewLayout() throws {
        try withUIKitStage { sim, root in
            let layout = SpringyLayout()
            layout.itemSize = CGSize(width: 200, height: 50)
            layout.minimumLineSpacing = 0
            let rows = Rows()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 600), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = rows
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
            let animator = try #require(layout.dynamicAnimator)
            #expect(animator.isRunning && animator.referenceView == nil)
            frames(sim, 6)
            let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.center.y > 100)  // on its way up from 375
            try sim.runUntilIdle()
            #expect(!animator.isRunning)
            for item in 0..<4 {
                let c = try #require(cv.cellForItem(at: IndexPath(item: item, section: 0)))
                #expect(abs(c.center.y - (25 + 50 * CGFloat(item))) < 0.5, "item \(item) at \(c.center.y)")
            }
        }
    }

    /// A collection view layout's attributes as items: the animator moves them and finds them
    /// by index path.
    @Test func layoutAttributesAreItems() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewFlowLayout()
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            let animator = UIDynamicAnimator(collectionViewLayout: layout)
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 50, y: 20))
            spring.length = 0
            spring.frequency = 1.5
            spring.damping = 0.8
            animator.addBehavior(spring)
            attributes.center = CGPoint(x: 50, y: 60)
            animator.updateItem(usingCurrentState: attributes)
            try sim.runUntilIdle()
            #expect(abs(attributes.center.y - 20) < 0.5)
            #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) === attributes)
            #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
        }
    }
}
