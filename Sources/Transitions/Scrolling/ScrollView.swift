import Foundation
import Springs

/// A scroll view (`UIScrollView`): a view whose `contentOffset` is its bounds origin, so that
/// changing it moves every subview on screen (UIKit's definition: the content is the subviews,
/// laid out in the scroll view's bounds coordinates).
///
/// It owns a pan recognizer (`panGestureRecognizer`, added to itself) whose action scrolls:
/// dragging moves the offset by the finger's translation (rubber-banded past the edges when
/// `bounces`, `ScrollView.rubberBand`), and releasing decelerates with `decelerationRate`,
/// springs back from past an edge, or lands on the delegate's `targetContentOffset` or a page.
/// The motion after release runs on the simulation's clock, one step per frame in the
/// display-link phase (`ScrollView+Scrolling.swift`), as UIKit's scroll view runs it from its
/// own display link; the delegate hears about all of it (`ScrollViewDelegate`).
///
/// `adjustedContentInset` adds the view's safe-area insets to `contentInset` by
/// `contentInsetAdjustmentBehavior`, UIKit's rule (see the property).
open class ScrollView: View {
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (stored: the model has no safe area).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable { case automatic, scrollableAxes, never, always }
    /// `UIScrollView.IndicatorStyle` (drawing: stored).
    public enum IndicatorStyle: Int, Sendable, Hashable { case `default`, black, white }
    /// `UIScrollView.KeyboardDismissMode`: `.onDrag` ends editing when a drag begins; `.interactive`
    /// when the dragging finger reaches the keyboard.
    public enum KeyboardDismissMode: Int, Sendable, Hashable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    /// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond after a
    /// release (`.normal` 0.998, `.fast` 0.99, UIKit's values).
    public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The duration of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`'s
    /// animation (UIKit's is about 0.3 s, ease in-out).
    public static let scrollAnimationDuration = 0.3

    /// `delegate` (weak, as in UIKit). A table or collection view's delegate is set here too.
    /// Where a release's deceleration should end as the content's layout wants it (a collection
    /// view asks its layout); `proposed` otherwise.
    func layoutTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Open, as UIKit's: a scroll view subclass may forward its delegate through a proxy.
    open weak var delegate: (any ScrollViewDelegate)?

    /// `contentOffset`: the bounds origin. Setting it moves the subviews on screen and tells the
    /// delegate `scrollViewDidScroll` (so does any change of the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            // Views pinned to the frame layout guide follow the visible frame.
            if layoutStorage?.scrollFrameGuide != nil {
                layoutInputsChanged()
                setNeedsLayout()
            }
        }
    }

    /// `contentSize`: the size of the scrollable content (observable).
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }

    /// `contentInset`: room around the content (observable); changing it tells the delegate
    /// `scrollViewDidChangeAdjustedContentInset`.
    open var contentInset: EdgeInsets = .zero {
        willSet { keyValueObservers.willChange() }
        didSet {
            keyValueObservers.didChange()
            if oldValue != contentInset { adjustedContentInsetDidChange() }
        }
    }

    /// `adjustedContentInset`: `contentInset` plus the safe-area insets (`safeAreaInsets`) the
    /// behaviour adds. `.never`: none; `.always`: all four; `.scrollableAxes`: those of the axes
    /// that scroll (content plus insets larger than the bounds, or `alwaysBounce…`);
    /// `.automatic`: as `.scrollableAxes`, and top and bottom always when the scroll view is the
    /// root view of a controller in a navigation or tab bar controller (Apple's documented rule).
    public var adjustedContentInset: EdgeInsets {
        var i = contentInset
        i.top += refreshInset
        guard contentInsetAdjustmentBehavior != .never else { return i }
        let s = safeAreaInsets
        guard s != .zero else { return i }
        if contentInsetAdjustmentBehavior == .always { return i + s }
        let contained = contentInsetAdjustmentBehavior == .automatic
            && (owningController.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false)
        let v = contained || alwaysBounceVertical || contentSize.height + i.top + i.bottom > bounds.height
        let h = alwaysBounceHorizontal || contentSize.width + i.left + i.right > bounds.width
        return EdgeInsets(
            top: i.top + (v ? s.top : 0), left: i.left + (h ? s.left : 0), bottom: i.bottom + (v ? s.bottom : 0),
            right: i.right + (h ? s.right : 0))
    }

    /// `contentInsetAdjustmentBehavior` (`adjustedContentInset`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { adjustedContentInsetDidChange() } }
    }

    /// `adjustedContentInsetDidChange()`: called when `adjustedContentInset` may have changed (the
    /// content inset, the adjustment behaviour or the safe area changed); the default tells the
    /// delegate (`scrollViewDidChangeAdjustedContentInset`), as UIKit's does.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }

    /// `touchesShouldBegin(_:with:in:)` / `touchesShouldCancel(in:)`: UIKit asks them when it
    /// delays content touches or cancels them for a scroll. The model delivers touches to the
    /// content without delay and does not cancel them when the pan begins (`delaysContentTouches`
    /// and `canCancelContentTouches` are stored), so it never asks; UIKit's defaults.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
    /// `refreshControl`: a pull-to-refresh control, placed above the content
    /// (`RefreshControl.swift`); replacing it removes the old one.
    open var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            guard let c = refreshControl else { return adjustedContentInsetDidChange() }
            c.frame = CGRect(x: 0, y: -RefreshControl.height, width: bounds.width, height: RefreshControl.height)
            c.autoresizingMask = [.flexibleWidth]
            insertSubview(c, at: 0)
            adjustedContentInsetDidChange()
        }
    }

    /// `bouncesZoom` (stored: zooming past the scale limits is not animated back).
    open var bouncesZoom = true

    /// UIKit calls `scrollViewDidChangeAdjustedContentInset` when the safe area changes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetDidChange()
    }

    /// `isScrollEnabled`: turns the scroll view's pan recognizer on and off (as UIKit does).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// `bounces`: dragging past an edge rubber-bands and releasing springs back; when false the
    /// offset stops at the edges.
    open var bounces = true
    /// `alwaysBounceVertical` / `alwaysBounceHorizontal`: the axis scrolls (and bounces) even
    /// when the content fits.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// `isPagingEnabled`: a release comes to rest on a multiple of the bounds size.
    open var isPagingEnabled = false
    /// `isDirectionalLockEnabled` (stored).
    public var isDirectionalLockEnabled = false

    /// Scroll indicators and the rest UIKit only draws or the model has no input for (stored).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    public var indicatorStyle: IndicatorStyle = .default
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    open var scrollIndicatorInsets: EdgeInsets = .zero
    public var keyboardDismissMode: KeyboardDismissMode = .none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// `scrollsToTop`: a status-bar tap scrolls to the top (`statusBarTapped()` is that tap).
    open var scrollsToTop = true
    /// `minimumZoomScale` / `maximumZoomScale`: the range `zoomScale` stays in
    /// (`ScrollView+Zooming.swift`).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom (`zoomScale`, `ScrollView+Zooming.swift`).
    package var zoomScaleStorage: CGFloat = 1

    /// `decelerationRate`.
    public var decelerationRate: DecelerationRate = .normal

    /// `isTracking`: a finger is on the content (the pan is in progress).
    public internal(set) var isTracking = false
    /// `isDragging`: the content is being dragged.
    public internal(set) var isDragging = false
    /// `isDecelerating`: moving after the finger lifted (momentum or spring back).
    public internal(set) var isDecelerating = false
    /// `isScrollAnimating` (iOS 17.4): an animated scroll is under way
    /// (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, the scroll to the top).
    public var isScrollAnimating: Bool {
        if case .animated = motion { return true }
        return false
    }
    /// `visibleSize`: the size of the content area the scroll view shows — its bounds' size.
    public var visibleSize: CGSize { bounds.size }

    /// `panGestureRecognizer`: the scroll view's own pan, attached to it. Touches and digested
    /// samples (`deliver(_:)`) drive it alike; its action scrolls.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// `pinchGestureRecognizer`: nil, as in UIKit when zooming is off.
    public var pinchGestureRecognizer: PinchGestureRecognizer? { nil }

    // Scrolling state (`ScrollView+Scrolling.swift`).
    var dragStart = CGPoint.zero
    var motion: ScrollMotion?
    var motionParticipant: Int?
    var scrollingToTop = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "scrollView") {
        self.init(in: simulation, frame: frame, name: name)
    }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self) { [weak self] g in
            guard let self, let pan = g as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
        // `scrollViewDidScroll` on every change of the bounds origin, however it is set.
        var before = CGPoint.zero
        _ = keyValueObservers.add(
            willChange: { [weak self] in before = self?.bounds.origin ?? .zero },
            didChange: { [weak self] in
                guard let self, self.bounds.origin != before else { return }
                self.delegate?.scrollViewDidScroll(self)
            })
    }

    deinit {
        if let id = motionParticipant { simulation.removeParticipant(id) }
    }

    // MARK: Offsets

    /// The smallest content offset at rest: minus the top-left insets.
    package var minimumContentOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    /// The largest content offset at rest: the content's far edge plus inset at the bounds' far
    /// edge (never below the minimum).
    package var maximumContentOffset: CGPoint {
        let i = adjustedContentInset, min = minimumContentOffset
        return CGPoint(
            x: Swift.max(min.x, contentSize.width + i.right - bounds.width),
            y: Swift.max(min.y, contentSize.height + i.bottom - bounds.height))
    }

    /// True when a drag moves the offset horizontally: the content (with insets) is wider than
    /// the bounds, or `alwaysBounceHorizontal` (and bouncing) allows it anyway.
    package var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || (alwaysBounceHorizontal && bounces)
    }
    /// The same vertically.
    /// (A refresh control makes the vertical axis bounce, so an empty list can still be pulled.)
    package var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || ((alwaysBounceVertical || refreshControl != nil) && bounces)
    }

    /// `setContentOffset(_:animated:)`: stops any scrolling; not animated, sets the offset now;
    /// animated, moves it over `scrollAnimationDuration` seconds (ease in-out, one step per frame,
    /// `scrollViewDidScroll` each frame) and then tells the delegate
    /// `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        start(.animated(from: self.contentOffset, to: contentOffset, elapsed: 0))
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls as little as needed for `rect` (content
    /// coordinates) to be inside the bounds less the insets, within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let i = adjustedContentInset, b = bounds
        let visible = CGRect(x: b.minX + i.left, y: b.minY + i.top, width: b.width - i.left - i.right, height: b.height - i.top - i.bottom)
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat) -> CGFloat {
            if lo < vlo { return lo - vlo }
            if hi > vhi { return Swift.min(hi - vhi, lo - vlo) }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let target = clamped(CGPoint(x: b.minX + dx, y: b.minY + dy))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// A tap on the status bar (UIKit's scroll-to-top): when `scrollsToTop` and the delegate
    /// agree, scrolls to the top animated; `scrollViewDidScrollToTop` follows the animation.
    /// Not public: UIKit has no such method, and apps declare their own `scrollToTop()`.
    package func statusBarTapped() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        stopMotion()
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard top != contentOffset else { return delegate?.scrollViewDidScrollToTop(self) ?? () }
        start(.animated(from: contentOffset, to: top, elapsed: 0), toTop: true)
    }

    /// `offset` brought inside the scrollable range.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: Swift.min(Swift.max(offset.x, lo.x), hi.x), y: Swift.min(Swift.max(offset.y, lo.y), hi.y))
    }

    // MARK: Rubber band

    /// UIKit's rubber band: a drag `x` points past an edge moves the content
    /// ```
    /// f(x, d) = (1 − 1 / (x · 0.55 / d + 1)) · d
    /// ```
    /// points, where `d` is the bounds' size along the axis: about 0.55·x for small `x`, never
    /// more than `d`.
    public static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    /// The inverse of `rubberBand`: how far past the edge a drag must be for the content to be
    /// `y` points past it (`y < d`).
    static func rubberBandInverse(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, y > 0 else { return 0 }
        let r = Swift.min(y / d, 0.999_999)
        return (1 / (1 - r) - 1) * d / 0.55
    }
}
