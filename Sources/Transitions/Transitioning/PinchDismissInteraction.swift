import Foundation

/// Pinch-to-dismiss: pinching the presented view from scale 1 down to `1 − scaleDistance` scrubs
/// the dismissal from 0 to 1 (a percent-driven transition); releasing past half way, or pinching
/// in faster than 1.5 scale/s, finishes; otherwise (or when the system cancels) it cancels.
public final class PinchDismissInteraction: PercentDrivenInteractiveTransition {
    /// The scale change that completes the dismissal.
    public var scaleDistance = 0.5
    /// Thresholds in scale units: progress > 0.5, or pinching in faster than 1.5 per second.
    public var handoff = GestureHandoff(completionThreshold: 0.5, flingSpeed: 1.5)

    public func handle(_ pinch: PinchGesture) {
        // Travel along the gesture is the scale lost; its velocity is the scale's rate, negated.
        let p = GestureHandoff.progress(translation: 1 - pinch.scale, distance: scaleDistance)
        switch pinch.state {
        case .began, .changed: update(p)
        case .ended, .cancelled:
            if handoff.shouldFinish(progress: p, velocity: -pinch.velocity, state: pinch.state) { finish() } else { cancel() }
        }
    }
}
