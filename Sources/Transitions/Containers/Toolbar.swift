import Foundation

/// `UIToolbar`: a bar of bar button items. A navigation controller's toolbar
/// (`NavigationController.toolbar`) sits along the bottom, over the bottom safe area, shows its top
/// controller's `toolbarItems` and follows `isToolbarHidden`; a toolbar of your own goes where you
/// put it. Appearance is stored (the bar is drawn).
open class Toolbar: View {
    /// UIKit's toolbar height above the bottom safe area (points).
    public static let height = 44.0

    /// The navigation controller whose toolbar this is.
    package internal(set) weak var managingController: NavigationController?

    /// `items`: the bar button items, leading first.
    open var items: [BarButtonItem]?
    /// `setItems(_:animated:)` (drawn: `animated` changes nothing else).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// `isTranslucent`: an opaque navigation-controller toolbar shortens the content above it.
    open var isTranslucent = true {
        didSet { managingController?.layOutContent() }
    }
    open var barStyle: BarStyle = .default
    open var barTintColor: Color?
    /// `delegate` (`UIToolbarDelegate`: the bar's position, for drawing; stored).
    open weak var delegate: (any ToolbarDelegate)?

    private var backgroundImages: [[Int]: Image] = [:]
    private var shadowImages: [Int: Image] = [:]

    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)` / `backgroundImage(forToolbarPosition:barMetrics:)`
    /// (stored: an empty image with an empty shadow image is UIKit's transparent toolbar).
    open func setBackgroundImage(_ image: Image?, forToolbarPosition position: NavigationBar.Position, barMetrics: NavigationBar.Metrics) {
        backgroundImages[[position.rawValue, barMetrics.rawValue]] = image
    }
    open func backgroundImage(forToolbarPosition position: NavigationBar.Position, barMetrics: NavigationBar.Metrics) -> Image? {
        backgroundImages[[position.rawValue, barMetrics.rawValue]]
    }
    /// `setShadowImage(_:forToolbarPosition:)` / `shadowImage(forToolbarPosition:)` (stored).
    open func setShadowImage(_ image: Image?, forToolbarPosition position: NavigationBar.Position) { shadowImages[position.rawValue] = image }
    open func shadowImage(forToolbarPosition position: NavigationBar.Position) -> Image? { shadowImages[position.rawValue] }

    /// A toolbar of your own asks for its size: UIKit's height, the width it has.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Toolbar.height) }
}

/// `UIToolbarDelegate` (a `UIBarPositioningDelegate`): where the toolbar sits, for drawing.
public protocol ToolbarDelegate: SelectorPerforming {
    func position(for bar: Toolbar) -> NavigationBar.Position
}

extension ToolbarDelegate {
    public func position(for bar: Toolbar) -> NavigationBar.Position { .any }
}
