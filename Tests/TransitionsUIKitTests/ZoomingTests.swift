import Foundation
import Testing
import TransitionsUIKit

// A photo viewer as apps write one: an image view in a scroll view that zooms it, fitted on
// layout, zoomed in by a double tap, reset before a dismissal.

private final class PhotoZoom: NSObject, UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var events: [String] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("will") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("zoom \(scrollView.zoomScale)") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { events.append("end \(scale)") }
}

@Suite struct ZoomingTests {
    @Test func zoomScaleScalesTheZoomingViewAndTheContent() {
        withUIKitStage { sim, root in
            let zoom = PhotoZoom()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.view.addSubview(scroll)
            scroll.addSubview(zoom.imageView)
            scroll.contentSize = zoom.imageView.bounds.size
            scroll.delegate = zoom
            scroll.minimumZoomScale = 0.5
            scroll.maximumZoomScale = 3
            scroll.zoomScale = 0.5
            #expect(scroll.zoomScale == 0.5)
            // The view keeps its bounds and is scaled by its transform about its centre, which
            // sits at the middle of the scaled content (`frame` is undefined under a transform).
            #expect(zoom.imageView.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
            #expect(zoom.imageView.center == CGPoint(x: 100, y: 75) && zoom.imageView.bounds.size == CGSize(width: 400, height: 300))
            #expect(scroll.contentSize == CGSize(width: 200, height: 150))
            #expect(zoom.events == ["will", "zoom 0.5", "end 0.5"])
            scroll.zoomScale = 10
            #expect(scroll.zoomScale == 3, "clamped to the range")
            #expect(scroll.contentSize == CGSize(width: 1200, height: 900))
        }
    }

    /// `zoom(to:animated:)` fills the bounds with the rect, centred, over 0.3 s.
    @Test func zoomToARectAnimates() throws {
        try withUIKitStage { sim, root in
            let zoom = PhotoZoom()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.view.addSubview(scroll)
            scroll.addSubview(zoom.imageView)
            scroll.delegate = zoom
            scroll.maximumZoomScale = 4
            scroll.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: true)
            #expect(scroll.zoomScale == 2)
            #expect(!zoom.events.contains("end 2.0"))
            try sim.runUntilIdle()
            #expect(zoom.events.last == "end 2.0")
            #expect(scroll.contentOffset == CGPoint(x: 200, y: 150))
            #expect(zoom.imageView.transform == CGAffineTransform(scaleX: 2, y: 2) && zoom.imageView.center == CGPoint(x: 400, y: 300))
            #expect(scroll.contentSize == CGSize(width: 800, height: 600))
        }
    }

    /// Without a zooming view nothing zooms (UIKit's rule).
    @Test func noZoomingViewNoZoom() {
        withUIKitStage { _, root in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.view.addSubview(scroll)
            scroll.maximumZoomScale = 3
            scroll.setZoomScale(2, animated: false)
            #expect(scroll.zoomScale == 1)
        }
    }
}

/// Bad input: non-finite or non-positive scales and ranges never reach the zooming view.
@Suite struct ZoomingBadInputTests {
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -2]) func refusedScales(scale: CGFloat) {
        withUIKitStage { _, root in
            let zoom = PhotoZoomForBadInput()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.view.addSubview(scroll)
            scroll.addSubview(zoom.imageView)
            scroll.delegate = zoom
            scroll.maximumZoomScale = 4
            scroll.setZoomScale(scale, animated: false)
            // (A negative size is a rect standardised to a positive one, as CGRect's width is.)
            if !(scale < 0) { scroll.zoom(to: CGRect(x: 0, y: 0, width: scale, height: scale), animated: false) }
            #expect(scroll.zoomScale == 1 && zoom.imageView.transform == .identity)
            scroll.maximumZoomScale = 0
            scroll.minimumZoomScale = 0
            scroll.setZoomScale(2, animated: false)
            #expect(scroll.zoomScale == 1 && zoom.imageView.transform == .identity, "a zero range leaves nothing to zoom to")
        }
    }
}

private final class PhotoZoomForBadInput: NSObject, UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
}
