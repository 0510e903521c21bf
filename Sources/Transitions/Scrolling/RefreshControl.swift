import Foundation

/// `UIRefreshControl`: the pull-to-refresh control of a scroll view (`ScrollView.refreshControl`).
///
/// UIKit's behaviour, modelled: the control sits above the content (its bottom at the top of the
/// content); dragging the content down past a threshold (`RefreshControl.triggerDistance` beyond
/// the resting top, the model's figure) starts refreshing while the finger is still down and
/// sends `.valueChanged`; while refreshing, the scroll view's top inset grows by the control's
/// height, so a release rests with the control showing; `endRefreshing()` takes that inset away
/// and scrolls back up (animated) if the content rested on it. `beginRefreshing()` from code
/// sends no event, as in UIKit. The spinner and title are drawn (stored).
open class RefreshControl: Control {
    /// The control's height (UIKit's, 60 points).
    public static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start refreshing (the model's threshold).
    public static let triggerDistance: CGFloat = 88

    /// `isRefreshing`.
    public private(set) var isRefreshing = false
    /// `attributedTitle` (stored).
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `UIRefreshControl()`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The scroll view this control refreshes.
    var scrollView: ScrollView? { superview as? ScrollView }

    /// `beginRefreshing()`: refreshing (no `.valueChanged`: that is for the user's pull).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshInsetChanged()
    }

    /// `endRefreshing()`: done; the scroll view's inset shrinks back and content resting on it
    /// scrolls up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshInsetChanged()
    }

    /// The user's pull went past the threshold: refreshing starts and the targets hear it.
    func pulledPastThreshold() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}

extension ScrollView {
    /// The top inset a refreshing control adds (`adjustedContentInset`).
    var refreshInset: CGFloat { (refreshControl?.isRefreshing ?? false) ? RefreshControl.height : 0 }

    /// A refresh control started or ended: the adjusted inset changed; at rest above the new top,
    /// the content scrolls back.
    func refreshInsetChanged() {
        adjustedContentInsetDidChange()
        guard !isDragging, contentOffset.y < minimumContentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
    }

    /// During a drag: a pull far enough past the top starts the refresh control.
    func checkRefreshPull() {
        guard let control = refreshControl, contentOffset.y < minimumContentOffset.y - RefreshControl.triggerDistance else { return }
        control.pulledPastThreshold()
    }
}
