import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking  // `URLRequest` (Linux keeps URL loading there)
#endif
import Transitions

/// `WKWebViewConfiguration`: how a web view is set up (stored: nothing is rendered).
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var suppressesIncrementalRendering = false
    open var applicationNameForUserAgent: String?
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    public override init() { super.init() }
}

/// `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

/// `WKPreferences` (stored).
open class WKPreferences: NSObject {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    public override init() { super.init() }
}

/// `WKWebpagePreferences` (stored).
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    public override init() { super.init() }
}

/// `WKUserContentController`: the scripts and message handlers pages would reach. No script
/// runs in the model, so no handler is ever sent a message; they are kept, by name.
open class WKUserContentController: NSObject {
    public private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    public override init() { super.init() }
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// `add(_:name:)`: WebKit raises for a name already in use; here it is refused and recorded.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else {
            Simulation.current.record(.rejectedCall, "WKUserContentController.add(_:name:): a handler named \(name) is already added (WebKit raises)")
            return
        }
        handlers[name] = scriptMessageHandler
    }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

/// `WKUserScript` and its injection time (stored).
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// `WKScriptMessageHandler`: receives a page's `postMessage` (never, in the model).
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// `WKScriptMessage`.
open class WKScriptMessage: NSObject {
    open var body: Any { 0 }
    open var name: String { "" }
    open weak var webView: WKWebView? { nil }
}

/// `WKNavigation`: one load, as the delegate's calls name it.
open class WKNavigation: NSObject {}

/// `WKNavigationType`.
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }

/// `WKNavigationAction`: the request a navigation would load, asked about before it starts.
open class WKNavigationAction: NSObject {
    open var request: URLRequest
    /// `navigationType`: `.other` for a load the app asked for, `.backForward` for `goBack()` /
    /// `goForward()`, `.reload` for `reload()` (links and forms never fire: nothing is rendered).
    open var navigationType: WKNavigationType { type }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    open var targetFrame: WKFrameInfo? { WKFrameInfo() }
    private let type: WKNavigationType
    public convenience init(request: URLRequest) { self.init(request: request, type: .other) }
    init(request: URLRequest, type: WKNavigationType) {
        self.request = request
        self.type = type
        super.init()
    }
}

/// `WKFrameInfo`: the main frame (the model has no other).
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
}

/// `WKNavigationActionPolicy` / `WKNavigationResponsePolicy`.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// `WKNavigationResponse` (never sent: nothing comes back from the network).
open class WKNavigationResponse: NSObject {
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }
}

/// `WKError`: WebKit's error domain and codes.
public struct WKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }
    public static let errorDomain = "WKErrorDomain"
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let javaScriptExceptionOccurred = Code.javaScriptExceptionOccurred
}

/// `WKNavigationDelegate`: every method optional, as in WebKit (the defaults allow every
/// navigation and ignore the rest).
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(.allow)
    }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// `WKUIDelegate`: the page's requests for windows and panels (never made: no script runs).
public protocol WKUIDelegate: AnyObject {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void)
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void)
}

extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}

/// `WKWindowFeatures`.
open class WKWindowFeatures: NSObject {}
