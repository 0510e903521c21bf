import Foundation
import Testing
import Transitions

@testable import TransitionChecks

/// UIKit Dynamics in the state fingerprint: every class level of the animator and the
/// behaviors has a complete `FingerprintSchema` (the campaign of `FingerprintSchemaTests` never
/// makes one, so they are checked here on a scene that uses them all), and a running animator's
/// velocities tell states apart.
@Suite struct DynamicsFingerprintTests {
    /// A window with two squares and an animator running every kind of behavior; `kick` is the
    /// horizontal velocity added to the first square.
    private static func scene(kick: Double) -> (Simulation, Window, DynamicAnimator) {
        let sim = Simulation(frameRate: 60)
        let window = Window(sim)
        window.rootViewController = ViewController(sim, title: "root")
        window.makeKeyAndVisible()
        return sim.asCurrent {
            let a = View(sim, frame: CGRect(x: 50, y: 50, width: 60, height: 60), name: "a")
            let b = View(sim, frame: CGRect(x: 200, y: 50, width: 60, height: 60), name: "b")
            window.rootViewController!.view.addSubview(a)
            window.rootViewController!.view.addSubview(b)
            let animator = DynamicAnimator(referenceView: window.rootViewController!.view)
            let collision = CollisionBehavior(items: [a, b])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 300, y: 400))
            let properties = DynamicItemBehavior(items: [a, b])
            properties.elasticity = 0.3
            properties.addLinearVelocity(CGPoint(x: kick, y: 0), for: a)
            let push = PushBehavior(items: [b], mode: .continuous)
            push.magnitude = 0.5
            let composite = DynamicBehavior()
            composite.addChildBehavior(GravityBehavior(items: [a, b]))
            composite.addChildBehavior(AttachmentBehavior(item: a, attachedTo: b))
            composite.addChildBehavior(
                AttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: a.center, axisOfTranslation: CGVector(dx: 1, dy: 0)))
            for behavior in [collision, properties, push, composite, SnapBehavior(item: b, snapTo: CGPoint(x: 150, y: 150))] {
                animator.addBehavior(behavior)
            }
            sim.advanceFrame()
            return (sim, window, animator)
        }
    }

    @Test func everyDynamicsLevelHasACompleteSchema() {
        let (sim, window, animator) = Self.scene(kick: 0)
        let objects = sim.instrumentedObjects(window: window)
        let names = Set(objects.map { _typeName(type(of: $0), qualified: false) })
        for expected in [
            "DynamicAnimator", "DynamicBehavior", "GravityBehavior", "CollisionBehavior", "AttachmentBehavior", "SnapBehavior",
            "PushBehavior", "DynamicItemBehavior",
        ] {
            #expect(names.contains(expected), "the scene's objects have no \(expected)")
        }
        let problems = objects.flatMap { FingerprintSchemaTests.problems(of: $0) }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        #expect(animator.isRunning)
    }

    /// Two states whose items are in the same places but move differently are two states; the
    /// same calls give the same fingerprint.
    @Test func velocitiesArePartOfTheState() {
        let (s1, w1, a1) = Self.scene(kick: 0)
        let (s2, w2, a2) = Self.scene(kick: 0)
        let (s3, w3, a3) = Self.scene(kick: 0)
        _ = (a1, a2)
        // Same positions, different velocity: added after the frame.
        s3.asCurrent {
            let item = a3.behaviors.compactMap { $0 as? DynamicItemBehavior }.first!
            item.addLinearVelocity(CGPoint(x: 40, y: 0), for: item.items[0])
        }
        let f1 = s1.fingerprint(window: w1) { _, _ in }
        let f2 = s2.fingerprint(window: w2) { _, _ in }
        let f3 = s3.fingerprint(window: w3) { _, _ in }
        #expect(f1 == f2)
        #expect(f1 != f3)
    }
}
