import Transitions
/// A page (a view controller) or its root view that names itself in the page switcher.
///
/// LSPageViewController asks the controller for `presentationName` first, then its view; a page
/// that answers neither shows `PageSwitcherController.placeholderName`.
public protocol PageSwitcherNaming: AnyObject {
    var presentationName: String? { get }
}
