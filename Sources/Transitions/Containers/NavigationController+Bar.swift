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
        let b = navigationBarClass.map { MetatypeInitializer.construct($0, .frame(.zero)) }
            ?? NavigationBar(simulation, frame: .zero, name: "\(reportTitle).navigationBar")
        b.managingController = self
        bar = b
        view.addSubview(b)
        b.isHidden = barHidden
        layOutContent()
        return b
    }

    /// Places the bars and the content for the current bar states (only once a bar exists: until
    /// then the content fills the view, as under translucent bars). The toolbar sits on the bottom
    /// safe area, 44 pt tall, and below the bottom edge while hidden.
    func layOutContent() {
        guard isViewLoaded, bar != nil || toolbarView != nil else { return }
        let v = view.bounds
        var top = 0.0, bottom = 0.0
        if let b = bar {
            let safeTop = view.safeAreaInsets.top
            b.frame = CGRect(x: 0, y: barHidden ? -NavigationBar.height : safeTop, width: v.width, height: NavigationBar.height)
            top = !barHidden && !b.isTranslucent ? safeTop + NavigationBar.height : 0
        }
        if let t = toolbarView {
            let safeBottom = view.safeAreaInsets.bottom
            t.frame = CGRect(x: 0, y: toolbarHidden ? v.height : v.height - safeBottom - Toolbar.height, width: v.width, height: Toolbar.height)
            bottom = !toolbarHidden && !t.isTranslucent ? safeBottom + Toolbar.height : 0
        }
        contentView.frame = CGRect(x: 0, y: top, width: v.width, height: max(v.height - top - bottom, 0))
        topViewController?.view.frame = contentView.bounds
    }
}
