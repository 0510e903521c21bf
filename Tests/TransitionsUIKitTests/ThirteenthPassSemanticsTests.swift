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
}
