import Foundation
import Springs
import Transitions

/// `UITimingCurveType`: which of a provider's parameters UIKit reads.
public enum UITimingCurveType: Int, Sendable, Hashable {
    /// One of UIKit's named curves (`cubicTimingParameters` holds it).
    case builtin
    /// `cubicTimingParameters`.
    case cubic
    /// `springTimingParameters`.
    case spring
    /// Both: UIKit times non-spring properties by the cubic and the rest by the spring. The model
    /// has one progress per animator, so it follows the spring.
    case composed
}

/// `UITimingCurveProvider`: the timing of a property animator, as UIKit declares it — an app's own
/// provider (a class implementing the three requirements, with its `NSCoding`/`NSCopying`
/// methods, which are not required here) works as UIKit's parameters do. Class-bound, as
/// UIKit's Objective-C protocol is (`animator.timingParameters === parameters`).
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The model's curve for an animation of `duration` seconds: the spring for `.spring` and
    /// `.composed`, the cubic for `.cubic` and `.builtin`; ease-in-out when the parameter UIKit
    /// would read is missing (UIKit's default).
    func modelCurve(duration: Double) -> Transitions.AnimationCurve {
        switch timingCurveType {
        case .spring, .composed:
            if let spring = springTimingParameters { return spring.springCurve }
            return (cubicTimingParameters ?? UICubicTimingParameters()).cubicCurve
        case .cubic, .builtin:
            if let cubic = cubicTimingParameters { return cubic.cubicCurve }
            return springTimingParameters?.springCurve ?? UICubicTimingParameters().cubicCurve
        }
    }
}

/// `UICubicTimingParameters`: an `NSObject` subclass, as in UIKit (apps add `convenience init`s
/// in extensions), equal by control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    // @unchecked: immutable after init.
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public convenience init(animationCurve curve: View.AnimationCurve) {
        switch curve {
        case .easeInOut: self.init(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        case .easeIn: self.init(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        case .easeOut: self.init(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        case .linear: self.init(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        }
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICubicTimingParameters else { return false }
        return controlPoint1 == other.controlPoint1 && controlPoint2 == other.controlPoint2
    }
    open override var hash: Int {
        var h = Hasher()
        h.combine(controlPoint1.x)
        h.combine(controlPoint1.y)
        h.combine(controlPoint2.x)
        h.combine(controlPoint2.y)
        return h.finalize()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// `animationCurve`: the named curve these control points are (`.easeInOut` for custom ones,
    /// as UIKit reports).
    public var animationCurve: View.AnimationCurve {
        for named in [View.AnimationCurve.linear, .easeIn, .easeOut] where UICubicTimingParameters(animationCurve: named) == self { return named }
        return .easeInOut
    }

    var cubicCurve: Transitions.AnimationCurve {
        // Control points outside what CSS allows (x ∉ [0, 1], non-finite) fall back to linear.
        guard let bezier = try? CubicBezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
        else { return .linear }
        return .timing(.cubicBezier(bezier))
    }
}

/// `UISpringTimingParameters`: an `NSObject` subclass, as in UIKit, equal by damping ratio and
/// initial velocity.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    // @unchecked: immutable after init.
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// `initialVelocity` is a fraction of the distance per second (its `dx` is used: the model's
    /// progress is one-dimensional).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let k = Double(stiffness), m = Double(mass)
        dampingRatio = CGFloat(Double(damping) / (2 * (k * m).squareRoot()))
        initialVelocity = velocity
        physical = (m, k, Double(damping))
        super.init()
    }

    /// `init(duration:bounce:initialVelocity:)` (iOS 17): SwiftUI's perceptual spring — mass 1,
    /// stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) for a negative bounce).
    /// A duration or bounce out of range (not positive and finite; bounce outside (−1, 1]) gives
    /// a critically damped spring of UIKit's default response.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = Double(bounce)
        let k = (try? Spring.stiffness(duration: d, bounce: b)) ?? Spring.stiffnessFallback(d)
        let c = (try? Spring.damping(duration: d, bounce: b)) ?? Spring.dampingFallback(d)
        self.init(mass: 1, stiffness: CGFloat(k), damping: CGFloat(c), initialVelocity: initialVelocity)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UISpringTimingParameters else { return false }
        return dampingRatio == other.dampingRatio && initialVelocity == other.initialVelocity
    }
    open override var hash: Int {
        var h = Hasher()
        h.combine(dampingRatio)
        h.combine(initialVelocity.dx)
        h.combine(initialVelocity.dy)
        return h.finalize()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    var springCurve: Transitions.AnimationCurve {
        let ratio = Double(dampingRatio)
        return .spring(dampingRatio: ratio.isFinite && ratio > 0 ? ratio : 1, initialVelocity: Double(initialVelocity.dx))
    }
}

/// The key of an animator's timing parameters among its associated objects.
nonisolated(unsafe) private var timingParametersKey: UInt8 = 0

extension ViewPropertyAnimator {
    /// `init(duration:curve:animations:)` on the current simulation.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(Simulation.current, duration: duration, curve: curve.model, animations: animations)
        remember(UICubicTimingParameters(animationCurve: curve))
    }

    /// `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(Simulation.current, duration: duration, curve: .spring(dampingRatio: Double(ratio), initialVelocity: 0), animations: animations)
        remember(UISpringTimingParameters(dampingRatio: ratio))
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        let parameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        self.init(Simulation.current, duration: duration, curve: parameters.cubicCurve, animations: animations)
        remember(parameters)
    }

    /// `init(duration:timingParameters:)`.
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.init(Simulation.current, duration: duration, curve: parameters.modelCurve(duration: duration))
        remember(parameters)
    }

    /// `init()` (`NSObject`'s): an animator of duration 0 with UIKit's default timing (ease in
    /// ease out) and no animations — apps make one as a placeholder and replace it.
    public convenience init() { self.init(duration: 0, curve: .easeInOut) }

    /// `timingParameters`: the provider the animator was made with (the very object for
    /// `init(duration:timingParameters:)`; UIKit's parameters for the other initialisers).
    public var timingParameters: (any UITimingCurveProvider)? {
        withUnsafePointer(to: &timingParametersKey) { AssociatedObjects.get(self, key: $0) as? any UITimingCurveProvider }
    }

    private func remember(_ parameters: any UITimingCurveProvider) {
        withUnsafePointer(to: &timingParametersKey) { AssociatedObjects.set(self, key: $0, value: parameters, policy: .retain) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((ViewPropertyAnimator.Position) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let a = ViewPropertyAnimator(Simulation.current, duration: duration, curve: options.curveForAnimator, animations: animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        continueAnimation(curve: parameters?.modelCurve(duration: duration), durationFactor: Double(durationFactor))
    }
}

/// The animators whose `fractionComplete` UIKit types `CGFloat`. The spelling is a protocol
/// extension's, not the class's: a subclass that overrides the property
/// (`override var fractionComplete { willSet … }`) then overrides the model's one, the only class
/// member of that name.
public protocol UIKitFractionCompleteSpelling: AnyObject {}
extension ViewPropertyAnimator: UIKitFractionCompleteSpelling {}
extension UIKitFractionCompleteSpelling where Self: ViewPropertyAnimator {
    /// `fractionComplete` as UIKit types it (`CGFloat`); in code that imports TransitionsUIKit
    /// this shadows the model's `Double` (see `Layer.opacity`).
    @_disfavoredOverload
    public var fractionComplete: CGFloat {
        get { CGFloat(modelFractionComplete) }
        set { modelFractionComplete = Double(newValue) }
    }
}

extension View.AnimationOptions {
    var curveForAnimator: Transitions.AnimationCurve { curve }
}

/// An app's interruptible animator that implements `continueAnimation(withTimingParameters:
/// durationFactor:)`, one of `UIViewImplicitlyAnimating`'s optional members (a group of property
/// animators forwarding to each): `transit-uikit-rewrite` declares the conformance, so a call
/// through the protocol reaches the app's implementation.
public protocol UIKitAnimationContinuing {
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewImplicitlyAnimating {
    /// `continueAnimation(withTimingParameters:durationFactor:)` on an interruptible animator: a
    /// property animator's, or the app's own (`UIKitAnimationContinuing`); an animator that does
    /// not implement it is not continued, as `animator.continueAnimation?(…)` does nothing on iOS.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if let animator = self as? ViewPropertyAnimator {
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        } else if let own = self as? any UIKitAnimationContinuing {
            own.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        }
    }
}

extension Spring {
    /// A critically damped spring's stiffness and damping for a perceptual `duration` (mass 1).
    static func stiffnessFallback(_ duration: Double) -> Double { pow(2 * .pi / duration, 2) }
    static func dampingFallback(_ duration: Double) -> Double { 4 * .pi / duration }
}
