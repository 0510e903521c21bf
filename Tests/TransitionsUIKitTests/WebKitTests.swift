import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing
import TransitionsUIKit

/// A navigation delegate that writes down what it hears.
private final class Journal: NSObject, WKNavigationDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    var refuseType: WKNavigationType?
    var types: [WKNavigationType] = []
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        let host = navigationAction.request.url?.host ?? navigationAction.request.url?.lastPathComponent ?? ""
        log.append("policy \(host)")
        types.append(navigationAction.navigationType)
        decisionHandler(refuse.contains(host) || navigationAction.navigationType == refuseType ? .cancel : .allow)
    }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { log.append("start") }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { log.append("commit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { log.append("finish \(webView.title ?? "-")") }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        log.append("fail \((error as NSError).code)")
    }
}

@Suite struct WebKitTests {
    /// A web view in a sheet: its scroll view fills it and follows its size, as a sheet's pan
    /// hands off to it.
    @Test func theScrollViewFillsTheWebView() {
        withUIKitStage { _, root in
            let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), configuration: WKWebViewConfiguration())
            root.view.addSubview(web)
            #expect(web.scrollView.superview === web && web.scrollView.frame == web.bounds)
            web.frame.size = CGSize(width: 300, height: 500)
            root.view.layoutIfNeeded()
            #expect(web.scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        }
    }

    /// Offline: a network load asks the policy, starts, and fails with "not connected"; the URL
    /// goes back to the page shown, and the progress reaches 1.
    @Test func networkLoadsFailOffline() throws {
        try withUIKitStage { sim, root in
            let web = WKWebView(frame: root.view.bounds)
            root.view.addSubview(web)
            let journal = Journal()
            web.navigationDelegate = journal
            var progress: [Double] = []
            let token = web.observe(\.estimatedProgress, options: [.new]) { _, change in progress.append(change.newValue ?? -1) }
            web.load(URLRequest(url: URL(string: "https://example.com/article")!))
            #expect(web.isLoading && web.url?.host == "example.com")
            try sim.runUntilIdle()
            #expect(journal.log == ["policy example.com", "start", "fail \(NSURLErrorNotConnectedToInternet)"])
            #expect(!web.isLoading && web.url == nil && progress == [0.1, 1])
            token.invalidate()
        }
    }

    /// Local pages load and make a back-forward list; going back loads the earlier page again.
    @Test func localPagesLoadAndGoBack() throws {
        try withUIKitStage { sim, root in
            let web = WKWebView(frame: root.view.bounds)
            root.view.addSubview(web)
            let journal = Journal()
            web.navigationDelegate = journal
            web.loadHTMLString("<html><head><title> Terms </title></head><body>…</body></html>", baseURL: nil)
            try sim.runUntilIdle()
            #expect(journal.log.count == 4 && journal.log.first?.hasPrefix("policy") == true)
            #expect(journal.log.suffix(3) == ["start", "commit", "finish Terms"] && web.url?.absoluteString == "about:blank")
            #expect(web.title == "Terms" && !web.canGoBack)
            web.loadFileURL(URL(fileURLWithPath: "/tmp/help.html"), allowingReadAccessTo: URL(fileURLWithPath: "/tmp"))
            try sim.runUntilIdle()
            #expect(web.canGoBack && !web.canGoForward && web.url?.lastPathComponent == "help.html" && web.title == nil)
            web.goBack()
            try sim.runUntilIdle()
            #expect(web.title == "Terms" && web.canGoForward && !web.canGoBack)
            // A reload keeps the page's place: the page after it is still forward.
            web.reload()
            try sim.runUntilIdle()
            #expect(web.title == "Terms" && web.canGoForward && !web.canGoBack)
            // A refused navigation never starts.
            journal.refuse = ["other.html"]
            journal.log.removeAll()
            web.loadFileURL(URL(fileURLWithPath: "/tmp/other.html"), allowingReadAccessTo: URL(fileURLWithPath: "/tmp"))
            try sim.runUntilIdle()
            #expect(journal.log == ["policy other.html"] && web.title == "Terms")
        }
    }

    /// The back-forward list reads the history around the current page: back and forward lists,
    /// items by offset (nil past the ends, never a trap), and `go(to:)` an item of it.
    @Test func theBackForwardListIsTheHistory() throws {
        try withUIKitStage { sim, root in
            let web = WKWebView(frame: root.view.bounds)
            root.view.addSubview(web)
            #expect(web.backForwardList.currentItem == nil && web.backForwardList.backList.isEmpty && web.backForwardList.item(at: 0) == nil)
            for name in ["a", "b", "c"] {
                web.loadFileURL(URL(fileURLWithPath: "/tmp/\(name).html"), allowingReadAccessTo: URL(fileURLWithPath: "/tmp"))
                try sim.runUntilIdle()
            }
            let list = web.backForwardList
            #expect(list.backList.map { $0.url?.lastPathComponent } == ["a.html", "b.html"] && list.forwardList.isEmpty)
            #expect(list.currentItem?.url?.lastPathComponent == "c.html" && list.backItem?.url?.lastPathComponent == "b.html")
            #expect(list.item(at: -2)?.url?.lastPathComponent == "a.html" && list.item(at: 1) == nil && list.item(at: Int.max) == nil)
            let first = try #require(list.item(at: -2))
            web.go(to: first)
            try sim.runUntilIdle()
            #expect(web.url?.lastPathComponent == "a.html" && web.backForwardList.forwardList.count == 2)
            #expect(web.backForwardList.forwardItem?.url?.lastPathComponent == "b.html")
        }
    }

    /// Going back and forward and reloading ask the delegate first, with WebKit's navigation
    /// types; a refused step never starts and the list keeps its place.
    @Test func backForwardNavigationsAskThePolicy() throws {
        try withUIKitStage { sim, root in
            let web = WKWebView(frame: root.view.bounds)
            root.view.addSubview(web)
            let journal = Journal()
            web.navigationDelegate = journal
            web.loadHTMLString("<title>One</title>", baseURL: URL(fileURLWithPath: "/tmp/one.html"))
            try sim.runUntilIdle()
            web.loadHTMLString("<title>Two</title>", baseURL: URL(fileURLWithPath: "/tmp/two.html"))
            try sim.runUntilIdle()
            #expect(journal.types == [.other, .other])
            journal.log.removeAll()
            web.goBack()
            try sim.runUntilIdle()
            #expect(journal.log == ["policy one.html", "start", "commit", "finish One"] && journal.types.last == .backForward)
            web.reload()
            try sim.runUntilIdle()
            #expect(journal.types.last == .reload && web.title == "One")
            // Refused: no start, the page and the list stay where they were.
            journal.refuseType = .backForward
            journal.log.removeAll()
            #expect(web.goForward() != nil)
            try sim.runUntilIdle()
            #expect(journal.log == ["policy two.html"] && web.title == "One" && web.canGoForward && !web.isLoading)
            journal.refuseType = nil
            web.goForward()
            try sim.runUntilIdle()
            #expect(web.title == "Two" && web.canGoBack && !web.canGoForward)
        }
    }

    /// No script engine: scripts fail on the next turn; a taken handler name is refused.
    @Test func scriptsFailAndHandlersAreKeptByName() throws {
        final class Handler: NSObject, WKScriptMessageHandler {
            func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
        try withUIKitStage { sim, root in
            let web = WKWebView(frame: root.view.bounds)
            var outcome: String?
            web.evaluateJavaScript("document.title") { result, error in
                outcome = "\(result == nil) \((error as? WKError)?.code == .javaScriptExceptionOccurred)"
            }
            #expect(outcome == nil)
            try sim.runUntilIdle()
            #expect(outcome == "true true")
            let handler = Handler()
            let contents = web.configuration.userContentController
            contents.add(handler, name: "bridge")
            contents.add(handler, name: "bridge")
            #expect(sim.violations.contains { $0.description.contains("bridge") })
        }
    }
}
