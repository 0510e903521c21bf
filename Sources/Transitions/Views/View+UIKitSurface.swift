import Foundation

/// UIKit's sizing, editing and accessibility members on views.
extension View {

    /// `sizeToFit()`'s default: the bounds take `sizeThatFits(bounds.size)`; the frame's origin
    /// stays (the centre moves with the size, as in UIKit).
    func sizeViewToFit() {
        let s = sizeThatFits(bounds.size)
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else { return }
        let origin = frame.origin
        frame = CGRect(origin: origin, size: s)
    }

    /// `endEditing(_:)`: the first responder in this view's subtree resigns (or is made to,
    /// with `force`); true when none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var allResigned = true
        for v in [self] + allDescendants where v.isFirstResponder {
            if !v.resignFirstResponder() {
                if force { v.firstResponderFlag = false } else { allResigned = false }
            }
        }
        return allResigned
    }
}
