import Foundation
import Springs
import Transitions

/// UIKit's static animation API on the current simulation (`Simulation.current`: the one running
/// the caller on this thread).
extension View {
    /// `UIView.AnimationOptions`. The curve options choose the timing curve. Animations in this
    /// model are additive, so every animation starts from the current on-screen state
    /// (`beginFromCurrentState` is what always happens); `allowUserInteraction`,
    /// `layoutSubviews`, `overrideInherited…` have nothing to change here; `repeat` plays the
    /// animations until they are removed, `autoreverse` plays each forward then back (the views
    /// then show their new values, as on iOS).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Frame-rate hints (iOS 10), UIKit's raw values: the model samples every animation at the
        /// simulation's frame rate, so they change no value, only how often a device draws one.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// How many times the options play the animations (`.repeat`: forever).
        var repeatCount: Double { contains(.repeat) ? .infinity : 1 }

        /// The curve the options select (UIKit's default is ease-in-out).
        var curve: Transitions.AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            case 7: return .keyboard  // the keyboard's own curve (`keyboardAnimationCurveUserInfoKey`)
            default: return .easeInOut
            }
        }
    }

    /// `UIView.KeyframeAnimationOptions` (keyframes are interpolated linearly; the calculation
    /// modes are accepted and all behave as `calculationModeLinear`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Simulation.current.animate(
            duration: duration, delay: delay, curve: options.curve, repeatCount: options.repeatCount, autoreverses: options.contains(.autoreverse),
            animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `UIView.SystemAnimation`.
    public enum SystemAnimation: UInt, Sendable, Hashable { case delete }

    /// `perform(_:on:options:animations:completion:)`: a system animation of `views` with
    /// `animations` in parallel. `.delete` fades the views out (alpha to 0 over 0.3 s, ease in
    /// and out: UIKit does not document its timing), then removes them from their superviews,
    /// restores their alpha (a view added again is visible) and calls `completion`.
    public static func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let alphas = views.map(\.alpha)
        Simulation.current.animate(
            duration: 0.3, delay: 0, curve: options.curve,
            animations: {
                for v in views { v.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for (v, alpha) in zip(views, alphas) {
                    v.removeFromSuperview()
                    v.alpha = alpha
                }
                completion?(finished)
            })
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: UIKit's
    /// spring, whose `initialSpringVelocity` is the velocity as a fraction of the distance per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Simulation.current.animate(
            duration: duration, delay: delay, curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            repeatCount: options.repeatCount, autoreverses: options.contains(.autoreverse), animations: animations, completion: completion)
    }

    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Simulation.current.animateKeyframes(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        Simulation.current.addKeyframe(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    /// `setAnimationsEnabled(_:)` / `areAnimationsEnabled`: with animations disabled, animation
    /// blocks apply their changes at once (the current simulation's setting).
    public static func setAnimationsEnabled(_ enabled: Bool) { Simulation.current.areAnimationsEnabled = enabled }
    public static var areAnimationsEnabled: Bool { Simulation.current.areAnimationsEnabled }

    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): inside an animation
    /// block, the changes in `animations` repeat `count` times, autoreversing or not.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        Simulation.current.modifyAnimations(repeatCount: Double(count), autoreverses: autoreverses, animations)
    }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Simulation.current.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// `transition(with:duration:options:animations:completion:)`: the changes in `animations`
    /// are animated over `duration` (the flip/curl/dissolve styles are drawn effects, not model
    /// values: they are not modelled).
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        view.simulation.asCurrent {
            view.simulation.animate(duration: duration, curve: options.curve, animations: { animations?() }, completion: completion)
        }
    }

    /// `transition(from:to:duration:options:completion:)`: replaces `fromView` by `toView` in its
    /// superview (unless `.showHideTransitionViews`, which hides one and shows the other).
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let sup = fromView.superview {
            sup.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        fromView.simulation.animate(duration: duration, curve: options.curve, animations: {}, completion: completion)
    }
}

extension View {
    // The animation blocks of iOS 2–12 (deprecated in iOS 13, still compiled): changes between
    // `beginAnimations` and `commitAnimations` animate with the block's settings
    // (`Simulation+CommitAnimations.swift`).

    /// `beginAnimations(_:context:)`: opens a block (0.2 s, ease-in-out until set otherwise).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        Simulation.current.beginAnimationBlock(identifier: animationID)
    }
    /// `commitAnimations()`: closes the innermost block.
    public class func commitAnimations() { Simulation.current.commitAnimationBlock() }
    public class func setAnimationDuration(_ duration: TimeInterval) { Simulation.current.configureAnimationBlock(duration: duration) }
    public class func setAnimationDelay(_ delay: TimeInterval) { Simulation.current.configureAnimationBlock(delay: delay) }
    public class func setAnimationCurve(_ curve: AnimationCurve) { Simulation.current.configureAnimationBlock(curve: curve.model) }
    /// `setAnimationDelegate(_:)` with `setAnimationDidStop(_:)`: when the block's animations
    /// end, the selector is sent to the delegate with the block's identifier and whether they
    /// finished (`animationDidStop(_:finished:context:)`'s first two arguments).
    public class func setAnimationDelegate(_ delegate: Any?) { Simulation.current.setAnimationBlockDelegate(delegate as AnyObject?) }
    public class func setAnimationDidStop(_ selector: Selector?) { Simulation.current.setAnimationBlockDidStop(selector) }
    /// `UIView.AnimationTransition`: the flip and curl styles of the iOS 2–12 animation blocks.
    public enum AnimationTransition: Int, Sendable, Hashable { case none, flipFromLeft, flipFromRight, curlUp, curlDown }
    /// `setAnimationTransition(_:for:cache:)`: the style is a drawn effect on `view`, as
    /// `transition(with:)`'s flips are (not modelled); the block's changes animate as any block's.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: View, cache: Bool) {}
    /// `setAnimationBeginsFromCurrentState(_:)`: the model's animations are additive and always
    /// start from what is on screen.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    /// `setAnimationRepeatCount(_:)` / `setAnimationRepeatAutoreverses(_:)`: the block's changes
    /// from now on repeat (as the `.repeat` / `.autoreverse` options; 0 plays once).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        Simulation.current.configureAnimationBlock(repeatCount: Double(repeatCount))
    }
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        Simulation.current.configureAnimationBlock(autoreverses: repeatAutoreverses)
    }
}
