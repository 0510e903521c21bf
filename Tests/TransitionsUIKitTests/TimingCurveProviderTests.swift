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
