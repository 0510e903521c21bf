// A scroll-view delegate proxy, as sheet libraries write one to watch the scroll of a content
// view they do not own: it takes the scroll view's delegate slot, handles what it needs and
// answers for the app's own delegate too — `conforms(to:)` and `responds(to:)` say yes for
// what either adopts or implements, and unknown messages go to the app's delegate. Compiled
// unchanged on Linux by the UIKitSources plugin.
import UIKit

final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
    weak var appDelegate: UIScrollViewDelegate?
    private(set) var observedOffsets: [CGFloat] = []

    init(appDelegate: UIScrollViewDelegate?) {
        self.appDelegate = appDelegate
        super.init()
    }

    @objc override func conforms(to aProtocol: Protocol) -> Bool {
        super.conforms(to: aProtocol) || (appDelegate?.conforms(to: aProtocol) ?? false)
    }

    @objc override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        appDelegate?.responds(to: aSelector) == true ? appDelegate : nil
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        observedOffsets.append(scrollView.contentOffset.y)
        appDelegate?.scrollViewDidScroll?(scrollView)
    }
}

/// The app's own delegate: a table's, so it also adopts the table's protocol.
final class ListScrollDelegate: NSObject, UITableViewDelegate {
    private(set) var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
