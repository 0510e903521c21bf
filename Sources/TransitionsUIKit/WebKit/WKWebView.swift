import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking  // `URLRequest` (Linux keeps URL loading there)
#endif
import Transitions

/// `WKWebView`: a view that shows web content in its own scroll view.
///
/// What transition code needs of a web view is geometry and events: it sits in a sheet or a
/// pushed controller, its `scrollView` is what a sheet's pan hands off to (a sheet library's
/// "scrollable" view), its back-forward state decides whether an edge swipe pops the controller
/// (`canGoBack`), and its navigation delegate hears loads start and end. The page itself is not
/// rendered and no JavaScript runs. The simulated device has no network:
///
/// - `load(_:)` of an `http(s)` request asks the navigation delegate's policy, then on later turns
///   of the main queue starts the provisional navigation and fails it with
///   `NSURLErrorNotConnectedToInternet` (-1009), what WebKit reports offline; `url` goes back to
///   the page shown before.
/// - HTML strings, data and file URLs load: start, commit and finish on later turns; the page
///   becomes the current item of the back-forward list (`canGoBack` after a second page;
///   `goBack()`/`goForward()` move along it and load the page again); `title` is the document's
///   `<title>`.
/// - `evaluateJavaScript(_:completionHandler:)` completes on the next turn with
///   `WKError.javaScriptExceptionOccurred` (there is no script engine).
///
/// `url`, `title`, `isLoading`, `estimatedProgress`, `canGoBack` and `canGoForward` are
/// observable (`observe(\.estimatedProgress)`), as WebKit's are.
open class WKWebView: View {
    /// `configuration` (a copy of the one it was made with, in WebKit; the same object here).
    public let configuration: WKWebViewConfiguration
    /// `scrollView`: the scroll view of the page, filling the web view.
    public let scrollView: ScrollView
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// `allowsBackForwardNavigationGestures`, `allowsLinkPreview`, `customUserAgent`, `isInspectable` (stored).
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false

    /// The pages loaded, oldest first, and the index of the current one (WebKit's back-forward list).
    private var history: [WKBackForwardListItem] = []
    private var current = -1
    /// The navigation in flight, if any (a later load supersedes it).
    private var inFlight: WKNavigation?

    private typealias Page = WKBackForwardListItem

    /// `backForwardList`: the pages visited, as WebKit lists them around the current one.
    public var backForwardList: WKBackForwardList { WKBackForwardList(items: history, current: current) }

    /// `go(to:)`: to an item of the back-forward list (asked of the navigation delegate as a
    /// back-forward step); nil for an item not in the list.
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard let index = history.firstIndex(where: { $0 === item }) else { return nil }
        return go(by: index - current)
    }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        scrollView = ScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpScrollView()
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        scrollView = ScrollView(frame: .zero)
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    // MARK: State (observable)

    public private(set) var url: URL? {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    public private(set) var title: String? {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    public private(set) var isLoading = false {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    /// `estimatedProgress`: 0.1 once a navigation starts, 1 when it finishes or fails.
    public private(set) var estimatedProgress = 0.0 {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    public var canGoBack: Bool { current > 0 }
    public var canGoForward: Bool { current >= 0 && current < history.count - 1 }
    /// `hasOnlySecureContent`: true (nothing insecure loads offline).
    public var hasOnlySecureContent: Bool { true }

    // MARK: Loading

    /// `load(_:)`: a network request fails offline; a file URL loads (see the type's comment).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let target = request.url else { return nil }
        if target.isFileURL { return loadPage(url: target, title: nil) }
        let navigation = WKNavigation()
        decide(WKNavigationAction(request: request)) { [weak self] allowed in
            guard let self, allowed else { return }
            let shown = self.url
            self.begin(navigation, url: target)
            self.later {
                guard self.inFlight === navigation else { return }
                self.url = shown
                self.finishLoading()
                let error = NSError(
                    domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                    userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline.", NSURLErrorFailingURLErrorKey: target])
                self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
            }
        }
        return navigation
    }

    /// `loadHTMLString(_:baseURL:)`: the page loads; its `<title>` is the title.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        loadPage(url: baseURL ?? URL(string: "about:blank"), title: Self.documentTitle(of: string))
    }

    /// `load(_:mimeType:characterEncodingName:baseURL:)`: the data loads (an HTML document's title read).
    @discardableResult
    open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let text = mimeType.contains("html") ? String(data: data, encoding: .utf8) : nil
        return loadPage(url: baseURL, title: text.flatMap(Self.documentTitle))
    }

    /// `loadFileURL(_:allowingReadAccessTo:)`: the file loads.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        loadPage(url: URL, title: nil)
    }

    /// `reload()`: loads the current page again, in its place in the back-forward list (nil
    /// with none).
    @discardableResult
    open func reload() -> WKNavigation? { go(by: 0) }
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// `stopLoading()`: the navigation in flight ends without a delegate call.
    open func stopLoading() {
        guard inFlight != nil else { return }
        finishLoading()
    }

    /// `goBack()` / `goForward()`: the neighbouring page of the back-forward list loads again
    /// (`go(by: 0)`: the current one, a reload). The navigation delegate is asked first, with a
    /// `.backForward` (or `.reload`) action, as WebKit asks; a refused one never starts and the
    /// list keeps its place.
    @discardableResult
    open func goBack() -> WKNavigation? { go(by: -1) }
    @discardableResult
    open func goForward() -> WKNavigation? { go(by: 1) }

    private func go(by step: Int) -> WKNavigation? {
        let target = current + step
        guard history.indices.contains(target) else { return nil }
        let page = history[target]
        let navigation = WKNavigation()
        let action = WKNavigationAction(request: Self.request(for: page.url), type: step == 0 ? .reload : .backForward)
        decide(action) { [weak self] allowed in
            guard let self, allowed else { return }
            self.begin(navigation, url: page.url)
            self.later { [weak self] in self?.commit(navigation, page: page, at: target) }
        }
        return navigation
    }

    /// `evaluateJavaScript(_:completionHandler:)`: fails on the next turn (no script engine).
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        later { completionHandler(nil, WKError(.javaScriptExceptionOccurred)) }
    }

    // MARK: Navigation steps

    /// A page that loads: policy, start, commit, finish.
    private func loadPage(url: URL?, title: String?) -> WKNavigation? {
        let navigation = WKNavigation()
        let page = Page(url: url, title: title)
        decide(WKNavigationAction(request: Self.request(for: url))) { [weak self] allowed in
            guard let self, allowed else { return }
            self.begin(navigation, url: url)
            self.later { [weak self] in
                guard let self, self.inFlight === navigation else { return }
                let index = self.current + 1
                self.history.removeSubrange(index...)
                self.history.append(page)
                self.commit(navigation, page: page, at: index)
            }
        }
        return navigation
    }

    /// The request a page's navigation action carries (`about:blank` for a page without a URL).
    private static func request(for url: URL?) -> URLRequest {
        URLRequest(url: url ?? URL(string: "about:blank") ?? URL(fileURLWithPath: "/"))
    }

    /// Asks the delegate's policy for the action (allowed without an answer), on this turn.
    private func decide(_ action: WKNavigationAction, then go: @escaping (Bool) -> Void) {
        guard let delegate = navigationDelegate else { return go(true) }
        var answered = false
        delegate.webView(self, decidePolicyFor: action) { policy in
            guard !answered else { return }
            answered = true
            go(policy == .allow)
        }
    }

    private func begin(_ navigation: WKNavigation, url: URL?) {
        inFlight = navigation
        isLoading = true
        estimatedProgress = 0.1
        self.url = url
        later { [weak self] in
            guard let self, self.inFlight === navigation else { return }
            self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        }
    }

    private func commit(_ navigation: WKNavigation, page: Page, at index: Int) {
        guard inFlight === navigation else { return }
        current = index
        url = page.url
        title = page.title
        scrollView.contentOffset = .zero
        navigationDelegate?.webView(self, didCommit: navigation)
        later { [weak self] in
            guard let self, self.inFlight === navigation else { return }
            self.finishLoading()
            self.navigationDelegate?.webView(self, didFinish: navigation)
        }
    }

    private func finishLoading() {
        inFlight = nil
        estimatedProgress = 1
        isLoading = false
    }

    /// Runs `action` on the next turn of the main queue.
    private func later(_ action: @escaping () -> Void) { simulation.schedule(after: 0, action) }

    /// The text of a document's first `<title>` element, trimmed (nil without one).
    static func documentTitle(of html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
            let tagEnd = html.range(of: ">", range: open.upperBound..<html.endIndex),
            let close = html.range(of: "</title>", options: .caseInsensitive, range: tagEnd.upperBound..<html.endIndex)
        else { return nil }
        return String(html[tagEnd.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}


/// `WKBackForwardListItem`: a page of the back-forward list (its URL and title when loaded).
public final class WKBackForwardListItem: UIKitNSObject {
    public let url: URL?
    /// `initialURL`: the URL first requested (the model follows no redirects: the same).
    public var initialURL: URL? { url }
    public let title: String?
    init(url: URL?, title: String?) {
        self.url = url
        self.title = title
        super.init()
    }
}

/// `WKBackForwardList`: the web view's history around the current page — a snapshot taken when
/// read (`webView.backForwardList`).
public final class WKBackForwardList: UIKitNSObject {
    private let items: [WKBackForwardListItem]
    private let current: Int
    init(items: [WKBackForwardListItem], current: Int) {
        self.items = items
        self.current = current
        super.init()
    }
    public var currentItem: WKBackForwardListItem? { items.indices.contains(current) ? items[current] : nil }
    public var backItem: WKBackForwardListItem? { item(at: -1) }
    public var forwardItem: WKBackForwardListItem? { item(at: 1) }
    /// `backList`: the pages before the current one, oldest first.
    public var backList: [WKBackForwardListItem] { current > 0 ? Array(items[..<current]) : [] }
    /// `forwardList`: the pages after the current one.
    public var forwardList: [WKBackForwardListItem] { current >= 0 && current + 1 < items.count ? Array(items[(current + 1)...]) : [] }
    /// `item(at:)`: the page `index` steps from the current one (negative: back), nil past the ends.
    public func item(at index: Int) -> WKBackForwardListItem? {
        guard current >= 0 else { return nil }
        let (target, overflow) = current.addingReportingOverflow(index)
        return !overflow && items.indices.contains(target) ? items[target] : nil
    }
}
