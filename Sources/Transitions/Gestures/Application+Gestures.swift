import Foundation

extension Application {
    /// UIKit drops touches while interaction events are ignored; a gesture already in progress
    /// still receives its end/cancel (it was recognised before).
    public func accepts(_ pan: PanGesture) -> Bool {
        !isIgnoringInteractionEvents || pan.state == .ended || pan.state == .cancelled || pan.state == .changed
    }
}
