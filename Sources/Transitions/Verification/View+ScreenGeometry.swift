import Foundation

/// Where a view is on screen *now*: presentation values (what is drawn), transforms included.
///
/// A point `p` of a view's bounds lands in its superview at
/// ```
/// p' = center + T · (p − (bounds.origin + anchorPoint ⊙ bounds.size))
/// ```
/// (Core Animation: the layer's `position` is where its anchor point sits; the transform acts
/// about the anchor). Chaining that map up to the window and taking the bounding box of the four
/// corners gives the view's footprint on screen.
extension View {
    /// Maps a point of this view's bounds into its superview, with presentation values.
    func presentationPointInSuperview(_ p: CGPoint, _ s: PresentationState) -> CGPoint {
        let anchor = CGPoint(
            x: s.bounds.minX + s.anchorPoint.x * s.bounds.width, y: s.bounds.minY + s.anchorPoint.y * s.bounds.height)
        let t = s.transform.apply(to: CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
        return CGPoint(x: s.center.x + t.x, y: s.center.y + t.y)
    }

    /// The bounding box of the view's bounds in its window's coordinates (presentation values),
    /// or nil when it is not in a window.
    package var presentationRectInWindow: CGRect? {
        guard window != nil else { return nil }
        let s0 = presentation
        var corners = [
            CGPoint(x: s0.bounds.minX, y: s0.bounds.minY), CGPoint(x: s0.bounds.maxX, y: s0.bounds.minY),
            CGPoint(x: s0.bounds.maxX, y: s0.bounds.maxY), CGPoint(x: s0.bounds.minX, y: s0.bounds.maxY),
        ]
        var v: View = self
        while !(v is Window), let sup = v.superview {
            let s = v === self ? s0 : v.presentation
            corners = corners.map { v.presentationPointInSuperview($0, s) }
            v = sup
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when no transform from this view up to the window rotates or shears (so the bounding
    /// box is the footprint itself).
    package var isAxisAlignedOnScreen: Bool {
        var v: View? = self
        while let cur = v, !(cur is Window) {
            let t = cur.presentation.transform
            if t.b != 0 || t.c != 0 { return false }
            v = cur.superview
        }
        return true
    }

    /// The opacity the view is drawn with: the product of presentation alphas up to the window,
    /// 0 when it or an ancestor is hidden.
    package var effectivePresentationAlpha: Double {
        var a = 1.0
        var v: View? = self
        while let cur = v {
            if cur.isHidden { return 0 }
            a *= cur.presentation.alpha
            v = cur.superview
        }
        return a
    }

    /// Every model and presentation value is finite: the model values, and every attached
    /// animation's offset and progress (presentation = model + Σ offset·(1 − progress)).
    package var hasFiniteGeometry: Bool {
        guard hasFiniteModel else { return false }
        return animations.allSatisfy { $0.isRemoved || $0.isFinite }
    }

    /// The model values are finite.
    var hasFiniteModel: Bool {
        Lanes.allFinite(lanes(.center)) && Lanes.allFinite(lanes(.bounds)) && Lanes.allFinite(lanes(.alpha))
            && Lanes.allFinite(lanes(.transform))
    }
}

extension SIMD8 where Scalar == Double {
    /// x − x is 0 for finite lanes and NaN for ±∞ and NaN: one vector test.
    static func allFinite(_ v: Self) -> Bool { (v - v) == Self(repeating: 0) }
}

extension PropertyAnimation {
    /// Offset and progress are finite.
    var isFinite: Bool { Lanes.allFinite(offset) && progress.isFinite }
}

extension Window {
    /// The views drawn after `view` (painter's order: depth first, earlier siblings first),
    /// excluding its own subtree and its ancestors.
    package func viewsDrawn(after view: View) -> [View] {
        var order: [View] = []
        var found = false
        func walk(_ v: View) {
            if v === view {
                found = true
                return  // its subtree draws with it
            }
            if found { order.append(v) }
            for s in v.subviews { walk(s) }
        }
        walk(self)
        return order
    }

    /// An opaque view drawn over the whole on-screen part of `view`, if there is one.
    package func opaqueCover(of view: View) -> View? {
        guard let rect = view.presentationRectInWindow?.intersection(bounds), !rect.isNull, rect.width > 0, rect.height > 0
        else { return nil }
        for v in viewsDrawn(after: view) where v.isOpaqueContent {
            guard v.effectivePresentationAlpha >= 0.999, v.isAxisAlignedOnScreen, let r = v.presentationRectInWindow else { continue }
            if r.insetBy(dx: -0.5, dy: -0.5).contains(rect) { return v }
        }
        return nil
    }

    /// The area of `view`'s on-screen footprint inside the window (0 when off screen).
    package func visibleArea(of view: View) -> Double {
        guard let r = view.presentationRectInWindow?.intersection(bounds), !r.isNull else { return 0 }
        return Double(r.width * r.height)
    }
}
