// Key-value observing of an app's own properties, as UIKit apps write it: a drag's progress
// object whose `@objc dynamic` properties a header follows by key path (`observe`) and a dimming
// controller by key (`addObserver(_:forKeyPath:…)`). Compiled unchanged on Linux by the
// UIKitSources plugin.
import UIKit

/// The progress of an interactive card drag, shared by the gesture and what follows it.
final class DragProgress: NSObject {
    @objc dynamic var fraction: CGFloat = 0
    @objc dynamic var isDragging = false {
        didSet { if oldValue && !isDragging { releases += 1 } }
    }
    private(set) var releases = 0

    /// A computed, KVO-compliant property backed by `fraction`.
    @objc dynamic var percent: Int {
        get { Int((fraction * 100).rounded()) }
        set { fraction = CGFloat(newValue) / 100 }
    }
}

/// A header that collapses as the card is dragged (typed KVO on the progress), itself observable,
/// and lifts above the keyboard (its frame read as a `CGRect`, which on iOS opens the `NSValue`).
final class CollapsingHeaderView: UIView {
    @objc dynamic var collapse: CGFloat = 0 {
        willSet { precondition(newValue.isFinite) }
    }
    private var token: NSKeyValueObservation?
    private(set) var keyboardLift: CGFloat = 0

    @objc func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardLift = frame.height
    }

    func follow(_ progress: DragProgress) {
        token = progress.observe(\.fraction, options: [.initial, .new]) { [weak self] _, change in
            self?.collapse = min(max(change.newValue ?? 0, 0), 1)
        }
    }
}

/// A dimming controller that follows the progress by key.
final class DimmingFollower: NSObject {
    private(set) var alphas: [CGFloat] = []
    private(set) var headerCollapses: [CGFloat] = []
    private var context = 0
    let progress: DragProgress
    let header: CollapsingHeaderView

    init(progress: DragProgress, header: CollapsingHeaderView) {
        self.progress = progress
        self.header = header
        super.init()
        progress.addObserver(self, forKeyPath: #keyPath(DragProgress.fraction), options: [.new, .old], context: &context)
        header.addObserver(self, forKeyPath: "collapse", options: .new, context: &context)
    }

    func stop() {
        progress.removeObserver(self, forKeyPath: #keyPath(DragProgress.fraction), context: &context)
        header.removeObserver(self, forKeyPath: "collapse", context: &context)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &self.context else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        switch keyPath {
        case "fraction": if let new = change?[.newKey] as? CGFloat { alphas.append(0.5 * (1 - new)) }
        case "collapse": if let new = change?[.newKey] as? CGFloat { headerCollapses.append(new) }
        default: break
        }
    }
}
