import Foundation
import Testing
import TransitionsUIKit

/// Behaviour of the UIKit surface the thirteenth development pass reached for: key-value
/// observing of a property animator, and visual effects as the `NSObject`s they are.
@Suite struct ThirteenthPassSemanticsTests {
    /// `state`, `isRunning` and `isReversed` notify their observers as the animator moves through
    /// its state machine; `fractionComplete` notifies when set, not as the clock advances.
    @Test func propertyAnimatorsAreKeyValueObservable() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            var running: [Bool] = [], states: [UIViewAnimatingState] = [], reversed: [Bool] = [], fractions: [CGFloat] = []
            let tokens = [
                animator.observe(\.isRunning, options: [.new]) { _, c in running.append(c.newValue!) },
                animator.observe(\.state, options: [.new]) { _, c in states.append(c.newValue!) },
                animator.observe(\.isReversed, options: [.new]) { _, c in reversed.append(c.newValue!) },
                animator.observe(\.fractionComplete, options: [.new]) { _, c in fractions.append(c.newValue!) },
            ]
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            #expect(states == [.active] && running.isEmpty && fractions == [0.25])
            animator.startAnimation()
            sim.advance(by: 0.25)
            #expect(running == [true] && fractions == [0.25], "the clock moves the fraction without notifying")
            animator.isReversed = true
            #expect(reversed == [true])
            try sim.runUntilIdle()
            #expect(running == [true, false] && states == [.active, .inactive])
            #expect(reversed == [true, false], "the model clears isReversed when the animator finishes, and says so")
            tokens.forEach { $0.invalidate() }
            animator.startAnimation()
            #expect(running == [true, false])
            try sim.runUntilIdle()
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// Effects are objects: equal when of one kind and style, `isKind(of:)` answers, and
    /// key-value coding of a key UIKit's blur does not have is a rejected call, as the exception
    /// it raises on iOS.
    @Test func visualEffectsAreObjects() {
        let sim = Simulation()
        sim.asCurrent {
            let blur = UIBlurEffect(style: .dark)
            #expect(blur == UIBlurEffect(style: .dark) && blur != UIBlurEffect(style: .light))
            #expect(blur.isEqual(UIBlurEffect(style: .dark)) && blur.hash == UIBlurEffect(style: .light).hash)
            #expect(blur.isKind(of: UIVisualEffect.self) && !blur.isKind(of: UIVibrancyEffect.self))
            #expect(Set<UIVisualEffect>([blur, UIBlurEffect(style: .dark), UIBlurEffect(style: .light)]).count == 2)
            blur.setValue(CGFloat(25), forKeyPath: "blurRadius")
        }
        #expect(sim.violations.count == 1 && sim.violations.first?.kind == .rejectedCall, "\(sim.violations)")
    }

    /// `isGeometryFlipped` is stored and copied (the model does not flip sublayers' placement).
    @Test func geometryFlippedIsStored() {
        let sim = Simulation()
        sim.asCurrent {
            let logo = CAShapeLayer()
            #expect(!logo.isGeometryFlipped)
            logo.isGeometryFlipped = true
            #expect(logo.isGeometryFlipped && CAShapeLayer(layer: logo).isGeometryFlipped && logo.presentation()?.isGeometryFlipped == true)
        }
    }

    /// Geometry's string forms, as UIKit writes and reads them (`%.17g` numbers); a malformed
    /// string, or one holding a non-finite number, reads as zero (the identity for a transform).
    @Test func geometryStringsRoundTrip() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
        #expect(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSStringFromCGAffineTransform(CGAffineTransform(scaleX: 2, y: 3)) == "[2, 0, 0, 3, 0, 0]")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.cgPoint(for: "{10,-20.5}") == CGPoint(x: 10, y: -20.5))
        #expect(NSCoder.cgPoint(for: " { 3 , 4 } ") == CGPoint(x: 3, y: 4))
        #expect(CGRectFromString("{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgSize(for: "{5, 6}") == CGSize(width: 5, height: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.uiOffset(for: "{7, 8}") == UIOffset(horizontal: 7, vertical: 8))
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, 6]") == CGAffineTransform(translationX: 5, y: 6))
        for p in [CGPoint(x: 0.1, y: 1e-300), CGPoint(x: -3.75, y: 1e300), CGPoint(x: .pi, y: -0.0)] {
            #expect(NSCoder.cgPoint(for: NSCoder.string(for: p)) == p)
        }
        for bad in ["", "{1}", "{1, 2, 3}", "{a, b}", "{nan, 1}", "{inf, 2}", "{1e999, 0}", "1 2 x"] {
            #expect(NSCoder.cgPoint(for: bad) == .zero, "\(bad)")
        }
        #expect(CGRectFromString("{{1, 2}, {3}}") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[1, 2]") == .identity)
    }

    /// A replicator's settings are stored with Core Animation's defaults and copied; its
    /// sublayers are ordinary sublayers (the copies it draws are not layers).
    @Test func replicatorLayersStoreTheirSettings() {
        let sim = Simulation()
        sim.asCurrent {
            let replicator = CAReplicatorLayer()
            #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && CATransform3DIsIdentity(replicator.instanceTransform))
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            replicator.addSublayer(dot)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            replicator.instanceDelay = 0.2
            replicator.instanceAlphaOffset = -0.3
            #expect(replicator.sublayers?.count == 1)
            let copy = CAReplicatorLayer(layer: replicator)
            #expect(copy.instanceCount == 3 && copy.instanceDelay == 0.2 && copy.instanceAlphaOffset == -0.3)
            #expect(copy.instanceTransform.m41 == 12 && copy.sublayers == nil)
        }
    }
}
