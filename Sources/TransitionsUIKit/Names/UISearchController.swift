import Foundation
import Transitions

/// `UISearchBar`: a text field for a search, with a cancel button and scope buttons (drawn).
/// Setting `text` as the user's typing does tells the delegate and, for a search controller's
/// bar, its results updater.
open class UISearchBar: View {
    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable, Hashable { case `default`, prominent, minimal }
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
            owner?.textChanged()
        }
    }
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle: Style = .default
    /// `barStyle` (drawing: stored, as the navigation bar's).
    open var barStyle: BarStyle = .default
    open var showsCancelButton = false
    /// `setShowsCancelButton(_:animated:)`: sets `showsCancelButton` (the button's appearance is
    /// drawn: `animated` changes nothing else).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var barTintColor: UIColor?
    open weak var delegate: (any UISearchBarDelegate)?
    /// `searchTextField` (iOS 13): the bar's text field.
    public let searchTextField = UITextField()
    weak var owner: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: 56)) : frame)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    /// `setSearchFieldBackgroundImage(_:for:)` / `searchFieldBackgroundImage(for:)`, and the
    /// bar's `backgroundImage` (stored: drawing).
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgrounds[state.rawValue] = backgroundImage
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { searchFieldBackgrounds[state.rawValue] }
    private var searchFieldBackgrounds: [UInt: UIImage] = [:]
    open var backgroundImage: UIImage?

    /// The user's tap on the search (return) key or the cancel button.
    public func tapSearchButton() { delegate?.searchBarSearchButtonClicked(self) }
    public func tapCancelButton() {
        delegate?.searchBarCancelButtonClicked(self)
        owner?.isActive = false
    }
}

/// `UISearchBarDelegate` (all optional).
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}
extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate` (all optional).
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}
extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// `UISearchController`: a search bar and the controller that shows results. Modelled: the
/// results updater hears every change of the bar's text and of `isActive`; activating and
/// deactivating tell the delegate (will/did present, will/did dismiss) in UIKit's order. The
/// search UI's own presentation over the context (dimming, moving the bar up) is drawn chrome,
/// not modelled: nothing is presented.
open class UISearchController: ViewController {
    public let searchResultsController: ViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    /// `isActive`.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.owner = self
    }
    /// `init(nibName:bundle:)`, and through it `UISearchController()`: no results controller
    /// (the search shows its results in the presenting controller).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.owner = self
    }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.owner = self
    }

    func textChanged() { searchResultsUpdater?.updateSearchResults(for: self) }
}

private enum SearchKeys {
    nonisolated(unsafe) static let controller = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let hides = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension NavigationItem {
    /// `searchController` (iOS 11): the search bar the navigation bar shows for this item
    /// (stored: the bar's search field is drawn chrome); `hidesSearchBarWhenScrolling`.
    public var searchController: UISearchController? {
        get { AssociatedObjects.get(self, key: SearchKeys.controller) as? UISearchController }
        set { AssociatedObjects.set(self, key: SearchKeys.controller, value: newValue as Any, policy: .retain) }
    }
    public var hidesSearchBarWhenScrolling: Bool {
        get { AssociatedObjects.get(self, key: SearchKeys.hides) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: SearchKeys.hides, value: newValue, policy: .retain) }
    }
}
