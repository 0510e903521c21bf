import Foundation

/// Zooming, as UIKit does it for code (a pinch of the user's is not simulated): the delegate's
/// `viewForZooming(in:)` names the view that zooms; without one nothing zooms and `zoomScale`
/// stays 1. Setting a scale clamps it to `minimumZoomScale…maximumZoomScale`, gives the zooming
/// view the transform `scale(s, s)` with its frame's origin at the content's origin, makes
/// `contentSize` the scaled size, keeps the point at the centre of the visible area where it was
/// (then clamps the offset to the new content), and tells the delegate
/// (`scrollViewWillBeginZooming` … `scrollViewDidZoom` … `scrollViewDidEndZooming(_:with:atScale:)`).
/// Animated zooms take 0.3 s, ease-in-out, on the simulation's clock; the delegate hears the end
/// when the animation ends.
extension ScrollView {
    /// `zoomScale`: settable; clamped to the zoom range (1 when nothing can zoom).
    public var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// `isZooming`, `isZoomBouncing`: a pinch is never in progress here.
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }

    /// `setZoomScale(_:animated:)`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let s = clampedZoom(scale)
        guard s.isFinite, s > 0 else { return }
        let b = bounds
        let centre = CGPoint(x: (b.midX) / zoomScaleStorage, y: (b.midY) / zoomScaleStorage)
        apply(scale: s, to: view, offset: CGPoint(x: centre.x * s - b.width / 2, y: centre.y * s - b.height / 2), animated: animated)
    }

    /// `zoom(to:animated:)`: zooms so that `rect` (in the zooming view's unscaled coordinates)
    /// fills the bounds as far as the zoom range allows, centred on it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            let view = delegate?.viewForZooming(in: self)
        else { return }
        let b = bounds
        let s = clampedZoom(Swift.min(b.width / rect.width, b.height / rect.height))
        guard s.isFinite, s > 0 else { return }
        apply(scale: s, to: view, offset: CGPoint(x: rect.midX * s - b.width / 2, y: rect.midY * s - b.height / 2), animated: animated)
    }

    /// `scale` within `minimumZoomScale…maximumZoomScale` (a range the app set to non-finite or
    /// non-positive values leaves nothing to zoom to: the caller refuses the result).
    private func clampedZoom(_ scale: CGFloat) -> CGFloat {
        Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
    }

    private func apply(scale s: CGFloat, to view: View, offset: CGPoint, animated: Bool) {
        delegate?.scrollViewWillBeginZooming(self, with: view)
        let size = view.bounds.size
        zoomScaleStorage = s
        let place = {
            view.transform = AffineTransform2D(scaleX: Double(s), y: Double(s))
            view.center = CGPoint(x: size.width * s / 2, y: size.height * s / 2)
            self.contentSize = CGSize(width: size.width * s, height: size.height * s)
            self.contentOffset = self.clamped(offset)
        }
        if animated {
            simulation.animate(duration: 0.3, curve: .easeInOut, animations: place) { [weak self] _ in
                guard let self else { return }
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
            }
            delegate?.scrollViewDidZoom(self)
        } else {
            place()
            delegate?.scrollViewDidZoom(self)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
        }
    }
}
