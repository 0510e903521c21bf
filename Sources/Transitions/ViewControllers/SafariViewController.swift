import Foundation

/// `SFSafariViewControllerDelegate` (SafariServices). Every method is optional.
public protocol SafariViewControllerDelegate: AnyObject {
    /// The user closed the browser with its Done button (after it was dismissed).
    func safariViewControllerDidFinish(_ controller: SafariViewController)
    /// The first page loaded (never called: the simulated device loads no page).
    func safariViewController(_ controller: SafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected (never called).
    func safariViewController(_ controller: SafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The activities the share button offers for the page (asked when the user shares: never).
    func safariViewController(_ controller: SafariViewController, activityItemsFor URL: URL, title: String?) -> [Activity]
}

extension SafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SafariViewController) {}
    public func safariViewController(_ controller: SafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewController(_ controller: SafariViewController, activityItemsFor URL: URL, title: String?) -> [Activity] { [] }
}

/// `SFSafariViewController`: an in-app browser showing `url`, presented by the app like any
/// controller (the transitions to and from it are the app's or UIKit's, and are modelled as
/// such). The simulated device has no web engine: its view shows no page and the load callbacks
/// never come. The user's one way out is the Done button: `done()` is that tap — the controller
/// is dismissed (animated, as the system does), then the delegate hears
/// `safariViewControllerDidFinish`. Only http and https URLs are accepted, as by SafariServices
/// (which raises for another scheme): another is recorded as a rejected call and kept.
open class SafariViewController: ViewController {
    /// `SFSafariViewController.Configuration`.
    open class Configuration: NSObject {
        /// `entersReaderIfAvailable` (stored: no page, no reader).
        open var entersReaderIfAvailable = false
        /// `barCollapsingEnabled` (stored: the bars do not scroll away without a page).
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }
    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable, Hashable { case done, close, cancel }

    /// The page the controller opens.
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SafariViewControllerDelegate?
    /// `preferredBarTintColor`, `preferredControlTintColor` (stored: the bars are drawn).
    open var preferredBarTintColor: Color?
    open var preferredControlTintColor: Color?
    /// `dismissButtonStyle` (the Done button's title; `done()` is its tap whatever the style).
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// `init(url:configuration:)`.
    public init(url: URL, configuration: Configuration) {
        self.url = url
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        if !["http", "https"].contains(url.scheme?.lowercased() ?? "") {
            simulation.record(.rejectedCall, "SFSafariViewController(url: \(url)): only http and https URLs can be opened")
        }
    }
    /// `init(url:)`.
    public convenience init(url: URL) { self.init(url: url, configuration: Configuration()) }
    /// `init(url:entersReaderIfAvailable:)` (deprecated in iOS 11).
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }
    public required init?(coder: NSCoder) { nil }

    /// The user taps Done: dismissed when presented (animated), then the delegate is told.
    public func done() {
        let finish = { [weak self] in
            guard let self else { return }
            self.delegate?.safariViewControllerDidFinish(self)
        }
        guard presentingViewController != nil else { return finish() }
        dismiss(animated: true, completion: finish)
    }
}
