import Foundation

/// `UIScrollViewDelegate`: told as the scroll view scrolls, is dragged, decelerates and ends an
/// animated scroll. Every method has a default that does nothing (UIKit's are optional).
///
/// Order for one drag that ends with momentum (UIKit's):
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll`… →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate: true)` → `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll`… → `scrollViewDidEndDecelerating` (once).
public protocol ScrollViewDelegate: SelectorPerforming {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond (UIKit's unit); `targetContentOffset` is where the
    /// scroll will come to rest: change it to land elsewhere (a page, a card).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// Zooming (`ScrollView+Zooming.swift`): the view that zooms (nil: no zooming).
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
}

/// `UIScrollViewAccessibilityDelegate`: a scroll view delegate that tells assistive technologies
/// where the scroll view is ("Page 2 of 5"). There is no assistive technology in the model: the
/// status is never asked; the defaults answer nil, as an unimplemented optional method.
public protocol ScrollViewAccessibilityDelegate: ScrollViewDelegate {
    func accessibilityScrollStatus(for scrollView: ScrollView) -> String?
    func accessibilityAttributedScrollStatus(for scrollView: ScrollView) -> NSAttributedString?
}

extension ScrollViewAccessibilityDelegate {
    public func accessibilityScrollStatus(for scrollView: ScrollView) -> String? { nil }
    public func accessibilityAttributedScrollStatus(for scrollView: ScrollView) -> NSAttributedString? { nil }
}
