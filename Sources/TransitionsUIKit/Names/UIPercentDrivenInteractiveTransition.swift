import Foundation
import Transitions

/// `UIPercentDrivenInteractiveTransition` with UIKit's signatures (`CGFloat` progress and speed,
/// `UIView.AnimationCurve`), for subclasses written for UIKit — seed 002 overrides
/// `completionSpeed`. It drives the transition exactly as `PercentDrivenInteractiveTransition`
/// does (it delegates to one), reading the overridable properties through this object.
open class UIPercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
    private lazy var engine = Engine(owner: self)

    open var completionSpeed: CGFloat = 1
    open var completionCurve: View.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// `timingCurve`: when set, the curve of the completion after `finish()`/`cancel()` instead of
    /// `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    open var percentComplete: CGFloat { CGFloat(engine.percentComplete) }
    open var duration: CGFloat { CGFloat(engine.duration) }

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        engine.startInteractiveTransition(transitionContext)
    }

    open func update(_ percentComplete: CGFloat) { engine.update(Double(percentComplete)) }
    open func pause() { engine.pause() }
    open func finish() { engine.finish() }
    open func cancel() { engine.cancel() }

    /// The model's percent-driven transition, reading speed and curve from the owner.
    private final class Engine: PercentDrivenInteractiveTransition {
        unowned let owner: UIPercentDrivenInteractiveTransition
        init(owner: UIPercentDrivenInteractiveTransition) {
            self.owner = owner
            super.init()
        }
        override var completionSpeed: Double {
            get { Double(owner.completionSpeed) }
            set { owner.completionSpeed = CGFloat(newValue) }
        }
        override var completionCurve: Transitions.AnimationCurve {
            get { owner.timingCurve?.modelCurve(duration: Double(owner.duration)) ?? owner.completionCurve.model }
            set {}
        }
        override var wantsInteractiveStart: Bool {
            get { owner.wantsInteractiveStart }
            set { owner.wantsInteractiveStart = newValue }
        }
    }
}
