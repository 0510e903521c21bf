import Foundation
import Testing
import TransitionsUIKit

/// An app's own timing provider, declared as UIKit declares the protocol (with the `NSCoding` and
/// `NSCopying` methods UIKit's protocol inherits).
private final class AppSpringProvider: NSObject, UITimingCurveProvider {
    let damping: CGFloat
    init(damping: CGFloat) { self.damping = damping }
    required init?(coder: NSCoder) { damping = 1 }
    func encode(with coder: NSCoder) {}
    func copy(with zone: NSZone? = nil) -> Any { AppSpringProvider(damping: damping) }
    var timingCurveType: UITimingCurveType { .spring }
    var cubicTimingParameters: UICubicTimingParameters? { nil }
    var springTimingParameters: UISpringTimingParameters? { UISpringTimingParameters(dampingRatio: damping) }
}

private final class AppCubicProvider: NSObject, UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { .builtin }
    var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters(animationCurve: .easeIn) }
    var springTimingParameters: UISpringTimingParameters? { nil }
}

@Suite struct TimingCurveProviderTests {
    /// The view's x after `frames` frames of a 0 → 300 move timed by `parameters`.
    private func x(after frames: Int, timing parameters: any UITimingCurveProvider) -> CGFloat {
        withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
            animator.addAnimations { v.frame.origin.x = 300 }
            animator.startAnimation()
            for _ in 0..<frames { sim.advanceFrame() }
            return v.layer.presentation()?.frame.origin.x ?? .nan
        }
    }

    @Test func anAppsProviderIsTimedByTheParametersItsTypeNames() {
        let own = x(after: 12, timing: AppSpringProvider(damping: 0.4))
        let uikit = x(after: 12, timing: UISpringTimingParameters(dampingRatio: 0.4))
        #expect(own == uikit)
        #expect(own != x(after: 12, timing: UISpringTimingParameters(dampingRatio: 1)))
        let cubic = x(after: 12, timing: AppCubicProvider())
        #expect(cubic == x(after: 12, timing: UICubicTimingParameters(animationCurve: .easeIn)))
        #expect(cubic != x(after: 12, timing: UICubicTimingParameters(animationCurve: .linear)))
    }

    @Test func uikitsParametersReportTheirType() {
        let cubic = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(cubic.timingCurveType == .cubic && cubic.cubicTimingParameters == cubic && cubic.springTimingParameters == nil)
        #expect(cubic.animationCurve == .easeOut)
        #expect(UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.1), controlPoint2: CGPoint(x: 0.3, y: 1)).animationCurve == .easeInOut)
        let spring = UISpringTimingParameters(dampingRatio: 0.7)
        #expect(spring.timingCurveType == .spring && spring.springTimingParameters == spring && spring.cubicTimingParameters == nil)
    }
}

/// An app's own shorthand, declared as iOS code declares it: a convenience initialiser in an
/// extension of UIKit's class.
extension UISpringTimingParameters {
    convenience init(response: CGFloat, damping: CGFloat) {
        let stiffness = pow(2 * .pi / response, 2)
        self.init(mass: 1, stiffness: stiffness, damping: 4 * .pi * damping / response, initialVelocity: .zero)
    }
}

@Suite struct PropertyAnimatorShapeTests {
    @Test func parametersAreObjectsTheAnimatorKeeps() {
        withUIKitStage { _, _ in
            let spring = UISpringTimingParameters(response: 0.4, damping: 0.8)
            #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
            #expect(animator.timingParameters === spring)
            let cubic = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
            #expect((cubic.timingParameters as? UICubicTimingParameters) == UICubicTimingParameters(animationCurve: .easeOut))
            #expect((UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.6).timingParameters as? UISpringTimingParameters)?.dampingRatio == 0.6)
            // Equal by value, as NSObject's isEqual, and hashable alike.
            #expect(UICubicTimingParameters(animationCurve: .linear) == UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)))
            #expect(Set([UISpringTimingParameters(dampingRatio: 0.5), UISpringTimingParameters(dampingRatio: 0.5)]).count == 1)
        }
    }

    /// Setting `isReversed` to the value it has is no change, in any state (Apple's
    /// interruptible sample does it on an inactive animator before starting it); reversing an
    /// inactive animator is still refused.
    @Test func reversingAnInactiveAnimatorToItsOwnValueIsAccepted() {
        withUIKitStage { sim, _ in
            let a = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
            a.isReversed = false
            #expect(sim.violations.isEmpty && a.state == .inactive)
            a.isReversed = true
            #expect(sim.violations.count == 1 && !a.isReversed)
        }
    }

    /// `UIViewPropertyAnimator()`: a placeholder of duration 0 with the default curve.
    @Test func aPlainAnimatorIsAPlaceholder() {
        withUIKitStage { _, _ in
            let animator = UIViewPropertyAnimator()
            #expect(animator.duration == 0 && animator.state == .inactive && !animator.isRunning)
            #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
        }
    }

    /// `fractionComplete` is a `CGFloat`, as UIKit types it: collections and optionals of it
    /// compile, and it reads and writes the model's fraction.
    @Test func fractionCompleteIsACGFloat() {
        withUIKitStage { _, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            let animators = [0.25, 0.5].map { f -> UIViewPropertyAnimator in
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x += 100 }
                a.pauseAnimation()
                a.fractionComplete = CGFloat(f)
                return a
            }
            let fractions: [CGFloat] = animators.map { $0.fractionComplete }
            #expect(fractions == [0.25, 0.5])
            let maybe: UIViewPropertyAnimator? = animators.first
            let f: CGFloat? = maybe?.fractionComplete
            #expect(f == 0.25)
        }
    }

    /// Core Graphics' `CGFloat` spellings of transforms, where only they fit (a force-unwrapped
    /// optional chain).
    @Test func transformsTakeCGFloats() {
        withUIKitStage { _, root in
            let v: UIView? = root.view
            let t = CGAffineTransform(translationX: (v?.frame.width)!, y: -(v?.frame.height)!)
            #expect(t.tx == Double(root.view.frame.width) && t.ty == -Double(root.view.frame.height))
            let s = CGAffineTransform(scaleX: (v?.alpha)!, y: 2).rotated(by: .pi).translatedBy(x: CGFloat(1), y: CGFloat(2))
            #expect(abs(s.a + 1) < 1e-12)
        }
    }
}
