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
        for v in [self] + allDescendants {
            for r in [v, v.owningController].compactMap({ $0 }) where r.isFirstResponder {
                if force {
                    r.forceResignFirstResponder()
                } else if !r.resignFirstResponder() {
                    allResigned = false
                }
            }
        }
        return allResigned
    }
}

extension Window {
    /// The window's first responder: a view in it, or a controller whose view is in it.
    package var currentFirstResponder: Responder? {
        for v in [self] + allDescendants {
            if v.isFirstResponder { return v }
            if let c = v.owningController, c.isFirstResponder { return c }
        }
        return nil
    }
}
