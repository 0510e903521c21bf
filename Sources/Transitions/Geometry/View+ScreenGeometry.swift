import Foundation

/// What is *seen*, with on-screen values: one notion for the checks and for the filmstrips.
///
/// A view is seen where its bounds, mapped to the window with on-screen values (transforms about
/// the anchor point included, `Layer+Geometry.swift`), survive the clipping of every ancestor
/// that clips (`clipsToBounds` / `masksToBounds`: the ancestor's bounds; a `mask`: what the mask
/// covers) and the window's bounds, drawn with the product of on-screen alphas (0 when it or an
/// ancestor is hidden), and not covered by an opaque view drawn after it.
///
/// Regions are axis-aligned boxes: a rotated clip or mask clips by its bounding box (an
/// over-estimate of what is seen, so a "not seen" verdict is always right).
extension View {
    /// The bounding box of the view's bounds in its window's coordinates (on-screen values), or
    /// nil when it is not in a window. Not clipped (see `clippedRectInWindow`).
    package var presentationRectInWindow: CGRect? {
        guard window != nil else { return nil }
        return layer.quad(layer.presentationValues.bounds, to: window?.layer, .onScreen).boundingBox
    }

    /// The part of the view's on-screen footprint its clipping ancestors and masks let through,
    /// in window coordinates (nil when it is not in a window; may be empty).
    package var clippedRectInWindow: CGRect? {
        guard let w = window, var rect = presentationRectInWindow else { return nil }
        var l: Layer? = layer
        while let cur = l, cur !== w.layer {
            let isSelf = cur === layer
            let values = cur.presentationValues
            if !isSelf, cur.masksToBounds {
                rect = rect.intersection(cur.quad(values.bounds, to: w.layer, .onScreen).boundingBox)
            }
            if let clip = cur.ownClip(.onScreen) {
                rect = rect.intersection(cur.quad(clip, to: w.layer, .onScreen).boundingBox)
            }
            if rect.isNull { return .zero }
            l = cur.superlayer
        }
        return rect
    }

    /// True when no transform from this view up to the window rotates or shears (so the bounding
    /// box is the footprint itself).
    package var isAxisAlignedOnScreen: Bool {
        var v: View? = self
        while let cur = v, !(cur is Window) {
            let t = cur.layer.presentationValues.transform
            if t.b != 0 || t.c != 0 { return false }
            v = cur.superview
        }
        return true
    }

    /// The opacity the view is drawn with: the product of on-screen alphas up to the window,
    /// 0 when it or an ancestor is hidden.
    package var effectivePresentationAlpha: Double {
        var a = 1.0
        var v: View? = self
        while let cur = v {
            if cur.isHidden { return 0 }
            a *= cur.layer.presentationValues.opacity
            v = cur.superview
        }
        return a
    }

    /// Every model and on-screen value is finite: the model values, and every attached
    /// animation's offset and progress (on screen = model + Σ offset·(1 − progress)).
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
            for s in v.subviewList { walk(s) }
        }
        walk(self)
        return order
    }

    /// An opaque view drawn over the whole seen part of `view`, if there is one. The cover's
    /// own seen part counts (a clipped cover covers only what its clip lets through).
    package func opaqueCover(of view: View) -> View? {
        guard let rect = view.clippedRectInWindow?.intersection(bounds), !rect.isNull, rect.width > 0, rect.height > 0
        else { return nil }
        for v in viewsDrawn(after: view) where v.isOpaqueContent {
            guard v.effectivePresentationAlpha >= 0.999, v.isAxisAlignedOnScreen, let r = v.clippedRectInWindow else { continue }
            if r.insetBy(dx: -0.5, dy: -0.5).contains(rect) { return v }
        }
        return nil
    }

    /// The area of `view`'s seen footprint inside the window (0 when off screen or clipped away).
    package func visibleArea(of view: View) -> Double {
        guard let r = view.clippedRectInWindow?.intersection(bounds), !r.isNull else { return 0 }
        return Double(r.width * r.height)
    }
}
