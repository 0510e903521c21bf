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
///
/// `direction` (iOS 16) lays the indicators out along an axis: `.natural` and `.leftToRight` go
/// left to right (the simulated device is left-to-right), `.rightToLeft` the other way, and the
/// vertical directions down or up a column 26 points wide. A tap past the current indicator in
/// the direction of travel is the next page.
open class PageControl: Control {
    /// `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
        var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
        /// Whether pages run against the axis (right to left, bottom to top).
        var isReversed: Bool { self == .rightToLeft || self == .bottomToTop }
    }
    /// `UIPageControl.BackgroundStyle` (drawing: stored).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

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
    /// `direction` (`.natural`): the axis and sense of the indicators, read by taps and size.
    open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize() } }
    /// `backgroundStyle`, `allowsContinuousInteraction` (stored: drawing, and the scrubbing the
    /// model does not have).
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
    /// `preferredIndicatorImage`, `preferredCurrentPageIndicatorImage` and the per-page images
    /// (stored: drawing).
    open var preferredIndicatorImage: Image?
    open var preferredCurrentPageIndicatorImage: Image?
    private var indicatorImages: [Int: Image] = [:]
    private var currentPageIndicatorImages: [Int: Image] = [:]
    /// `indicatorImage(forPage:)`: the page's own image, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> Image? { indicatorImages[page] ?? preferredIndicatorImage }
    /// `setIndicatorImage(_:forPage:)`: nil goes back to the preferred image.
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }
    /// `currentPageIndicatorImage(forPage:)`, `setCurrentPageIndicatorImage(_:forPage:)`.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) { currentPageIndicatorImages[page] = image }

    private func clampedPage(_ p: Int) -> Int { min(max(p, 0), max(numberOfPages - 1, 0)) }
    private func updateHidden() { if hidesForSinglePage { isHidden = numberOfPages <= 1 } }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "pageControl") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = Double(max(pageCount, 0)) * PageControl.indicatorWidth + 24
        return direction.isVertical ? CGSize(width: PageControl.height, height: length) : CGSize(width: length, height: PageControl.height)
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
        // Along the axis, in the direction pages run: the current indicator's centre and the tap.
        let (mid, along) = direction.isVertical ? (bounds.midY, p.y) : (bounds.midX, p.x)
        let sense = direction.isReversed ? -1.0 : 1.0
        let offset = (Double(currentPage) + 0.5 - Double(numberOfPages) / 2) * PageControl.indicatorWidth
        let next = clampedPage((along - mid) * sense > offset ? currentPage + 1 : currentPage - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
