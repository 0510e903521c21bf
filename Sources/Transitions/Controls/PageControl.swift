import Foundation

/// `UIPageControl`: a row of page indicators.
///
/// UIKit's rules, modelled: a tap on the side of the current indicator moves one page that way
/// (right of it: next, left of it: previous) and sends `.valueChanged`; at the first or last page
/// a tap past it does nothing. Setting `currentPage` in code clamps it to the pages and sends
/// nothing. `numberOfPages` below 0 is 0, and `currentPage` follows it down. With
/// `hidesForSinglePage` and one page (or none) the control is hidden. Its size fits its pages:
/// 26 points high, 16 points per indicator (with 24 points of margin); drawing and colours are
/// stored. Scrubbing along the indicators (iOS 14's interaction) is not modelled.
open class PageControl: Control {
    /// Height and per-indicator width (points).
    static let height = 26.0
    static let indicatorWidth = 16.0

    /// `numberOfPages` (0).
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            updateHidden()
            invalidateIntrinsicContentSize()
        }
    }
    /// `currentPage`, clamped to `0..<numberOfPages` (0 with none).
    open var currentPage = 0 {
        didSet { if currentPage != clampedPage(currentPage) { currentPage = clampedPage(currentPage) } }
    }
    /// `hidesForSinglePage`.
    open var hidesForSinglePage = false { didSet { updateHidden() } }
    /// `pageIndicatorTintColor`, `currentPageIndicatorTintColor` (stored: drawing).
    open var pageIndicatorTintColor: Color?
    open var currentPageIndicatorTintColor: Color?
    /// `defersCurrentPageDisplay` and `updateCurrentPageDisplay()` (drawing: stored, no effect).
    open var defersCurrentPageDisplay = false
    open func updateCurrentPageDisplay() {}

    private func clampedPage(_ p: Int) -> Int { min(max(p, 0), max(numberOfPages - 1, 0)) }
    private func updateHidden() { if hidesForSinglePage { isHidden = numberOfPages <= 1 } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "pageControl") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: Double(max(pageCount, 0)) * PageControl.indicatorWidth + 24, height: PageControl.height)
    }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ fitting: CGSize) -> CGSize { size(forNumberOfPages: numberOfPages) }

    /// A tap (lifted inside the tracking bounds) right of the current indicator goes to the next
    /// page, left of it to the previous one.
    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 1 else { return }
        let slop = Control.trackingSlop
        let p = touch.location(in: self)
        guard bounds.insetBy(dx: -slop, dy: -slop).contains(p) else { return }
        let rowStart = bounds.midX - Double(numberOfPages) * PageControl.indicatorWidth / 2
        let current = rowStart + (Double(currentPage) + 0.5) * PageControl.indicatorWidth
        let next = clampedPage(p.x > current ? currentPage + 1 : currentPage - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
