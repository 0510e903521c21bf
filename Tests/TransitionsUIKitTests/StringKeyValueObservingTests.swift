import Testing
import TransitionsUIKit

/// A sheet controller that follows its scroll view by string-keyed KVO, as older sheet and photo
/// code does (`addObserver(self, forKeyPath: "contentOffset", …)` in `viewDidLoad`).
private final class FollowingSheet: UIViewController {
    let scrollView = UIScrollView()
    var seen: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old, .initial, .prior], context: nil)
    }
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        let new = (change?[.newKey] as? CGPoint).map { "\($0.y)" } ?? "-"
        let old = (change?[.oldKey] as? CGPoint).map { "\($0.y)" } ?? "-"
        let prior = change?[.notificationIsPriorKey] as? Bool == true ? " prior" : ""
        seen.append("\(keyPath ?? "?") \(old)→\(new)\(prior) \(object as AnyObject === scrollView)")
    }
}

/// An observer that is not a view or controller: a plain object (the rewriter gives such a class
/// `KeyValueStringObserver` where it overrides `observeValue`; here it adopts it itself).
private final class AlphaWatcher: NSObject, KeyValueStringObserver {
    var alphas: [CGFloat] = []
    let marker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if context == marker, let a = change?[.newKey] as? CGFloat { alphas.append(a) }
    }
}

@Suite struct StringKeyValueObservingTests {
    /// Notifications carry the values the options ask for, synchronously, once per change (none
    /// for a set to the same value), the prior one first; removal ends them.
    @Test func contentOffsetObservedByStringKey() throws {
        try withUIKitStage { sim, root in
            let sheet = FollowingSheet()
            root.present(sheet, animated: false)
            try sim.runUntilIdle()
            #expect(sheet.seen == ["contentOffset -→0.0 true"], "the .initial notification has only the new value")
            sheet.scrollView.contentOffset = CGPoint(x: 0, y: 120)
            sheet.scrollView.contentOffset = CGPoint(x: 0, y: 120)
            #expect(sheet.seen.dropFirst() == ["contentOffset 0.0→- prior true", "contentOffset 0.0→120.0 true"])
            sheet.scrollView.removeObserver(sheet, forKeyPath: "contentOffset")
            sheet.scrollView.contentOffset = .zero
            #expect(sheet.seen.count == 3 && sim.violations.isEmpty)
        }
    }

    /// A plain object observes a view's alpha with a context; the observer is not retained; a key
    /// the model cannot observe and the removal of an observer never registered are recorded as
    /// rejected calls (KVO raises for both), and nothing else happens.
    @Test func plainObserversContextsAndMisuse() {
        withUIKitStage { sim, root in
            let watcher = AlphaWatcher()
            root.view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: watcher.marker)
            root.view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: nil)
            root.view.alpha = 0.5
            #expect(watcher.alphas == [0.5], "only the registration with its context counts")
            root.view.removeObserver(watcher, forKeyPath: "alpha", context: watcher.marker)
            root.view.alpha = 0.25
            #expect(watcher.alphas == [0.5])
            #expect(sim.violations.isEmpty)
            root.view.addObserver(watcher, forKeyPath: "backgroundGlow", options: .new, context: nil)
            root.view.removeObserver(watcher, forKeyPath: "center")
            #expect(sim.violations.count == 2)
            #expect(sim.violations.allSatisfy { $0.kind == .rejectedCall })
            var transient: AlphaWatcher? = AlphaWatcher()
            weak let gone = transient
            root.view.addObserver(transient!, forKeyPath: "alpha", options: .new, context: nil)
            transient = nil
            root.view.alpha = 1
            #expect(gone == nil, "observers are not retained")
        }
    }
}
