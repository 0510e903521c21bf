import Foundation

extension NavigationController {
    /// UIKit's duration for showing or hiding the bar animated
    /// (`UINavigationController.hideShowBarDuration`).
    public static let hideShowBarDuration = 0.2

    /// `navigationBar`: along the top of the navigation controller's view, below the top safe
    /// area (the status bar), 44 pt tall (made on first use). A translucent bar (the default) lies over the content, which fills the view; an opaque one
    /// pushes the content down by its height while it shows.
    public var navigationBar: NavigationBar {
        if let b = bar { return b }
        let b = NavigationBar(simulation, frame: .zero, name: "\(reportTitle).navigationBar")
        b.navigationController = self
        bar = b
        view.addSubview(b)
        b.isHidden = barHidden
        layOutContent()
        return b
    }

    /// Places the bar and the content for the current bar state (only once the bar exists: until
    /// then the content fills the view, as under a translucent bar).
    func layOutContent() {
        guard let b = bar, isViewLoaded else { return }
        let v = view.bounds
        let safeTop = view.safeAreaInsets.top
        b.frame = CGRect(x: 0, y: barHidden ? -NavigationBar.height : safeTop, width: v.width, height: NavigationBar.height)
        let top = !barHidden && !b.isTranslucent ? safeTop + NavigationBar.height : 0
        contentView.frame = CGRect(x: 0, y: top, width: v.width, height: max(v.height - top, 0))
        topViewController?.view.frame = contentView.bounds
    }
}
