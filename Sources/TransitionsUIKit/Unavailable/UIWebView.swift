import Foundation
import Transitions

/// `UIWebView`: deprecated since iOS 12 and refused by the App Store since 2020; the model has
/// WebKit's web view instead, so code that still names it is told which to use.
@available(*, unavailable, message: "UIWebView is not modelled (deprecated since iOS 12, refused by the App Store): use WKWebView")
open class UIWebView: View {}

@available(*, unavailable, message: "UIWebView is not modelled: use WKWebView and WKNavigationDelegate")
public protocol UIWebViewDelegate: AnyObject {}
