import Foundation

/// `UIPageViewController`: one page (a child controller) at a time, changed by code
/// (`setViewControllers(_:direction:animated:completion:)`) or by a swipe that asks the data
/// source for the page before or after.
///
/// UIKit's semantics, as modelled:
/// * The shown page is a child whose view fills the page view controller's view (in a host view,
///   `pageHost`, that carries the swipe recognizer). The `.scroll` style has no public
///   recognizers (`gestureRecognizers` is empty, as in UIKit); `.pageCurl` lists its pan. The
///   curl itself is drawing: pages slide here, ending where UIKit's end.
/// * `setViewControllers` from code: the delegate is not told (UIKit tells it only of
///   gesture-driven turns). Not animated, the page changes at once; animated, the new page slides
///   in from the side `direction` names (forward: from the trailing edge) over 0.3 s, ease-in-out,
///   and `completion(true)` runs when it lands. A call while a turn is in flight is recorded as a
///   nested transition and ignored. `.scroll` takes exactly one controller: other counts are
///   refused (UIKit raises).
/// * A swipe: when the drag starts the data source is asked for the page after (dragging toward
///   the leading edge) or before; with none the drag does nothing (the edge). With one, the
///   delegate hears `willTransitionTo`, the new page becomes a child and both pages get their
///   appearance calls (will appear / will disappear); the pages follow the finger; on release the
///   turn completes past half the page or with a fling (500 pt/s) its way, else it goes back, over
///   0.25 s. Then the appearance calls end (reversed for a turn that went back), the old page
///   leaves, and the delegate hears `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
open class PageViewController: ViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable, Hashable { case pageCurl, scroll }
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable, Hashable { case horizontal, vertical }
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable, Hashable { case forward, reverse }
    /// `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable, Hashable { case none, min, mid, max }
    /// `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long a turn from code takes, and a released swipe's settle.
    public static let turnDuration = 0.3
    public static let settleDuration = 0.25

    /// UIKit's defaults (`UIPageViewController()`): a page curl, horizontal, no spacing, the spine
    /// at the leading edge.
    public private(set) var transitionStyle: TransitionStyle = .pageCurl
    public private(set) var navigationOrientation: NavigationOrientation = .horizontal
    /// `interPageSpacing`: the gap between pages while they slide (a non-finite or negative
    /// option is 0).
    public private(set) var interPageSpacing: CGFloat = 0
    public weak var dataSource: (any PageViewControllerDataSource)?
    public weak var delegate: (any PageViewControllerDelegate)?
    /// `isDoubleSided` (stored: a page curl's back side is drawing).
    public var isDoubleSided = false
    /// `spineLocation`: where the options put it (`.min` by default).
    public private(set) var spineLocation: SpineLocation = .min

    /// The shown page.
    package private(set) var page: ViewController?
    /// A page on its way in (a swipe or an animated turn), and whether the turn is driven by a
    /// finger.
    package private(set) var incoming: ViewController?
    package private(set) var swiping = false
    /// The swipe in progress brings the page after the shown one.
    package private(set) var swipeForward = true

    /// The view that hosts the pages and receives swipes.
    package private(set) lazy var pageHost: View = {
        let v = View(simulation, frame: CGRect(origin: .zero, size: preferredSize), name: "\(reportTitle).pages")
        view.addSubview(v)
        return v
    }()

    private lazy var swipe: PanGestureRecognizer = {
        let r = PanGestureRecognizer(target: self) { [unowned self] in self.handleSwipe($0) }
        return r
    }()

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        super.init(nibName: nil, bundle: nil)
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        // The values are `NSNumber`s on iOS: any number type is read (`[.interPageSpacing: 20]`),
        // and a spine location as itself or its raw value.
        let spacing = options?[.interPageSpacing].flatMap(numericValue) ?? 0
        interPageSpacing = spacing.isFinite && spacing > 0 ? CGFloat(spacing) : 0
        let spine = options?[.spineLocation]
        spineLocation = spine as? SpineLocation
            ?? spine.flatMap(numericValue).flatMap { $0.isFinite && abs($0) < 8 ? SpineLocation(rawValue: Int($0)) : nil } ?? .min
    }

    /// `UIPageViewController()` / `init(nibName:bundle:)`: UIKit's defaults (page curl,
    /// horizontal). A convenience initialiser, as UIKit's header makes it: the designated ones
    /// are `init(transitionStyle:navigationOrientation:options:)` and `init?(coder:)`, so a
    /// subclass that overrides those two inherits `init()` — `MyPager()` compiles as on iOS.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// `init?(coder:)` (never called by the model): as `UIPageViewController()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `viewControllers`: the shown page (nil before the first is set).
    public var viewControllers: [ViewController]? { page.map { [$0] } }

    /// `gestureRecognizers`: the page curl's (empty for `.scroll`, as in UIKit).
    public var gestureRecognizers: [GestureRecognizer] { transitionStyle == .pageCurl && isViewLoaded ? [swipe] : [] }

    override open func viewDidLoad() {
        super.viewDidLoad()
        pageHost.frame = view.bounds
        pageHost.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageHost.addGestureRecognizer(swipe)
        if let p = page, p.view.superview !== pageHost {
            p.view.frame = pageHost.bounds
            pageHost.addSubview(p.view)
        }
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if incoming == nil, let p = page, p.isViewLoaded, p.view.superview === pageHost { p.view.frame = pageHost.bounds }
    }

    // MARK: Turning from code

    /// `setViewControllers(_:direction:animated:completion:)`.
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let vcs = viewControllers, vcs.count == 1 || (transitionStyle == .pageCurl && vcs.count == 2 && spineLocation == .mid),
            let next = vcs.first
        else {
            simulation.record(
                .rejectedCall, "\(reportTitle).setViewControllers: \(viewControllers?.count ?? 0) controllers for a \(transitionStyle) page view controller (UIKit raises)")
            return
        }
        guard incoming == nil else {
            simulation.record(.nestedTransition, "\(reportTitle).setViewControllers while a page turn is in flight")
            return
        }
        guard next !== page else {
            _ = simulation.schedule(after: 0) { completion?(true) }
            return
        }
        guard isViewLoaded, let old = page else {
            // Nothing shown yet (or no view): the page is set at once.
            if let old = page { leave(old) }
            adopt(next, appearing: isViewLoaded && view.window != nil)
            if let c = completion { _ = simulation.schedule(after: 0) { c(true) } }
            return
        }
        let visible = view.window != nil
        incoming = next
        addChild(next)
        if visible {
            next.beginAppearance(true, animated: animated)
            old.beginAppearance(false, animated: animated)
        }
        let span = pageSpan
        next.view.frame = pageHost.bounds.offsetBy(dx: axis.x * span * (direction == .forward ? 1 : -1), dy: axis.y * span * (direction == .forward ? 1 : -1))
        pageHost.addSubview(next.view)
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            self.completeTurn(from: old, to: next, completed: true, visible: visible)
            completion?(finished)
        }
        guard animated else {
            simulation.performWithoutAnimation { next.view.frame = self.pageHost.bounds }
            finish(true)
            return
        }
        let shift = (direction == .forward ? -1.0 : 1.0) * span
        let oldFinal = old.view.frame.offsetBy(dx: axis.x * shift, dy: axis.y * shift)
        simulation.animate(duration: Self.turnDuration, curve: .easeInOut, animations: {
            next.view.frame = self.pageHost.bounds
            old.view.frame = oldFinal
        }, completion: finish)
    }

    // MARK: Swiping

    private var axis: CGPoint { navigationOrientation == .horizontal ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1) }
    private var pageSpan: CGFloat {
        (navigationOrientation == .horizontal ? pageHost.bounds.width : pageHost.bounds.height) + interPageSpacing
    }

    private func handleSwipe(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: pageHost)
        let v = pan.velocity(in: pageHost)
        let along = navigationOrientation == .horizontal ? t.x : t.y
        let speed = navigationOrientation == .horizontal ? v.x : v.y
        switch pan.state {
        case .began:
            guard incoming == nil, let current = page, let source = dataSource else { return }
            let forward = along < 0 || (along == 0 && speed < 0)
            let candidate =
                forward
                ? source.pageViewController(self, viewControllerAfter: current)
                : source.pageViewController(self, viewControllerBefore: current)
            guard let next = candidate, next !== current else { return }
            swipeForward = forward
            swiping = true
            incoming = next
            delegate?.pageViewController(self, willTransitionTo: [next])
            addChild(next)
            if view.window != nil {
                next.beginAppearance(true, animated: true)
                current.beginAppearance(false, animated: true)
            }
            pageHost.addSubview(next.view)
            follow(along)
        case .changed:
            guard swiping else { return }
            follow(along)
        case .ended, .cancelled, .failed:
            guard swiping, let next = incoming, let current = page else { return }
            let signed = swipeForward ? -along : along
            let fling = swipeForward ? -speed : speed
            let completes = pan.state == .ended && (signed > pageSpan / 2 || fling > 500) && fling > -500
            let span = pageSpan
            let shift: CGFloat = completes ? (swipeForward ? -span : span) : 0
            let visible = view.window != nil
            simulation.animate(duration: Self.settleDuration, curve: .easeOut, animations: {
                current.view.frame = self.pageHost.bounds.offsetBy(dx: self.axis.x * shift, dy: self.axis.y * shift)
                next.view.frame = self.incomingFrame(offset: shift)
            }, completion: { [weak self] _ in
                guard let self else { return }
                self.swiping = false
                self.completeTurn(from: current, to: next, completed: completes, visible: visible)
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completes)
            })
        default:
            break
        }
    }

    /// The pages at `along` points of the drag (clamped to one page).
    private func follow(_ along: CGFloat) {
        guard let current = page, let next = incoming else { return }
        let span = pageSpan
        let d = swipeForward ? Swift.min(Swift.max(along, -span), 0) : Swift.max(Swift.min(along, span), 0)
        simulation.performWithoutAnimation {
            current.view.frame = pageHost.bounds.offsetBy(dx: axis.x * d, dy: axis.y * d)
            next.view.frame = incomingFrame(offset: d)
        }
    }

    /// Where the incoming page is when the current one is `offset` points along the axis.
    private func incomingFrame(offset: CGFloat) -> CGRect {
        let start = swipeForward ? pageSpan : -pageSpan
        return pageHost.bounds.offsetBy(dx: axis.x * (start + offset), dy: axis.y * (start + offset))
    }

    // MARK: Containment

    /// Ends a turn: the page that stays is shown in place, the other leaves.
    private func completeTurn(from old: ViewController, to next: ViewController, completed: Bool, visible: Bool) {
        incoming = nil
        if completed {
            page = next
            next.view.frame = pageHost.bounds
            if visible {
                next.endAppearanceIfNeeded()
                old.endAppearanceIfNeeded()
            }
            leave(old)
            next.didMove(toParent: self)
        } else {
            old.view.frame = pageHost.bounds
            if visible {
                next.beginAppearance(false, animated: true)
                old.beginAppearance(true, animated: true)
                next.endAppearanceIfNeeded()
                old.endAppearanceIfNeeded()
            }
            leave(next)
        }
    }

    /// `vc` becomes the shown page at once.
    private func adopt(_ vc: ViewController, appearing: Bool) {
        addChild(vc)
        page = vc
        if isViewLoaded {
            if appearing { vc.beginAppearance(true, animated: false) }
            vc.view.frame = pageHost.bounds
            pageHost.addSubview(vc.view)
            if appearing { vc.endAppearanceIfNeeded() }
        }
        vc.didMove(toParent: self)
    }

    /// `vc` stops being a child (its view leaves).
    private func leave(_ vc: ViewController) {
        vc.willMove(toParent: nil)
        if vc.isViewLoaded { vc.view.removeFromSuperview() }
        vc.removeFromParent()
    }
}
