import Foundation

/// Pinch-to-dismiss: pinching the presented view from scale 1 down to 0.5 scrubs the dismissal
/// from 0 to 1 (a percent-driven transition); releasing past half way, or pinching in faster
/// than 1.5 scale/s, finishes; otherwise it cancels.
public final class PinchDismissInteraction: PercentDrivenInteractiveTransition {
    public func handle(_ pinch: PinchGesture) {
        let p = min(max((1 - pinch.scale) / 0.5, 0), 1)
        switch pinch.state {
        case .began, .changed: update(p)
        case .ended: if p > 0.5 || pinch.velocity < -1.5 { finish() } else { cancel() }
        case .cancelled: cancel()
        }
    }
}
