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
        let b = NavigationBar(simulation, frame: .zero, name: "\(title).navigationBar")
        b.navigationController = self
        bar = b
        view.addSubview(b)
        b.isHidden = barHidden
        layOutContent()
        return b
    }

    /// `isNavigationBarHidden`: setting it is `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// `setNavigationBarHidden(_:animated:)`: the bar slides out above the top (or back in) and an
    /// opaque bar's content follows, over `hideShowBarDuration` when animated (a model animation:
    /// the bar's and content's frames move on screen); the bar is hidden at the end.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        let b = navigationBar
        if !hidden { b.isHidden = false }
        let apply = { self.layOutContent() }
        guard animated else {
            apply()
            b.isHidden = hidden
            return
        }
        simulation.asCurrent {
            simulation.animate(duration: NavigationController.hideShowBarDuration, curve: .easeInOut, animations: apply) { [weak self] _ in
                guard let self, self.barHidden == hidden else { return }
                b.isHidden = hidden
            }
        }
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
